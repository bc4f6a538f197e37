import data from './countries.json';
import type { FieldOption } from '../../../wizard/types';

/**
 * Destination countries (FE390) and their codes (spec 01 §3.1, §9). destinationCountryCode is the
 * ISO 3166-1 numeric code of the country (countries.json, built from i18n-iso-countries by
 * build-countries.mjs), except Switzerland, whose code is the product's 193 (spec 01 §9:
 * "domestic destination: country code 193"). 193 is not assigned in ISO 3166-1, so no country
 * clashes with it; 756 (ISO for Switzerland) is not used. See docs/decisions.md, "Single-person flow".
 */
export const HOME_COUNTRY_CODE = 193;

type Row = [alpha2: string, numeric: number, de: string, fr: string, it: string];
const ROWS = data.countries as Row[];
const NUMERIC = new Map(ROWS.map(([alpha2, numeric]) => [alpha2, numeric]));

/** The code stored for a country given by its ISO alpha-2 code. */
export function countryCode(alpha2: string): number {
  if (alpha2 === 'CH') return HOME_COUNTRY_CODE;
  const numeric = NUMERIC.get(alpha2);
  if (numeric === undefined) throw new Error(`unknown country ${alpha2}`);
  return numeric;
}

/** Every country with its name in the three portal languages, by German name (FE390 lists them in the page's language order: `sortOptions`). */
export const COUNTRIES: ReadonlyArray<{ code: number; alpha2: string; name: { de: string; fr: string; it: string } }> = ROWS.map(
  ([alpha2, , de, fr, it]) => ({ code: countryCode(alpha2), alpha2, name: { de, fr, it } }),
);

/** Options of the FE390 country select: every country but Switzerland (abroad only). */
export const FOREIGN_COUNTRY_OPTIONS: FieldOption[] = COUNTRIES.filter((country) => country.code !== HOME_COUNTRY_CODE).map((country) => ({
  value: country.code,
  label: country.name,
}));

const KNOWN_CODES = new Set(COUNTRIES.map((country) => country.code));

/** A code of the list (Switzerland's 193 included). */
export function isKnownCountryCode(value: unknown): boolean {
  return typeof value === 'number' ? KNOWN_CODES.has(value) : typeof value === 'string' && /^\d+$/.test(value) && KNOWN_CODES.has(Number(value));
}
