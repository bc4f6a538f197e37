import { defineFlow } from '@portal/shared-domain/wizard-core';
import type { FieldOption, LocalizedText, QuickCheckView } from '../../wizard/types';

/**
 * Group quick check CG100–CG130 (spec 02 §2.1, §3.3, §4.2): four questions on one screen
 * (/gesuche/kurzcheck/gruppe), evaluated after each answer.
 *
 * Option codes (spec: 1 positive, 2 negative, 99 disqualifies the reason, a deadline code of 97
 * or more fails). Recorded in docs/decisions.md, "Group journey (issue 12)":
 * - CG100 adults' finances, CG110 children's finances: 1 yes (financially disadvantaged), 2 no;
 * - CG120 reason: 1 multiple-day-travel, 2 leisure-activity, 99 other-reason;
 * - CG130 deadline: 1 event-within-10-weeks (10 weeks away or later), 2 do-not-know,
 *   97 event-within-9-weeks, 98 event-past.
 */
export const GROUP_QUICK_CHECK_CODES = {
  finances: { yes: 1, no: 2 },
  reason: { 'multiple-day-travel': 1, 'leisure-activity': 2, 'other-reason': 99 },
  deadline: { 'event-within-10-weeks': 1, 'do-not-know': 2, 'event-within-9-weeks': 97, 'event-past': 98 },
} as const;

export const GROUP_DISQUALIFYING_CODE = 99;
export const GROUP_DEADLINE_FAILS_FROM = 97;

const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });
const option = (value: number, label: LocalizedText): FieldOption => ({ value, label });
const c = GROUP_QUICK_CHECK_CODES;

const financeOptions = (who: 'adults' | 'children'): FieldOption[] => [
  option(c.finances.yes, t('Ja', 'Oui', 'Sì')),
  option(
    c.finances.no,
    who === 'adults'
      ? t('Nein, oder es nehmen keine Erwachsenen teil', 'Non, ou aucun adulte ne participe', 'No, oppure non partecipano adulti')
      : t('Nein, oder es nehmen keine Kinder teil', 'Non, ou aucun enfant ne participe', 'No, oppure non partecipano bambini'),
  ),
];

const code = (view: QuickCheckView, ref: string): number | null => {
  const value = view.value(ref);
  return value === null || value === undefined || value === '' ? null : Number(value);
};

export const groupQuickCheck = defineFlow({
  id: 'group-quick-check',
  applicant: 'group',
  type: 'quick-check',
  mode: 'application',
  paths: { base: '/gesuche/kurzcheck/gruppe' },
  quickCheckTexts: {
    title: t('Kurzcheck für Gruppen', 'Vérification rapide pour les groupes', 'Verifica rapida per i gruppi'),
    intro: t(
      'Beantworten Sie vier kurze Fragen zu Ihrer Gruppenaktivität. Nach jeder Antwort sehen Sie sofort, ob eine Unterstützung durch unsere Stiftung möglich ist. Ihre Antworten werden nicht gespeichert.',
      'Répondez à quatre questions courtes sur votre activité de groupe. Après chaque réponse, vous voyez immédiatement si notre fondation peut vous soutenir. Vos réponses ne sont pas enregistrées.',
      'Risponda a quattro brevi domande sulla vostra attività di gruppo. Dopo ogni risposta vede subito se la nostra fondazione può sostenervi. Le risposte non vengono salvate.',
    ),
    reasons: {
      popup2: t(
        'Wir unterstützen Gruppen, deren Teilnehmende mit einer Behinderung finanziell benachteiligt sind und zum Beispiel eine IV-Rente, Ergänzungsleistungen oder Sozialhilfe beziehen, sowie Kinder und Jugendliche aus Familien mit kleinem Einkommen. Bitte nehmen Sie mit uns Kontakt auf, wenn Sie unsicher sind.',
        'Nous soutenons les groupes dont les participant·es en situation de handicap sont financièrement défavorisé·es et perçoivent par exemple une rente AI, des prestations complémentaires ou l’aide sociale, ainsi que les enfants et les jeunes de familles à faible revenu. Veuillez nous contacter en cas de doute.',
        'Sosteniamo gruppi i cui partecipanti con disabilità sono finanziariamente svantaggiati e percepiscono per esempio una rendita AI, prestazioni complementari o l’aiuto sociale, nonché bambini e giovani di famiglie con reddito modesto. In caso di dubbio ci contatti.',
      ),
      popup3: t(
        'Wir unterstützen ausschliesslich mehrtägige Gruppenreisen und Freizeitaktivitäten. Bitte nehmen Sie mit uns Kontakt auf, wenn Sie unsicher sind.',
        'Nous soutenons uniquement les voyages de groupe de plusieurs jours et les activités de loisirs. Veuillez nous contacter en cas de doute.',
        'Sosteniamo esclusivamente viaggi di gruppo di più giorni e attività del tempo libero. In caso di dubbio ci contatti.',
      ),
      popup4: t(
        'Ihr Gesuch muss mindestens 10 Wochen vor Beginn der Gruppenaktivität bei uns eintreffen. Bitte nehmen Sie mit uns Kontakt auf, wenn Sie unsicher sind.',
        'Votre demande doit nous parvenir au moins 10 semaines avant le début de l’activité de groupe. Veuillez nous contacter en cas de doute.',
        'La vostra richiesta deve pervenirci almeno 10 settimane prima dell’inizio dell’attività di gruppo. In caso di dubbio ci contatti.',
      ),
    },
    applyRoute: 'gesuche-gruppe',
  },
  steps: [
    {
      name: 'kurzcheck',
      questions: [
        {
          code: 'CG100',
          title: t('Finanzen der Erwachsenen', 'Finances des adultes', 'Finanze degli adulti'),
          fields: [
            {
              name: 'FinanzenErwachsene',
              kind: 'radio-group',
              label: t(
                'Sind die teilnehmenden Erwachsenen mit einer Behinderung finanziell benachteiligt (z. B. IV-Rente, Ergänzungsleistungen, Sozialhilfe)?',
                'Les adultes en situation de handicap qui participent sont-ils financièrement défavorisés (p. ex. rente AI, prestations complémentaires, aide sociale) ?',
                'Gli adulti con disabilità che partecipano sono finanziariamente svantaggiati (p. es. rendita AI, prestazioni complementari, aiuto sociale)?',
              ),
              rules: [{ rule: 'required' }],
              options: financeOptions('adults'),
            },
          ],
        },
        {
          code: 'CG110',
          title: t('Finanzen der Kinder', 'Finances des enfants', 'Finanze dei bambini'),
          fields: [
            {
              name: 'FinanzenKinder',
              kind: 'radio-group',
              label: t(
                'Stammen die teilnehmenden Kinder und Jugendlichen mit einer Behinderung aus Familien mit kleinem Einkommen?',
                'Les enfants et les jeunes en situation de handicap qui participent sont-ils issus de familles à faible revenu ?',
                'I bambini e i giovani con disabilità che partecipano provengono da famiglie con reddito modesto?',
              ),
              rules: [{ rule: 'required' }],
              options: financeOptions('children'),
            },
          ],
        },
        {
          code: 'CG120',
          title: t('Gesuchsgrund', 'Motif de la demande', 'Motivo della richiesta'),
          fields: [
            {
              name: 'Gesuchsgrund',
              kind: 'radio-group',
              label: t('Wofür möchten Sie Unterstützung beantragen?', 'Pour quoi souhaitez-vous demander un soutien ?', 'Per che cosa desidera chiedere un sostegno?'),
              rules: [{ rule: 'required' }],
              options: [
                option(c.reason['multiple-day-travel'], t('Eine mehrtägige Gruppenreise', 'Un voyage de groupe de plusieurs jours', 'Un viaggio di gruppo di più giorni')),
                option(c.reason['leisure-activity'], t('Eine Freizeitaktivität der Gruppe', 'Une activité de loisirs du groupe', 'Un’attività del tempo libero del gruppo')),
                option(c.reason['other-reason'], t('Etwas anderes', 'Autre chose', 'Altro')),
              ],
            },
          ],
        },
        {
          code: 'CG130',
          title: t('Eingabefrist', 'Délai de dépôt', 'Termine di inoltro'),
          fields: [
            {
              name: 'Eingabefrist',
              kind: 'radio-group',
              label: t('Wann beginnt die Gruppenaktivität?', 'Quand l’activité de groupe commence-t-elle ?', 'Quando inizia l’attività di gruppo?'),
              rules: [{ rule: 'required' }],
              options: [
                option(c.deadline['event-past'], t('Sie hat schon begonnen oder stattgefunden', 'Elle a déjà commencé ou eu lieu', 'È già iniziata o si è già svolta')),
                option(c.deadline['event-within-9-weeks'], t('In weniger als 10 Wochen', 'Dans moins de 10 semaines', 'Tra meno di 10 settimane')),
                option(c.deadline['event-within-10-weeks'], t('In 10 Wochen oder später', 'Dans 10 semaines ou plus tard', 'Tra 10 settimane o più tardi')),
                option(c.deadline['do-not-know'], t('Das Datum steht noch nicht fest', 'La date n’est pas encore fixée', 'La data non è ancora fissata')),
              ],
            },
          ],
        },
      ],
    },
  ],
  // Spec 02 §4.2: success first, then the failures in this order; otherwise no pop-up.
  quickCheck: [
    {
      popup: 'popup1',
      kind: 'success',
      when: (q) =>
        (code(q, 'CG100') === c.finances.yes || code(q, 'CG110') === c.finances.yes) &&
        [c.reason['multiple-day-travel'], c.reason['leisure-activity']].includes(code(q, 'CG120') as 1 | 2) &&
        code(q, 'CG130') === c.deadline['event-within-10-weeks'],
    },
    { popup: 'popup2', kind: 'failure', when: (q) => code(q, 'CG100') === c.finances.no && code(q, 'CG110') === c.finances.no },
    { popup: 'popup3', kind: 'failure', when: (q) => code(q, 'CG120') === GROUP_DISQUALIFYING_CODE },
    { popup: 'popup4', kind: 'failure', when: (q) => (code(q, 'CG130') ?? 0) >= GROUP_DEADLINE_FAILS_FROM },
  ],
});
