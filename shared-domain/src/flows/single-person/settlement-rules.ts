/**
 * Constants, messages and record helpers of the single-person settlement (spec 01 §3.3, §5, §9):
 * what the settlement flow (settlement.ts), its widgets and its rules read.
 */
import { formatAmount } from '@portal/shared-domain/wizard-core';
import type { BudgetLine, ContactValue, LocalizedText, RecordView } from '../../wizard/types';
import { INCOME_LINE_KEYS } from './budget-lines';

/* ------------------------------------------------------------------ constants (spec 01 §9) */

/** Receipts are required for every expense line above this amount (CHF); for purchases for all lines. */
export const RECEIPT_THRESHOLD_CHF = 100;
/** At most this many images in the settlement. */
export const MAX_SETTLEMENT_IMAGES = 3;
/** Receipts per settlement (the spec gives no bound; the upload list needs one). */
export const MAX_SETTLEMENT_RECEIPTS = 20;
/** Largest upload the API accepts (20 MB). */
export const SETTLEMENT_UPLOAD_MAX_KB = 20 * 1024;
/** Impact texts (BE290, BE300): the spec gives no bound; one for storage sanity. */
export const REVIEW_MAX_LENGTH = 2000;

export const REALIZATION_STATUSES = ['realized', 'pending', 'cancelled'] as const;
export type RealizationStatus = (typeof REALIZATION_STATUSES)[number];
export const PAYMENT_RECIPIENT_TYPES = ['contact', 'stand-in', 'other'] as const;
export type PaymentRecipientType = (typeof PAYMENT_RECIPIENT_TYPES)[number];

export const SETTLEMENT_INCOME_LINES = INCOME_LINE_KEYS;

/* ------------------------------------------------------------------------------- messages */

export const SETTLEMENT_MESSAGES = {
  /** BE200 'pending' (spec 01 §4.1): saved, but the statement can only be filed afterwards. */
  pending: {
    de: 'Die Abrechnung kann erst eingereicht werden, wenn die Reise oder die Freizeitaktivität stattgefunden hat beziehungsweise die Anschaffung bezahlt ist. Bitte kommen Sie danach wieder.',
    fr: 'Le décompte ne peut être remis qu’une fois le voyage ou l’activité de loisirs terminé, ou l’achat payé. Veuillez revenir ensuite.',
    it: 'Il conteggio può essere inoltrato solo dopo la conclusione del viaggio o dell’attività del tempo libero, oppure dopo il pagamento dell’acquisto. Torni più tardi.',
  },
  /** BE200 'pending', shown on BE200 and BE220 once saved: what happens next. */
  pendingNext: {
    de: 'Sie haben angegeben, dass die Reise, die Freizeitaktivität oder die Anschaffung noch nicht abgeschlossen beziehungsweise bezahlt ist. Sie können die Abrechnung schon ausfüllen; Ihre Angaben bleiben gespeichert. Einreichen können Sie sie, sobald sie abgeschlossen ist: Ändern Sie dann diese Antwort auf «Ja, sie hat stattgefunden».',
    fr: 'Vous avez indiqué que le voyage, l’activité de loisirs ou l’achat n’est pas encore terminé ou payé. Vous pouvez déjà remplir le décompte\u00a0; vos indications restent enregistrées. Vous pourrez le remettre dès que ce sera terminé\u00a0: modifiez alors cette réponse en «\u00a0Oui, il a eu lieu\u00a0».',
    it: 'Ha indicato che il viaggio, l’attività del tempo libero o l’acquisto non è ancora concluso o pagato. Può già compilare il conteggio; i suoi dati restano salvati. Potrà inoltrarlo non appena sarà concluso: modifichi allora questa risposta in «Sì, ha avuto luogo».',
  },
  /** BE200 'cancelled' while BE210 was answered 'no' (issue 14, item 4). */
  cancelledNotConfirmed: {
    de: 'Sie haben angegeben, dass die Reise, die Freizeitaktivität oder die Anschaffung abgesagt wurde, die Absage aber nicht bestätigt. Bestätigen Sie die Absage oder ändern Sie diese Antwort, bevor Sie die Abrechnung einreichen.',
    fr: 'Vous avez indiqué que le voyage, l’activité de loisirs ou l’achat a été annulé, sans confirmer l’annulation. Confirmez l’annulation ou modifiez cette réponse avant de remettre le décompte.',
    it: 'Ha indicato che il viaggio, l’attività del tempo libero o l’acquisto è stato annullato, senza confermare l’annullamento. Confermi l’annullamento o modifichi questa risposta prima di inoltrare il conteggio.',
  },
  /** BE270 (spec 01 §5), verbatim; {individualContributionPromised} in CHF. */
  ownContribution: {
    de: 'Sie haben bei der Gesuchseingabe angegeben, dass der eigene Betrag CHF {individualContributionPromised} ist. Der hier angegebene Betrag darf nicht tiefer sein als bei der Gesuchseingabe.',
    fr: 'Lors du dépôt de la demande, vous avez indiqué que votre propre contribution s’élevait à CHF {individualContributionPromised}. Le montant indiqué ici ne peut pas être inférieur à celui de la demande.',
    it: 'Al momento della richiesta ha indicato che il suo contributo proprio ammonta a CHF {individualContributionPromised}. L’importo indicato qui non può essere inferiore a quello della richiesta.',
  },
  /** BE280 (spec 01 §5), verbatim. */
  deficit: {
    de: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.',
    fr: 'Veuillez vérifier à nouveau les dépenses et les recettes saisies.',
    it: 'Verifichi nuovamente le uscite e le entrate inserite.',
  },
  /** BE260, travel and leisure: one receipt per expense above CHF 100. */
  receiptsAbove: {
    de: 'Bitte laden Sie für jede Ausgabe über CHF {threshold} einen Beleg hoch: {needed} nötig, {given} hochgeladen.',
    fr: 'Veuillez télécharger un justificatif pour chaque dépense supérieure à CHF {threshold}\u00a0: {needed} nécessaires, {given} téléchargés.',
    it: 'Carichi un giustificativo per ogni spesa superiore a CHF {threshold}: {needed} necessari, {given} caricati.',
  },
  /** BE260, purchases: one receipt per expense. */
  receiptsAll: {
    de: 'Bitte laden Sie für jede Ausgabe der Anschaffung einen Beleg hoch: {needed} nötig, {given} hochgeladen.',
    fr: 'Veuillez télécharger un justificatif pour chaque dépense liée à l’achat\u00a0: {needed} nécessaires, {given} téléchargés.',
    it: 'Carichi un giustificativo per ogni spesa dell’acquisto: {needed} necessari, {given} caricati.',
  },
  /** BE220: the checklist must be confirmed. */
  checklist: {
    de: 'Bitte bestätigen Sie, dass Sie die Unterlagen bereit haben.',
    fr: 'Veuillez confirmer que vous avez les documents à portée de main.',
    it: 'Confermi di avere a portata di mano i documenti.',
  },
  /** BE400 'stand-in' without a stand-in in the application. */
  noStandIn: {
    de: 'Für dieses Gesuch ist keine Vertretung erfasst. Bitte wählen Sie die Person selbst oder eine Drittperson.',
    fr: 'Aucun représentant n’est enregistré pour cette demande. Veuillez choisir la personne elle-même ou une tierce personne.',
    it: 'Per questa richiesta non è registrata alcuna rappresentanza. Scelga la persona stessa o una terza persona.',
  },
  /** BE410–BE440 (spec 01 §2.3): the recipient must match the account holder; shown on those pages. */
  accountHolder: {
    de: 'Die Kontaktdaten der Empfängerin oder des Empfängers müssen mit der Kontoinhaberin oder dem Kontoinhaber übereinstimmen.',
    fr: 'Les coordonnées du ou de la bénéficiaire doivent correspondre à celles du ou de la titulaire du compte.',
    it: 'I dati di contatto del o della beneficiario/a devono corrispondere a quelli del o della titolare del conto.',
  },
} satisfies Record<string, LocalizedText>;

/* ------------------------------------------------------------------------- record helpers */

export type Records = Pick<RecordView, 'application' | 'statement'>;

export function contactId(value: unknown): unknown {
  return value && typeof value === 'object' ? ((value as ContactValue).id ?? null) : null;
}

/** The reason of the application the statement settles (spec 01 §3.1). */
export function settlementReason(view: Records): string | null {
  const reason = view.application.reasonForRequest;
  return typeof reason === 'string' ? reason : null;
}

/**
 * paymentRecipientType (spec 01 §4.6): the recipient's id equal to the application's contact id
 * gives 'contact', equal to the representation id 'stand-in', any other recipient 'other', no
 * recipient null.
 */
export function derivePaymentRecipientType(view: Records): PaymentRecipientType | null {
  const recipient = view.statement?.paymentRecipient;
  const id = contactId(recipient);
  if (id === null || id === undefined) return null;
  if (id === contactId(view.application.contact)) return 'contact';
  if (id === contactId(view.application.representation)) return 'stand-in';
  return 'other';
}

/** Amount of a budget line as a number (typed text or stored number); NaN when not a number. */
export function amountOf(line: unknown): number {
  const amount = (line as BudgetLine | null)?.amount;
  if (typeof amount === 'number') return amount;
  if (typeof amount === 'string' && amount.trim() !== '') return Number(amount);
  return Number.NaN;
}

/** A line's key: the engine's `type`, or `key` as older stored budgets spell it. */
function lineKey(line: unknown): unknown {
  if (!line || typeof line !== 'object') return undefined;
  const record = line as Record<string, unknown>;
  return record.type ?? record.key;
}

export function sumLines(lines: unknown, key?: string): number {
  if (!Array.isArray(lines)) return 0;
  const cents = lines
    .filter((line) => key === undefined || lineKey(line) === key)
    .map(amountOf)
    .filter((amount) => Number.isFinite(amount))
    .reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  return cents / 100;
}

/**
 * The own contribution promised in the application (spec 01 §3.3 individualContributionPromised):
 * the statement's value when the server provides it, else the application's
 * individual-contributions income lines (FE530).
 */
export function individualContributionPromised(view: Records): number {
  const given = view.statement?.individualContributionPromised;
  if (typeof given === 'number' && Number.isFinite(given)) return given;
  if (typeof given === 'string' && given.trim() !== '' && Number.isFinite(Number(given))) return Number(given);
  return sumLines(view.application.budgetAvailable, 'individual-contributions');
}

/** CHF amount as the messages show it: 1'200 or 1'200.50. */
export const formatChfAmount = (amount: number): string => formatAmount(amount, 'when-needed');

/** Expense lines that need a receipt: above CHF 100, for purchases every line (spec 01 §9). */
/**
 * The expense lines that need a receipt (spec 01 §9): over CHF 100, for a purchase every line.
 * One receipt file per such line (issue 14, item 3): BE260 names them and counts the files.
 */
export function receiptLines(view: Records): Record<string, unknown>[] {
  const expenses = view.statement?.expenses;
  if (!Array.isArray(expenses)) return [];
  const all = settlementReason(view) === 'procurement';
  return expenses.filter((line): line is Record<string, unknown> => {
    const amount = amountOf(line);
    return Number.isFinite(amount) && (all ? amount > 0 : amount > RECEIPT_THRESHOLD_CHF);
  });
}

export function linesNeedingReceipts(view: Records): number {
  return receiptLines(view).length;
}

/** Deficit of the settlement: actual expenses minus income, never below 0 (only deficits are funded). */
export function settlementDeficit(view: Records): { expenses: number; income: number; deficit: number } {
  const expenses = sumLines(view.statement?.expenses);
  const income = sumLines(view.statement?.budget);
  return { expenses, income, deficit: Math.max(0, Math.round((expenses - income) * 100) / 100) };
}

