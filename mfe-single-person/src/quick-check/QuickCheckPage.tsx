import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { navigateToRoute, routePath } from '@portal/shared-domain';
import { answerQuickCheck, canMoveOn, dismissQuickCheckPopup, isFieldSet, startQuickCheck, type QuickCheckState } from '@portal/shared-domain/wizard';
// The quick check's own flow file, not the flows index: the quick check page loads no application or settlement code.
import { singlePersonQuickCheck as flow, type QuickCheckPopupName } from '@portal/shared-domain/src/flows/single-person/quick-check';
import { useLang, type PageProps } from '@portal/shared-ui';
import { FieldRenderer, QuickCheckResult, useLabel } from '@portal/shared-ui/wizard';
import { quickCheckMessages as messages } from './messages';
import styles from './QuickCheck.module.css';

const failureReasons: Record<Exclude<QuickCheckPopupName, 'popup1'>, (typeof messages)['popup2']> = {
  popup2: messages.popup2,
  popup3: messages.popup3,
  popup4: messages.popup4,
  popup5: messages.popup5,
};

const answered = (state: QuickCheckState, code: string) => {
  const question = flow.question(code);
  return question.fields.every((field) => isFieldSet(field, state.answers[code]?.[field.name]));
};

/**
 * Quick check /gesuche/kurzcheck/einzelperson (spec 01 §2.1, §4.2): the four questions appear one
 * after another on this screen; every answer is evaluated at once and may open a result pop-up.
 * Dismissing a failure resets the answer; success leads to the application.
 */
export function QuickCheckPage(_props: PageProps) {
  const intl = useIntl();
  const text = useLabel();
  const lang = useLang();
  const [state, setState] = useState<QuickCheckState>(() => startQuickCheck(flow));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  // A question is shown once every question before it is answered.
  const shown = useMemo(() => {
    const list = [];
    for (const question of flow.questions) {
      list.push(question);
      if (!answered(state, question.code)) break;
    }
    return list;
  }, [state]);
  const allAnswered = flow.questions.every((question) => answered(state, question.code));
  const latest = shown[shown.length - 1];
  const popup = state.popup;

  const startApplication = () => navigateToRoute('gesuche-einzelperson');

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h1>
      <p>{intl.formatMessage(messages.intro)}</p>
      <ol className={styles.questions}>
        {shown.map((question, index) => (
          <li key={question.code} className={styles.question} aria-labelledby={`${question.code}-title`}>
            <p className={styles.progress}>{intl.formatMessage(messages.progress, { number: index + 1, total: flow.questions.length })}</p>
            <h2 id={`${question.code}-title`} className={styles.title}>
              {text(question.title)}
            </h2>
            {question.fields.map((field) => (
              <FieldRenderer
                key={field.name}
                code={question.code}
                field={field}
                data={state.answers[question.code] ?? {}}
                errors={{}}
                onChange={(name, value) => setState((current) => answerQuickCheck(flow, current, question.code, { [name]: value }))}
              />
            ))}
          </li>
        ))}
      </ol>
      <p className={styles.visuallyHidden} role="status">
        {shown.length > 1 && !popup ? intl.formatMessage(messages.nextQuestion, { title: text(latest.title) }) : ''}
      </p>
      {allAnswered && canMoveOn(state) && (
        <button type="button" className={styles.primary} onClick={startApplication}>
          {intl.formatMessage(messages.start)}
        </button>
      )}
      <p className={styles.hint}>{intl.formatMessage(messages.contactHint)}</p>
      <QuickCheckResult
        kind={popup?.kind ?? null}
        reason={popup && popup.popup !== 'popup1' ? intl.formatMessage(failureReasons[popup.popup as keyof typeof failureReasons]) : undefined}
        onDismiss={() => setState((current) => dismissQuickCheckPopup(flow, current))}
        onApply={startApplication}
        contactHref={routePath('kontakt', {}, lang)}
      />
    </div>
  );
}
