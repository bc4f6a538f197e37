/**
 * How an IBAN is written, without the checker (ibantools): the main entry offers these to the
 * public site (the donation bar), which must not carry the checker in its first load.
 */

/** Strips everything but letters and digits and upper-cases: the form sent to the server (spec 00 §5.3). */
export function compactIban(value: string | null | undefined): string {
  return (value ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** Display form: compact, then blocks of 4 ('CH93 0076 2011 6238 5295 7'). */
export function formatIban(value: string | null | undefined): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
