/**
 * Swiss franc amount as shown everywhere in the portal (de-CH convention): "CHF 1'234.50".
 * An ASCII apostrophe groups thousands so every locale and screen reader shows the same amount.
 */
export function formatChf(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const fixed = Math.abs(value).toFixed(2);
  const [integer, decimals] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `CHF ${sign}${grouped}.${decimals}`;
}

/**
 * Reads an amount as typed for the running total only ("1'234.50", "1234,5", 12): anything that
 * is not a number counts as 0 here; the decimal rule reports it on submit.
 */
export function amountValue(raw: string | number | null | undefined): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 0;
  if (!raw) return 0;
  const parsed = Number(raw.replace(/['’\s]/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
}
