import { defineFlow } from '@portal/shared-domain/wizard-core';
import type { FieldOption, QuickCheckView } from '../../wizard/types';

/**
 * Single-person quick check CE100–CE130 (spec 01 §2.1, §3.5, §4.2): four questions on one
 * screen (/gesuche/kurzcheck/einzelperson), evaluated after each answer.
 *
 * Option codes (spec 01 §9: 99 disqualifies finances, income and reason; a deadline code of 97 or
 * more fails). Recorded in docs/decisions.md, "Single-person flow":
 * - finances: 1–5 for the supports, 99 for 'no-options-apply';
 * - taxableIncome: 1 for-me-adult, 2 for-child, 99 bigger-taxable-income;
 * - reasonForRequest: 1 travel, 2 leisure, 3 procurement, 99 other;
 * - deadline: 1 event-within-6-weeks (6 weeks away or later: the lead time is kept), 2 do-not-know,
 *   97 event-within-5-weeks (less than 6 weeks away), 98 event-past (begun or over).
 */
export const QUICK_CHECK_CODES = {
  finances: {
    'request-for-under-18': 1,
    'disability-insurance': 2,
    'supplementary-benefits': 3,
    'social-aid': 4,
    'other-finance-help': 5,
    'no-options-apply': 99,
  },
  taxableIncome: { 'for-me-adult': 1, 'for-child': 2, 'bigger-taxable-income': 99 },
  reasonForRequest: { 'request-for-travel': 1, 'request-for-leisure': 2, 'request-for-procurement': 3, 'request-other': 99 },
  deadline: { 'event-within-6-weeks': 1, 'do-not-know': 2, 'event-within-5-weeks': 97, 'event-past': 98 },
} as const;

/** Codes from 99 on disqualify (finances: the code 99 itself); deadlines from 97 on fail. */
export const DISQUALIFYING_CODE = 99;
export const DEADLINE_FAILS_FROM = 97;

const option = (value: number, de: string, fr: string, it: string): FieldOption => ({ value, label: { de, fr, it } });
const c = QUICK_CHECK_CODES;

const financeOptions: FieldOption[] = [
  option(
    c.finances['request-for-under-18'],
    'Das Gesuch ist für ein Kind oder eine jugendliche Person unter 18 Jahren',
    'La demande concerne un enfant ou un·e jeune de moins de 18 ans',
    'La richiesta riguarda un bambino o un giovane sotto i 18 anni',
  ),
  option(c.finances['disability-insurance'], 'Rente der Invalidenversicherung (IV)', 'Rente de l’assurance-invalidité (AI)', 'Rendita dell’assicurazione invalidità (AI)'),
  option(c.finances['supplementary-benefits'], 'Ergänzungsleistungen (EL)', 'Prestations complémentaires (PC)', 'Prestazioni complementari (PC)'),
  option(c.finances['social-aid'], 'Sozialhilfe', 'Aide sociale', 'Aiuto sociale'),
  option(
    c.finances['other-finance-help'],
    'Andere finanzielle Unterstützung (z. B. Hilflosenentschädigung)',
    'Autre aide financière (p. ex. allocation pour impotent)',
    'Altro aiuto finanziario (p. es. assegno per grandi invalidi)',
  ),
  option(c.finances['no-options-apply'], 'Nichts davon trifft zu', 'Aucune de ces options ne s’applique', 'Nessuna di queste opzioni')
];

const incomeOptions: FieldOption[] = [
  option(
    c.taxableIncome['for-me-adult'],
    'Ich bin 18 oder älter und mein steuerbares Einkommen beträgt höchstens CHF 40’000',
    'J’ai 18 ans ou plus et mon revenu imposable est de CHF 40’000 au maximum',
    'Ho 18 anni o più e il mio reddito imponibile è di al massimo CHF 40’000',
  ),
  option(
    c.taxableIncome['for-child'],
    'Das Gesuch ist für ein Kind unter 18 und das steuerbare Familieneinkommen beträgt höchstens CHF 80’000',
    'La demande concerne un enfant de moins de 18 ans et le revenu imposable de la famille est de CHF 80’000 au maximum',
    'La richiesta riguarda un figlio sotto i 18 anni e il reddito imponibile della famiglia è di al massimo CHF 80’000',
  ),
  option(
    c.taxableIncome['bigger-taxable-income'],
    'Das steuerbare Einkommen ist höher',
    'Le revenu imposable est plus élevé',
    'Il reddito imponibile è più alto',
  ),
];

const reasonOptions: FieldOption[] = [
  option(c.reasonForRequest['request-for-travel'], 'Eine Ferienreise', 'Un voyage de vacances', 'Un viaggio di vacanza'),
  option(c.reasonForRequest['request-for-leisure'], 'Eine Freizeitaktivität (z. B. ein Kurs)', 'Une activité de loisirs (p. ex. un cours)', 'Un’attività del tempo libero (p. es. un corso)'),
  option(
    c.reasonForRequest['request-for-procurement'],
    'Eine Anschaffung für die Freizeit (z. B. ein Velo)',
    'Un achat pour les loisirs (p. ex. un vélo)',
    'Un acquisto per il tempo libero (p. es. una bicicletta)',
  ),
  option(c.reasonForRequest['request-other'], 'Etwas anderes', 'Autre chose', 'Altro'),
];

/**
 * CE130 in time order, without a gap: the lead time is 6 weeks (spec 01 §9), so an event less than
 * 6 weeks away (the spec's bucket "within 5 weeks": the 5 full weeks and the days up to the limit)
 * fails, and "within 6 weeks" is the bucket that keeps the 6-week limit (docs/decisions.md).
 */
const deadlineOptions: FieldOption[] = [
  option(c.deadline['event-past'], 'Sie hat schon begonnen oder stattgefunden', 'Il a déjà commencé ou eu lieu', 'È già iniziato o avvenuto'),
  option(c.deadline['event-within-5-weeks'], 'In weniger als 6 Wochen', 'Dans moins de 6 semaines', 'Tra meno di 6 settimane'),
  option(c.deadline['event-within-6-weeks'], 'In 6 Wochen oder später', 'Dans 6 semaines ou plus tard', 'Tra 6 settimane o più tardi'),
  option(c.deadline['do-not-know'], 'Das Datum steht noch nicht fest', 'La date n’est pas encore fixée', 'La data non è ancora fissata'),
];

const codes = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const code = (view: QuickCheckView, ref: string): number | null => {
  const value = view.value(ref);
  return value === null || value === undefined || value === '' ? null : Number(value);
};

export const singlePersonQuickCheck = defineFlow({
  id: 'single-person-quick-check',
  applicant: 'single-person',
  type: 'quick-check',
  mode: 'application',
  paths: { base: '/gesuche/kurzcheck/einzelperson' },
  quickCheckTexts: {
    title: { de: 'Kurzcheck für Einzelpersonen', fr: 'Vérification rapide pour les personnes individuelles', it: 'Verifica rapida per persone singole' },
    intro: {
      de: 'Beantworten Sie vier kurze Fragen. Nach jeder Antwort sehen Sie sofort, ob eine Unterstützung durch unsere Stiftung möglich ist. Ihre Antworten werden nicht gespeichert.',
      fr: 'Répondez à quatre questions courtes. Après chaque réponse, vous voyez immédiatement si notre fondation peut vous soutenir. Vos réponses ne sont pas enregistrées.',
      it: 'Risponda a quattro brevi domande. Dopo ogni risposta vede subito se la nostra fondazione può sostenerla. Le sue risposte non vengono salvate.',
    },
    reasons: {
      popup2: {
        de: 'Wir unterstützen Erwachsene mit einer Behinderung, die finanziell benachteiligt sind und auf Sozialleistungen wie eine IV-Rente, Ergänzungsleistungen oder Sozialhilfe angewiesen sind, sowie Kinder und Jugendliche unter 18 Jahren aus Familien mit kleinem Einkommen.',
        fr: 'Nous soutenons les adultes en situation de handicap financièrement défavorisés qui dépendent de prestations sociales comme une rente AI, des prestations complémentaires ou l’aide sociale, ainsi que les enfants et les jeunes de moins de 18 ans issus de familles à faible revenu.',
        it: 'Sosteniamo adulti con disabilità finanziariamente svantaggiati che dipendono da prestazioni sociali come una rendita AI, prestazioni complementari o l’aiuto sociale, nonché bambini e giovani sotto i 18 anni provenienti da famiglie con reddito modesto.',
      },
      popup3: {
        de: 'Das steuerbare Einkommen liegt über unseren Grenzen: Für Einzelpersonen ab 18 Jahren beträgt es höchstens CHF 40’000, für Familien von Kindern unter 18 Jahren höchstens CHF 80’000.',
        fr: 'Le revenu imposable dépasse nos limites : CHF 40’000 au maximum pour les personnes seules de 18 ans et plus, CHF 80’000 au maximum pour les familles d’enfants de moins de 18 ans.',
        it: 'Il reddito imponibile supera i nostri limiti: al massimo CHF 40’000 per le persone singole dai 18 anni, al massimo CHF 80’000 per le famiglie di bambini sotto i 18 anni.',
      },
      popup4: {
        de: 'Wir unterstützen ausschliesslich Ferienreisen, Freizeitaktivitäten und Anschaffungen für die Freizeit.',
        fr: 'Nous soutenons uniquement les voyages de vacances, les activités de loisirs et les achats pour les loisirs.',
        it: 'Sosteniamo esclusivamente viaggi di vacanza, attività del tempo libero e acquisti per il tempo libero.',
      },
      popup5: {
        de: 'Ihr Gesuch muss mindestens 6 Wochen vor dem Beginn der Reise oder Aktivität beziehungsweise vor der Anschaffung bei uns eintreffen.',
        fr: 'Votre demande doit nous parvenir au moins 6 semaines avant le début du voyage ou de l’activité, ou avant l’achat.',
        it: 'La sua richiesta deve pervenirci almeno 6 settimane prima dell’inizio del viaggio o dell’attività, o prima dell’acquisto.',
      },
    },
    applyRoute: 'gesuche-einzelperson',
  },
  steps: [
    {
      name: 'kurzcheck',
      questions: [
        {
          code: 'CE100',
          title: { de: 'Finanzen', fr: 'Finances', it: 'Finanze' },
          fields: [
            {
              name: 'finances',
              kind: 'checkbox-group',
              label: {
                de: 'Welche Unterstützung erhalten Sie? (Mehrfachauswahl möglich)',
                fr: 'Quel soutien recevez-vous ? (plusieurs réponses possibles)',
                it: 'Quale sostegno riceve? (più risposte possibili)',
              },
              rules: [{ rule: 'required' }],
              options: financeOptions,
            },
          ],
        },
        {
          code: 'CE110',
          title: { de: 'Steuerbares Einkommen', fr: 'Revenu imposable', it: 'Reddito imponibile' },
          fields: [
            {
              name: 'taxableIncome',
              kind: 'radio-group',
              label: { de: 'Wie hoch ist das steuerbare Einkommen?', fr: 'À combien s’élève le revenu imposable ?', it: 'A quanto ammonta il reddito imponibile?' },
              rules: [{ rule: 'required' }],
              options: incomeOptions,
            },
          ],
        },
        {
          code: 'CE120',
          title: { de: 'Gesuchsgrund', fr: 'Motif de la demande', it: 'Motivo della richiesta' },
          fields: [
            {
              name: 'reasonForRequest',
              kind: 'radio-group',
              label: { de: 'Wofür möchten Sie Unterstützung beantragen?', fr: 'Pour quoi souhaitez-vous demander un soutien ?', it: 'Per che cosa desidera chiedere un sostegno?' },
              rules: [{ rule: 'required' }],
              options: reasonOptions,
            },
          ],
        },
        {
          code: 'CE130',
          title: { de: 'Eingabefrist', fr: 'Délai de dépôt', it: 'Termine di inoltro' },
          fields: [
            {
              name: 'deadline',
              kind: 'radio-group',
              label: {
                de: 'Wann beginnt die Reise oder Aktivität, beziehungsweise wann findet die Anschaffung statt?',
                fr: 'Quand commence le voyage ou l’activité, ou quand l’achat a-t-il lieu ?',
                it: 'Quando inizia il viaggio o l’attività, o quando avviene l’acquisto?',
              },
              instructions: {
                de: 'Massgebend ist der Beginn der Reise oder Aktivität beziehungsweise das Datum der Anschaffung. Ihr Gesuch muss mindestens 6 Wochen vorher bei uns eintreffen.',
                fr: 'C’est le début du voyage ou de l’activité, ou la date de l’achat, qui compte. Votre demande doit nous parvenir au moins 6 semaines avant.',
                it: 'Conta l’inizio del viaggio o dell’attività, o la data dell’acquisto. La sua richiesta deve pervenirci almeno 6 settimane prima.',
              },
              rules: [{ rule: 'required' }],
              options: deadlineOptions,
            },
          ],
        },
      ],
    },
  ],
  // Evaluation order of spec 01 §4.2: the first rule that matches gives the pop-up.
  quickCheck: [
    { popup: 'popup2', kind: 'failure', when: (q) => codes(q.value('CE100.finances')).includes(DISQUALIFYING_CODE) },
    { popup: 'popup3', kind: 'failure', when: (q) => (code(q, 'CE110.taxableIncome') ?? 0) >= DISQUALIFYING_CODE },
    { popup: 'popup4', kind: 'failure', when: (q) => (code(q, 'CE120.reasonForRequest') ?? 0) >= DISQUALIFYING_CODE },
    { popup: 'popup5', kind: 'failure', when: (q) => (code(q, 'CE130.deadline') ?? 0) >= DEADLINE_FAILS_FROM },
    { popup: 'popup1', kind: 'success', when: (q) => q.allAnswered() },
  ],
});

/** The pop-ups of the single-person quick check (spec 01 §2.1). */
export const QUICK_CHECK_POPUPS = ['popup1', 'popup2', 'popup3', 'popup4', 'popup5'] as const;
export type QuickCheckPopupName = (typeof QUICK_CHECK_POPUPS)[number];
