import { defineFlow } from '@portal/shared-domain/wizard-core';
import type { FieldOption, QuickCheckView } from '../../wizard/types';

/**
 * Project quick check CP100–CP130 (spec 02 §2.2, §3.3, §4.2, §9): four questions on one screen
 * (/gesuche/kurzcheck/projekte), in the order Zielgruppe, Projektleitung, Projektbereich,
 * Eingabefrist. Option codes (docs/decisions.md, "Project journey"): target group and lead 1 yes,
 * 2 no; area travel-leisure 1, other 99; phase planning 1, realisation 2, completed 3,
 * dont-know 4 (neither eligible nor one of the failing codes 2 and 3).
 */
export const PROJECT_QUICK_CHECK_CODES = {
  targetGroup: { yes: 1, no: 2 },
  projectLead: { yes: 1, no: 2 },
  area: { 'travel-leisure': 1, other: 99 },
  phase: { planning: 1, realisation: 2, completed: 3, 'dont-know': 4 },
} as const;

const option = (value: number, de: string, fr: string, it: string): FieldOption => ({ value, label: { de, fr, it } });
const c = PROJECT_QUICK_CHECK_CODES;
const code = (view: QuickCheckView, ref: string): number | null => {
  const value = view.value(ref);
  return value === null || value === undefined || value === '' ? null : Number(value);
};
const yesNo = (codes: { yes: number; no: number }): FieldOption[] => [option(codes.yes, 'Ja', 'Oui', 'Sì'), option(codes.no, 'Nein', 'Non', 'No')];

export const projectQuickCheck = defineFlow({
  id: 'project-quick-check',
  applicant: 'project',
  type: 'quick-check',
  mode: 'application',
  paths: { base: '/gesuche/kurzcheck/projekte' },
  quickCheckTexts: {
    title: { de: 'Kurzcheck für Projekte', fr: 'Vérification rapide pour les projets', it: 'Verifica rapida per i progetti' },
    intro: {
      de: 'Beantworten Sie vier kurze Fragen zu Ihrem Projekt. Nach jeder Antwort sehen Sie sofort, ob eine Unterstützung durch unsere Stiftung möglich ist. Ihre Antworten werden nicht gespeichert.',
      fr: 'Répondez à quatre questions courtes sur votre projet. Après chaque réponse, vous voyez immédiatement si notre fondation peut vous soutenir. Vos réponses ne sont pas enregistrées.',
      it: 'Risponda a quattro brevi domande sul suo progetto. Dopo ogni risposta vede subito se la nostra fondazione può sostenerla. Le sue risposte non vengono salvate.',
    },
    reasons: {
      popup2: {
        de: 'Wir unterstützen Projekte, die sich an Menschen mit einer Behinderung richten oder von einer Person mit einer Behinderung geleitet werden.',
        fr: 'Nous soutenons les projets qui s’adressent à des personnes en situation de handicap ou qui sont dirigés par une personne en situation de handicap.',
        it: 'Sosteniamo progetti rivolti a persone con disabilità o diretti da una persona con disabilità.',
      },
      popup3: {
        de: 'Wir unterstützen ausschliesslich Projekte in den Bereichen Ferien und Freizeit.',
        fr: 'Nous soutenons uniquement des projets dans les domaines des vacances et des loisirs.',
        it: 'Sosteniamo esclusivamente progetti nei settori delle vacanze e del tempo libero.',
      },
      popup4: {
        de: 'Wir unterstützen nur Projekte, die sich noch in der Planungsphase befinden. Ihr Gesuch muss mindestens 10 Wochen vor Projektbeginn bei uns eintreffen.',
        fr: 'Nous soutenons uniquement les projets encore en phase de planification. Votre demande doit nous parvenir au moins 10 semaines avant le début du projet.',
        it: 'Sosteniamo solo progetti ancora in fase di pianificazione. La sua richiesta deve pervenirci almeno 10 settimane prima dell’inizio del progetto.',
      },
    },
    applyRoute: 'gesuche-projekte',
  },
  steps: [
    {
      name: 'kurzcheck',
      questions: [
        {
          code: 'CP100',
          title: { de: 'Zielgruppe', fr: 'Groupe cible', it: 'Gruppo target' },
          fields: [
            {
              name: 'targetGroup',
              kind: 'radio-group',
              label: {
                de: 'Richtet sich das Projekt an Menschen mit einer Behinderung?',
                fr: 'Le projet s’adresse-t-il à des personnes en situation de handicap ?',
                it: 'Il progetto si rivolge a persone con disabilità?',
              },
              rules: [{ rule: 'required' }],
              options: yesNo(c.targetGroup),
            },
          ],
        },
        {
          code: 'CP110',
          title: { de: 'Projektleitung', fr: 'Direction du projet', it: 'Direzione del progetto' },
          fields: [
            {
              name: 'projectLead',
              kind: 'radio-group',
              label: {
                de: 'Lebt die Projektleiterin oder der Projektleiter mit einer Behinderung?',
                fr: 'La personne qui dirige le projet vit-elle avec un handicap ?',
                it: 'La persona che dirige il progetto vive con una disabilità?',
              },
              rules: [{ rule: 'required' }],
              options: yesNo(c.projectLead),
            },
          ],
        },
        {
          code: 'CP120',
          title: { de: 'Projektbereich', fr: 'Domaine du projet', it: 'Settore del progetto' },
          fields: [
            {
              name: 'area',
              kind: 'radio-group',
              label: { de: 'In welchem Bereich liegt das Projekt?', fr: 'Dans quel domaine se situe le projet ?', it: 'In quale settore si situa il progetto?' },
              rules: [{ rule: 'required' }],
              options: [
                option(c.area['travel-leisure'], 'Ferien oder Freizeit', 'Vacances ou loisirs', 'Vacanze o tempo libero'),
                option(c.area.other, 'Ein anderer Bereich', 'Un autre domaine', 'Un altro settore'),
              ],
            },
          ],
        },
        {
          code: 'CP130',
          title: { de: 'Eingabefrist', fr: 'Délai de dépôt', it: 'Termine di inoltro' },
          fields: [
            {
              name: 'phase',
              kind: 'radio-group',
              label: { de: 'In welcher Phase befindet sich das Projekt?', fr: 'Dans quelle phase se trouve le projet ?', it: 'In quale fase si trova il progetto?' },
              // "Don't know" leads nowhere (spec 02 §4.2): the instructions say what counts.
              instructions: {
                de: 'Unterstützt werden nur Projekte in der Planungsphase: Das Gesuch muss mindestens 10 Wochen vor Projektbeginn bei uns eintreffen. Wenn Sie unsicher sind, nehmen Sie mit uns Kontakt auf.',
                fr: 'Seuls les projets en phase de planification sont soutenus : la demande doit nous parvenir au moins 10 semaines avant le début du projet. En cas de doute, contactez-nous.',
                it: 'Sono sostenuti solo i progetti in fase di pianificazione: la richiesta deve pervenirci almeno 10 settimane prima dell’inizio del progetto. In caso di dubbio, ci contatti.',
              },
              rules: [{ rule: 'required' }],
              options: [
                option(c.phase.planning, 'In Planung', 'En planification', 'In pianificazione'),
                option(c.phase.realisation, 'In Umsetzung', 'En cours de réalisation', 'In corso di realizzazione'),
                option(c.phase.completed, 'Abgeschlossen', 'Terminé', 'Concluso'),
                option(c.phase['dont-know'], 'Das weiss ich nicht', 'Je ne sais pas', 'Non lo so'),
              ],
            },
          ],
        },
      ],
    },
  ],
  // Evaluation of spec 02 §4.2: success first, then the failures in their order.
  quickCheck: [
    {
      popup: 'popup1',
      kind: 'success',
      when: (q) => (code(q, 'CP100.targetGroup') === 1 || code(q, 'CP110.projectLead') === 1) && code(q, 'CP120.area') === 1 && code(q, 'CP130.phase') === 1,
    },
    { popup: 'popup2', kind: 'failure', when: (q) => code(q, 'CP100.targetGroup') === 2 && code(q, 'CP110.projectLead') === 2 },
    { popup: 'popup3', kind: 'failure', when: (q) => code(q, 'CP120.area') === 99 },
    { popup: 'popup4', kind: 'failure', when: (q) => [2, 3].includes(code(q, 'CP130.phase') ?? 0) },
  ],
});

/** The pop-ups of the project quick check (spec 02 §2.2). */
export const PROJECT_QUICK_CHECK_POPUPS = ['popup1', 'popup2', 'popup3', 'popup4'] as const;
