import { isValidIBAN } from 'ibantools';
import { compactIban } from './iban-format';

export { compactIban, formatIban } from './iban-format';

/** Country format and check digits, by the kept library ibantools. */
export function isValidIban(value: unknown): boolean {
  return typeof value === 'string' && isValidIBAN(compactIban(value));
}
