import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import type { FieldOption } from '../../../wizard/types';

/**
 * Destination countries (FE390) and their codes (spec 01 §3.1, §9). destinationCountryCode is the
 * ISO 3166-1 numeric code of the country (i18n-iso-countries), except Switzerland, whose code is
 * the product's 193 (spec 01 §9: "domestic destination: country code 193"). 193 is not assigned in
 * ISO 3166-1, so no country clashes with it; 756 (ISO for Switzerland) is not used.
 * See docs/decisions.md, "Single-person flow".
 */
export const HOME_COUNTRY_CODE = 193;

countries.registerLocale(de);
countries.registerLocale(fr);
countries.registerLocale(it);

/** The code stored for a country given by its ISO alpha-2 code. */
export function countryCode(alpha2: string): number {
  if (alpha2 === 'CH') return HOME_COUNTRY_CODE;
  const numeric = countries.alpha2ToNumeric(alpha2);
  if (!numeric) throw new Error(`unknown country ${alpha2}`);
  return Number(numeric);
}

const collator = new Intl.Collator('de-CH');

/** Every country with its name in the three portal languages (FE390 lists them in the page's language order: `sortOptions`). */
export const COUNTRIES: ReadonlyArray<{ code: number; alpha2: string; name: { de: string; fr: string; it: string } }> = Object.keys(
  countries.getAlpha2Codes(),
)
  .map((alpha2) => ({
    code: countryCode(alpha2),
    alpha2,
    name: {
      de: countries.getName(alpha2, 'de') ?? alpha2,
      fr: countries.getName(alpha2, 'fr') ?? alpha2,
      it: countries.getName(alpha2, 'it') ?? alpha2,
    },
  }))
  .sort((a, b) => collator.compare(a.name.de, b.name.de));

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
