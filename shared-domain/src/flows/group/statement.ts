/**
 * Group statement wizard BG200–BG720 (spec 02 §2.5, §3.6, §4.5, §5, §7.3), statement mode: answers
 * are saved on /applications/{id}/statement{endpoint} and read from the statement; the account
 * holder is linked through PUT /applications/{id}/contacts {id, type: paymentRecipient}.
 *
 * A collection may settle in two parts: BG400 'partial billing' leads through BG410–BG440, whose
 * confirmation submits the partial statement (POST …/statement/partial-submit); afterwards
 * BG200–BG360 are hidden and locked, BG400–BG440 stay as they were submitted (locked) and the
 * final billing BG450–BG460 and the rest follow. Choices where the spec is silent are in
 * docs/decisions.md, "Group journey (issue 12)".
 */
import { allOf, answerEquals, defineFlow, formatChf, not, totalsWidget, when } from '@portal/shared-domain/wizard-core';
import { formatIban } from '@portal/shared-domain/validation';
import { statementLocked, type ApplicationFacts } from '@portal/shared-domain/applications';
import type { Condition, ContactValue, FieldDef, FieldOption, LocalizedText, QuestionData, QuestionDef, RecordView, Rule, RuleView, WidgetDef } from '../../wizard/types';
import { CATERING_INSTRUCTIONS, GROUP_EXPENSE_OPTIONS, GROUP_INCOME_OPTIONS, INCOME_INSTRUCTIONS } from './budget-lines';
import { INCLUSION_OPTIONS, VISIBILITY_OPTIONS, collectionListHref } from './application';
import {
  GROUP_EXPENSE_LINES,
  GROUP_INCOME_LINES,
  GROUP_LIMITS,
  GROUP_MESSAGES,
  GROUP_SUBTYPE,
  deficitOf,
  groupCateringRule,
  halfDaysRule,
  ownShareRule,
  wholeCountRule,
} from './rules';
import { amountValue, linesTotal } from '@portal/shared-domain/wizard-core';

const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });
const required: Rule = { rule: 'required' };
const yesNo: FieldOption[] = [
  { value: true, label: t('Ja', 'Oui', 'Sì') },
  { value: false, label: t('Nein', 'Non', 'No') },
];
const confirmRules = (message: LocalizedText = GROUP_MESSAGES.confirm): Rule[] => [
  { rule: 'required', message },
  { rule: 'is', value: true, message },
];

/* ------------------------------------------------------------------------------ conditions */

type View = { application: Record<string, unknown>; statement?: Record<string, unknown> | null };
export const partialBillingDone = (view: View): boolean => view.application.status === 'partial_statement_submitted';
const isCollection = (view: View) => view.application.subtype === GROUP_SUBTYPE.collection;
const isSingle = (view: View) => view.application.subtype === GROUP_SUBTYPE.single;

/** The cancellation was confirmed (BG210 posts /statement/cancel): only BG720 is shown (spec 02 §4.5). */
const cancellationConfirmed: Condition = when([], (view) => view.application.status === 'cancelled' || view.value('BG210.confirmCancellation') === true);
const notCancelled = not(cancellationConfirmed);
/** BG200 reads only the status (BG210 reads BG200's answer). */
const applicationNotCancelled = when([], (view) => view.application.status !== 'cancelled');
const beforePartial = when([], (view) => !partialBillingDone(view));
const single = when([], isSingle);
const collection = when([], isCollection);
/** BG400: partial billing chosen (and still to be submitted, or submitted). */
const partialPath = answerEquals('BG400.partialBilling', true);
/** The final billing: chosen on BG400, or after the partial billing was submitted. */
const finalPath = when(['BG400.partialBilling'], (view) => view.value('BG400.partialBilling') === false || partialBillingDone(view));
/** On the partial path before its submission, the statement ends with BG440 (nothing of the final billing is asked yet). */
const notOnOpenPartialPath = when(['BG400.partialBilling'], (view) => !(isCollection(view) && !partialBillingDone(view) && view.value('BG400.partialBilling') === true));

/**
 * BG400–BG440 stay shown after the partial statement, as submitted: the server refuses a change
 * (a hidden locked question is frozen by the engine; these are shown).
 */
const asSubmitted = (key: string): Rule => ({
  rule: 'custom',
  name: `${key}-as-submitted`,
  message: GROUP_MESSAGES.partialOnce,
  runOnEmpty: true,
  test: (value, context) => {
    if (!context.records || !partialBillingDone(context.records)) return true;
    const stored = context.records.statement?.[key] ?? null;
    const given = value !== null && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
    return String(given ?? '') === String(stored ?? '');
  },
});

/** Statement answers change only while the status model allows it (the API asserts the same). */
const lockedByStatus = (_data: QuestionData, view: RuleView) => statementLocked(view.application as ApplicationFacts);
/** BG200–BG360 (and the submitted partial billing BG400–BG440) are locked once the partial statement is in. */
const lockedAfterPartial = (data: QuestionData, view: RuleView) => lockedByStatus(data, view) || partialBillingDone(view);
const never = () => false;
/** Why BG400–BG440 are locked after the partial statement. */
const submittedNote = (view: RecordView) => (partialBillingDone(view) ? GROUP_MESSAGES.partialOnce : null);

/* --------------------------------------------------------------------------------- totals */

function statementTotals(view: RecordView) {
  const statement = view.statement ?? {};
  return { expenses: linesTotal(statement.expenses), income: linesTotal(statement.budget), deficit: deficitOf(statement.expenses, statement.budget) };
}

/** Expense lines of more than CHF 100 (spec 02 §9: receipts required). */
function linesNeedingReceipts(view: { statement?: Record<string, unknown> | null }): number {
  const lines = Array.isArray(view.statement?.expenses) ? (view.statement!.expenses as Array<{ amount?: unknown }>) : [];
  return lines.filter((line) => amountValue(line?.amount) > GROUP_LIMITS.receiptThreshold).length;
}

const receiptsRule: Rule = {
  rule: 'custom',
  name: 'group-receipts-above-100',
  runOnEmpty: true,
  message: GROUP_MESSAGES.receipts,
  params: () => ({ threshold: GROUP_LIMITS.receiptThreshold }),
  test: (value, context) => linesNeedingReceipts(context.records ?? { statement: null }) === 0 || (Array.isArray(value) && value.length > 0),
};

const IMAGE_EXTENSIONS = ['avif', 'bmp', 'jpg', 'jpeg', 'png', 'webp'];
const pdfRules: Rule[] = [{ rule: 'ext', extensions: ['pdf'] }, { rule: 'pdfPortrait' }];
const sheetRules: Rule[] = [{ rule: 'ext', extensions: ['xlsx'] }];
const amountRules: Rule[] = [required, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 0 }];

const toDashboard: WidgetDef = { type: 'link', route: 'gesuche-uebersicht', label: t('Zur Gesuchsübersicht', 'Vers l’aperçu des demandes', 'Alla panoramica delle richieste') };
const notGiven = t('Nicht angegeben', 'Non indiqué', 'Non indicato');

function recipientText(contact: ContactValue | null | undefined): string {
  if (!contact) return '';
  return [contact.organization, [contact.firstname, contact.lastname].filter(Boolean).join(' '), [contact.street, contact.houseNumber].filter(Boolean).join(' '), [contact.zipCode, contact.location].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

const chfOf = (value: unknown) => (value === null || value === undefined || value === '' ? null : formatChf(amountValue(value)));

/** BG700: what is settled, the account holder and the IBAN. */
const reviewSummary: WidgetDef = {
  type: 'facts',
  title: t('Übersicht', 'Aperçu', 'Panoramica'),
  rows: (view) => {
    const statement = view.statement ?? {};
    const recipient = statement.paymentRecipient as ContactValue | null | undefined;
    const iban = typeof statement.iban === 'string' && statement.iban ? statement.iban : recipient?.bankDetails?.iban;
    const rows = isCollection(view)
      ? [
          ...(partialBillingDone(view) || statement.partialBilling === true
            ? [{ label: t('Defizit der Teilabrechnung', 'Déficit du décompte partiel', 'Deficit del conteggio parziale'), value: chfOf(statement.partialBillingDeficit) ?? notGiven }]
            : []),
          { label: t('Defizit der Schlussabrechnung', 'Déficit du décompte final', 'Deficit del conteggio finale'), value: chfOf(statement.deficit) ?? notGiven },
        ]
      : [
          { label: t('Teilnehmende', 'Participant·es', 'Partecipanti'), value: statement.numberOfDisabledPersons != null ? String(statement.numberOfDisabledPersons) : notGiven },
          { label: t('Tage', 'Jours', 'Giorni'), value: statement.numberOfDays != null ? String(statement.numberOfDays) : notGiven },
          { label: t('Defizit', 'Déficit', 'Deficit'), value: formatChf(statementTotals(view).deficit) },
        ];
    return [
      ...rows,
      { label: t('Kontoinhaberin oder Kontoinhaber', 'Titulaire du compte', 'Titolare del conto'), value: recipientText(recipient) || notGiven },
      { label: t('IBAN', 'IBAN', 'IBAN'), value: iban ? formatIban(iban) : notGiven },
    ];
  },
};

/** The application's criteria (FG500), iterated by BG510. */
const applicationCriteria: FieldDef = { name: 'inclusionCriteria', kind: 'checkbox-group', options: INCLUSION_OPTIONS, source: 'application' };

const imagesField = (max: number, instructions: LocalizedText): FieldDef => ({
  name: 'images',
  kind: 'file-select',
  multiple: true,
  sendAs: 'imageIds',
  readFrom: 'imageIds',
  label: t('Bilder', 'Images', 'Immagini'),
  instructions,
  rules: [required, { rule: 'maxItems', count: max }, { rule: 'ext', extensions: IMAGE_EXTENSIONS }],
});

/** Every question of a list is shown only when `condition` holds (and its own condition). */
function shownWhen(condition: Condition, questions: QuestionDef[]): QuestionDef[] {
  return questions.map((question) => ({ ...question, visibleWhen: question.visibleWhen ? allOf(condition, question.visibleWhen) : condition }));
}

/* ------------------------------------------------------------------------------------ flow */

const confirmRealization: QuestionDef[] = [
  {
    code: 'BG200',
    path: 'bestaetigung-realisierung/bestaetigung-realisierung',
    title: t('Hat die Gruppenaktivität stattgefunden?', 'L’activité de groupe a-t-elle eu lieu ?', 'L’attività di gruppo ha avuto luogo?'),
    visibleWhen: allOf(applicationNotCancelled, beforePartial),
    save: { endpoint: '/realization-status' },
    intro: t(
      'Ihr Gesuch wurde bewilligt. Bitte teilen Sie uns mit, ob die Aktivität stattgefunden hat. Sammelgesuche rechnen Sie nach Abschluss aller Aktivitäten ab; eine Teilabrechnung ist einmal möglich (Mitte oder Ende November, für die bis Ende Oktober durchgeführten Aktivitäten).',
      'Votre demande a été acceptée. Veuillez nous indiquer si l’activité a eu lieu. Les demandes collectives se décomptent après la fin de toutes les activités ; un décompte partiel est possible une fois (mi- ou fin novembre, pour les activités réalisées jusqu’à fin octobre).',
      'La vostra richiesta è stata approvata. Comunicateci se l’attività ha avuto luogo. Le richieste collettive si conteggiano dopo la conclusione di tutte le attività; un conteggio parziale è possibile una volta (a metà o fine novembre, per le attività svolte entro fine ottobre).',
    ),
    fields: [
      {
        name: 'realizationStatus',
        kind: 'radio-group',
        label: t('Realisierung', 'Réalisation', 'Realizzazione'),
        rules: [required],
        options: [
          { value: 'realized', label: t('Ja, sie hat stattgefunden', 'Oui, elle a eu lieu', 'Sì, ha avuto luogo') },
          { value: 'cancelled', label: t('Nein, sie wurde abgesagt', 'Non, elle a été annulée', 'No, è stata annullata') },
        ],
      },
    ],
  },
  {
    code: 'BG210',
    path: 'bestaetigung-realisierung/gesuch-absagen',
    title: t('Absage bestätigen', 'Confirmer l’annulation', 'Confermare l’annullamento'),
    visibleWhen: allOf(when([], (view) => view.application.status !== 'cancelled' && !partialBillingDone(view)), answerEquals('BG200.realizationStatus', 'cancelled')),
    // "Yes" cancels the application (POST /applications/{id}/statement/cancel); "no" stays local.
    save: { endpoint: '/cancel', method: 'post', base: 'flow', toPayload: (data) => (data.confirmCancellation === true ? {} : null) },
    read: (view) => (view.application.status === 'cancelled' ? { confirmCancellation: true } : {}),
    completedWhen: (data) => data.confirmCancellation === false,
    widgets: [
      {
        type: 'text',
        tone: 'warning',
        text: t(
          'Wenn Sie die Absage bestätigen, wird Ihr Gesuch annulliert; es wird kein Beitrag ausbezahlt. Dies kann nicht rückgängig gemacht werden.',
          'Si vous confirmez l’annulation, votre demande sera annulée ; aucune contribution ne sera versée. Cette action est irréversible.',
          'Se confermate l’annullamento, la vostra richiesta viene annullata; non viene versato alcun contributo. L’operazione è irreversibile.',
        ),
      },
    ],
    fields: [
      {
        name: 'confirmCancellation',
        kind: 'radio',
        label: t('Ich bestätige, dass die Gruppenaktivität abgesagt wurde. Das Gesuch wird damit annulliert.', 'Je confirme que l’activité de groupe a été annulée. La demande est ainsi annulée.', 'Confermo che l’attività di gruppo è stata annullata. La richiesta viene così annullata.'),
        rules: [required],
        options: yesNo,
      },
    ],
  },
  {
    code: 'BG220',
    path: 'bestaetigung-realisierung/unterlagen-abrechnung',
    title: t('Unterlagen für die Abrechnung', 'Documents pour le décompte', 'Documenti per il conteggio'),
    visibleWhen: allOf(notCancelled, beforePartial, answerEquals('BG200.realizationStatus', 'realized')),
    widgets: [
      { type: 'text', text: t('Legen Sie bitte bereit:', 'Veuillez préparer :', 'Prepari per favore:') },
      {
        type: 'checklist',
        items: () => [
          t('Effektive Ausgaben', 'Dépenses effectives', 'Uscite effettive'),
          t('Belege für Ausgaben über CHF 100', 'Justificatifs des dépenses supérieures à CHF 100', 'Giustificativi delle spese superiori a CHF 100'),
          t('Effektive Einnahmen', 'Recettes effectives', 'Entrate effettive'),
          t('Teilnehmendenliste (PDF im Hochformat)', 'Liste des participant·es (PDF au format portrait)', 'Elenco dei partecipanti (PDF in formato verticale)'),
          t('Nachweis der Inklusionskriterien', 'Preuve des critères d’inclusion', 'Prova dei criteri d’inclusione'),
          t('Mindestens 3 Bilder pro Gruppenaktivität', 'Au moins 3 images par activité de groupe', 'Almeno 3 immagini per attività di gruppo'),
          t('Adresse und Bankverbindung der Kontoinhaberin oder des Kontoinhabers', 'Adresse et coordonnées bancaires du ou de la titulaire du compte', 'Indirizzo e coordinate bancarie del o della titolare del conto'),
        ],
      },
    ],
    // No endpoint (spec 02 §7.3): read back as done once the first figures are in.
    read: (view) => ({ read: view.statement?.numberOfDisabledPersons != null || view.statement?.partialBilling != null ? true : null }),
    fields: [{ name: 'read', kind: 'checkbox', label: t('Ich habe die Unterlagen bereit.', 'J’ai les documents à portée de main.', 'Ho pronti i documenti.'), rules: confirmRules() }],
  },
  {
    code: 'BG230',
    path: 'bestaetigung-realisierung/zielgruppe',
    title: t('Zielgruppe', 'Groupe cible', 'Gruppo target'),
    visibleWhen: allOf(notCancelled, beforePartial, answerEquals('BG200.realizationStatus', 'realized')),
    intro: t(
      'Die Teilnehmenden mit einer Behinderung waren finanziell benachteiligt (IV-Rente, Ergänzungsleistungen, Sozialhilfe oder Familien mit kleinem Einkommen).',
      'Les participant·es en situation de handicap étaient financièrement défavorisé·es (rente AI, prestations complémentaires, aide sociale ou familles à faible revenu).',
      'I partecipanti con disabilità erano finanziariamente svantaggiati (rendita AI, prestazioni complementari, aiuto sociale o famiglie con reddito modesto).',
    ),
    read: (view) => ({ accept: view.statement?.numberOfDisabledPersons != null || view.statement?.partialBilling != null ? true : null }),
    fields: [{ name: 'accept', kind: 'checkbox', label: t('Ich bestätige die Zielgruppe.', 'Je confirme le groupe cible.', 'Confermo il gruppo target.'), rules: confirmRules() }],
  },
];

const statementSingleGroup: QuestionDef[] = shownWhen(allOf(notCancelled, beforePartial, single, answerEquals('BG200.realizationStatus', 'realized')), [
  {
    code: 'BG300',
    path: 'abrechnung-einzelgruppen/anzahl-teilnehmer',
    title: t('Anzahl Teilnehmende', 'Nombre de participant·es', 'Numero di partecipanti'),
    save: { endpoint: '/number-of-disabled-persons' },
    fields: [{ name: 'numberOfDisabledPersons', kind: 'number', label: t('Wie viele Menschen mit Behinderung haben teilgenommen?', 'Combien de personnes en situation de handicap ont participé ?', 'Quante persone con disabilità hanno partecipato?'), rules: [required, wholeCountRule] }],
  },
  {
    code: 'BG310',
    path: 'abrechnung-einzelgruppen/anzahl-tage',
    title: t('Anzahl Tage', 'Nombre de jours', 'Numero di giorni'),
    save: { endpoint: '/number-of-days' },
    fields: [
      {
        name: 'numberOfDays',
        kind: 'number',
        label: t('Wie viele Tage hat die Aktivität gedauert?', 'Combien de jours l’activité a-t-elle duré ?', 'Quanti giorni è durata l’attività?'),
        instructions: t('Ein halber Tag (bis 5 Stunden ohne Mittagessen) zählt als 0.5.', 'Une demi-journée (jusqu’à 5 heures sans repas de midi) compte 0.5.', 'Una mezza giornata (fino a 5 ore senza pranzo) conta 0.5.'),
        rules: [required, halfDaysRule],
      },
    ],
  },
  {
    code: 'BG320',
    path: 'abrechnung-einzelgruppen/ausgaben',
    title: t('Effektive Ausgaben', 'Dépenses effectives', 'Uscite effettive'),
    save: { endpoint: '/expenses' },
    fields: [
      {
        name: 'expenses',
        kind: 'budget',
        label: t('Effektive Ausgaben', 'Dépenses effectives', 'Uscite effettive'),
        instructions: CATERING_INSTRUCTIONS,
        rules: [required, groupCateringRule('statement')],
        options: GROUP_EXPENSE_OPTIONS,
        budget: { lineTypes: [...GROUP_EXPENSE_LINES], freeLines: true },
      },
    ],
  },
  {
    code: 'BG330',
    path: 'abrechnung-einzelgruppen/belege-hochladen',
    title: t('Belege hochladen', 'Télécharger les justificatifs', 'Caricare i giustificativi'),
    save: { endpoint: '/receipts' },
    intro: (view) => {
      const count = linesNeedingReceipts(view);
      if (count === 0) return t('Für Ihre Ausgaben sind keine Belege nötig.', 'Aucun justificatif n’est nécessaire pour vos dépenses.', 'Per le vostre spese non servono giustificativi.');
      return t(`Für ${count} Ihrer Ausgaben (über CHF 100) sind Belege nötig.`, `Des justificatifs sont nécessaires pour ${count} de vos dépenses (plus de CHF 100).`, `Per ${count} delle vostre spese (oltre CHF 100) servono giustificativi.`);
    },
    fields: [
      {
        name: 'receipts',
        kind: 'file-select',
        multiple: true,
        sendAs: 'documentIds',
        readFrom: 'documentIds',
        label: t('Belege', 'Justificatifs', 'Giustificativi'),
        instructions: t('PDF-Dateien nur im Hochformat.', 'Fichiers PDF uniquement au format portrait.', 'File PDF solo in formato verticale.'),
        rules: [receiptsRule, { rule: 'maxItems', count: 30 }, { rule: 'ext', extensions: ['pdf', ...IMAGE_EXTENSIONS] }, { rule: 'pdfPortrait' }],
      },
    ],
    completedWhen: (data, view) => (Array.isArray(data.receipts) && data.receipts.length > 0) || linesNeedingReceipts(view) === 0,
  },
  {
    code: 'BG340',
    path: 'abrechnung-einzelgruppen/einnahmen',
    title: t('Effektive Einnahmen', 'Recettes effectives', 'Entrate effettive'),
    save: { endpoint: '/budget' },
    fields: [
      {
        name: 'budget',
        kind: 'budget',
        label: t('Einnahmen', 'Recettes', 'Entrate'),
        instructions: INCOME_INSTRUCTIONS,
        rules: [required, ownShareRule],
        options: GROUP_INCOME_OPTIONS,
        budget: { lineTypes: [...GROUP_INCOME_LINES], freeLines: false, chooseLabel: t('Art der Einnahme', 'Type de recette', 'Tipo di entrata'), addLabel: t('Einnahme hinzufügen', 'Ajouter une recette', 'Aggiungere un’entrata') },
      },
    ],
  },
  {
    code: 'BG350',
    path: 'abrechnung-einzelgruppen/defizit',
    title: t('Defizit bestätigen', 'Confirmer le déficit', 'Confermare il deficit'),
    widgets: [totalsWidget(statementTotals)],
    // No endpoint: read back as confirmed once the participant list follows (as BE280).
    read: (view) => ({ correct: view.statement?.participantListDocumentId ? true : null }),
    fields: [{ name: 'correct', kind: 'checkbox', label: t('Ich bestätige, dass die Ausgaben und Einnahmen korrekt sind.', 'Je confirme que les dépenses et les recettes sont correctes.', 'Confermo che le uscite e le entrate sono corrette.'), rules: confirmRules(GROUP_MESSAGES.deficit) }],
  },
  {
    code: 'BG360',
    path: 'abrechnung-einzelgruppen/teilnehmerliste',
    title: t('Teilnehmendenliste', 'Liste des participant·es', 'Elenco dei partecipanti'),
    save: { endpoint: '/participant-list-document' },
    fields: [
      {
        name: 'participantList',
        kind: 'file-select',
        sendAs: 'participantListDocumentId',
        readFrom: 'participantListDocumentId',
        label: t('Teilnehmendenliste (PDF im Hochformat)', 'Liste des participant·es (PDF au format portrait)', 'Elenco dei partecipanti (PDF in formato verticale)'),
        rules: [required, ...pdfRules],
      },
    ],
  },
]);

const statementCollection: QuestionDef[] = [
  {
    code: 'BG400',
    path: 'abrechnung-sammelgesuch/abrechnung',
    title: t('Teil- oder Schlussabrechnung', 'Décompte partiel ou final', 'Conteggio parziale o finale'),
    visibleWhen: allOf(notCancelled, collection, when(['BG200.realizationStatus'], (view) => partialBillingDone(view) || view.value('BG200.realizationStatus') === 'realized')),
    lockedWhen: lockedAfterPartial,
    lockedNote: submittedNote,
    save: { endpoint: '/partial-billing' },
    fields: [
      {
        name: 'partialBilling',
        kind: 'radio-group',
        label: t('Welche Abrechnung reichen Sie ein?', 'Quel décompte remettez-vous ?', 'Quale conteggio inoltrate?'),
        rules: [required, asSubmitted('partialBilling')],
        options: [
          { value: true, label: t('Teilabrechnung (Aktivitäten bis Ende Oktober)', 'Décompte partiel (activités jusqu’à fin octobre)', 'Conteggio parziale (attività fino a fine ottobre)') },
          { value: false, label: t('Schlussabrechnung (alle Aktivitäten)', 'Décompte final (toutes les activités)', 'Conteggio finale (tutte le attività)') },
        ],
      },
    ],
  },
  {
    code: 'BG410',
    path: 'abrechnung-sammelgesuch/teilabrechnung',
    page: 'info',
    title: t('So erstellen Sie die Teilabrechnung', 'Comment établir le décompte partiel', 'Come allestire il conteggio parziale'),
    visibleWhen: allOf(notCancelled, collection, partialPath),
    lockedWhen: lockedAfterPartial,
    lockedNote: submittedNote,
    intro: t(
      'Laden Sie Ihre Tabelle der Gruppen herunter und kopieren Sie darin das Blatt «Gruppen». Tragen Sie im kopierten Blatt die effektiven Zahlen der bis Ende Oktober durchgeführten Aktivitäten ein und markieren Sie abgesagte Gruppen rot. Speichern Sie die Datei und laden Sie sie im nächsten Schritt hoch.',
      'Téléchargez votre tableau des groupes et copiez-y la feuille « Groupes ». Dans la copie, saisissez les chiffres effectifs des activités réalisées jusqu’à fin octobre et marquez en rouge les groupes annulés. Enregistrez le fichier et téléchargez-le à l’étape suivante.',
      'Scaricate la vostra tabella dei gruppi e copiatevi il foglio «Gruppi». Nella copia inserite le cifre effettive delle attività svolte entro fine ottobre e segnate in rosso i gruppi annullati. Salvate il file e caricatelo nel passo successivo.',
    ),
    widgets: [{ type: 'download', href: collectionListHref, label: t('Ihre Tabelle der Gruppen herunterladen', 'Télécharger votre tableau des groupes', 'Scaricare la vostra tabella dei gruppi') }],
  },
  {
    code: 'BG420',
    path: 'abrechnung-sammelgesuch/teilabrechnung-upload',
    title: t('Teilabrechnung hochladen', 'Télécharger le décompte partiel', 'Caricare il conteggio parziale'),
    visibleWhen: allOf(notCancelled, collection, partialPath),
    lockedWhen: lockedAfterPartial,
    lockedNote: submittedNote,
    save: { endpoint: '/partial-billing-document' },
    widgets: [{ type: 'download', href: collectionListHref, label: t('Ihre Tabelle der Gruppen erneut herunterladen', 'Télécharger à nouveau votre tableau des groupes', 'Scaricare di nuovo la vostra tabella dei gruppi') }],
    fields: [{ name: 'partialBillingDocument', kind: 'file-select', sendAs: 'partialBillingDocumentId', readFrom: 'partialBillingDocumentId', label: t('Teilabrechnung (Excel, .xlsx)', 'Décompte partiel (Excel, .xlsx)', 'Conteggio parziale (Excel, .xlsx)'), rules: [required, ...sheetRules, asSubmitted('partialBillingDocumentId')] }],
  },
  {
    code: 'BG430',
    path: 'abrechnung-sammelgesuch/defizit-teilabrechnung',
    title: t('Defizit der Teilabrechnung', 'Déficit du décompte partiel', 'Deficit del conteggio parziale'),
    visibleWhen: allOf(notCancelled, collection, partialPath),
    lockedWhen: lockedAfterPartial,
    lockedNote: submittedNote,
    save: { endpoint: '/partial-billing-deficit' },
    fields: [{ name: 'partialBillingDeficit', kind: 'number', unit: 'chf', label: t('Defizit der abgerechneten Aktivitäten in CHF', 'Déficit des activités décomptées en CHF', 'Deficit delle attività conteggiate in CHF'), rules: [...amountRules, asSubmitted('partialBillingDeficit')] }],
  },
  {
    code: 'BG440',
    path: 'abrechnung-sammelgesuch/teilabrechnung-beenden',
    title: t('Teilabrechnung abschliessen', 'Terminer le décompte partiel', 'Concludere il conteggio parziale'),
    visibleWhen: allOf(notCancelled, collection, partialPath),
    lockedWhen: lockedAfterPartial,
    lockedNote: submittedNote,
    save: { endpoint: '/remaining-deficit-estimate' },
    // Confirming submits the partial statement; the thank-you page follows.
    submit: { endpoint: '/partial-submit', next: 'BG710', label: t('Teilabrechnung einreichen', 'Remettre le décompte partiel', 'Inoltrare il conteggio parziale') },
    intro: t(
      'Schätzen Sie das Defizit der Aktivitäten, die noch folgen. Mit «Teilabrechnung einreichen» senden Sie die Teilabrechnung an die Stiftung; die Schlussabrechnung reichen Sie nach Abschluss aller Aktivitäten ein.',
      'Estimez le déficit des activités encore à venir. Avec « Remettre le décompte partiel », vous envoyez le décompte partiel à la fondation ; vous remettrez le décompte final après la fin de toutes les activités.',
      'Stimate il deficit delle attività ancora da svolgere. Con «Inoltrare il conteggio parziale» inviate il conteggio parziale alla fondazione; il conteggio finale lo inoltrate dopo la conclusione di tutte le attività.',
    ),
    fields: [{ name: 'remainingDeficitEstimate', kind: 'number', unit: 'chf', label: t('Geschätzter offener Betrag in CHF', 'Montant restant estimé en CHF', 'Importo residuo stimato in CHF'), rules: [...amountRules, asSubmitted('remainingDeficitEstimate')] }],
  },
  {
    code: 'BG450',
    path: 'abrechnung-sammelgesuch/schlussabrechnung',
    title: t('Schlussabrechnung hochladen', 'Télécharger le décompte final', 'Caricare il conteggio finale'),
    visibleWhen: allOf(notCancelled, collection, finalPath),
    save: { endpoint: '/final-billing-document' },
    intro: t(
      'Tragen Sie in Ihrer Tabelle der Gruppen die effektiven Zahlen aller Aktivitäten ein (abgesagte Gruppen rot markiert) und laden Sie sie hier hoch.',
      'Saisissez dans votre tableau des groupes les chiffres effectifs de toutes les activités (groupes annulés marqués en rouge) et téléchargez-le ici.',
      'Inserite nella vostra tabella dei gruppi le cifre effettive di tutte le attività (gruppi annullati segnati in rosso) e caricatela qui.',
    ),
    widgets: [{ type: 'download', href: collectionListHref, label: t('Ihre Tabelle der Gruppen herunterladen', 'Télécharger votre tableau des groupes', 'Scaricare la vostra tabella dei gruppi') }],
    fields: [{ name: 'finalBillingDocument', kind: 'file-select', sendAs: 'finalBillingDocumentId', readFrom: 'finalBillingDocumentId', label: t('Schlussabrechnung (Excel, .xlsx)', 'Décompte final (Excel, .xlsx)', 'Conteggio finale (Excel, .xlsx)'), rules: [required, ...sheetRules] }],
  },
  {
    code: 'BG460',
    path: 'abrechnung-sammelgesuch/defizit-schlussabrechnung',
    title: t('Defizit der Schlussabrechnung', 'Déficit du décompte final', 'Deficit del conteggio finale'),
    visibleWhen: allOf(notCancelled, collection, finalPath),
    save: { endpoint: '/deficit' },
    intro: (view) => {
      const partial = view.statement?.partialBillingDeficit;
      if (!partialBillingDone(view) || partial === null || partial === undefined) return null;
      const amount = formatChf(amountValue(partial));
      return t(
        `Mit der Teilabrechnung abgerechnet: ${amount}. Geben Sie hier das Defizit der übrigen Aktivitäten an.`,
        `Décompté avec le décompte partiel : ${amount}. Indiquez ici le déficit des autres activités.`,
        `Conteggiato con il conteggio parziale: ${amount}. Indicate qui il deficit delle altre attività.`,
      );
    },
    fields: [{ name: 'deficit', kind: 'number', unit: 'chf', label: t('Defizit in CHF', 'Déficit en CHF', 'Deficit in CHF'), rules: amountRules }],
  },
];

const afterBilling = allOf(notCancelled, notOnOpenPartialPath, when(['BG200.realizationStatus'], (view) => partialBillingDone(view) || view.value('BG200.realizationStatus') === 'realized'));

const damConditions: QuestionDef[] = shownWhen(afterBilling, [
  {
    code: 'BG500',
    path: 'dam-bedingungen/inklusuionskriterien',
    // The path is misspelt in the spec and kept as spelt; the route name is not.
    routeName: 'gesuche-gruppe-abrechnung-id-dam-bedingungen-inklusionskriterien',
    page: 'info',
    title: t('Nachweis der Inklusion', 'Preuve de l’inclusion', 'Prova dell’inclusione'),
    intro: t(
      'Im Gesuch haben Sie die folgenden Inklusionsansätze gewählt. Beschreiben Sie auf der nächsten Seite für jeden, wie Sie ihn umgesetzt haben. Ist der Nachweis ungenügend, wird der Beitrag automatisch halbiert.',
      'Dans la demande, vous avez choisi les approches d’inclusion suivantes. À la page suivante, décrivez pour chacune comment vous l’avez mise en œuvre. Si la preuve est insuffisante, la contribution est automatiquement réduite de moitié.',
      'Nella richiesta avete scelto i seguenti approcci d’inclusione. Alla pagina successiva descrivete per ciascuno come l’avete attuato. Se la prova è insufficiente, il contributo viene automaticamente dimezzato.',
    ),
    widgets: [
      {
        type: 'checklist',
        items: (view) => {
          const chosen = Array.isArray(view.application.inclusionCriteria) ? view.application.inclusionCriteria : [];
          return INCLUSION_OPTIONS.filter((option) => chosen.includes(option.value)).map((option) => option.label);
        },
      },
    ],
  },
  {
    code: 'BG510',
    path: 'dam-bedingungen/inklusionsnachweis',
    title: t('Nachweis der Inklusionskriterien', 'Preuve des critères d’inclusion', 'Prova dei criteri d’inclusione'),
    intro: t('Beschreiben Sie für jedes Kriterium, wie Sie es umgesetzt haben.', 'Décrivez pour chaque critère comment vous l’avez mis en œuvre.', 'Descrivete per ogni criterio come l’avete attuato.'),
    save: { endpoint: '/evidence-of-inclusion-criteria' },
    fields: [
      {
        name: 'evidenceOfInclusionCriteria',
        kind: 'repeat',
        label: t('Nachweise', 'Preuves', 'Prove'),
        rules: [required],
        repeat: {
          over: 'FG500.inclusionCriteria',
          overField: applicationCriteria,
          fields: [{ name: 'value', kind: 'textarea', label: t('Nachweis', 'Preuve', 'Prova'), rules: [required, { rule: 'max', length: GROUP_LIMITS.textMax }] }],
          nextLabel: t('Nächstes Kriterium', 'Critère suivant', 'Criterio successivo'),
          previousLabel: t('Vorheriges Kriterium', 'Critère précédent', 'Criterio precedente'),
        },
      },
    ],
  },
  {
    code: 'BG520',
    path: 'dam-bedingungen/nachweis-unterstuetzung',
    title: t('Hinweis auf unsere Unterstützung', 'Mention de notre soutien', 'Menzione del nostro sostegno'),
    save: { endpoint: '/evidence-of-visibility' },
    fields: [
      {
        name: 'evidenceOfVisibility',
        kind: 'checkbox-group',
        label: t('Wo haben Sie unsere Unterstützung sichtbar gemacht?', 'Où avez-vous rendu notre soutien visible ?', 'Dove avete reso visibile il nostro sostegno?'),
        rules: [required],
        options: VISIBILITY_OPTIONS,
      },
    ],
  },
  {
    code: 'BG530',
    path: 'dam-bedingungen/wirkung',
    title: t('Wirkung', 'Impact', 'Impatto'),
    save: { endpoint: '/review' },
    fields: [
      {
        name: 'review',
        kind: 'textarea',
        label: t('Was hat die Aktivität bei den Teilnehmenden bewirkt?', 'Quel a été l’impact de l’activité sur les participant·es ?', 'Che effetto ha avuto l’attività sui partecipanti?'),
        rules: [required, { rule: 'max', length: GROUP_LIMITS.textMax }],
      },
    ],
  },
  {
    code: 'BG540',
    path: 'dam-bedingungen/bild-hochladen',
    title: t('Bilder hochladen', 'Télécharger des images', 'Caricare immagini'),
    visibleWhen: single,
    save: { endpoint: '/communication-images' },
    fields: [
      imagesField(
        GROUP_LIMITS.maxImagesSingleGroup,
        t(
          'Laden Sie 1 bis 3 Bilder der Aktivität für unsere Kommunikation hoch.',
          'Téléchargez 1 à 3 images de l’activité pour notre communication.',
          'Caricate da 1 a 3 immagini dell’attività per la nostra comunicazione.',
        ),
      ),
    ],
  },
  {
    code: 'BG550',
    path: 'dam-bedingungen/bilder-hochladen',
    title: t('Bilder hochladen', 'Télécharger des images', 'Caricare immagini'),
    visibleWhen: collection,
    save: { endpoint: '/images' },
    fields: [
      imagesField(
        GROUP_LIMITS.maxImagesCollection,
        t(
          'Laden Sie bis zu 20 Bilder Ihrer Gruppenaktivitäten hoch, mindestens eines für unsere Kommunikation.',
          'Téléchargez jusqu’à 20 images de vos activités de groupe, au moins une pour notre communication.',
          'Caricate fino a 20 immagini delle vostre attività di gruppo, almeno una per la nostra comunicazione.',
        ),
      ),
    ],
  },
  {
    code: 'BG560',
    path: 'dam-bedingungen/bildfreigabe',
    title: t('Bildfreigabe', 'Autorisation d’utiliser les images', 'Autorizzazione all’uso delle immagini'),
    save: { endpoint: '/allow-image-use' },
    fields: [
      {
        name: 'allowImageUse',
        kind: 'radio',
        label: t(
          'Dürfen wir die Bilder für unsere Kommunikation (Website, Jahresbericht) verwenden? Sie bestätigen, dass die abgebildeten Personen einverstanden sind.',
          'Pouvons-nous utiliser les images pour notre communication (site web, rapport annuel) ? Vous confirmez que les personnes représentées sont d’accord.',
          'Possiamo utilizzare le immagini per la nostra comunicazione (sito web, rapporto annuale)? Confermate che le persone ritratte sono d’accordo.',
        ),
        rules: [required],
        options: yesNo,
      },
    ],
  },
  {
    code: 'BG570',
    path: 'dam-bedingungen/logo-antragsteller',
    title: t('Logo Ihrer Organisation', 'Logo de votre organisation', 'Logo della vostra organizzazione'),
    save: { endpoint: '/organization-logo' },
    fields: [
      {
        name: 'organizationLogo',
        kind: 'file-or-none',
        label: t('Logo', 'Logo', 'Logo'),
        none: { key: 'noOrganizationLogo', label: t('Wir haben kein Logo', 'Nous n’avons pas de logo', 'Non abbiamo un logo') },
        rules: [required, { rule: 'ext', extensions: IMAGE_EXTENSIONS }],
      },
    ],
  },
]);

const contact: QuestionDef[] = [
  {
    code: 'BG600',
    path: 'kontaktdaten/kontaktdaten-kontoinhaber',
    title: t('Kontoinhaberin oder Kontoinhaber', 'Titulaire du compte', 'Titolare del conto'),
    visibleWhen: afterBilling,
    fields: [
      {
        name: 'contact',
        kind: 'contact',
        label: t('Kontaktdaten der Kontoinhaberin oder des Kontoinhabers', 'Coordonnées du ou de la titulaire du compte', 'Dati di contatto del o della titolare del conto'),
        rules: [required],
        contact: { linkType: 'paymentRecipient', organization: 'optional' },
      },
    ],
    // Prefill (spec 02 §3.6): the linked account holder, else the application's contact.
    read: (view) => ({ contact: view.statement?.paymentRecipient ?? view.application.contact ?? null }),
    completedWhen: (_data, view) => view.statement?.paymentRecipient != null,
  },
  {
    code: 'BG610',
    path: 'kontaktdaten/kontodaten',
    title: t('Kontodaten', 'Coordonnées bancaires', 'Coordinate bancarie'),
    visibleWhen: allOf(afterBilling, when(['BG600'], (view) => view.statement?.paymentRecipient != null)),
    save: { endpoint: '/bank-details' },
    read: (view) => {
      const stored = view.statement?.iban ?? (view.statement?.paymentRecipient as ContactValue | null | undefined)?.bankDetails?.iban;
      return typeof stored === 'string' && stored !== '' ? { iban: formatIban(stored) } : {};
    },
    fields: [{ name: 'iban', kind: 'text', label: t('IBAN', 'IBAN', 'IBAN'), rules: [required, { rule: 'iban' }] }],
  },
];

export const groupStatement = defineFlow({
  id: 'group-statement',
  applicant: 'group',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/gesuche/gruppe-abrechnung/{id}', withId: '/gesuche/gruppe-abrechnung/{id}', aliases: ['/gesuche/gruppe/abrechnung/{id}'] },
  title: t('Abrechnung Gruppe', 'Décompte groupe', 'Conteggio gruppo'),
  unavailable: t(
    'Für dieses Gesuch kann keine Abrechnung eingereicht werden: Eine Abrechnung ist erst möglich, wenn das Gesuch bewilligt wurde.',
    'Aucun décompte ne peut être remis pour cette demande : un décompte n’est possible qu’une fois la demande acceptée.',
    'Per questa richiesta non è possibile inoltrare un conteggio: il conteggio è possibile solo dopo l’approvazione della richiesta.',
  ),
  defaults: { lockedWhen: lockedByStatus },
  steps: [
    { name: 'confirm-realization', title: t('Bestätigung der Realisierung', 'Confirmation de la réalisation', 'Conferma della realizzazione'), defaults: { lockedWhen: lockedAfterPartial }, questions: confirmRealization },
    { name: 'statement-single-group', title: t('Abrechnung Einzelgruppe', 'Décompte groupe individuel', 'Conteggio gruppo singolo'), defaults: { lockedWhen: lockedAfterPartial }, questions: statementSingleGroup },
    { name: 'statement-group-collection', title: t('Abrechnung Sammelgesuch', 'Décompte demande collective', 'Conteggio richiesta collettiva'), questions: statementCollection },
    { name: 'dam-conditions', title: t('DAM-Bedingungen', 'Conditions DAM', 'Condizioni DAM'), questions: damConditions },
    { name: 'contact', title: t('Kontaktdaten', 'Coordonnées', 'Dati di contatto'), questions: contact },
    {
      name: 'conclusion',
      title: t('Abschluss', 'Conclusion', 'Conclusione'),
      questions: [
        {
          code: 'BG700',
          path: 'abschluss/verifikation',
          page: 'review',
          title: t('Angaben prüfen und einreichen', 'Vérifier et remettre', 'Verificare e inoltrare'),
          visibleWhen: afterBilling,
          lockedWhen: never,
          intro: t(
            'Bitte prüfen Sie Ihre Angaben. Mit «Abschliessen und einreichen» senden Sie die Abrechnung zur Überprüfung an die Stiftung.',
            'Veuillez vérifier vos indications. Avec « Terminer et remettre », vous envoyez le décompte à la fondation pour examen.',
            'Verificate i vostri dati. Con «Concludere e inoltrare» inviate il conteggio alla fondazione per la verifica.',
          ),
          widgets: [reviewSummary],
          completedWhen: (_data, view) => ['statement_submitted', 'completed'].includes(String(view.application.status)),
        },
        {
          code: 'BG710',
          path: 'abschluss/vielen-dank',
          page: 'thank-you',
          title: t('Vielen Dank', 'Merci', 'Grazie'),
          visibleWhen: when([], (view) => ['statement_submitted', 'partial_statement_submitted', 'completed'].includes(String(view.application.status))),
          lockedWhen: never,
          widgets: [
            {
              type: 'text',
              tone: 'status',
              text: (view) =>
                partialBillingDone(view)
                  ? t(
                      'Ihre Teilabrechnung ist bei uns eingetroffen. Die Schlussabrechnung reichen Sie nach Abschluss aller Aktivitäten ein: Öffnen Sie dazu die Abrechnung in Ihrer Gesuchsübersicht erneut.',
                      'Votre décompte partiel nous est parvenu. Vous remettrez le décompte final après la fin de toutes les activités : rouvrez pour cela le décompte dans votre aperçu des demandes.',
                      'Il vostro conteggio parziale ci è pervenuto. Il conteggio finale lo inoltrate dopo la conclusione di tutte le attività: riaprite il conteggio nella vostra panoramica delle richieste.',
                    )
                  : t(
                      'Ihre Abrechnung wurde erfolgreich zur Überprüfung eingesendet. Wir benachrichtigen Sie schriftlich, sobald die Prüfung abgeschlossen ist.',
                      'Votre décompte a été envoyé avec succès pour examen. Nous vous informerons par écrit dès que l’examen sera terminé.',
                      'Il vostro conteggio è stato inviato con successo per la verifica. Vi informeremo per iscritto non appena la verifica sarà conclusa.',
                    ),
            },
            toDashboard,
          ],
        },
        {
          code: 'BG720',
          path: 'absage',
          page: 'cancellation',
          title: t('Absage bestätigt', 'Annulation confirmée', 'Annullamento confermato'),
          visibleWhen: cancellationConfirmed,
          lockedWhen: never,
          widgets: [
            { type: 'text', text: t('Sie haben die Absage bestätigt. Ihr Gesuch wurde annulliert; es wird kein Beitrag ausbezahlt.', 'Vous avez confirmé l’annulation. Votre demande a été annulée ; aucune contribution ne sera versée.', 'Avete confermato l’annullamento. La vostra richiesta è stata annullata; non verrà versato alcun contributo.') },
            toDashboard,
          ],
        },
      ],
    },
  ],
});
