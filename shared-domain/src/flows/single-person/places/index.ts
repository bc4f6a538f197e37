import type { FieldOption } from '../../../wizard/types';
import type { CountryRow, PLACES_DATA } from './data';

/**
 * Destination countries (FE390, the group's FG320) and Swiss localities (FE380 suggestions),
 * spec 01 §3.1, §9. The lists are 11 KB gzip, and only the pages that ask for a place read them:
 * in the browser they are a chunk of their own, which those questions load (`load: loadPlaces`)
 * before they are shown, validated or summarised; the server entry provides them at start.
 *
 * destinationCountryCode is the ISO 3166-1 numeric code of the country, except Switzerland,
 * whose code is the product's 193 (spec 01 §9: "domestic destination: country code 193"). 193
 * is not assigned in ISO 3166-1, so no country clashes with it; 756 (ISO for Switzerland) is not
 * used. See docs/decisions.md, "Single-person flow".
 */
export const HOME_COUNTRY_CODE = 193;

type Country = { code: number; alpha2: string; name: { de: string; fr: string; it: string } };

interface Places {
  countries: readonly Country[];
  countryOptions: FieldOption[];
  foreignCountryOptions: FieldOption[];
  numericByAlpha2: Map<string, number>;
  knownCodes: Set<number>;
  localities: readonly string[];
}

let places: Places | undefined;
let loading: Promise<unknown> | undefined;

/** Makes the lists readable from the data as built (the server entry, at start). */
export function providePlaces(data: typeof PLACES_DATA): void {
  if (places) return;
  const rows: CountryRow[] = data.countries;
  const numericByAlpha2 = new Map(rows.map(([alpha2, numeric]) => [alpha2, numeric]));
  const countries = rows.map(([alpha2, numeric, de, fr, it]) => ({ code: alpha2 === 'CH' ? HOME_COUNTRY_CODE : numeric, alpha2, name: { de, fr, it } }));
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));
  places = {
    countries,
    countryOptions,
    foreignCountryOptions: countryOptions.filter((option) => option.value !== HOME_COUNTRY_CODE),
    numericByAlpha2,
    knownCodes: new Set(countries.map((country) => country.code)),
    localities: data.localities,
  };
}

/** Downloads the lists once (a question's `load`); resolves at once where they are provided. */
export function loadPlaces(): Promise<unknown> {
  if (places) return Promise.resolve();
  return (loading ??= import(/* webpackChunkName: "places" */ './data').then(
    (module) => providePlaces(module.PLACES_DATA),
    (error: unknown) => {
      loading = undefined; // the next page that needs them tries again
      throw error;
    },
  ));
}

function current(): Places {
  if (!places) throw new Error('The country and locality lists are not loaded: a question that reads them needs `load: loadPlaces`');
  return places;
}

/** Every country with its name in the three portal languages, by German name. */
export const countries = (): readonly Country[] => current().countries;

/** Options of a country select, Switzerland included (the group's FG320), by German name. */
export const countryOptions = (): FieldOption[] => current().countryOptions;

/** Options of the FE390 country select: every country but Switzerland (abroad only; the page sorts them in its language: `sortOptions`). */
export const foreignCountryOptions = (): FieldOption[] => current().foreignCountryOptions;

/** Swiss localities for the FE380 suggestions. */
export const swissLocalities = (): readonly string[] => current().localities;

/** The code stored for a country given by its ISO alpha-2 code. */
export function countryCode(alpha2: string): number {
  if (alpha2 === 'CH') return HOME_COUNTRY_CODE;
  const numeric = current().numericByAlpha2.get(alpha2);
  if (numeric === undefined) throw new Error(`unknown country ${alpha2}`);
  return numeric;
}

/** A code of the list (Switzerland's 193 included). */
export function isKnownCountryCode(value: unknown): boolean {
  const known = current().knownCodes;
  return typeof value === 'number' ? known.has(value) : typeof value === 'string' && /^\d+$/.test(value) && known.has(Number(value));
}
