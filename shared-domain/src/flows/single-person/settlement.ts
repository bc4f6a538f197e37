/**
 * Single-person settlement wizard BE200–BE500 (spec 01 §2.3, §3.3, §4.6, §5, §7.2, §9), statement
 * mode: answers are saved on /applications/{id}/statement{endpoint} and read from the statement;
 * the payout recipient is linked through PUT /applications/{id}/contacts {id, type: paymentRecipient}.
 * Data only: the remote renders it, the API registers it with `toServerFlow`.
 */
import { allOf, answerEquals, formatChf, not, totalsWidget, when } from '@portal/shared-domain/wizard-core';
import { defineFlow } from '@portal/shared-domain/wizard-core';
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@portal/shared-domain/validation';
import { statementLocked, type ApplicationFacts } from '@portal/shared-domain/applications';
import { EXPENSE_LINE_LABELS, EXPENSE_LINES, INCOME_BUDGET_LABELS } from './budget-lines';
import {
  MAX_SETTLEMENT_IMAGES,
  MAX_SETTLEMENT_RECEIPTS,
  RECEIPT_THRESHOLD_CHF,
  REVIEW_MAX_LENGTH,
  SETTLEMENT_INCOME_LINES,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_UPLOAD_MAX_KB,
  amountOf,
  contactId,
  derivePaymentRecipientType,
  formatChfAmount,
  individualContributionPromised,
  linesNeedingReceipts,
  receiptLines,
  settlementDeficit,
  settlementReason,
  sumLines,
  type Records,
} from './settlement-rules';
import { formatIban } from '@portal/shared-domain/validation';
import type {
  Condition,
  ContactValue,
  FieldDef,
  FieldOption,
  LocalizedText,
  QuestionData,
  QuestionDef,
  Rule,
  RuleView,
  WidgetDef,
} from '../../wizard/types';

const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });

/* ------------------------------------------------------------------------------ conditions */

/**
 * The cancellation was confirmed: BE210 posts /statement/cancel, so the application is
 * 'cancelled' (a 'no' is kept locally and never reaches the server). Deliberately declared without
 * dependencies: a confirmed cancellation is final, and resetting the hidden answers would call
 * the API on a cancelled application (409). Only BE500 is shown then (spec 01 §4.6).
 */
const cancellationConfirmed: Condition = when([], (view) => view.application.status === 'cancelled' || confirmedLocally(view));
function confirmedLocally(view: RuleView): boolean {
  return view.value('BE210.confirmCancellation') === true;
}
const notCancelled = not(cancellationConfirmed);
const applicationCancelled = when([], (view) => view.application.status === 'cancelled');
const reasonIs = (...reasons: string[]): Condition =>
  when([], (view) => {
    const reason = settlementReason(view);
    return reason !== null && reasons.includes(reason);
  });

/** Statement answers change only while the status model allows it (the API asserts the same). */
const lockedByStatus = (_data: QuestionData, view: RuleView) => statementLocked(view.application as ApplicationFacts);
const never = () => false;

/* -------------------------------------------------------------------------------- widgets */

const grantedText = (view: Records) => {
  const granted = view.application.grantedAmount;
  if (typeof granted !== 'number') return null;
  const amount = formatChf(granted);
  return t(`Bewilligter Beitrag: ${amount}`, `Contribution accordée : ${amount}`, `Contributo approvato: ${amount}`);
};

const accountHolderHint: WidgetDef = { type: 'text', tone: 'hint', text: SETTLEMENT_MESSAGES.accountHolder };

const toDashboard: WidgetDef = { type: 'link', route: 'gesuche-uebersicht', label: t('Zur Gesuchsübersicht', 'Vers l’aperçu des demandes', 'Alla panoramica delle richieste') };

const notGiven = t('Nicht angegeben', 'Non indiqué', 'Non indicato');

function recipientText(contact: ContactValue | null | undefined): string {
  if (!contact) return '';
  return [contact.organization, [contact.firstname, contact.lastname].filter(Boolean).join(' '), [contact.street, contact.houseNumber].filter(Boolean).join(' '), [contact.zipCode, contact.location].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** BE450: deficit, image-use permission, payment recipient and IBAN (spec 01 §2.3). */
const reviewSummary: WidgetDef = {
  type: 'facts',
  title: t('Übersicht', 'Aperçu', 'Panoramica'),
  rows: (view) => {
    const statement = view.statement ?? {};
    const images = Array.isArray(statement.imageIds) ? statement.imageIds : Array.isArray(statement.images) ? statement.images : [];
    const imageUse =
      images.length === 0
        ? t('Keine Bilder hochgeladen', 'Aucune image téléchargée', 'Nessuna immagine caricata')
        : statement.allowImageUse === true
          ? t('Die Bilder dürfen verwendet werden', 'Les images peuvent être utilisées', 'Le immagini possono essere utilizzate')
          : statement.allowImageUse === false
            ? t('Die Bilder dürfen nicht verwendet werden', 'Les images ne peuvent pas être utilisées', 'Le immagini non possono essere utilizzate')
            : notGiven;
    const recipient = statement.paymentRecipient as ContactValue | null | undefined;
    const iban = typeof statement.iban === 'string' && statement.iban ? statement.iban : recipient?.bankDetails?.iban;
    return [
      { label: t('Defizit', 'Déficit', 'Deficit'), value: formatChf(settlementDeficit(view).deficit) },
      { label: t('Bildfreigabe', 'Autorisation d’utiliser les images', 'Autorizzazione all’uso delle immagini'), value: imageUse },
      { label: t('Empfängerin oder Empfänger der Auszahlung', 'Bénéficiaire du versement', 'Beneficiario/a del versamento'), value: recipientText(recipient) || notGiven },
      { label: t('IBAN', 'IBAN', 'IBAN'), value: iban ? formatIban(iban) : notGiven },
    ];
  },
};

/* --------------------------------------------------------------------------------- fields */

const yesNo: FieldOption[] = [
  { value: true, label: t('Ja', 'Oui', 'Sì') },
  { value: false, label: t('Nein', 'Non', 'No') },
];

const LINE_LABELS: Record<string, LocalizedText> = {
  ...EXPENSE_LINE_LABELS,
  'individual-contributions': t('Eigenleistung', 'Contribution propre', 'Contributo proprio'),
  'institutional-contributions': t('Beiträge von Institutionen', 'Contributions d’institutions', 'Contributi di istituzioni'),
};

function expensesField(reason: keyof typeof EXPENSE_LINES): FieldDef {
  const lineTypes = [...EXPENSE_LINES[reason]];
  return {
    name: 'expenses',
    kind: 'budget',
    label: t('Effektive Ausgaben', 'Dépenses effectives', 'Spese effettive'),
    instructions: t(
      'Geben Sie die tatsächlich angefallenen Kosten in CHF an. Für Ausgaben über CHF 100 (bei Anschaffungen für alle Ausgaben) laden Sie im nächsten Schritt die Belege hoch.',
      'Indiquez les coûts effectifs en CHF. Pour les dépenses supérieures à CHF 100 (pour un achat: toutes les dépenses), vous téléchargerez les justificatifs à l’étape suivante.',
      'Indichi i costi effettivi in CHF. Per le spese superiori a CHF 100 (per un acquisto: tutte le spese) caricherà i giustificativi nel passo successivo.',
    ),
    rules: [{ rule: 'required' }],
    budget: { lineTypes, freeLines: true },
    options: lineTypes.map((value) => ({ value, label: LINE_LABELS[value] })),
  };
}

const uploadRules = (extensions: readonly string[]): Rule[] => [
  { rule: 'ext', extensions: [...extensions] },
  { rule: 'size', kb: SETTLEMENT_UPLOAD_MAX_KB },
  { rule: 'pdfPortrait' },
];

const IMAGE_EXTENSIONS = ['avif', 'bmp', 'jpg', 'jpeg', 'png', 'webp'];

/** BE260: one receipt file per expense line that needs one (spec 01 §9; issue 14, item 3). */
const receiptsRule = (procurement: boolean): Rule => ({
  rule: 'custom',
  name: procurement ? 'receipts-for-all-purchase-expenses' : 'receipts-above-100',
  runOnEmpty: true,
  message: procurement ? SETTLEMENT_MESSAGES.receiptsAll : SETTLEMENT_MESSAGES.receiptsAbove,
  params: (value, context) => ({
    threshold: RECEIPT_THRESHOLD_CHF,
    needed: linesNeedingReceipts(context.records ?? { application: {}, statement: null }),
    given: Array.isArray(value) ? value.length : 0,
  }),
  test: (value, context) => {
    const records = context.records ?? { application: {}, statement: null };
    if ((settlementReason(records) === 'procurement') !== procurement) return true;
    return (Array.isArray(value) ? value.length : 0) >= linesNeedingReceipts(records);
  },
});

/** The line of an expense as people read it: its label (or own name) and amount. */
function receiptLineText(line: Record<string, unknown>): LocalizedText {
  const label = LINE_LABELS[String(line.type)];
  const amount = formatChf(amountOf(line));
  const name = (lang: keyof LocalizedText) => label?.[lang] ?? String(line.description ?? line.name ?? '');
  return t(`${name('de')}: ${amount}`, `${name('fr')}\u00a0: ${amount}`, `${name('it')}: ${amount}`);
}

/** BE200 and BE220 once 'pending' is saved: the statement can be filled in, not yet submitted. */
const pendingNotice: WidgetDef = {
  type: 'text',
  tone: 'warning',
  text: (view) => (view.statement?.realizationStatus === 'pending' ? SETTLEMENT_MESSAGES.pendingNext : null),
};

/** BE270: the own contribution may not be lower than promised in the application (spec 01 §5). */
const ownContributionRule: Rule = {
  rule: 'custom',
  name: 'own-contribution-not-below-promised',
  runOnEmpty: true,
  message: SETTLEMENT_MESSAGES.ownContribution,
  params: (_value, context) => ({
    individualContributionPromised: formatChfAmount(individualContributionPromised(context.records ?? { application: {}, statement: null })),
  }),
  test: (value, context) => {
    // A line without a valid amount is reported on the line itself (budget line rules).
    if (Array.isArray(value) && value.some((line) => !Number.isFinite(amountOf(line)))) return true;
    const promised = individualContributionPromised(context.records ?? { application: {}, statement: null });
    return sumLines(value, 'individual-contributions') >= promised;
  },
};

/** A contact question of the payout recipient (BE410, BE420): prefilled from the application. */
function recipientContactQuestion(code: 'BE410' | 'BE420', path: string, type: 'contact' | 'stand-in', title: LocalizedText): QuestionDef {
  const source = type === 'contact' ? 'contact' : 'representation';
  const linked = (view: Records) => {
    const own = contactId(view.application[source]);
    return own !== null && own !== undefined && contactId(view.statement?.paymentRecipient) === own;
  };
  return {
    code,
    path,
    title,
    visibleWhen: allOf(notCancelled, answerEquals('BE400.paymentRecipientType', type)),
    fields: [
      {
        name: 'contact',
        kind: 'contact',
        label: t('Kontaktdaten der Empfängerin oder des Empfängers', 'Coordonnées du ou de la bénéficiaire', 'Dati di contatto del o della beneficiario/a'),
        rules: [{ rule: 'required' }],
        contact: { linkType: 'paymentRecipient' },
      },
    ],
    // Prefill (spec 01 §2.3): the linked recipient, else the person's or the stand-in's contact.
    read: (view) => ({ contact: linked(view) ? view.statement?.paymentRecipient : (view.application[source] ?? null) }),
    // Complete once that contact is linked as payment recipient.
    completedWhen: (_data, view) => linked(view),
    widgets: [accountHolderHint],
  };
}

/* ------------------------------------------------------------------------------------ flow */

export const singlePersonSettlement = defineFlow({
  id: 'single-person-settlement',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/gesuche/einzelperson-abrechnung/{id}', withId: '/gesuche/einzelperson-abrechnung/{id}' },
  title: t('Abrechnung Einzelperson', 'Décompte personne individuelle', 'Conteggio persona singola'),
  submitted: {
    title: t('Abrechnung eingereicht', 'Décompte remis', 'Conteggio inoltrato'),
    message: t('Ihre Abrechnung wurde erfolgreich zur Überprüfung eingesendet.', 'Votre décompte a été envoyé avec succès pour examen.', 'Il suo conteggio è stato inviato con successo per la verifica.'),
    next: t('Wir benachrichtigen Sie schriftlich, sobald die Prüfung abgeschlossen ist.', 'Nous vous informerons par écrit dès que l’examen sera terminé.', 'La informeremo per iscritto non appena la verifica sarà conclusa.'),
  },
  unavailable: t(
    'Für dieses Gesuch kann keine Abrechnung eingereicht werden: Eine Abrechnung ist erst möglich, wenn das Gesuch bewilligt wurde.',
    'Aucun décompte ne peut être remis pour cette demande : un décompte n’est possible qu’une fois la demande acceptée.',
    'Per questa richiesta non è possibile inoltrare un conteggio: il conteggio è possibile solo dopo l’approvazione della richiesta.',
  ),
  // Statement answers change only while the status model allows it.
  defaults: { lockedWhen: lockedByStatus },
  steps: [
    {
      name: 'single-person.costs',
      title: t('Kosten und Einnahmen', 'Coûts et recettes', 'Costi ed entrate'),
      questions: [
        {
          code: 'BE200',
          path: 'kosten-einnahmen/bestaetigung-realisierung',
          title: t(
            'Hat die Reise, die Freizeitaktivität oder die Anschaffung stattgefunden?',
            'Le voyage, l’activité de loisirs ou l’achat a-t-il eu lieu?',
            'Il viaggio, l’attività del tempo libero o l’acquisto ha avuto luogo?',
          ),
          visibleWhen: not(applicationCancelled),
          save: { endpoint: '/realization-status' },
          widgets: [pendingNotice],
          intro: t(
            'Ihr Gesuch wurde bewilligt. Bitte teilen Sie uns mit, ob die Reise, die Freizeitaktivität oder die Anschaffung stattgefunden hat. Die Abrechnung kann erst eingereicht werden, wenn sie abgeschlossen beziehungsweise bezahlt ist.',
            'Votre demande a été acceptée. Veuillez nous indiquer si le voyage, l’activité de loisirs ou l’achat a eu lieu. Le décompte ne peut être remis qu’une fois celui-ci terminé ou payé.',
            'La sua richiesta è stata approvata. Ci comunichi se il viaggio, l’attività del tempo libero o l’acquisto ha avuto luogo. Il conteggio può essere inoltrato solo dopo la conclusione o il pagamento.',
          ),
          fields: [
            {
              name: 'realizationStatus',
              kind: 'radio-group',
              label: t('Realisierung', 'Réalisation', 'Realizzazione'),
              rules: [
                { rule: 'required' },
                // 'pending' is kept (spec 01 §4.1), only its submission is refused.
                {
                  rule: 'custom',
                  name: 'realization-not-pending',
                  atSubmission: true,
                  message: SETTLEMENT_MESSAGES.pending,
                  test: (value) => value !== 'pending',
                },
                // 'cancelled' without BE210's confirmation cannot be submitted as a settlement.
                {
                  rule: 'custom',
                  name: 'cancellation-confirmed',
                  atSubmission: true,
                  message: SETTLEMENT_MESSAGES.cancelledNotConfirmed,
                  test: (value) => value !== 'cancelled',
                },
              ],
              options: [
                { value: 'realized', label: t('Ja, sie hat stattgefunden', 'Oui, il a eu lieu', 'Sì, ha avuto luogo') },
                {
                  value: 'pending',
                  label: t(
                    'Noch nicht: sie ist noch nicht abgeschlossen oder bezahlt',
                    'Pas encore: il n’est pas encore terminé ou payé',
                    'Non ancora: non è ancora concluso o pagato',
                  ),
                },
                { value: 'cancelled', label: t('Nein, sie wurde abgesagt', 'Non, il a été annulé', 'No, è stato annullato') },
              ],
            },
          ],
        },
        {
          code: 'BE210',
          path: 'kosten-einnahmen/verifikation-absage',
          title: t('Absage bestätigen', 'Confirmer l’annulation', 'Confermare l’annullamento'),
          visibleWhen: allOf(not(applicationCancelled), answerEquals('BE200.realizationStatus', 'cancelled')),
          // "Yes" cancels the application (POST /applications/{id}/statement/cancel, spec 01 §7.2); "no" stays local.
          save: {
            endpoint: '/cancel',
            method: 'post',
            base: 'flow',
            toPayload: (data) => (data.confirmCancellation === true ? {} : null),
          },
          read: (view) => (view.application.status === 'cancelled' ? { confirmCancellation: true } : {}),
          completedWhen: (_data, view) => Array.isArray(view.statement?.expenses),
          widgets: [
            {
              type: 'text',
              tone: 'warning',
              text: t(
                'Wenn Sie die Absage bestätigen, wird Ihr Gesuch annulliert. Dies kann nicht rückgängig gemacht werden.',
                'Si vous confirmez l’annulation, votre demande sera annulée. Cette action est irréversible.',
                'Se conferma l’annullamento, la sua richiesta viene annullata. L’operazione è irreversibile.',
              ),
            },
          ],
          fields: [
            {
              name: 'confirmCancellation',
              kind: 'radio',
              label: t(
                'Ich bestätige, dass die Reise, die Freizeitaktivität oder die Anschaffung abgesagt wurde. Das Gesuch wird damit annulliert.',
                'Je confirme que le voyage, l’activité de loisirs ou l’achat a été annulé. La demande est ainsi annulée.',
                'Confermo che il viaggio, l’attività del tempo libero o l’acquisto è stato annullato. La richiesta viene così annullata.',
              ),
              rules: [{ rule: 'required' }],
              options: yesNo,
            },
          ],
        },
        {
          code: 'BE220',
          path: 'kosten-einnahmen/abrechnungsbereich',
          title: t('Abrechnungsbereich', 'Espace décompte', 'Area del conteggio'),
          visibleWhen: notCancelled,
          read: (view) => ({ read: Array.isArray(view.statement?.expenses) ? true : null }),
          intro: t('Für die Abrechnung benötigen Sie folgende Unterlagen:', 'Pour le décompte, vous avez besoin des documents suivants :', 'Per il conteggio le servono i seguenti documenti:'),
          widgets: [
            {
              type: 'checklist',
              items: () => [
                t(
                  `Belege (Quittungen, Rechnungen) für alle Ausgaben über CHF ${RECEIPT_THRESHOLD_CHF}, bei einer Anschaffung für alle Ausgaben`,
                  `Justificatifs (quittances, factures) de toutes les dépenses supérieures à CHF ${RECEIPT_THRESHOLD_CHF} ; pour un achat, de toutes les dépenses`,
                  `Giustificativi (ricevute, fatture) di tutte le spese superiori a CHF ${RECEIPT_THRESHOLD_CHF}; per un acquisto, di tutte le spese`,
                ),
                t('Angaben zu den Einnahmen: Eigenleistung und Beiträge von Institutionen', 'Indications sur les recettes : contribution propre et contributions d’institutions', 'Indicazioni sulle entrate: contributo proprio e contributi di istituzioni'),
                t(
                  `Bis zu ${MAX_SETTLEMENT_IMAGES} Bilder, die zeigen, was Sie mit unserem Beitrag erlebt oder angeschafft haben`,
                  `Jusqu’à ${MAX_SETTLEMENT_IMAGES} images montrant ce que vous avez vécu ou acheté grâce à notre contribution`,
                  `Fino a ${MAX_SETTLEMENT_IMAGES} immagini che mostrano ciò che ha vissuto o acquistato grazie al nostro contributo`,
                ),
                t('Adresse und IBAN der Person, an die wir den Beitrag auszahlen', 'Adresse et IBAN de la personne à qui nous versons la contribution', 'Indirizzo e IBAN della persona a cui versiamo il contributo'),
              ],
            },
            pendingNotice,
          ],
          fields: [
            {
              name: 'read',
              kind: 'checkbox',
              label: t('Ich habe diese Unterlagen bereit.', 'J’ai ces documents à portée de main.', 'Ho questi documenti a portata di mano.'),
              rules: [
                { rule: 'required', message: SETTLEMENT_MESSAGES.checklist },
                { rule: 'is', value: true, message: SETTLEMENT_MESSAGES.checklist },
              ],
            },
          ],
        },
        {
          code: 'BE230',
          path: 'kosten-einnahmen/kosten-ferienreise',
          title: t('Effektive Kosten der Ferienreise', 'Coûts effectifs du voyage', 'Costi effettivi del viaggio'),
          visibleWhen: allOf(notCancelled, reasonIs('travel')),
          save: { endpoint: '/expenses' },
          intro: grantedText,
          fields: [expensesField('travel')],
        },
        {
          code: 'BE240',
          path: 'kosten-einnahmen/kosten-freizeitaktivitaet',
          title: t('Effektive Kosten der Freizeitaktivität', 'Coûts effectifs de l’activité de loisirs', 'Costi effettivi dell’attività del tempo libero'),
          visibleWhen: allOf(notCancelled, reasonIs('leisure')),
          save: { endpoint: '/expenses' },
          intro: grantedText,
          fields: [expensesField('leisure')],
        },
        {
          code: 'BE250',
          path: 'kosten-einnahmen/kosten-anschaffung',
          title: t('Effektive Kosten der Anschaffung', 'Coûts effectifs de l’achat', 'Costi effettivi dell’acquisto'),
          visibleWhen: allOf(notCancelled, reasonIs('procurement')),
          save: { endpoint: '/expenses' },
          intro: grantedText,
          fields: [expensesField('procurement')],
        },
        {
          code: 'BE260',
          path: 'kosten-einnahmen/belege-hochladen',
          title: t('Belege hochladen', 'Télécharger les justificatifs', 'Caricare i giustificativi'),
          visibleWhen: notCancelled,
          save: { endpoint: '/receipts' },
          intro: (view) => {
            const count = linesNeedingReceipts(view);
            if (count === 0) return t('Für Ihre Ausgaben sind keine Belege nötig.', 'Aucun justificatif n’est nécessaire pour vos dépenses.', 'Per le sue spese non servono giustificativi.');
            if (count === 1) return t('Für diese Ausgabe laden Sie bitte einen Beleg hoch:', 'Pour cette dépense, veuillez télécharger un justificatif\u00a0:', 'Per questa spesa carichi un giustificativo:');
            return t(
              `Für diese ${count} Ausgaben laden Sie bitte je einen Beleg hoch (eine Datei pro Ausgabe):`,
              `Pour ces ${count} dépenses, veuillez télécharger un justificatif chacune (un fichier par dépense)\u00a0:`,
              `Per queste ${count} spese carichi un giustificativo ciascuna (un file per spesa):`,
            );
          },
          widgets: [{ type: 'checklist', items: (view) => receiptLines(view).map(receiptLineText) }],
          fields: [
            {
              name: 'receipts',
              kind: 'file-select',
              multiple: true,
              sendAs: 'documentIds',
              label: t('Belege', 'Justificatifs', 'Giustificativi'),
              instructions: t(
                'Eine Datei (Quittung, Rechnung) pro Ausgabe über CHF 100, bei einer Anschaffung pro Ausgabe. Deckt ein Beleg mehrere Ausgaben, laden Sie ihn für jede dieser Ausgaben hoch. PDF-Dateien nur im Hochformat.',
                'Un fichier (quittance, facture) par dépense supérieure à CHF 100\u00a0; pour un achat, par dépense. Si un justificatif couvre plusieurs dépenses, téléchargez-le pour chacune d’elles. Fichiers PDF uniquement au format portrait.',
                'Un file (ricevuta, fattura) per ogni spesa superiore a CHF 100; per un acquisto, per ogni spesa. Se un giustificativo copre più spese, lo carichi per ognuna di esse. File PDF solo in formato verticale.',
              ),
              rules: [
                receiptsRule(false),
                receiptsRule(true),
                { rule: 'maxItems', count: MAX_SETTLEMENT_RECEIPTS },
                ...uploadRules(ACCEPTED_UPLOAD_EXTENSIONS),
              ],
            },
          ],
          // Complete with one receipt per line that needs one (none needed: complete).
          completedWhen: (data, view) => (Array.isArray(data.receipts) ? data.receipts.length : 0) >= linesNeedingReceipts(view),
        },
        {
          code: 'BE270',
          path: 'kosten-einnahmen/einnahmen',
          title: t('Effektive Einnahmen', 'Recettes effectives', 'Entrate effettive'),
          visibleWhen: notCancelled,
          save: { endpoint: '/budget' },
          intro: (view) => {
            const amount = formatChf(individualContributionPromised(view));
            return t(`Bei der Gesuchseingabe angegebene Eigenleistung: ${amount}`, `Contribution propre indiquée lors de la demande : ${amount}`, `Contributo proprio indicato nella richiesta: ${amount}`);
          },
          fields: [
            {
              name: 'budget',
              kind: 'budget',
              label: t('Einnahmen', 'Recettes', 'Entrate'),
              instructions: t(
                'Geben Sie die Eigenleistung (Sie selbst oder Personen aus Ihrem Umfeld) und Beiträge von Institutionen in CHF an.',
                'Indiquez la contribution propre (vous-même ou des personnes de votre entourage) et les contributions d’institutions en CHF.',
                'Indichi il contributo proprio (lei stesso o persone a lei vicine) e i contributi di istituzioni in CHF.',
              ),
              rules: [{ rule: 'required' }, ownContributionRule],
              budget: { lineTypes: [...SETTLEMENT_INCOME_LINES], freeLines: true, ...INCOME_BUDGET_LABELS },
              options: SETTLEMENT_INCOME_LINES.map((value) => ({ value, label: LINE_LABELS[value] })),
            },
          ],
        },
        {
          code: 'BE280',
          path: 'kosten-einnahmen/defizit',
          title: t('Defizit bestätigen', 'Confirmer le déficit', 'Confermare il deficit'),
          visibleWhen: notCancelled,
          read: (view) => ({ correct: view.statement?.review ? true : null }),
          widgets: [
            totalsWidget(settlementDeficit),
            {
              type: 'text',
              tone: 'hint',
              text: t('Die Stiftung finanziert nur Defizite, keine Überschüsse. Stichproben werden angekündigt.', 'La fondation ne finance que des déficits, jamais des excédents. Des contrôles par sondage sont annoncés.', 'La fondazione finanzia solo deficit, mai eccedenze. I controlli a campione vengono annunciati.'),
            },
          ],
          fields: [
            {
              name: 'correct',
              kind: 'checkbox',
              label: t(
                'Ich bestätige, dass die Ausgaben und Einnahmen korrekt sind.',
                'Je confirme que les dépenses et les recettes sont correctes.',
                'Confermo che le uscite e le entrate sono corrette.',
              ),
              rules: [
                { rule: 'required', message: SETTLEMENT_MESSAGES.deficit },
                { rule: 'is', value: true, message: SETTLEMENT_MESSAGES.deficit },
              ],
            },
          ],
        },
        {
          code: 'BE290',
          path: 'kosten-einnahmen/wirkung-ferien-freizeit',
          title: t('Wie haben Sie die Ferien oder die Freizeitaktivität erlebt?', 'Comment avez-vous vécu les vacances ou l’activité de loisirs?', 'Come ha vissuto le vacanze o l’attività del tempo libero?'),
          visibleWhen: allOf(notCancelled, reasonIs('travel', 'leisure')),
          save: { endpoint: '/review' },
          fields: [
            {
              name: 'review',
              kind: 'textarea',
              label: t('Wirkung', 'Impact', 'Impatto'),
              rules: [{ rule: 'required' }, { rule: 'max', length: REVIEW_MAX_LENGTH }],
            },
          ],
        },
        {
          code: 'BE300',
          path: 'kosten-einnahmen/wirkung-anschaffung',
          title: t('Was hat Ihnen die Anschaffung gebracht?', 'Qu’est-ce que l’achat vous a apporté?', 'Che cosa le ha portato l’acquisto?'),
          visibleWhen: allOf(notCancelled, reasonIs('procurement')),
          save: { endpoint: '/review' },
          fields: [
            {
              name: 'review',
              kind: 'textarea',
              label: t('Wirkung', 'Impact', 'Impatto'),
              rules: [{ rule: 'required' }, { rule: 'max', length: REVIEW_MAX_LENGTH }],
            },
          ],
        },
        {
          code: 'BE310',
          path: 'kosten-einnahmen/bild-hochladen',
          title: t('Bilder hochladen', 'Télécharger des images', 'Caricare immagini'),
          visibleWhen: notCancelled,
          save: { endpoint: '/images' },
          fields: [
            {
              name: 'images',
              kind: 'file-select',
              multiple: true,
              sendAs: 'imageIds',
              label: t('Bilder', 'Images', 'Immagini'),
              instructions: t(
                'Laden Sie bis zu 3 Bilder hoch, die zeigen, was Sie mit unserem Beitrag erlebt oder angeschafft haben.',
                'Téléchargez jusqu’à 3 images montrant ce que vous avez vécu ou acheté grâce à notre contribution.',
                'Carichi fino a 3 immagini che mostrano ciò che ha vissuto o acquistato grazie al nostro contributo.',
              ),
              rules: [{ rule: 'required' }, { rule: 'maxItems', count: MAX_SETTLEMENT_IMAGES }, ...uploadRules(IMAGE_EXTENSIONS)],
            },
          ],
          completedWhen: (data) => Array.isArray(data.images) && data.images.length > 0,
        },
        {
          code: 'BE320',
          path: 'kosten-einnahmen/bildfreigabe',
          title: t('Bildfreigabe', 'Autorisation d’utiliser les images', 'Autorizzazione all’uso delle immagini'),
          visibleWhen: allOf(
            notCancelled,
            when(['BE310.images'], (view) => {
              const images = view.value('BE310.images');
              return Array.isArray(images) && images.length > 0;
            }),
          ),
          save: { endpoint: '/allow-image-use' },
          fields: [
            {
              name: 'allowImageUse',
              kind: 'radio',
              label: t(
                'Dürfen wir die Bilder für unsere Kommunikation (Website, Jahresbericht) verwenden?',
                'Pouvons-nous utiliser les images pour notre communication (site web, rapport annuel)?',
                'Possiamo utilizzare le immagini per la nostra comunicazione (sito web, rapporto annuale)?',
              ),
              rules: [{ rule: 'required' }],
              options: yesNo,
            },
          ],
        },
      ],
    },
    {
      name: 'single-person.contact',
      title: t('Kontaktdaten', 'Coordonnées', 'Dati di contatto'),
      questions: [
        {
          code: 'BE400',
          path: 'kontaktdaten/adressat-auszahlung',
          title: t('An wen sollen wir den Beitrag auszahlen?', 'À qui devons-nous verser la contribution?', 'A chi dobbiamo versare il contributo?'),
          visibleWhen: notCancelled,
          // Derived from the linked recipient (spec 01 §4.6); the answer itself is not sent.
          read: (view) => ({ paymentRecipientType: derivePaymentRecipientType(view) }),
          fields: [
            {
              name: 'paymentRecipientType',
              kind: 'radio-group',
              label: t('Empfängerin oder Empfänger der Auszahlung', 'Bénéficiaire du versement', 'Beneficiario/a del versamento'),
              rules: [
                { rule: 'required' },
                {
                  rule: 'custom',
                  name: 'stand-in-exists',
                  message: SETTLEMENT_MESSAGES.noStandIn,
                  test: (value, context) => value !== 'stand-in' || contactId(context.records?.application.representation) != null,
                },
              ],
              options: [
                { value: 'contact', label: t('Die Person selbst', 'La personne elle-même', 'La persona stessa') },
                { value: 'stand-in', label: t('Die Vertretung', 'Le représentant ou la représentante', 'La rappresentanza') },
                { value: 'other', label: t('Eine Drittperson', 'Une tierce personne', 'Una terza persona') },
              ],
            },
          ],
        },
        recipientContactQuestion(
          'BE410',
          'kontaktdaten/selbsteingabe',
          'contact',
          t('Kontaktdaten der Person', 'Coordonnées de la personne', 'Dati di contatto della persona'),
        ),
        recipientContactQuestion(
          'BE420',
          'kontaktdaten/vertretung',
          'stand-in',
          t('Kontaktdaten der Vertretung', 'Coordonnées du représentant ou de la représentante', 'Dati di contatto della rappresentanza'),
        ),
        {
          code: 'BE430',
          path: 'kontaktdaten/drittperson',
          title: t('Kontaktdaten der Drittperson', 'Coordonnées de la tierce personne', 'Dati di contatto della terza persona'),
          visibleWhen: allOf(notCancelled, answerEquals('BE400.paymentRecipientType', 'other')),
          read: (view) => ({ contact: derivePaymentRecipientType(view) === 'other' ? view.statement?.paymentRecipient : null }),
          completedWhen: (_data, view) => view.statement?.paymentRecipient != null,
          widgets: [accountHolderHint],
          fields: [
            {
              name: 'contact',
              kind: 'contact',
              label: t('Kontaktdaten der Empfängerin oder des Empfängers', 'Coordonnées du ou de la bénéficiaire', 'Dati di contatto del o della beneficiario/a'),
                    rules: [{ rule: 'required' }],
              // The IBAN follows on BE440: contacts carry no bank details in the API (docs/decisions.md).
              contact: { linkType: 'paymentRecipient' },
            },
          ],
        },
        {
          code: 'BE440',
          path: 'kontaktdaten/kontodaten',
          title: t('Kontodaten', 'Coordonnées bancaires', 'Coordinate bancarie'),
          visibleWhen: allOf(
            notCancelled,
            when(['BE410', 'BE420', 'BE430'], (view) => view.statement?.paymentRecipient != null),
          ),
          save: { endpoint: '/bank-details' },
          // Shown in blocks of 4 (spec 00 §5.3); encodeField sends it without spaces.
          read: (view) => {
            const stored = view.statement?.iban ?? (view.statement?.paymentRecipient as ContactValue | null | undefined)?.bankDetails?.iban;
            return typeof stored === 'string' && stored !== '' ? { iban: formatIban(stored) } : {};
          },
          widgets: [accountHolderHint],
          fields: [
            {
              name: 'iban',
              kind: 'text',
              label: t('IBAN', 'IBAN', 'IBAN'),
                    rules: [{ rule: 'required' }, { rule: 'iban' }],
            },
          ],
        },
        {
          code: 'BE450',
          path: 'kontaktdaten/datenpruefung',
          page: 'review',
          title: t('Angaben prüfen und einreichen', 'Vérifier et remettre', 'Verificare e inoltrare'),
          visibleWhen: notCancelled,
          lockedWhen: never,
          intro: t(
            'Bitte prüfen Sie Ihre Angaben. Mit «Abschliessen und einreichen» senden Sie die Abrechnung zur Überprüfung an die Stiftung.',
            'Veuillez vérifier vos indications. Avec « Terminer et envoyer », vous envoyez le décompte à la fondation pour examen.',
            'Verifichi i suoi dati. Con «Concludere e inviare» invia il conteggio alla fondazione per la verifica.',
          ),
          widgets: [reviewSummary],
          // Like the application's data review (spec 01 §4.1): complete once the statement was submitted.
          completedWhen: (_data, view) => view.application.status !== 'accepted',
        },
      ],
    },
    {
      name: 'single-person.cancelation',
      title: t('Absage', 'Annulation', 'Annullamento'),
      questions: [
        {
          code: 'BE500',
          path: 'absage',
          page: 'cancellation',
          title: t('Absage bestätigt', 'Annulation confirmée', 'Annullamento confermato'),
          visibleWhen: cancellationConfirmed,
          lockedWhen: never,
          widgets: [
            {
              type: 'text',
              text: t('Sie haben die Absage bestätigt. Ihr Gesuch wurde annulliert; es wird kein Beitrag ausbezahlt.', 'Vous avez confirmé l’annulation. Votre demande a été annulée ; aucune contribution ne sera versée.', 'Ha confermato l’annullamento. La sua richiesta è stata annullata; non verrà versato alcun contributo.'),
            },
            toDashboard,
          ],
        },
      ],
    },
  ],
});
