import { answerEquals, defineFlow, formatChf, isFieldSet, linesTotal, totalsWidget } from '@portal/shared-domain/wizard-core';
import { hasApplicationId, signInQuestions } from '@portal/shared-domain/wizard';
import { formatSwissDate, parseAnyDate } from '@portal/shared-domain/validation';
import type { Condition, FieldDef, FieldOption, LocalizedText, QuestionData, QuestionDef, RecordView, Rule, RuleView, WidgetDef } from '../../wizard/types';
import { countryOptions, loadPlaces } from '../single-person/places';
import { CATERING_INSTRUCTIONS, GROUP_EXPENSE_OPTIONS, GROUP_INCOME_OPTIONS, INCOME_INSTRUCTIONS } from './budget-lines';
import { collectionTotals, storedGroups } from './collection-sheet';
import {
  GROUP_EXPENSE_LINES,
  GROUP_INCOME_LINES,
  GROUP_LIMITS,
  GROUP_MESSAGES,
  GROUP_SUBTYPE,
  deficitOf,
  groupCateringRule,
  groupLeadTimeRule,
  halfDaysRule,
  meetsGroupLeadTime,
  ownShareRule,
  sameYearRule,
  wholeCountRule,
} from './rules';

/**
 * The group application wizard FG000–FG700 (spec 02 §2.3, §3.4, §4.3, §5, §7.2). One group
 * (`single-group`) or a collective application of 3 or more groups (`group-collection`, listed in
 * a spreadsheet read by the API on FG245). The API stores each payload key at the top level of
 * the application and every field reads from there. Choices where the spec is silent are in
 * docs/decisions.md, "Group journey (issue 12)".
 */
const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });
const opt = (value: FieldOption['value'], label: LocalizedText): FieldOption => ({ value, label });
const required: Rule = { rule: 'required' };
const confirmRules = (message: LocalizedText = GROUP_MESSAGES.confirm): Rule[] => [
  { rule: 'required', message },
  { rule: 'is', value: true, message },
];
const yesNo: FieldOption[] = [opt(true, t('Ja', 'Oui', 'Sì')), opt(false, t('Nein', 'Non', 'No'))];

/** The template of the collection's spreadsheet, written by the API in the page's language. */
export const COLLECTION_TEMPLATE_HREF = '/api/templates/group-collection.xlsx?lang={lang}';
/** The uploaded list of an application (spec 02 §7.1). */
export const collectionListHref = (view: RecordView): string | null =>
  view.application.id !== undefined && view.application.id !== null && view.application.groupCollectionListDocumentId
    ? `/api/applications/${encodeURIComponent(String(view.application.id))}/group-collection-list-document`
    : null;

export const INCLUSION_OPTIONS: FieldOption[] = [
  opt('selected-independently', t('Die Teilnehmenden haben die Aktivität selbst ausgewählt', 'Les participant·es ont choisi l’activité eux-mêmes', 'I partecipanti hanno scelto l’attività da sé')),
  opt('participated-in-planning', t('Die Teilnehmenden wirken bei der Planung mit', 'Les participant·es contribuent à la planification', 'I partecipanti collaborano alla pianificazione')),
  opt('planned-independently', t('Die Teilnehmenden planen die Aktivität selbständig', 'Les participant·es planifient l’activité de manière autonome', 'I partecipanti pianificano l’attività in modo autonomo')),
  opt('mixed-composition', t('Gemischte Gruppe: Menschen mit und ohne Behinderung', 'Groupe mixte : personnes avec et sans handicap', 'Gruppo misto: persone con e senza disabilità')),
  opt('independence-encouraged', t('Die Selbständigkeit der Teilnehmenden wird gefördert', 'L’autonomie des participant·es est encouragée', 'L’autonomia dei partecipanti è promossa')),
  opt('other', t('Anderer Ansatz', 'Autre approche', 'Altro approccio')),
];

export const VISIBILITY_OPTIONS: FieldOption[] = [
  opt('tender', t('Ausschreibung der Aktivität', 'Annonce de l’activité', 'Bando dell’attività')),
  opt('website', t('Website', 'Site web', 'Sito web')),
  opt('advert', t('Inserat', 'Annonce publicitaire', 'Inserzione')),
  opt('annual-report', t('Jahresbericht', 'Rapport annuel', 'Rapporto annuale')),
  opt('event', t('Anlass', 'Manifestation', 'Evento')),
  opt('other', t('Anderer Kanal', 'Autre canal', 'Altro canale')),
];

export const SUBTYPE_OPTIONS: FieldOption[] = [
  opt(GROUP_SUBTYPE.single, t('Einzelgruppe: ein Gesuch für eine Gruppe', 'Groupe individuel : une demande pour un groupe', 'Gruppo singolo: una richiesta per un gruppo')),
  opt(GROUP_SUBTYPE.collection, t('Sammelgesuch: ein Gesuch für 3 oder mehr Gruppen', 'Demande collective : une demande pour 3 groupes ou plus', 'Richiesta collettiva: una richiesta per 3 o più gruppi')),
];

const COMPOSITION_OPTIONS: FieldOption[] = [
  opt('includes-children', t('Kinder (unter 13 Jahren)', 'Enfants (moins de 13 ans)', 'Bambini (sotto i 13 anni)')),
  opt('includes-juveniles', t('Jugendliche (13 bis 18 Jahre)', 'Jeunes (13 à 18 ans)', 'Giovani (da 13 a 18 anni)')),
  opt('children-and-juveniles', t('Kinder und Jugendliche', 'Enfants et jeunes', 'Bambini e giovani')),
  opt('adults', t('Erwachsene (über 18 Jahre)', 'Adultes (plus de 18 ans)', 'Adulti (oltre i 18 anni)')),
  opt('mixed', t('Gemischt: Kinder, Jugendliche und Erwachsene', 'Mixte : enfants, jeunes et adultes', 'Misto: bambini, giovani e adulti')),
];

const TOPIC_OPTIONS: FieldOption[] = [
  opt('adventures', t('Abenteuer', 'Aventure', 'Avventura')),
  opt('animals', t('Tiere', 'Animaux', 'Animali')),
  opt('relaxing', t('Erholung', 'Détente', 'Relax')),
  opt('education', t('Bildung', 'Formation', 'Formazione')),
  opt('creativity', t('Kreativität', 'Créativité', 'Creatività')),
  opt('culture-culinary', t('Kultur und Kulinarik', 'Culture et gastronomie', 'Cultura e gastronomia')),
  opt('chit-chat', t('Geselligkeit', 'Convivialité', 'Socialità')),
  opt('games', t('Spiele', 'Jeux', 'Giochi')),
  opt('sports', t('Sport', 'Sport', 'Sport')),
  opt('city-trip', t('Städtereise', 'Voyage en ville', 'Viaggio in città')),
];

const subtypeIs = (subtype: string): Condition => answerEquals('FG220.subtype', subtype);
const single = subtypeIs(GROUP_SUBTYPE.single);
const collection = subtypeIs(GROUP_SUBTYPE.collection);
const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

const otherText = (name: string, of: string, label: LocalizedText): FieldDef => ({
  name,
  kind: 'text',
  label,
  visibleWhen: (data) => Array.isArray(data[of]) && data[of].includes('other'),
  rules: [{ rule: 'required', message: GROUP_MESSAGES.otherText }, { rule: 'max', length: 500 }],
});

/** Totals of the single group's budget (FG420, FG610). */
export function singleGroupTotals(view: RecordView) {
  const expenses = linesTotal(view.application.expenses);
  const income = linesTotal(view.application.budgetAvailable);
  return { expenses, income, deficit: deficitOf(view.application.expenses, view.application.budgetAvailable) };
}

/** The groups read from the uploaded spreadsheet (stored by the API as `groupCollection`). */
const sheetTotals = (records: { application: Record<string, unknown> }) => {
  const groups = storedGroups(records.application.groupCollection);
  return groups.length ? collectionTotals(groups) : null;
};

/** FG260, FG430: the number must be the spreadsheet's, once a spreadsheet is uploaded. */
const matchesSheet = (name: string, pick: 'groups' | 'deficit', message: LocalizedText): Rule => ({
  rule: 'custom',
  name,
  message,
  test: (value, context) => {
    const totals = context.records ? sheetTotals(context.records) : null;
    return totals === null || Math.abs(Number(value) - totals[pick]) < 0.005;
  },
  params: (_value, context) => {
    const totals = context.records ? sheetTotals(context.records) : null;
    return { groups: totals?.groups ?? '', deficit: totals ? formatChf(totals.deficit).replace('CHF ', '') : '' };
  },
});

/** Complete with both dates set and the start at least 10 weeks ahead ("today" = submission day on the server). */
const datesWithLeadTime = (read: (data: QuestionData) => unknown) => (data: QuestionData, view: RuleView) => {
  const range = read(data) as { start?: unknown; end?: unknown } | null;
  return isFieldSet({ name: 'range', kind: 'date-range' }, range) && meetsGroupLeadTime(range?.start, view.now);
};

const dateText = (value: unknown) => {
  const date = parseAnyDate(value);
  return date ? formatSwissDate(date) : '–';
};

const numberText = (value: unknown) => (isSet(value) ? String(value) : '–');
const periodText = (start: unknown, end: unknown) => (isSet(start) || isSet(end) ? `${dateText(start)} – ${dateText(end)}` : '–');

/** FG610: participants, days, participant days and deficit (spec 02 §2.3). */
const reviewFacts: WidgetDef = {
  type: 'facts',
  title: t('Übersicht', 'Aperçu', 'Panoramica'),
  rows: (view) => {
    const app = view.application;
    if (app.subtype === GROUP_SUBTYPE.collection) {
      const totals = sheetTotals(view);
      return [
        { label: t('Gesuchsart', 'Type de demande', 'Tipo di richiesta'), value: SUBTYPE_OPTIONS[1].label },
        { label: t('Anzahl Gruppen', 'Nombre de groupes', 'Numero di gruppi'), value: numberText(app.numberOfGroups) },
        { label: t('Teilnehmende', 'Participant·es', 'Partecipanti'), value: numberText(app.numberOfDisabledPersons) },
        { label: t('Zeitraum', 'Période', 'Periodo'), value: periodText((app.timePeriod as { start?: unknown } | null)?.start, (app.timePeriod as { end?: unknown } | null)?.end) },
        { label: t('Teilnehmertage (alle Gruppen)', 'Jours-participant (tous les groupes)', 'Giorni-partecipante (tutti i gruppi)'), value: totals ? String(totals.participantDays) : '–' },
        { label: t('Teilnehmertage pro Gruppe (Durchschnitt)', 'Jours-participant par groupe (moyenne)', 'Giorni-partecipante per gruppo (media)'), value: numberText(app.averageParticipantDays) },
        { label: t('Defizit', 'Déficit', 'Deficit'), value: isSet(app.deficit) ? formatChf(Number(app.deficit)) : '–' },
      ];
    }
    const participants = Number(app.numberOfDisabledPersons);
    const days = Number(app.numberOfDays);
    return [
      { label: t('Gesuchsart', 'Type de demande', 'Tipo di richiesta'), value: SUBTYPE_OPTIONS[0].label },
      { label: t('Teilnehmende', 'Participant·es', 'Partecipanti'), value: numberText(app.numberOfDisabledPersons) },
      { label: t('Tage', 'Jours', 'Giorni'), value: numberText(app.numberOfDays) },
      {
        label: t('Teilnehmertage', 'Jours-participant', 'Giorni-partecipante'),
        value: Number.isFinite(participants * days) && participants * days > 0 ? String(Math.round(participants * days * 100) / 100) : '–',
      },
      { label: t('Zeitraum', 'Période', 'Periodo'), value: periodText(app.start, app.end) },
      { label: t('Defizit', 'Déficit', 'Deficit'), value: formatChf(singleGroupTotals(view).deficit) },
    ];
  },
};

/** FG245: the groups read from the uploaded spreadsheet. */
const sheetFacts: WidgetDef = {
  type: 'facts',
  title: t('Gelesen aus Ihrer Tabelle', 'Lu dans votre tableau', 'Letto dalla vostra tabella'),
  rows: (view) => {
    const totals = sheetTotals(view);
    if (!totals) return [];
    return [
      { label: t('Gruppen', 'Groupes', 'Gruppi'), value: String(totals.groups) },
      { label: t('Teilnehmende', 'Participant·es', 'Partecipanti'), value: String(totals.participants) },
      { label: t('Erste und letzte Aktivität', 'Première et dernière activité', 'Prima e ultima attività'), value: periodText(totals.start, totals.end) },
      { label: t('Total Ausgaben', 'Total des dépenses', 'Totale delle uscite'), value: formatChf(totals.expenses) },
      { label: t('Total Einnahmen', 'Total des recettes', 'Totale delle entrate'), value: formatChf(totals.income) },
      { label: t('Defizit', 'Déficit', 'Deficit'), value: formatChf(totals.deficit) },
    ];
  },
};

const deficitWarning: WidgetDef = {
  type: 'text',
  tone: 'warning',
  text: (view) =>
    singleGroupTotals(view).deficit <= 0
      ? t(
          'Ihre Einnahmen decken die Ausgaben. Wir finanzieren nur Defizite; bitte prüfen Sie Ihre Angaben.',
          'Vos recettes couvrent les dépenses. Nous ne finançons que des déficits ; veuillez vérifier vos indications.',
          'Le vostre entrate coprono le uscite. Finanziamo solo deficit; verificate i vostri dati.',
        )
      : null,
};

const questions = {
  guidelines: [
    {
      code: 'FG200',
      path: 'richtlinien-und-bedarf/richtlinien',
      title: t('Unsere Richtlinien', 'Nos directives', 'Le nostre direttive'),
      intro: t(
        'Wir unterstützen Gruppenaktivitäten (mehrtägige Reisen und Freizeitaktivitäten) von und für Menschen mit einer Behinderung, die finanziell benachteiligt sind. Wir finanzieren nur Defizite, keine Überschüsse. Die Teilnehmenden oder Ihre Organisation tragen einen Teil der Kosten selbst. Das Gesuch muss mindestens 10 Wochen vor Beginn der Gruppenaktivität bei uns eintreffen. Stichproben werden angekündigt.',
        'Nous soutenons les activités de groupe (voyages de plusieurs jours et activités de loisirs) de et pour des personnes en situation de handicap financièrement défavorisées. Nous ne finançons que des déficits, jamais des excédents. Les participant·es ou votre organisation prennent en charge une partie des coûts. La demande doit nous parvenir au moins 10 semaines avant le début de l’activité de groupe. Les contrôles par sondage sont annoncés.',
        'Sosteniamo attività di gruppo (viaggi di più giorni e attività del tempo libero) di e per persone con disabilità finanziariamente svantaggiate. Finanziamo solo deficit, mai eccedenze. I partecipanti o la vostra organizzazione si assumono una parte dei costi. La richiesta deve pervenirci almeno 10 settimane prima dell’inizio dell’attività di gruppo. I controlli a campione vengono annunciati.',
      ),
      // No endpoint (spec 02 §7.2): read back as confirmed once the application type is chosen.
      read: (view) => ({ read: isSet(view.application.subtype) ? true : null }),
      fields: [
        {
          name: 'read',
          kind: 'checkbox',
          label: t('Ich habe die Richtlinien gelesen.', 'J’ai lu les directives.', 'Ho letto le direttive.'),
          rules: confirmRules(t('Bitte bestätigen Sie, dass Sie die Richtlinien gelesen haben.', 'Veuillez confirmer que vous avez lu les directives.', 'Confermi di aver letto le direttive.')),
        },
      ],
    },
    {
      code: 'FG210',
      path: 'richtlinien-und-bedarf/zielgruppe',
      title: t('Zielgruppe', 'Groupe cible', 'Gruppo target'),
      intro: t(
        'Unsere Beiträge gehen an Gruppen, deren Teilnehmende mit einer Behinderung leben und finanziell benachteiligt sind: Erwachsene mit einer IV-Rente, Ergänzungsleistungen oder Sozialhilfe, Kinder und Jugendliche aus Familien mit kleinem Einkommen.',
        'Nos contributions vont aux groupes dont les participant·es vivent avec un handicap et sont financièrement défavorisé·es : adultes percevant une rente AI, des prestations complémentaires ou l’aide sociale, enfants et jeunes de familles à faible revenu.',
        'I nostri contributi vanno a gruppi i cui partecipanti vivono con una disabilità e sono finanziariamente svantaggiati: adulti con una rendita AI, prestazioni complementari o aiuto sociale, bambini e giovani di famiglie con reddito modesto.',
      ),
      read: (view) => ({ accept: isSet(view.application.subtype) ? true : null }),
      fields: [
        {
          name: 'accept',
          kind: 'checkbox',
          label: t('Unsere Gruppe gehört zu dieser Zielgruppe.', 'Notre groupe fait partie de ce groupe cible.', 'Il nostro gruppo fa parte di questo gruppo target.'),
          rules: confirmRules(),
        },
      ],
    },
    {
      code: 'FG220',
      path: 'richtlinien-und-bedarf/gesuchsart',
      title: t('Gesuchsart', 'Type de demande', 'Tipo di richiesta'),
      save: { endpoint: '/subtype' },
      fields: [
        {
          name: 'subtype',
          kind: 'radio-group',
          label: t('Wofür stellen Sie das Gesuch?', 'Pour quoi déposez-vous la demande ?', 'Per che cosa presentate la richiesta?'),
          instructions: t(
            'Mit einem Sammelgesuch beantragen Sie Beiträge für 3 oder mehr Gruppen auf einmal; die Gruppen erfassen Sie in einer Tabelle, die Sie hier herunterladen und ausgefüllt wieder hochladen.',
            'Avec une demande collective, vous demandez des contributions pour 3 groupes ou plus à la fois ; vous saisissez les groupes dans un tableau que vous téléchargez ici et renvoyez rempli.',
            'Con una richiesta collettiva chiedete contributi per 3 o più gruppi in una volta; i gruppi vanno inseriti in una tabella da scaricare qui e da ricaricare compilata.',
          ),
          rules: [required],
          options: SUBTYPE_OPTIONS,
        },
      ],
    },
    {
      code: 'FG230',
      path: 'richtlinien-und-bedarf/abrechnung-von-sammelgesuchen',
      title: t('Abrechnung von Sammelgesuchen', 'Décompte des demandes collectives', 'Conteggio delle richieste collettive'),
      visibleWhen: collection,
      intro: t(
        'Ein Sammelgesuch rechnen Sie nach Abschluss aller Aktivitäten ab. Eine Teilabrechnung ist einmal möglich, Mitte oder Ende November, für die bis Ende Oktober durchgeführten Aktivitäten. Aktivitäten im November und Dezember werden im Februar des Folgejahres ausbezahlt, der Restbetrag Ende Februar.',
        'Une demande collective se décompte après la fin de toutes les activités. Un décompte partiel est possible une fois, mi- ou fin novembre, pour les activités réalisées jusqu’à fin octobre. Les activités de novembre et décembre sont payées en février de l’année suivante, le solde fin février.',
        'Una richiesta collettiva si conteggia dopo la conclusione di tutte le attività. Un conteggio parziale è possibile una volta, a metà o fine novembre, per le attività svolte entro fine ottobre. Le attività di novembre e dicembre vengono pagate in febbraio dell’anno successivo, il saldo a fine febbraio.',
      ),
      // No endpoint (spec 02 §7.2): read back as acknowledged once the period is entered.
      read: (view) => ({ collectionBilling: isSet(view.application.timePeriod) ? true : null }),
      fields: [
        {
          name: 'collectionBilling',
          kind: 'radio',
          label: t('Sind Sie mit dieser Abrechnung einverstanden?', 'Acceptez-vous ce mode de décompte ?', 'Siete d’accordo con questo conteggio?'),
          rules: [required, { rule: 'is', value: true, message: GROUP_MESSAGES.collectionBilling }],
          options: yesNo,
        },
      ],
    },
    {
      code: 'FG235',
      path: 'richtlinien-und-bedarf/sammelgesuche-zeitraum',
      title: t('Zeitraum der Aktivitäten', 'Période des activités', 'Periodo delle attività'),
      visibleWhen: collection,
      save: { endpoint: '/time-period' },
      fields: [
        {
          name: 'timePeriod',
          kind: 'date-range',
          label: t('Datum der ersten und der letzten Aktivität', 'Date de la première et de la dernière activité', 'Data della prima e dell’ultima attività'),
          instructions: t(
            'Alle Aktivitäten eines Sammelgesuchs finden im selben Jahr statt, die erste mindestens 10 Wochen nach der Eingabe.',
            'Toutes les activités d’une demande collective ont lieu la même année, la première au moins 10 semaines après le dépôt.',
            'Tutte le attività di una richiesta collettiva si svolgono nello stesso anno, la prima almeno 10 settimane dopo l’inoltro.',
          ),
          rules: [required, { rule: 'date' }, groupLeadTimeRule, sameYearRule],
        },
      ],
      completedWhen: datesWithLeadTime((data) => data.timePeriod),
    },
    {
      code: 'FG240',
      path: 'richtlinien-und-bedarf/sammelgesuche-download',
      page: 'info',
      title: t('Vorlage für die Gruppen herunterladen', 'Télécharger le modèle des groupes', 'Scaricare il modello dei gruppi'),
      visibleWhen: collection,
      intro: t(
        'Erfassen Sie jede Gruppe in einer Zeile der Vorlage: Aktivität, Beginn und Ende, Teilnehmende, Tage (halbe Tage als 0.5), Ausgaben und Einnahmen in CHF. Das Defizit und die Totale rechnet die Tabelle. Speichern Sie die ausgefüllte Datei und laden Sie sie im nächsten Schritt hoch.',
        'Saisissez chaque groupe sur une ligne du modèle : activité, début et fin, participant·es, jours (demi-journées : 0.5), dépenses et recettes en CHF. Le tableau calcule le déficit et les totaux. Enregistrez le fichier rempli et téléchargez-le à l’étape suivante.',
        'Inserite ogni gruppo in una riga del modello: attività, inizio e fine, partecipanti, giorni (mezze giornate: 0.5), uscite ed entrate in CHF. La tabella calcola il deficit e i totali. Salvate il file compilato e caricatelo nel passo successivo.',
      ),
      widgets: [{ type: 'download', href: COLLECTION_TEMPLATE_HREF, label: t('Vorlage herunterladen (Excel)', 'Télécharger le modèle (Excel)', 'Scaricare il modello (Excel)') }],
    },
    {
      code: 'FG245',
      path: 'richtlinien-und-bedarf/sammelgesuche-upload',
      title: t('Ausgefüllte Tabelle hochladen', 'Télécharger le tableau rempli', 'Caricare la tabella compilata'),
      visibleWhen: collection,
      save: { endpoint: '/group-collection-list-document', payloadFields: ['groupCollectionListDocumentId', 'groupCollection'] },
      intro: t(
        'Wir lesen die Tabelle sofort und zeigen Ihnen, falls nötig, welche Zeilen noch nicht stimmen. Anzahl Gruppen, Teilnehmende, Teilnehmertage und Defizit übernehmen wir in die folgenden Fragen.',
        'Nous lisons le tableau immédiatement et vous indiquons, si nécessaire, les lignes à corriger. Nous reprenons le nombre de groupes, les participant·es, les jours-participant et le déficit dans les questions suivantes.',
        'Leggiamo subito la tabella e, se necessario, vi indichiamo le righe da correggere. Riprendiamo il numero di gruppi, i partecipanti, i giorni-partecipante e il deficit nelle domande seguenti.',
      ),
      widgets: [
        { type: 'download', href: COLLECTION_TEMPLATE_HREF, label: t('Vorlage erneut herunterladen', 'Télécharger à nouveau le modèle', 'Scaricare di nuovo il modello') },
        sheetFacts,
      ],
      fields: [
        {
          name: 'applicationSheet',
          kind: 'file-select',
          label: t('Tabelle der Gruppen (Excel, .xlsx)', 'Tableau des groupes (Excel, .xlsx)', 'Tabella dei gruppi (Excel, .xlsx)'),
          sendAs: 'groupCollectionListDocumentId',
          readFrom: 'groupCollectionListDocumentId',
          rules: [required, { rule: 'ext', extensions: ['xlsx'] }],
        },
      ],
    },
    {
      code: 'FG250',
      path: 'richtlinien-und-bedarf/gruppenzusammensetzung',
      title: t('Zusammensetzung der Gruppe', 'Composition du groupe', 'Composizione del gruppo'),
      save: { endpoint: '/group-composition' },
      fields: [
        {
          name: 'composition',
          kind: 'radio-group',
          label: t('Wer nimmt teil?', 'Qui participe ?', 'Chi partecipa?'),
          rules: [required],
          options: COMPOSITION_OPTIONS,
        },
      ],
    },
    {
      code: 'FG260',
      path: 'richtlinien-und-bedarf/anzahl-gruppen',
      title: t('Anzahl Gruppen', 'Nombre de groupes', 'Numero di gruppi'),
      visibleWhen: collection,
      save: { endpoint: '/number-of-groups' },
      fields: [
        {
          name: 'numberOfGroups',
          kind: 'number',
          label: t('Anzahl Gruppen', 'Nombre de groupes', 'Numero di gruppi'),
          instructions: t('Aus Ihrer Tabelle übernommen.', 'Repris de votre tableau.', 'Ripreso dalla vostra tabella.'),
          rules: [
            required,
            wholeCountRule,
            { rule: 'min_value', min: GROUP_LIMITS.minGroups, message: GROUP_MESSAGES.minGroups },
            matchesSheet('number-of-groups-as-sheet', 'groups', GROUP_MESSAGES.sheetGroups),
          ],
        },
      ],
    },
    {
      code: 'FG270',
      path: 'richtlinien-und-bedarf/anzahl-teilnehmende',
      title: t('Anzahl Teilnehmende', 'Nombre de participant·es', 'Numero di partecipanti'),
      save: { endpoint: '/number-of-disabled-persons' },
      fields: [
        {
          name: 'numberOfDisabledPersons',
          kind: 'number',
          label: t('Wie viele Menschen mit Behinderung nehmen teil?', 'Combien de personnes en situation de handicap participent ?', 'Quante persone con disabilità partecipano?'),
          instructions: t(
            'Begleitpersonen zählen nicht dazu. Bei einem Sammelgesuch: alle Gruppen zusammen (aus Ihrer Tabelle übernommen).',
            'Les accompagnant·es ne sont pas compté·es. Pour une demande collective : tous les groupes ensemble (repris de votre tableau).',
            'Gli accompagnatori non sono contati. Per una richiesta collettiva: tutti i gruppi insieme (ripreso dalla vostra tabella).',
          ),
          rules: [required, wholeCountRule],
        },
      ],
    },
    {
      code: 'FG280',
      path: 'richtlinien-und-bedarf/anzahl-tage',
      title: t('Anzahl Tage', 'Nombre de jours', 'Numero di giorni'),
      visibleWhen: single,
      save: { endpoint: '/number-of-days' },
      fields: [
        {
          name: 'numberOfDays',
          kind: 'number',
          label: t('Wie viele Tage dauert die Aktivität?', 'Combien de jours dure l’activité ?', 'Quanti giorni dura l’attività?'),
          instructions: t(
            'Halbe Tage sind möglich: ein halber Tag (bis 5 Stunden ohne Mittagessen) zählt als 0.5.',
            'Les demi-journées sont possibles : une demi-journée (jusqu’à 5 heures sans repas de midi) compte 0.5.',
            'Sono possibili mezze giornate: una mezza giornata (fino a 5 ore senza pranzo) conta 0.5.',
          ),
          rules: [required, halfDaysRule],
        },
      ],
    },
    {
      code: 'FG290',
      path: 'richtlinien-und-bedarf/anzahl-teilnehmertage',
      title: t('Teilnehmertage', 'Jours-participant', 'Giorni-partecipante'),
      visibleWhen: collection,
      save: { endpoint: '/average-participant-days' },
      fields: [
        {
          name: 'averageParticipantDays',
          kind: 'number',
          label: t('Durchschnittliche Teilnehmertage pro Gruppe', 'Jours-participant moyens par groupe', 'Giorni-partecipante medi per gruppo'),
          instructions: t(
            'Teilnehmende mal Tage, über alle Gruppen zusammengezählt und durch die Anzahl Gruppen geteilt. Aus Ihrer Tabelle übernommen.',
            'Participant·es multiplié·es par les jours, additionnés pour tous les groupes et divisés par le nombre de groupes. Repris de votre tableau.',
            'Partecipanti per giorni, sommati per tutti i gruppi e divisi per il numero di gruppi. Ripreso dalla vostra tabella.',
          ),
          rules: [required, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 0.5 }],
        },
      ],
    },
  ],
  description: [
    {
      code: 'FG300',
      path: 'beschreibung-angebot/thema-gruppenaktivitaet',
      title: t('Thema der Gruppenaktivität', 'Thème de l’activité de groupe', 'Tema dell’attività di gruppo'),
      visibleWhen: single,
      save: { endpoint: '/topic' },
      fields: [{ name: 'topic', kind: 'radio-group', label: t('Worum geht es?', 'De quoi s’agit-il ?', 'Di che cosa si tratta?'), rules: [required], options: TOPIC_OPTIONS }],
    },
    {
      code: 'FG310',
      path: 'beschreibung-angebot/zielsetzung',
      title: t('Zielsetzung', 'Objectif', 'Obiettivo'),
      visibleWhen: single,
      save: { endpoint: '/objective' },
      fields: [
        {
          name: 'objective',
          kind: 'textarea',
          label: t('Was möchten Sie mit der Aktivität erreichen?', 'Que souhaitez-vous atteindre avec l’activité ?', 'Che cosa desiderate raggiungere con l’attività?'),
          rules: [required, { rule: 'max', length: GROUP_LIMITS.textMax }],
        },
      ],
    },
    {
      code: 'FG320',
      path: 'beschreibung-angebot/land',
      title: t('Land', 'Pays', 'Paese'),
      visibleWhen: single,
      load: loadPlaces,
      save: { endpoint: '/destination-country-code' },
      fields: [
        {
          name: 'destinationCountryCode',
          kind: 'select',
          label: t('In welchem Land findet die Aktivität statt?', 'Dans quel pays l’activité a-t-elle lieu ?', 'In quale Paese si svolge l’attività?'),
          rules: [required],
          get options() {
            return countryOptions();
          },
        },
      ],
    },
    {
      code: 'FG330',
      path: 'beschreibung-angebot/ort',
      title: t('Ort', 'Lieu', 'Luogo'),
      visibleWhen: single,
      save: { endpoint: '/destination-location' },
      fields: [{ name: 'destinationLocation', kind: 'text', label: t('Ort', 'Lieu', 'Luogo'), rules: [required, { rule: 'max', length: 100 }] }],
    },
    {
      code: 'FG340',
      path: 'beschreibung-angebot/zeitraum',
      title: t('Zeitraum', 'Période', 'Periodo'),
      visibleWhen: single,
      save: { endpoint: '/time-period' },
      fields: [
        {
          name: 'dates',
          kind: 'date-range',
          label: t('Beginn und Ende der Aktivität', 'Début et fin de l’activité', 'Inizio e fine dell’attività'),
          spread: true,
          rules: [required, { rule: 'date' }, groupLeadTimeRule],
        },
      ],
      completedWhen: datesWithLeadTime((data) => data.dates),
    },
  ],
  budget: [
    {
      code: 'FG400',
      path: 'budget/ausgaben',
      title: t('Ausgaben', 'Dépenses', 'Uscite'),
      visibleWhen: single,
      save: { endpoint: '/expenses' },
      fields: [
        {
          name: 'expenses',
          kind: 'budget',
          label: t('Ausgaben', 'Dépenses', 'Uscite'),
          instructions: CATERING_INSTRUCTIONS,
          rules: [required, groupCateringRule('application')],
          options: GROUP_EXPENSE_OPTIONS,
          budget: { lineTypes: [...GROUP_EXPENSE_LINES], freeLines: true },
        },
      ],
    },
    {
      code: 'FG410',
      path: 'budget/einnahmen',
      title: t('Einnahmen', 'Recettes', 'Entrate'),
      visibleWhen: single,
      save: { endpoint: '/budget-available' },
      fields: [
        {
          name: 'budgetAvailable',
          kind: 'budget',
          label: t('Einnahmen', 'Recettes', 'Entrate'),
          instructions: INCOME_INSTRUCTIONS,
          rules: [required, ownShareRule],
          options: GROUP_INCOME_OPTIONS,
          budget: {
            lineTypes: [...GROUP_INCOME_LINES],
            freeLines: false,
            chooseLabel: t('Art der Einnahme', 'Type de recette', 'Tipo di entrata'),
            addLabel: t('Einnahme hinzufügen', 'Ajouter une recette', 'Aggiungere un’entrata'),
          },
        },
      ],
    },
    {
      code: 'FG420',
      path: 'budget/defizit-gruppenaktivitaet',
      title: t('Defizit der Gruppenaktivität', 'Déficit de l’activité de groupe', 'Deficit dell’attività di gruppo'),
      visibleWhen: single,
      widgets: [totalsWidget(singleGroupTotals), deficitWarning],
      // No endpoint: read back as confirmed once the contact is given (as FE540).
      read: (view) => ({ correct: view.application.contact ? true : null }),
      fields: [
        {
          name: 'correct',
          kind: 'checkbox',
          label: t('Ich habe die Ausgaben und Einnahmen geprüft; die Angaben stimmen.', 'J’ai vérifié les dépenses et les recettes ; les indications sont correctes.', 'Ho verificato le uscite e le entrate; i dati sono corretti.'),
          rules: confirmRules(GROUP_MESSAGES.deficit),
        },
      ],
    },
    {
      code: 'FG430',
      path: 'budget/defizit-sammelgesuch',
      title: t('Defizit des Sammelgesuchs', 'Déficit de la demande collective', 'Deficit della richiesta collettiva'),
      visibleWhen: collection,
      save: { endpoint: '/deficit' },
      fields: [
        {
          name: 'deficit',
          kind: 'number',
          label: t('Defizit aller Gruppen in CHF', 'Déficit de tous les groupes en CHF', 'Deficit di tutti i gruppi in CHF'),
          unit: 'chf',
          instructions: t('Aus dem Total Ihrer Tabelle übernommen.', 'Repris du total de votre tableau.', 'Ripreso dal totale della vostra tabella.'),
          rules: [required, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 0 }, matchesSheet('deficit-as-sheet', 'deficit', GROUP_MESSAGES.sheetDeficit)],
        },
      ],
      // Spec 02 §4.3: complete when the deficit is set.
      completedWhen: (data) => isSet(data.deficit),
    },
  ],
  dam: [
    {
      code: 'FG500',
      path: 'dam-bedingungen/inklusionskriterien',
      title: t('Inklusionskriterien', 'Critères d’inclusion', 'Criteri d’inclusione'),
      save: { endpoint: '/inclusion-criteria' },
      fields: [
        {
          name: 'inclusionCriteria',
          kind: 'checkbox-group',
          label: t('Welche Inklusionsansätze verfolgen Sie? (mindestens zwei)', 'Quelles approches d’inclusion suivez-vous ? (au moins deux)', 'Quali approcci d’inclusione seguite? (almeno due)'),
          instructions: t(
            'Nach der Aktivität weisen Sie in der Abrechnung jeden Ansatz nach. Ist der Nachweis ungenügend, wird der Beitrag automatisch halbiert.',
            'Après l’activité, vous justifiez chaque approche dans le décompte. Si la preuve est insuffisante, la contribution est automatiquement réduite de moitié.',
            'Dopo l’attività dimostrate ogni approccio nel conteggio. Se la prova è insufficiente, il contributo viene automaticamente dimezzato.',
          ),
          rules: [required, { rule: 'minItems', count: GROUP_LIMITS.minInclusionCriteria, message: GROUP_MESSAGES.inclusion }],
          options: INCLUSION_OPTIONS,
        },
        otherText('inclusionCriteriaOther', 'inclusionCriteria', t('Anderer Ansatz', 'Autre approche', 'Altro approccio')),
      ],
    },
    {
      code: 'FG510',
      path: 'dam-bedingungen/wirkung',
      title: t('Wirkung', 'Impact', 'Impatto'),
      save: { endpoint: '/appeal' },
      fields: [
        {
          name: 'appeal',
          kind: 'textarea',
          label: t('Was bewirkt die Aktivität bei den Teilnehmenden?', 'Quel est l’impact de l’activité sur les participant·es ?', 'Che effetto ha l’attività sui partecipanti?'),
          rules: [required, { rule: 'max', length: GROUP_LIMITS.textMax }],
        },
      ],
    },
    {
      code: 'FG520',
      path: 'dam-bedingungen/hinweis-auf-unterstuetzung',
      title: t('Hinweis auf unsere Unterstützung', 'Mention de notre soutien', 'Menzione del nostro sostegno'),
      save: { endpoint: '/visibility' },
      fields: [
        {
          name: 'visibility',
          kind: 'checkbox-group',
          label: t('Wo machen Sie unsere Unterstützung sichtbar?', 'Où rendez-vous notre soutien visible ?', 'Dove rendete visibile il nostro sostegno?'),
          rules: [required],
          options: VISIBILITY_OPTIONS,
        },
        otherText('visibilityOther', 'visibility', t('Anderer Kanal', 'Autre canal', 'Altro canale')),
      ],
    },
    {
      code: 'FG530',
      path: 'dam-bedingungen/bildnachweis',
      title: t('Bildnachweis', 'Justificatif en images', 'Documentazione fotografica'),
      intro: t(
        'Mit der Abrechnung senden Sie uns Bilder der Aktivität: mindestens 3 pro Gruppenaktivität. Wir verwenden sie nur mit Ihrer Freigabe.',
        'Avec le décompte, vous nous envoyez des images de l’activité : au moins 3 par activité de groupe. Nous ne les utilisons qu’avec votre autorisation.',
        'Con il conteggio ci inviate immagini dell’attività: almeno 3 per attività di gruppo. Le utilizziamo solo con la vostra autorizzazione.',
      ),
      read: (view) => ({ imageObligation: view.application.contact ? true : null }),
      fields: [
        {
          name: 'imageObligation',
          kind: 'checkbox',
          label: t('Wir liefern die Bilder mit der Abrechnung.', 'Nous fournirons les images avec le décompte.', 'Forniremo le immagini con il conteggio.'),
          rules: confirmRules(),
        },
      ],
    },
  ],
} satisfies Record<string, QuestionDef[]>;

export const groupApplication = defineFlow({
  id: 'group-application',
  applicant: 'group',
  type: 'wizard',
  mode: 'application',
  title: t('Gesuch Gruppe', 'Demande pour un groupe', 'Richiesta per un gruppo'),
  paths: { base: '/gesuche/gruppe' },
  steps: [
    {
      name: 'entry',
      title: t('Einstieg', 'Début', 'Inizio'),
      questions: [
        {
          code: 'FG000',
          path: '',
          beforeId: true,
          page: 'start',
          title: t('Gesuch für eine Gruppe', 'Demande pour un groupe', 'Richiesta per un gruppo'),
          intro: t(
            'Organisationen beantragen hier Beiträge an Gruppenaktivitäten von und für Menschen mit einer Behinderung: für eine Gruppe oder mit einem Sammelgesuch für 3 oder mehr Gruppen. Das Gesuch muss mindestens 10 Wochen vor Beginn der Aktivität bei uns eintreffen. Nach dem Einreichen erhalten Sie das Gesuch als Download-Link per E-Mail.',
            'Les organisations demandent ici des contributions pour des activités de groupe de et pour des personnes en situation de handicap : pour un groupe ou avec une demande collective pour 3 groupes ou plus. La demande doit nous parvenir au moins 10 semaines avant le début de l’activité. Après l’envoi, vous recevez la demande sous forme de lien de téléchargement par e-mail.',
            'Le organizzazioni chiedono qui contributi per attività di gruppo di e per persone con disabilità: per un gruppo o con una richiesta collettiva per 3 o più gruppi. La richiesta deve pervenirci almeno 10 settimane prima dell’inizio dell’attività. Dopo l’inoltro ricevete la richiesta come link di download per e-mail.',
          ),
          lockedWhen: hasApplicationId,
        },
        ...signInQuestions({
          codes: ['FG100', 'FG110'],
          returnTo: 'FG000',
          emailTitle: t('Ihre E-Mail-Adresse', 'Votre adresse e-mail', 'Il vostro indirizzo e-mail'),
          emailIntro: t(
            'Wir senden Ihnen einen Link, mit dem Sie das Gesuch während 12 Monaten jederzeit weiterbearbeiten können. Das Gesuch ist an diese E-Mail-Adresse gebunden: Verwenden Sie deshalb am besten ein gemeinsames Postfach Ihrer Organisation (z. B. gruppen@organisation.ch), damit auch Ihre Kolleginnen und Kollegen darauf zugreifen können.',
            'Nous vous envoyons un lien qui vous permet de poursuivre la demande à tout moment pendant 12 mois. La demande est liée à cette adresse e-mail : utilisez de préférence une boîte partagée de votre organisation (p. ex. groupes@organisation.ch), afin que vos collègues puissent aussi y accéder.',
            'Vi inviamo un link con cui potete continuare la richiesta in qualsiasi momento per 12 mesi. La richiesta è legata a questo indirizzo e-mail: usate preferibilmente una casella condivisa della vostra organizzazione (p. es. gruppi@organizzazione.ch), così anche i vostri colleghi possono accedervi.',
          ),
          sentTitle: t('Bitte prüfen Sie Ihr E-Mail-Postfach', 'Veuillez consulter votre boîte e-mail', 'Controllate la vostra casella e-mail'),
          sentText: t(
            'Wir haben Ihnen einen Link geschickt. Öffnen Sie die E-Mail und klicken Sie auf den Link, um mit dem Gesuch zu beginnen. Falls Sie keine E-Mail erhalten, prüfen Sie bitte auch den Spam-Ordner.',
            'Nous vous avons envoyé un lien. Ouvrez l’e-mail et cliquez sur le lien pour commencer la demande. Si vous ne recevez pas d’e-mail, vérifiez aussi le dossier des courriers indésirables.',
            'Vi abbiamo inviato un link. Aprite l’e-mail e cliccate sul link per iniziare la richiesta. Se non ricevete l’e-mail, controllate anche la cartella dello spam.',
          ),
        }),
        {
          code: 'FG120',
          path: '',
          page: 'start',
          title: t('Los geht’s', 'C’est parti', 'Iniziamo'),
          intro: t(
            'Ihr Gesuch ist eröffnet. Die Fragen sind in fünf Schritte gegliedert: Richtlinien und Bedarf, Beschreibung des Angebots, Budget, DAM-Bedingungen und Kontaktdaten. Ihre Antworten werden bei jedem Schritt gespeichert.',
            'Votre demande est ouverte. Les questions sont réparties en cinq étapes : directives et besoins, description de l’offre, budget, conditions DAM et coordonnées. Vos réponses sont enregistrées à chaque étape.',
            'La vostra richiesta è aperta. Le domande sono suddivise in cinque passi: direttive e bisogno, descrizione dell’offerta, budget, condizioni DAM e dati di contatto. Le risposte vengono salvate a ogni passo.',
          ),
        },
      ],
    },
    { name: 'guidelines', title: t('Richtlinien und Bedarf', 'Directives et besoins', 'Direttive e bisogno'), questions: questions.guidelines },
    { name: 'description', title: t('Beschreibung des Angebots', 'Description de l’offre', 'Descrizione dell’offerta'), questions: questions.description },
    { name: 'budget', title: t('Budget', 'Budget', 'Budget'), questions: questions.budget },
    { name: 'dam-conditions', title: t('DAM-Bedingungen', 'Conditions DAM', 'Condizioni DAM'), questions: questions.dam },
    {
      name: 'contact',
      title: t('Kontaktdaten', 'Coordonnées', 'Dati di contatto'),
      questions: [
        {
          code: 'FG600',
          path: 'kontaktdaten/kontaktdaten',
          title: t('Kontaktperson Ihrer Organisation', 'Personne de contact de votre organisation', 'Persona di contatto della vostra organizzazione'),
          fields: [
            {
              name: 'contact',
              kind: 'contact',
              label: t('Kontakt', 'Contact', 'Contatto'),
              rules: [required],
              contact: { linkType: 'individual', organization: 'required' },
            },
          ],
        },
        {
          code: 'FG620',
          path: 'kontaktdaten/bemerkungen',
          title: t('Bemerkungen', 'Remarques', 'Osservazioni'),
          save: { endpoint: '/comments' },
          fields: [
            {
              name: 'comments',
              kind: 'textarea',
              label: t('Möchten Sie uns noch etwas mitteilen? (freiwillig)', 'Souhaitez-vous encore nous communiquer quelque chose ? (facultatif)', 'Desiderate comunicarci ancora qualcosa? (facoltativo)'),
              rules: [{ rule: 'max', length: GROUP_LIMITS.textMax }],
            },
          ],
          // Optional: complete without a remark too, once the contact before it is given (so an
          // untouched contact step does not read as begun).
          completedWhen: (data, view) => isSet(data.comments) || (view.application.contact !== null && view.application.contact !== undefined),
        },
        {
          code: 'FG610',
          path: 'datenpruefung',
          page: 'review',
          title: t('Datenprüfung', 'Vérification des données', 'Verifica dei dati'),
          widgets: [
            reviewFacts,
            {
              type: 'text',
              text: t(
                'Mit dem Einreichen bestätigen Sie, dass Ihre Angaben vollständig und wahr sind, und Sie sind einverstanden, dass die Stiftung Ihre Daten zur Prüfung des Gesuchs bearbeitet.',
                'En envoyant la demande, vous confirmez que vos indications sont complètes et exactes, et vous acceptez que la fondation traite vos données pour examiner la demande.',
                'Con l’inoltro confermate che i vostri dati sono completi e veritieri e accettate che la fondazione tratti i vostri dati per esaminare la richiesta.',
              ),
            },
          ],
          completedWhen: (_data, view) => view.application.status !== undefined && view.application.status !== 'preparing',
        },
        {
          code: 'FG700',
          path: 'abschluss',
          page: 'completion',
          title: t('Vielen Dank für Ihr Gesuch', 'Merci pour votre demande', 'Grazie per la vostra richiesta'),
          widgets: [
            {
              type: 'text',
              text: t(
                'Ihr Gesuch ist bei uns eingetroffen. Sie erhalten es als Download-Link per E-Mail. Wir prüfen es und benachrichtigen Sie schriftlich, sobald die Prüfung abgeschlossen ist.',
                'Votre demande nous est parvenue. Vous la recevez sous forme de lien de téléchargement par e-mail. Nous l’examinons et vous informons par écrit dès que l’examen est terminé.',
                'La vostra richiesta ci è pervenuta. La ricevete come link di download per e-mail. La esaminiamo e vi informiamo per iscritto non appena l’esame è concluso.',
              ),
            },
            { type: 'link', route: 'gesuche-uebersicht', label: t('Zur Gesuchsübersicht', 'Vers l’aperçu des demandes', 'Alla panoramica delle richieste') },
          ],
          completedWhen: (_data, view) => view.application.status !== undefined && view.application.status !== 'preparing',
        },
      ],
    },
  ],
});

/** Used by tests and the statement: which questions each subtype shows (spec 02 §4.3). */
export const SUBTYPE_QUESTIONS = {
  [GROUP_SUBTYPE.collection]: ['FG230', 'FG235', 'FG240', 'FG245', 'FG260', 'FG290', 'FG430'],
  [GROUP_SUBTYPE.single]: ['FG280', 'FG300', 'FG310', 'FG320', 'FG330', 'FG340', 'FG400', 'FG410', 'FG420'],
} as const;
