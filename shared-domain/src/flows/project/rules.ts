/**
 * The project flows' own rules, constants and record helpers (spec 02 §4.4, §4.6, §5, §9).
 * German messages are the spec's where it gives them (its "..." completed as recorded in
 * docs/decisions.md, "Project journey"); French and Italian are translations. Browser and API run
 * the same rules (the API through toServerFlow), so "today" is the server's date there.
 */
import { amountValue, formatAmount, linesTotal } from '@portal/shared-domain/wizard-core';
import type { LocalizedText, Rule, RuleContext } from '../../validation/types';
import type { AnswerData, RecordView } from '../../wizard/types';

export const PROJECT_LIMITS = {
  leadTimeWeeks: 10,
  maxExpenseLines: 20,
  maxImages: 3,
  maxListRows: 20,
  shortText: 200,
  longText: 5000,
} as const;

/** FP410/BP320 income lines (spec 02 §2.6, §3.5: one type is `institutionalDonations`). */
export const INCOME_TYPES = ['applicantContributions', 'publicContributions', 'privateDonations', 'institutionalDonations'] as const;
export const OWN_SHARE = 'applicantContributions';
export const INSTITUTIONAL = 'institutionalDonations';

/** FP380: the three named criteria, of which at least one is required (spec 02 §5). */
export const NAMED_INCLUSION_CRITERIA = ['remove-barriers', 'self-determined-living', 'create-equal-opportunities'] as const;

export const PROJECT_MESSAGES = {
  leadTime: {
    de: 'Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 10 Wochen vor Beginn bei uns eintreffen muss.',
    fr: 'Nous ne pouvons malheureusement pas prendre en compte votre demande : elle doit nous parvenir au moins 10 semaines avant le début du projet.',
    it: 'Purtroppo non possiamo considerare la sua richiesta: deve pervenirci almeno 10 settimane prima dell’inizio del progetto.',
  },
  ownShare: {
    de: 'Unsere Richtlinien schreiben vor, dass ein Teil der Kosten durch Eigenleistungen gedeckt werden muss.',
    fr: 'Nos directives exigent qu’une partie des coûts soit couverte par des prestations propres.',
    it: 'Le nostre direttive prevedono che una parte dei costi sia coperta da prestazioni proprie.',
  },
  deficit: {
    de: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.',
    fr: 'Veuillez vérifier à nouveau les dépenses et les recettes saisies.',
    it: 'Verifichi nuovamente le uscite e le entrate inserite.',
  },
  inclusion: {
    de: 'Bitte wählen Sie mindestens eines der drei genannten Inklusionskriterien aus, auch wenn Sie «Anderes» angeben.',
    fr: 'Veuillez choisir au moins l’un des trois critères d’inclusion mentionnés, même si vous indiquez « Autre ».',
    it: 'Scelga almeno uno dei tre criteri d’inclusione indicati, anche se indica «Altro».',
  },
  donations: {
    de: 'Das Total der institutionellen Spenden stimmt nicht mit dem angegebenen Betrag im Budget überein: Im Budget stehen CHF {budget}, die Liste ergibt CHF {total}.',
    fr: 'Le total des dons institutionnels ne correspond pas au montant indiqué dans le budget : le budget indique CHF {budget}, la liste donne CHF {total}.',
    it: 'Il totale delle donazioni istituzionali non corrisponde all’importo indicato nel budget: nel budget figurano CHF {budget}, l’elenco dà CHF {total}.',
  },
  requestedAmount: {
    de: 'Der beantrage Betrag darf nicht höher als das Defizit von CHF {deficit} sein.',
    fr: 'Le montant demandé ne peut pas dépasser le déficit de CHF {deficit}.',
    it: 'L’importo richiesto non può superare il deficit di CHF {deficit}.',
  },
  planningOnly: {
    de: 'Wir unterstützen nur Projekte, die sich noch in der Planungsphase befinden.',
    fr: 'Nous soutenons uniquement les projets qui sont encore en phase de planification.',
    it: 'Sosteniamo solo progetti che si trovano ancora in fase di pianificazione.',
  },
  otherText: {
    de: 'Bitte beschreiben Sie «Anderes».',
    fr: 'Veuillez décrire « Autre ».',
    it: 'Descriva «Altro».',
  },
  institutions: {
    de: 'Bitte nennen Sie die Institutionen oder wählen Sie «Keine Anfragen hängig».',
    fr: 'Veuillez indiquer les institutions ou choisir « Aucune demande en suspens ».',
    it: 'Indichi le istituzioni o scelga «Nessuna richiesta pendente».',
  },
  mustConfirm: {
    de: 'Bitte bestätigen Sie.',
    fr: 'Veuillez confirmer.',
    it: 'Confermi, per favore.',
  },
  notRealized: {
    de: 'Die Abrechnung kann erst eingereicht werden, wenn das Projekt realisiert ist. Bitte kommen Sie danach wieder; Ihre bisherigen Angaben bleiben gespeichert.',
    fr: 'Le décompte ne peut être remis qu’une fois le projet réalisé. Veuillez revenir ensuite ; vos indications restent enregistrées.',
    it: 'Il conteggio può essere inoltrato solo dopo la realizzazione del progetto. Torni più tardi; i dati inseriti finora restano salvati.',
  },
  checklist: {
    de: 'Bitte bestätigen Sie, dass Sie die Unterlagen bereit haben.',
    fr: 'Veuillez confirmer que vous avez les documents à portée de main.',
    it: 'Confermi di avere a portata di mano i documenti.',
  },
} satisfies Record<string, LocalizedText>;

/* ----------------------------------------------------------------------------- lead time */

/** FP310: the start at least 10 weeks ahead (spec 02 §5, §9). */
export const projectLeadTimeRule: Rule = { rule: 'minDate', date: { fromNow: { weeks: PROJECT_LIMITS.leadTimeWeeks } }, message: PROJECT_MESSAGES.leadTime };

/* -------------------------------------------------------------------------------- budget */

/** The amount of one income type in budget lines (0 when absent). */
export const incomeOf = (lines: unknown, type: string): number => linesTotal(lines, type);

/** Expenses, income and deficit (expenses minus income, never below 0) of some lines. */
export function totals(expenses: unknown, income: unknown): { expenses: number; income: number; deficit: number } {
  const spent = linesTotal(expenses);
  const received = linesTotal(income);
  return { expenses: spent, income: received, deficit: Math.max(0, Math.round((spent - received) * 100) / 100) };
}

/** FP430: the application's budget. */
export const applicationTotals = (view: Pick<RecordView, 'application'>) => totals(view.application.expenses, view.application.budgetAvailable);

/** BP340/BP350: the statement's actual budget; the statement's deficit (spec 02 §3.2). */
export const statementTotals = (view: Pick<RecordView, 'statement'>) => totals(view.statement?.expenses, view.statement?.budget);

/** CHF amounts inside messages: 1'234.50. */
export const chf = (amount: number): string => formatAmount(amount);

/** Sum of `{name, amount}` rows in whole cents. */
export function rowsTotal(rows: unknown): number {
  if (!Array.isArray(rows)) return 0;
  return rows.reduce((cents: number, row) => cents + Math.round(amountValue((row as { amount?: unknown } | null)?.amount) * 100), 0) / 100;
}

/** FP410: the self-borne share (applicantContributions) must be above 0. */
export const ownShareRule: Rule = {
  rule: 'custom',
  name: 'project-own-share',
  message: PROJECT_MESSAGES.ownShare,
  runOnEmpty: true,
  test: (value) => incomeOf(value, OWN_SHARE) > 0,
};

/**
 * FP420 / BP330: the donors add up to the budget's institutional donations; `budgetOf` reads the
 * budget the list belongs to (the application's or the statement's).
 */
export function donationsSumRule(budgetOf: (records: NonNullable<RuleContext['records']>) => unknown): Rule {
  const budget = (context: RuleContext) => incomeOf(context.records ? budgetOf(context.records) : null, INSTITUTIONAL);
  return {
    rule: 'custom',
    name: 'donations-equal-budget',
    message: PROJECT_MESSAGES.donations,
    params: (value, context) => ({ budget: chf(budget(context)), total: chf(rowsTotal(value)) }),
    // A row without a valid amount is reported on the row itself.
    test: (value, context) => rowsTotal(value) === budget(context),
  };
}

/** FP460: at most the deficit of the application's budget (message with the deficit). */
export const requestedAmountRule: Rule = {
  rule: 'custom',
  name: 'requested-amount-within-deficit',
  message: PROJECT_MESSAGES.requestedAmount,
  params: (_value, context) => ({ deficit: chf(applicationTotals({ application: context.records?.application ?? {} }).deficit) }),
  test: (value, context) => amountValue(value) <= applicationTotals({ application: context.records?.application ?? {} }).deficit,
};

/** FP380: at least one of the three named criteria, even with 'other'. */
export const namedCriterionRule: Rule = {
  rule: 'custom',
  name: 'named-inclusion-criterion',
  message: PROJECT_MESSAGES.inclusion,
  test: (value) => Array.isArray(value) && value.some((item) => (NAMED_INCLUSION_CRITERIA as readonly unknown[]).includes(item)),
};

/** Budget lines with an institutional-donations amount above 0 (FP420, BP330 visibility). */
export const hasInstitutionalDonations = (lines: unknown): boolean => incomeOf(lines, INSTITUTIONAL) > 0;

export const asRecord = (value: unknown): AnswerData => (value && typeof value === 'object' && !Array.isArray(value) ? (value as AnswerData) : {});
