/**
 * The one budget helper of every flow: amounts as typed, totals in whole cents, and the Swiss
 * franc format shown everywhere (review page, totals widgets, PDF, messages).
 */
import type { BudgetLine, RecordView, WidgetDef } from './types';

/**
 * An amount as typed ("1'234.50", "1234,5", 12) for totals: anything that is not a number counts
 * as 0 here; the decimal rule reports it.
 */
export function amountValue(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 0;
  if (typeof raw !== 'string' || !raw.trim()) return 0;
  const parsed = Number(raw.replace(/['’\s]/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
}

const lines = (value: unknown): BudgetLine[] => (Array.isArray(value) ? (value as BudgetLine[]) : []);

/** Sum of budget lines, optionally of one line type, in whole cents. */
export function linesTotal(value: unknown, type?: string): number {
  const cents = lines(value)
    .filter((line) => type === undefined || line?.type === type)
    .reduce((sum, line) => sum + Math.round(amountValue(line?.amount) * 100), 0);
  return cents / 100;
}

/** Grouped with an ASCII apostrophe (de-CH), so every locale and screen reader reads the same: "1'234.50". */
export function formatAmount(amount: number, decimals: 'always' | 'when-needed' = 'always'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const fixed = decimals === 'when-needed' && Number.isInteger(value) ? String(Math.abs(value)) : Math.abs(value).toFixed(2);
  const [integer, cents] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${cents ? `.${cents}` : ''}`;
}

/** "CHF 1'234.50". */
export function formatChf(amount: number): string {
  return `CHF ${formatAmount(amount)}`;
}

export interface BudgetTotals {
  expenses: number;
  income: number;
  deficit: number;
}

/** The totals widget of every flow: total expenses, total income and the deficit. */
export function totalsWidget(totals: (view: RecordView) => BudgetTotals): WidgetDef {
  return {
    type: 'amounts',
    rows: (view) => {
      const { expenses, income, deficit } = totals(view);
      return [
        { label: { de: 'Total Ausgaben', fr: 'Total des dépenses', it: 'Totale delle uscite' }, amount: expenses },
        { label: { de: 'Total Einnahmen', fr: 'Total des recettes', it: 'Totale delle entrate' }, amount: income },
        { label: { de: 'Defizit', fr: 'Déficit', it: 'Deficit' }, amount: deficit },
      ];
    },
  };
}
