import type { Rule } from './types';
import { compactIban } from './iban-format';

export { compactIban, formatIban } from './iban-format';

/**
 * The check of an IBAN's country format and check digits, by the kept library ibantools (its
 * country table is 3.4 KB gzip). Only the statements' IBAN pages check one, so in the browser it
 * is a chunk of its own: a question whose fields have the rule `iban` loads it (the engine asks
 * every field's kind what it reads, `FieldKind.loads`) before it is shown, validated or summarised;
 * the server entry provides it at start.
 */
let check: ((iban: string) => boolean) | undefined;
let loading: Promise<unknown> | undefined;

/** Makes the check synchronous from now on (the server entry, at start). */
export function provideIbanCheck(isValidIBAN: (iban: string) => boolean): void {
  check ??= isValidIBAN;
}

/** Downloads the check once; resolves at once where it is provided. */
export function loadIbanCheck(): Promise<unknown> {
  if (check) return Promise.resolve();
  return (loading ??= import(/* webpackChunkName: "iban-check" */ 'ibantools').then(
    (module) => provideIbanCheck(module.isValidIBAN),
    (error: unknown) => {
      loading = undefined; // the next page that needs it tries again
      throw error;
    },
  ));
}

/** What rules need loaded before they can be checked: the IBAN check for the rule `iban`. */
export function ruleLoads(rules: readonly Rule[] | undefined): (() => Promise<unknown>)[] {
  return rules?.some((rule) => rule.rule === 'iban') ? [loadIbanCheck] : [];
}

/** Country format and check digits. */
export function isValidIban(value: unknown): boolean {
  if (!check) throw new Error('The IBAN check is not loaded: a field with the rule iban is checked before loadIbanCheck() resolved');
  return typeof value === 'string' && check(compactIban(value));
}
