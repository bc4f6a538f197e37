/**
 * The project application wizard FP000–FP700 (spec 02 §2.4, §3.5, §4.4, §5, §7.2, §9). Answers are
 * stored under their payload keys at the top level of the application; the API registers every
 * endpoint below with `toServerFlow` and validates with the same rules.
 *
 * Order at the start (docs/decisions.md, "Project journey"): FP000 (start page, not counted),
 * FP100 and FP110 for visitors who are not signed in (the sign-in link brings them back to FP000),
 * then FP120 at /gesuche/projekte/{id}: leaving FP000 signed in creates the application.
 */
import { answerIncludes, defineFlow, formatChf, not, totalsWidget, when } from '@portal/shared-domain/wizard-core';
import { signInQuestions } from '@portal/shared-domain/wizard';
import { formatSwissDate, parseAnyDate } from '@portal/shared-domain/validation';
import { FOUNDATION_SLUG } from '../../brand';
import type { BudgetFieldOptions, FieldOption, ListFieldOptions, LocalizedText, QuestionData, QuestionDef, Rule, RuleView, WidgetDef } from '../../wizard/types';
import {
  INCOME_TYPES,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  applicationTotals,
  donationsSumRule,
  hasInstitutionalDonations,
  namedCriterionRule,
  ownShareRule,
  projectLeadTimeRule,
  requestedAmountRule,
  incomeOf,
  INSTITUTIONAL,
} from './rules';

const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });
const opt = (value: FieldOption['value'], label: LocalizedText): FieldOption => ({ value, label });
const required: Rule = { rule: 'required' };
const mustConfirm = (message: LocalizedText = PROJECT_MESSAGES.mustConfirm): Rule[] => [
  { rule: 'required', message },
  { rule: 'is', value: true, message },
];
const submitted = (_data: QuestionData, view: RuleView) => view.application.status !== undefined && view.application.status !== 'preparing';

export const PROJECT_AREAS: FieldOption[] = [
  opt('vacation', t('Ferien', 'Vacances', 'Vacanze')),
  opt('leisure', t('Freizeit', 'Loisirs', 'Tempo libero')),
  opt('other', t('Anderer Bereich', 'Autre domaine', 'Altro settore')),
];

export const PROJECT_CATEGORIES: FieldOption[] = [
  opt('assistance', t('Assistenz', 'Assistance', 'Assistenza')),
  opt('barrier-free-access', t('Barrierefreier Zugang', 'Accès sans obstacles', 'Accesso senza barriere')),
  opt('build', t('Bau', 'Construction', 'Costruzione')),
  opt('education', t('Bildung', 'Formation', 'Formazione')),
  opt('festival', t('Festival', 'Festival', 'Festival')),
  opt('information', t('Information', 'Information', 'Informazione')),
  opt('art', t('Kunst', 'Art', 'Arte')),
  opt('mobility', t('Mobilität', 'Mobilité', 'Mobilità')),
  opt('sports', t('Sport', 'Sport', 'Sport')),
  opt('workshop', t('Workshop', 'Atelier', 'Laboratorio')),
];

export const INCLUSION_CRITERIA: FieldOption[] = [
  opt('remove-barriers', t('Barrieren abbauen', 'Supprimer des obstacles', 'Abbattere le barriere')),
  opt('self-determined-living', t('Selbstbestimmtes Leben fördern', 'Favoriser une vie autodéterminée', 'Promuovere una vita autodeterminata')),
  opt('create-equal-opportunities', t('Chancengleichheit schaffen', 'Créer l’égalité des chances', 'Creare pari opportunità')),
  opt('other', t('Anderes', 'Autre', 'Altro')),
];

export const VISIBILITY_CHANNELS: FieldOption[] = [
  opt('project-documents', t('Projektunterlagen', 'Documents du projet', 'Documenti del progetto')),
  opt('website', t('Website', 'Site web', 'Sito web')),
  opt('advert', t('Inserat', 'Annonce', 'Inserzione')),
  opt('annual-report', t('Jahresbericht', 'Rapport annuel', 'Rapporto annuale')),
  opt('event', t('Anlass', 'Manifestation', 'Evento')),
  opt('permanent-notice-board', t('Dauerhafte Informationstafel', 'Panneau d’information permanent', 'Pannello informativo permanente')),
  opt('other', t('Anderes', 'Autre', 'Altro')),
];

export const INCOME_LABELS: Record<(typeof INCOME_TYPES)[number], LocalizedText> = {
  applicantContributions: t('Eigenleistungen', 'Prestations propres', 'Prestazioni proprie'),
  publicContributions: t('Beiträge der öffentlichen Hand', 'Contributions publiques', 'Contributi pubblici'),
  privateDonations: t('Private Spenden', 'Dons privés', 'Donazioni private'),
  institutionalDonations: t('Institutionelle Spenden (Stiftungen, Organisationen)', 'Dons institutionnels (fondations, organisations)', 'Donazioni istituzionali (fondazioni, organizzazioni)'),
};
export const INCOME_OPTIONS: FieldOption[] = INCOME_TYPES.map((type) => opt(type, INCOME_LABELS[type]));
/** The income lines of FP410 and BP320. */
export const INCOME_BUDGET: BudgetFieldOptions = {
  lineTypes: [...INCOME_TYPES],
  freeLines: false,
  chooseLabel: t('Art der Einnahme', 'Type de recette', 'Tipo di entrata'),
  addLabel: t('Einnahme hinzufügen', 'Ajouter une recette', 'Aggiungere un’entrata'),
};
/** The donors' rows of FP420 and BP330. */
export const DONATIONS_LIST: ListFieldOptions = {
  maxItems: PROJECT_LIMITS.maxListRows,
  nameLabel: t('Institution', 'Institution', 'Istituzione'),
  amountLabel: t('Betrag in CHF', 'Montant en CHF', 'Importo in CHF'),
  addLabel: t('Spende hinzufügen', 'Ajouter un don', 'Aggiungere una donazione'),
};

const otherText = (name: string, of: string, label: LocalizedText) => ({
  name,
  kind: 'text' as const,
  label,
  visibleWhen: (data: QuestionData) => Array.isArray(data[of]) && (data[of] as unknown[]).includes('other'),
  rules: [{ rule: 'required', message: PROJECT_MESSAGES.otherText } as Rule, { rule: 'max', length: PROJECT_LIMITS.shortText } as Rule],
});

/** FP420 is asked only with institutional donations above CHF 0 in FP410 (spec 02 §4.4). */
const withInstitutionalDonations = when(['FP410.budgetAvailable'], (view) => hasInstitutionalDonations(view.value('FP410.budgetAvailable')));

const totalsWidgets: WidgetDef[] = [
  totalsWidget(applicationTotals),
  {
    type: 'text',
    tone: 'warning',
    text: (view) =>
      applicationTotals(view).deficit <= 0
        ? t(
            'Ihre Einnahmen decken die Ausgaben. Die Stiftung finanziert nur Defizite; bitte prüfen Sie Ihre Angaben.',
            'Vos recettes couvrent les dépenses. La fondation ne finance que des déficits ; veuillez vérifier vos indications.',
            'Le sue entrate coprono le uscite. La fondazione finanzia solo deficit; verifichi i suoi dati.',
          )
        : null,
  },
];

const optionLabel = (options: FieldOption[], value: unknown): LocalizedText | string => {
  const found = options.find((option) => option.value === value);
  return found ? (found.label as LocalizedText) : '–';
};

/** The review page's facts (spec 02 §2.4 FP610): category, reach, deficit and requested amount. */
const reviewFacts: WidgetDef = {
  type: 'facts',
  title: t('Übersicht', 'Aperçu', 'Panoramica'),
  rows: (view) => {
    const start = parseAnyDate(view.application.start);
    const reach = view.application.numberOfDisabledPersons;
    const requested = view.application.requestedAmount;
    return [
      { label: t('Projekttitel', 'Titre du projet', 'Titolo del progetto'), value: typeof view.application.projectTitle === 'string' ? view.application.projectTitle : '–' },
      { label: t('Projektkategorie', 'Catégorie du projet', 'Categoria del progetto'), value: optionLabel(PROJECT_CATEGORIES, view.application.projectCategory) },
      { label: t('Projektbeginn', 'Début du projet', 'Inizio del progetto'), value: start ? formatSwissDate(start) : '–' },
      { label: t('Reichweite (Personen)', 'Portée (personnes)', 'Portata (persone)'), value: reach === null || reach === undefined ? '–' : String(reach) },
      { label: t('Defizit', 'Déficit', 'Deficit'), value: formatChf(applicationTotals(view).deficit) },
      { label: t('Beantragter Beitrag', 'Contribution demandée', 'Contributo richiesto'), value: typeof requested === 'number' ? formatChf(requested) : '–' },
    ];
  },
};

/** FP440/FP450: institutions as a list, or "no requests pending" (an empty list). */
function institutionsQuestion(code: 'FP440' | 'FP450', path: string, name: string, endpoint: string, title: LocalizedText, label: LocalizedText): QuestionDef {
  return {
    code,
    path,
    title,
    save: { endpoint },
    fields: [
      {
        name,
        kind: 'name-list-or-none',
        label,
        rules: [{ rule: 'required', message: PROJECT_MESSAGES.institutions }],
        list: {
          maxItems: PROJECT_LIMITS.maxListRows,
          nameLabel: t('Institution', 'Institution', 'Istituzione'),
          addLabel: t('Institution hinzufügen', 'Ajouter une institution', 'Aggiungere un’istituzione'),
          noneLabel: t('Keine Anfragen hängig', 'Aucune demande en suspens', 'Nessuna richiesta pendente'),
        },
      },
    ],
    // Spec 02 §4.4: complete once the list is not null; an empty list is "no requests pending".
    completedWhen: (data) => Array.isArray(data[name]),
  };
}

export const projectApplication = defineFlow({
  id: 'project-application',
  applicant: 'project',
  type: 'wizard',
  mode: 'application',
  title: t('Gesuch Projekt', 'Demande pour un projet', 'Richiesta per un progetto'),
  paths: { base: '/gesuche/projekte' },
  steps: [
    {
      name: 'project.entry',
      title: t('Start', 'Début', 'Inizio'),
      questions: [
        {
          code: 'FP000',
          path: '',
          beforeId: true,
          page: 'start',
          title: t('Gesuch für ein Projekt', 'Demande pour un projet', 'Richiesta per un progetto'),
          intro: t(
            'Unsere Stiftung unterstützt Projekte von Organisationen sowie von Menschen mit einer Behinderung, die in ihrer Freizeit ein Projekt durchführen, in den Bereichen Ferien und Freizeit. Wir finanzieren nur Defizite, keine Überschüsse. Das Gesuch muss mindestens 10 Wochen vor Projektbeginn bei uns eintreffen, und ein Teil der Kosten muss durch Eigenleistungen gedeckt sein.\n\n' +
              'Legen Sie bereit: Projektdaten, ein Projektkonzept als PDF im Hochformat, das Budget mit Ausgaben und Einnahmen sowie die angefragten Institutionen. Nach dem Einreichen erhalten Sie das Gesuch als Download-Link per E-Mail. Stichproben werden angekündigt.',
            'Notre fondation soutient des projets d’organisations et de personnes en situation de handicap qui mènent un projet pendant leur temps libre, dans les domaines des vacances et des loisirs. Nous ne finançons que des déficits, jamais des excédents. La demande doit nous parvenir au moins 10 semaines avant le début du projet, et une partie des coûts doit être couverte par des prestations propres.\n\n' +
              'Préparez : les données du projet, un concept de projet en PDF au format portrait, le budget avec les dépenses et les recettes ainsi que les institutions sollicitées. Après l’envoi, vous recevez la demande sous forme de lien de téléchargement par e-mail. Les contrôles par sondage sont annoncés.',
            'La nostra fondazione sostiene progetti di organizzazioni e di persone con disabilità che realizzano un progetto nel tempo libero, nei settori delle vacanze e del tempo libero. Finanziamo solo deficit, mai eccedenze. La richiesta deve pervenirci almeno 10 settimane prima dell’inizio del progetto e una parte dei costi deve essere coperta da prestazioni proprie.\n\n' +
              'Prepari: i dati del progetto, un concetto di progetto in PDF in formato verticale, il budget con uscite ed entrate e le istituzioni interpellate. Dopo l’inoltro riceve la richiesta come link di download per e-mail. I controlli a campione vengono annunciati.',
          ),
        },
        ...signInQuestions({
          codes: ['FP100', 'FP110'],
          returnTo: 'FP000',
          emailTitle: t('Ihre E-Mail-Adresse', 'Votre adresse e-mail', 'Il suo indirizzo e-mail'),
          emailIntro: t(
            'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie Ihr Gesuch während 12 Monaten jederzeit weiterbearbeiten können. Ein Passwort brauchen Sie nicht. Für Organisationen empfehlen wir eine gemeinsame Adresse, denn das Gesuch ist an die E-Mail-Adresse gebunden.',
            'Saisissez votre adresse e-mail. Nous vous envoyons un lien qui vous permet de poursuivre votre demande à tout moment pendant 12 mois. Vous n’avez pas besoin de mot de passe. Pour les organisations, nous recommandons une adresse commune, car la demande est liée à l’adresse e-mail.',
            'Inserisca il suo indirizzo e-mail. Le inviamo un link con cui può continuare la sua richiesta in qualsiasi momento per 12 mesi. Non le serve una password. Per le organizzazioni raccomandiamo un indirizzo comune, perché la richiesta è legata all’indirizzo e-mail.',
          ),
          sentTitle: t('Bitte prüfen Sie Ihr E-Mail-Postfach', 'Veuillez consulter votre boîte e-mail', 'Controlli la sua casella e-mail'),
          sentText: t(
            'Wir haben Ihnen einen Link geschickt. Öffnen Sie die E-Mail und klicken Sie auf den Link, um mit Ihrem Gesuch zu beginnen. Falls Sie keine E-Mail erhalten, prüfen Sie bitte auch den Spam-Ordner.',
            'Nous vous avons envoyé un lien. Ouvrez l’e-mail et cliquez sur le lien pour commencer votre demande. Si vous ne recevez pas d’e-mail, vérifiez aussi le dossier des courriers indésirables.',
            'Le abbiamo inviato un link. Apra l’e-mail e clicchi sul link per iniziare la sua richiesta. Se non riceve l’e-mail, controlli anche la cartella dello spam.',
          ),
        }),
        {
          code: 'FP120',
          path: '',
          page: 'start',
          title: t('Los geht’s', 'C’est parti', 'Iniziamo'),
          intro: t(
            'Ihr Gesuch ist eröffnet. Die Fragen sind in fünf Schritte gegliedert: Richtlinien und Zielgruppe, Projektdaten, Budget, DAM-Bedingungen und Kontaktdaten. Ihre Antworten werden bei jeder Frage gespeichert; Sie können jederzeit unterbrechen und später weiterfahren.',
            'Votre demande est ouverte. Les questions sont réparties en cinq étapes : directives et groupe cible, données du projet, budget, conditions DAM et coordonnées. Vos réponses sont enregistrées à chaque question ; vous pouvez interrompre à tout moment et reprendre plus tard.',
            'La sua richiesta è aperta. Le domande sono suddivise in cinque passi: direttive e gruppo target, dati del progetto, budget, condizioni DAM e dati di contatto. Le sue risposte vengono salvate a ogni domanda; può interrompere in qualsiasi momento e continuare più tardi.',
          ),
        },
      ],
    },
    {
      name: 'project.guidelines',
      title: t('Richtlinien und Zielgruppe', 'Directives et groupe cible', 'Direttive e gruppo target'),
      questions: [
        {
          code: 'FP200',
          path: 'richtlinien-und-zielgruppe/richtlinien',
          title: t('Richtlinien', 'Directives', 'Direttive'),
          intro: t(
            'Die Stiftung unterstützt Projekte im Bereich Ferien und Freizeit, die sich an Menschen mit einer Behinderung richten oder von einer Person mit einer Behinderung geleitet werden. Sie finanziert nur Defizite. Ein Teil der Kosten ist durch Eigenleistungen zu decken. Das Projekt erfüllt mindestens eines der Inklusionskriterien «Barrieren abbauen», «Selbstbestimmtes Leben fördern» oder «Chancengleichheit schaffen». Nach dem Projekt reichen Sie eine Abrechnung mit Schlussbericht und Bildern ein.',
            'La fondation soutient des projets dans le domaine des vacances et des loisirs qui s’adressent à des personnes en situation de handicap ou sont dirigés par une personne en situation de handicap. Elle ne finance que des déficits. Une partie des coûts doit être couverte par des prestations propres. Le projet remplit au moins l’un des critères d’inclusion « Supprimer des obstacles », « Favoriser une vie autodéterminée » ou « Créer l’égalité des chances ». Après le projet, vous remettez un décompte avec un rapport final et des images.',
            'La fondazione sostiene progetti nel settore delle vacanze e del tempo libero rivolti a persone con disabilità o diretti da una persona con disabilità. Finanzia solo deficit. Una parte dei costi deve essere coperta da prestazioni proprie. Il progetto soddisfa almeno uno dei criteri d’inclusione «Abbattere le barriere», «Promuovere una vita autodeterminata» o «Creare pari opportunità». Dopo il progetto inoltra un conteggio con rapporto finale e immagini.',
          ),
          save: { endpoint: '/guidelines' },
          fields: [
            {
              name: 'read',
              kind: 'checkbox',
              label: t('Ich habe die Richtlinien gelesen und akzeptiere sie.', 'J’ai lu les directives et je les accepte.', 'Ho letto le direttive e le accetto.'),
              rules: mustConfirm(),
            },
          ],
          completedWhen: (data) => data.read === true,
        },
        {
          code: 'FP210',
          path: 'richtlinien-und-zielgruppe/gesuchsart',
          title: t('Gesuchsart', 'Type de demande', 'Tipo di richiesta'),
          save: { endpoint: '/subtype' },
          fields: [{ name: 'subtype', kind: 'radio-group', label: t('In welchem Bereich liegt Ihr Projekt?', 'Dans quel domaine se situe votre projet ?', 'In quale settore si situa il suo progetto?'), rules: [required], options: PROJECT_AREAS }],
        },
        {
          code: 'FP220',
          path: 'richtlinien-und-zielgruppe/zielgruppe',
          title: t('Zielgruppe', 'Groupe cible', 'Gruppo target'),
          save: { endpoint: '/target-group' },
          fields: [
            {
              name: 'targetGroup',
              kind: 'checkbox-group',
              label: t('An wen richtet sich das Projekt? (Mehrfachauswahl möglich)', 'À qui s’adresse le projet ? (plusieurs réponses possibles)', 'A chi si rivolge il progetto? (più risposte possibili)'),
              rules: [required],
              options: [opt('disabled', t('Menschen mit einer Behinderung', 'Personnes en situation de handicap', 'Persone con disabilità')), opt('non-disabled', t('Menschen ohne Behinderung', 'Personnes sans handicap', 'Persone senza disabilità'))],
            },
          ],
        },
        {
          code: 'FP230',
          path: 'richtlinien-und-zielgruppe/projektleitung',
          title: t('Projektleitung', 'Direction du projet', 'Direzione del progetto'),
          // Spec 02 §4.4: only when the target group does not include 'disabled'.
          visibleWhen: not(answerIncludes('FP220.targetGroup', 'disabled')),
          save: { endpoint: '/project-lead-disability-status' },
          fields: [
            {
              name: 'projectLeadDisabilityStatus',
              kind: 'radio',
              label: t('Lebt die Projektleiterin oder der Projektleiter mit einer Behinderung?', 'La personne qui dirige le projet vit-elle avec un handicap ?', 'La persona che dirige il progetto vive con una disabilità?'),
              rules: [required],
              options: [opt(true, t('Ja', 'Oui', 'Sì')), opt(false, t('Nein', 'Non', 'No'))],
            },
          ],
        },
        {
          code: 'FP240',
          path: 'richtlinien-und-zielgruppe/kommerzieller-hintergrund',
          title: t('Kommerzieller Hintergrund', 'Contexte commercial', 'Contesto commerciale'),
          save: { endpoint: '/non-profit' },
          fields: [
            {
              name: 'nonProfit',
              kind: 'radio',
              label: t('Ist das Projekt gemeinnützig oder kommerziell?', 'Le projet est-il d’utilité publique ou commercial ?', 'Il progetto è di pubblica utilità o commerciale?'),
              rules: [required],
              options: [opt(true, t('Gemeinnützig', 'D’utilité publique', 'Di pubblica utilità')), opt(false, t('Kommerziell', 'Commercial', 'Commerciale'))],
            },
          ],
        },
      ],
    },
    {
      name: 'project.project-dates',
      title: t('Projektdaten', 'Données du projet', 'Dati del progetto'),
      questions: [
        {
          code: 'FP300',
          path: 'projektdaten/eingabefrist',
          title: t('Eingabefrist', 'Délai de dépôt', 'Termine di inoltro'),
          save: { endpoint: '/project-status' },
          fields: [
            {
              name: 'projectStatus',
              kind: 'radio-group',
              label: t('In welcher Phase befindet sich das Projekt?', 'Dans quelle phase se trouve le projet ?', 'In quale fase si trova il progetto?'),
              // Only projects in planning are eligible (spec 02 §9).
              rules: [required, { rule: 'is', value: 'in-planning', message: PROJECT_MESSAGES.planningOnly }],
              options: [
                opt('in-planning', t('In Planung', 'En planification', 'In pianificazione')),
                opt('in-progress', t('In Umsetzung', 'En cours de réalisation', 'In corso di realizzazione')),
                opt('finished', t('Abgeschlossen', 'Terminé', 'Concluso')),
              ],
            },
          ],
        },
        {
          code: 'FP310',
          path: 'projektdaten/projektlaufzeit',
          title: t('Projektlaufzeit', 'Durée du projet', 'Durata del progetto'),
          save: { endpoint: '/time-period' },
          fields: [
            {
              name: 'timePeriod',
              kind: 'date-range',
              label: t('Beginn und Ende des Projekts', 'Début et fin du projet', 'Inizio e fine del progetto'),
              instructions: t(
                'Das Gesuch muss mindestens 10 Wochen vor Projektbeginn bei uns eintreffen.',
                'La demande doit nous parvenir au moins 10 semaines avant le début du projet.',
                'La richiesta deve pervenirci almeno 10 settimane prima dell’inizio del progetto.',
              ),
              spread: true,
              rules: [required, { rule: 'date' }, projectLeadTimeRule],
            },
          ],
        },
        {
          code: 'FP320',
          path: 'projektdaten/projektkategorie',
          title: t('Projektkategorie', 'Catégorie du projet', 'Categoria del progetto'),
          save: { endpoint: '/project-category' },
          fields: [{ name: 'projectCategory', kind: 'select', label: t('Kategorie', 'Catégorie', 'Categoria'), rules: [required], options: PROJECT_CATEGORIES }],
        },
        {
          code: 'FP330',
          path: 'projektdaten/projekttitel',
          title: t('Projekttitel', 'Titre du projet', 'Titolo del progetto'),
          save: { endpoint: '/project-title' },
          fields: [{ name: 'projectTitle', kind: 'text', label: t('Titel des Projekts', 'Titre du projet', 'Titolo del progetto'), rules: [required, { rule: 'max', length: PROJECT_LIMITS.shortText }] }],
        },
        {
          code: 'FP340',
          path: 'projektdaten/projektbeschreibung',
          title: t('Projektbeschreibung', 'Description du projet', 'Descrizione del progetto'),
          save: { endpoint: '/project-description' },
          fields: [
            {
              name: 'projectDescription',
              kind: 'textarea',
              label: t('Beschreiben Sie das Projekt', 'Décrivez le projet', 'Descriva il progetto'),
              instructions: t('Was geschieht wann, wo und mit wem?', 'Que se passe-t-il, quand, où et avec qui ?', 'Che cosa succede, quando, dove e con chi?'),
              rules: [required, { rule: 'max', length: PROJECT_LIMITS.longText }],
            },
          ],
        },
        {
          code: 'FP350',
          path: 'projektdaten/anzahl-personen',
          title: t('Anzahl Personen', 'Nombre de personnes', 'Numero di persone'),
          save: { endpoint: '/number-of-disabled-persons' },
          fields: [
            {
              name: 'numberOfDisabledPersons',
              kind: 'number',
              label: t('Wie viele Menschen mit einer Behinderung erreicht das Projekt?', 'Combien de personnes en situation de handicap le projet atteint-il ?', 'Quante persone con disabilità raggiunge il progetto?'),
              rules: [required, { rule: 'numeric' }, { rule: 'min_value', min: 1 }, { rule: 'max_value', max: 1_000_000 }],
            },
          ],
        },
        {
          code: 'FP360',
          path: 'projektdaten/konzept',
          title: t('Projektkonzept', 'Concept du projet', 'Concetto del progetto'),
          save: { endpoint: '/project-concept-document' },
          fields: [
            {
              name: 'projectConceptDocument',
              kind: 'file-select',
              label: t('Konzept (PDF)', 'Concept (PDF)', 'Concetto (PDF)'),
              instructions: t('Laden Sie das Konzept als PDF im Hochformat hoch.', 'Téléchargez le concept en PDF au format portrait.', 'Carichi il concetto come PDF in formato verticale.'),
              sendAs: 'projectConceptDocumentId',
              rules: [required, { rule: 'ext', extensions: ['pdf'] }, { rule: 'pdfPortrait' }],
            },
          ],
        },
        {
          code: 'FP370',
          path: 'projektdaten/wirkung',
          title: t('Wirkung', 'Impact', 'Impatto'),
          save: { endpoint: '/appeal' },
          fields: [
            {
              name: 'appeal',
              kind: 'textarea',
              label: t('Welche Wirkung hat das Projekt für Menschen mit einer Behinderung?', 'Quel impact le projet a-t-il pour les personnes en situation de handicap ?', 'Quale impatto ha il progetto per le persone con disabilità?'),
              rules: [required, { rule: 'max', length: PROJECT_LIMITS.longText }],
            },
          ],
        },
        {
          code: 'FP380',
          path: 'projektdaten/inklusion',
          title: t('Inklusion', 'Inclusion', 'Inclusione'),
          save: { endpoint: '/inclusion-criteria' },
          fields: [
            {
              name: 'inclusionCriteria',
              kind: 'checkbox-group',
              label: t('Welche Inklusionskriterien erfüllt das Projekt?', 'Quels critères d’inclusion le projet remplit-il ?', 'Quali criteri d’inclusione soddisfa il progetto?'),
              instructions: t(
                'Mindestens eines der drei ersten Kriterien muss erfüllt sein, auch wenn Sie «Anderes» angeben.',
                'Au moins l’un des trois premiers critères doit être rempli, même si vous indiquez « Autre ».',
                'Almeno uno dei primi tre criteri deve essere soddisfatto, anche se indica «Altro».',
              ),
              rules: [required, namedCriterionRule],
              options: INCLUSION_CRITERIA,
            },
            otherText('inclusionCriteriaOther', 'inclusionCriteria', t('Anderes Inklusionskriterium', 'Autre critère d’inclusion', 'Altro criterio d’inclusione')),
          ],
        },
      ],
    },
    {
      name: 'project.budget',
      title: t('Budget', 'Budget', 'Budget'),
      questions: [
        {
          code: 'FP400',
          path: 'budget/aufwand',
          title: t('Aufwand', 'Charges', 'Costi'),
          save: { endpoint: '/expenses' },
          fields: [
            {
              name: 'expenses',
              kind: 'budget',
              label: t('Ausgaben', 'Dépenses', 'Uscite'),
              instructions: t(
                'Erfassen Sie die Ausgaben als einzelne Posten mit Beschreibung und Betrag in CHF (höchstens 20 Posten).',
                'Saisissez les dépenses poste par poste avec une description et un montant en CHF (20 postes au maximum).',
                'Inserisca le uscite come singole voci con descrizione e importo in CHF (al massimo 20 voci).',
              ),
              rules: [required, { rule: 'maxItems', count: PROJECT_LIMITS.maxExpenseLines }],
              budget: { freeLines: true, maxLines: PROJECT_LIMITS.maxExpenseLines },
            },
          ],
        },
        {
          code: 'FP410',
          path: 'budget/ertrag',
          title: t('Ertrag', 'Produits', 'Ricavi'),
          save: { endpoint: '/budget-available' },
          fields: [
            {
              name: 'budgetAvailable',
              kind: 'budget',
              label: t('Einnahmen', 'Recettes', 'Entrate'),
              instructions: t(
                'Ein Teil der Kosten muss durch Eigenleistungen gedeckt sein.',
                'Une partie des coûts doit être couverte par des prestations propres.',
                'Una parte dei costi deve essere coperta da prestazioni proprie.',
              ),
              rules: [required, ownShareRule],
              options: INCOME_OPTIONS,
              budget: INCOME_BUDGET,
            },
          ],
        },
        {
          code: 'FP420',
          path: 'budget/institutionelle-spenden',
          title: t('Institutionelle Spenden', 'Dons institutionnels', 'Donazioni istituzionali'),
          visibleWhen: withInstitutionalDonations,
          save: { endpoint: '/donations' },
          intro: (view) => {
            const amount = formatChf(incomeOf(view.application.budgetAvailable, INSTITUTIONAL));
            return t(
              `Im Budget angegebene institutionelle Spenden: ${amount}. Nennen Sie jede Institution mit ihrem Betrag.`,
              `Dons institutionnels indiqués dans le budget : ${amount}. Indiquez chaque institution avec son montant.`,
              `Donazioni istituzionali indicate nel budget: ${amount}. Indichi ogni istituzione con il suo importo.`,
            );
          },
          fields: [
            {
              name: 'donations',
              kind: 'name-amount-list',
              label: t('Institutionelle Spenden', 'Dons institutionnels', 'Donazioni istituzionali'),
              rules: [required, donationsSumRule((records) => records.application.budgetAvailable)],
              list: DONATIONS_LIST,
            },
          ],
        },
        {
          code: 'FP430',
          path: 'budget/defizit',
          title: t('Defizit', 'Déficit', 'Deficit'),
          widgets: totalsWidgets,
          fields: [
            {
              name: 'correct',
              kind: 'checkbox',
              label: t('Ich habe die Ausgaben und Einnahmen geprüft; die Angaben stimmen.', 'J’ai vérifié les dépenses et les recettes ; les indications sont correctes.', 'Ho verificato le uscite e le entrate; i dati sono corretti.'),
              rules: mustConfirm(PROJECT_MESSAGES.deficit),
            },
          ],
          // Nothing of its own is stored (spec 02 §7.2): confirmed once the requested amount is saved.
          read: (view) => ({ correct: typeof view.application.requestedAmount === 'number' ? true : null }),
          clientOnly: true,
        },
        institutionsQuestion(
          'FP440',
          'budget/angefragte-institutionen',
          'institutionsRequested',
          '/institutions-requested',
          t('Angefragte Institutionen', 'Institutions sollicitées', 'Istituzioni interpellate'),
          t('Bei welchen Institutionen haben Sie angefragt oder werden Sie anfragen?', 'Auprès de quelles institutions avez-vous fait ou ferez-vous une demande ?', 'A quali istituzioni ha chiesto o chiederà un contributo?'),
        ),
        institutionsQuestion(
          'FP450',
          'budget/absage-institutionen',
          'institutionsRejected',
          '/institutions-rejected',
          t('Absagen von Institutionen', 'Refus d’institutions', 'Rifiuti di istituzioni'),
          t('Welche Institutionen haben abgesagt?', 'Quelles institutions ont refusé ?', 'Quali istituzioni hanno rifiutato?'),
        ),
        {
          code: 'FP460',
          path: `budget/beitrag-stiftung-${FOUNDATION_SLUG}`,
          routeName: `gesuche-projekte-id-budget-beitrag-${FOUNDATION_SLUG}`,
          title: t('Beitrag der Stiftung', 'Contribution de la fondation', 'Contributo della fondazione'),
          save: { endpoint: '/requested-amount' },
          intro: (view) => {
            const deficit = formatChf(applicationTotals(view).deficit);
            return t(`Defizit Ihres Projekts: ${deficit}.`, `Déficit de votre projet : ${deficit}.`, `Deficit del suo progetto: ${deficit}.`);
          },
          fields: [
            {
              name: 'requestedAmount',
              kind: 'number',
              label: t('Beantragter Beitrag in CHF', 'Contribution demandée en CHF', 'Contributo richiesto in CHF'),
              rules: [required, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 1 }, requestedAmountRule],
            },
          ],
        },
      ],
    },
    {
      name: 'project.dam-conditions',
      title: t('DAM-Bedingungen', 'Conditions DAM', 'Condizioni DAM'),
      questions: [
        {
          code: 'FP500',
          path: 'dam-bedingungen/hinweis-auf-unterstuetzung',
          title: t('Hinweis auf die Unterstützung', 'Mention du soutien', 'Menzione del sostegno'),
          save: { endpoint: '/visibility' },
          fields: [
            {
              name: 'visibility',
              kind: 'checkbox-group',
              label: t('Wo weisen Sie auf die Unterstützung durch die Stiftung hin?', 'Où mentionnez-vous le soutien de la fondation ?', 'Dove menziona il sostegno della fondazione?'),
              rules: [required],
              options: VISIBILITY_CHANNELS,
            },
            otherText('visibilityOther', 'visibility', t('Anderer Kanal', 'Autre canal', 'Altro canale')),
          ],
        },
        {
          code: 'FP510',
          path: 'dam-bedingungen/abschlussbericht-und-bildnachweis',
          title: t('Schlussbericht und Bildnachweis', 'Rapport final et images', 'Rapporto finale e immagini'),
          intro: t(
            'Nach Abschluss des Projekts reichen Sie mit der Abrechnung einen Schlussbericht (PDF) und bis zu 3 Bilder ein, die das Projekt zeigen.',
            'Une fois le projet terminé, vous remettez avec le décompte un rapport final (PDF) et jusqu’à 3 images montrant le projet.',
            'Conclusa il progetto, inoltra con il conteggio un rapporto finale (PDF) e fino a 3 immagini che mostrano il progetto.',
          ),
          save: { endpoint: '/accept' },
          fields: [
            {
              name: 'accept',
              kind: 'checkbox',
              label: t('Ich reiche nach dem Projekt einen Schlussbericht und Bilder ein.', 'Je remettrai un rapport final et des images après le projet.', 'Dopo il progetto inoltrerò un rapporto finale e immagini.'),
              rules: mustConfirm(),
            },
          ],
          completedWhen: (data) => data.accept === true,
        },
      ],
    },
    {
      name: 'project.contact',
      title: t('Kontaktdaten', 'Coordonnées', 'Dati di contatto'),
      questions: [
        {
          code: 'FP600',
          path: 'kontaktdaten/kontaktdaten',
          title: t('Kontaktdaten', 'Coordonnées', 'Dati di contatto'),
          fields: [
            {
              name: 'contact',
              kind: 'contact',
              label: t('Kontakt', 'Contact', 'Contatto'),
              rules: [required],
              contact: { linkType: 'individual', organization: 'optional' },
            },
          ],
        },
        {
          code: 'FP620',
          path: 'kontaktdaten/bemerkungen',
          title: t('Bemerkungen', 'Remarques', 'Osservazioni'),
          save: { endpoint: '/comments' },
          fields: [{ name: 'comments', kind: 'textarea', label: t('Bemerkungen (freiwillig)', 'Remarques (facultatif)', 'Osservazioni (facoltativo)'), rules: [{ rule: 'max', length: PROJECT_LIMITS.longText }] }],
          // Optional: complete without a remark.
          completedWhen: () => true,
        },
        {
          code: 'FP610',
          path: 'kontaktdaten/datenpruefung',
          page: 'review',
          title: t('Datenprüfung', 'Vérification des données', 'Verifica dei dati'),
          widgets: [
            reviewFacts,
            {
              type: 'text',
              text: t(
                'Mit dem Einreichen bestätigen Sie, dass Ihre Angaben vollständig und wahr sind, und Sie sind einverstanden, dass die Stiftung Ihre Daten zur Prüfung des Gesuchs bearbeitet.',
                'En envoyant la demande, vous confirmez que vos indications sont complètes et exactes, et vous acceptez que la fondation traite vos données pour examiner la demande.',
                'Con l’inoltro conferma che i suoi dati sono completi e veritieri e accetta che la fondazione tratti i suoi dati per esaminare la richiesta.',
              ),
            },
          ],
          completedWhen: submitted,
        },
      ],
    },
    {
      name: 'project.conclusion',
      title: t('Abschluss', 'Conclusion', 'Conclusione'),
      questions: [
        {
          code: 'FP700',
          path: 'abschluss',
          page: 'completion',
          title: t('Vielen Dank für Ihr Gesuch', 'Merci pour votre demande', 'Grazie per la sua richiesta'),
          // Shown once the application is submitted.
          visibleWhen: when([], (view) => view.application.status !== undefined && view.application.status !== 'preparing'),
          widgets: [
            {
              type: 'text',
              text: t(
                'Ihr Gesuch ist bei uns eingetroffen. Sie erhalten es als Download-Link per E-Mail. Wir prüfen es und benachrichtigen Sie schriftlich, sobald die Prüfung abgeschlossen ist.',
                'Votre demande nous est parvenue. Vous la recevez sous forme de lien de téléchargement par e-mail. Nous l’examinons et vous informons par écrit dès que l’examen est terminé.',
                'La sua richiesta ci è pervenuta. La riceve come link di download per e-mail. La esaminiamo e la informiamo per iscritto non appena l’esame è concluso.',
              ),
            },
            { type: 'link', route: 'gesuche-uebersicht', label: t('Zur Gesuchsübersicht', 'Vers l’aperçu des demandes', 'Alla panoramica delle richieste') },
          ],
          completedWhen: submitted,
        },
      ],
    },
  ],
});
