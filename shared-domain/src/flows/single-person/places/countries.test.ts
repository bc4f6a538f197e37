import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import { COUNTRIES, HOME_COUNTRY_CODE, countryCode } from './countries';

countries.registerLocale(de);
countries.registerLocale(fr);
countries.registerLocale(it);

describe('countries.json', () => {
  test("is the installed i18n-iso-countries' list (after an update: node shared-domain/src/flows/single-person/places/build-countries.mjs)", () => {
    const alpha2s = Object.keys(countries.getAlpha2Codes());
    expect(COUNTRIES.map((country) => country.alpha2).sort()).toEqual([...alpha2s].sort());
    for (const country of COUNTRIES) {
      expect({ alpha2: country.alpha2, code: country.code, name: country.name }).toEqual({
        alpha2: country.alpha2,
        code: country.alpha2 === 'CH' ? HOME_COUNTRY_CODE : Number(countries.alpha2ToNumeric(country.alpha2)),
        name: { de: countries.getName(country.alpha2, 'de'), fr: countries.getName(country.alpha2, 'fr'), it: countries.getName(country.alpha2, 'it') },
      });
    }
  });

  test('lists the countries by German name; an unknown alpha-2 code has no code', () => {
    const collator = new Intl.Collator('de-CH');
    const names = COUNTRIES.map((country) => country.name.de);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(countryCode('FR')).toBe(250);
    expect(() => countryCode('XX')).toThrow('unknown country XX');
  });
});
