import { signedOut } from '@portal/shared-domain/wizard-core';
import type { FieldDef, LocalizedText, QuestionData, QuestionDef, RuleView, WidgetDef } from './types';

/** The application exists (it is created when the start pages are left): those pages are locked then. */
export const hasApplicationId = (_data: QuestionData, view: RuleView) => view.application.id !== null && view.application.id !== undefined;

export interface SignInQuestionsOptions {
  /** Codes of the e-mail page and of the "check your inbox" page (FE120/FE130, FG100/FG110, FP100/FP110). */
  codes: [email: string, sent: string];
  /** The question the sign-in link brings the visitor back to. */
  returnTo: string;
  emailTitle: LocalizedText;
  /** Why the e-mail is asked (each applicant kind says it its own way). */
  emailIntro: LocalizedText;
  sentTitle: LocalizedText;
  /** "We sent you a link…" */
  sentText: LocalizedText;
  /** More on the "check your inbox" page (FE130: what to have ready). */
  sentWidgets?: WidgetDef[];
  sentFields?: FieldDef[];
}

const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });

/**
 * The two pages every application shows a signed-out visitor (spec 01 §2.2, 02 §2.3/§2.4): the
 * e-mail address (twice), which requests the sign-in link, and "check your inbox". Browser-only
 * (nothing is stored) and locked once the application exists.
 */
export function signInQuestions(options: SignInQuestionsOptions): [QuestionDef, QuestionDef] {
  const [emailCode, sentCode] = options.codes;
  return [
    {
      code: emailCode,
      path: 'email',
      beforeId: true,
      title: options.emailTitle,
      visibleWhen: signedOut,
      clientOnly: true,
      lockedWhen: hasApplicationId,
      intro: options.emailIntro,
      action: { name: 'request-sign-in-link', field: 'email', returnTo: options.returnTo },
      read: (view) => (view.user ? { email: view.user.email, emailConfirmation: view.user.email } : {}),
      fields: [
        { name: 'email', kind: 'text', label: t('E-Mail', 'E-mail', 'E-mail'), rules: [{ rule: 'required' }, { rule: 'email' }] },
        {
          name: 'emailConfirmation',
          kind: 'text',
          label: t('E-Mail bestätigen', 'Confirmer l’e-mail', 'Confermare l’e-mail'),
          rules: [{ rule: 'required' }, { rule: 'email' }, { rule: 'emailConfirmation', target: 'email' }],
        },
      ],
    },
    {
      code: sentCode,
      path: 'verifikation-email',
      beforeId: true,
      page: 'info',
      title: options.sentTitle,
      visibleWhen: signedOut,
      clientOnly: true,
      lockedWhen: hasApplicationId,
      widgets: [{ type: 'text', tone: 'status', text: options.sentText }, ...(options.sentWidgets ?? [])],
      ...(options.sentFields ? { fields: options.sentFields } : {}),
    },
  ];
}
