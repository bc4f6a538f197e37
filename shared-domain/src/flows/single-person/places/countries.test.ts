import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import { HOME_COUNTRY_CODE, countries as placeCountries, countryCode, isKnownCountryCode, loadPlaces, swissLocalities } from '.';

countries.registerLocale(de);
countries.registerLocale(fr);
countries.registerLocale(it);

describe('the place lists load once, when a question needs them', () => {
  test('reading them before they are loaded names the cause; loading twice downloads once', async () => {
    expect(() => isKnownCountryCode(250)).toThrow('The country and locality lists are not loaded');
    expect(() => swissLocalities()).toThrow('not loaded');
    const first = loadPlaces();
    expect(loadPlaces()).toBe(first);
    await first;
    expect(isKnownCountryCode(250)).toBe(true);
    expect(isKnownCountryCode('193')).toBe(true);
    expect(isKnownCountryCode(756)).toBe(false);
  });
});

describe('countries.json', () => {
  beforeAll(() => loadPlaces());

  test("is the installed i18n-iso-countries' list (after an update: node shared-domain/src/flows/single-person/places/build-countries.mjs)", () => {
    const alpha2s = Object.keys(countries.getAlpha2Codes());
    expect(placeCountries().map((country) => country.alpha2).sort()).toEqual([...alpha2s].sort());
    for (const country of placeCountries()) {
      expect({ alpha2: country.alpha2, code: country.code, name: country.name }).toEqual({
        alpha2: country.alpha2,
        code: country.alpha2 === 'CH' ? HOME_COUNTRY_CODE : Number(countries.alpha2ToNumeric(country.alpha2)),
        name: { de: countries.getName(country.alpha2, 'de'), fr: countries.getName(country.alpha2, 'fr'), it: countries.getName(country.alpha2, 'it') },
      });
    }
  });

  test('lists the countries by German name; an unknown alpha-2 code has no code', () => {
    const collator = new Intl.Collator('de-CH');
    const names = placeCountries().map((country) => country.name.de);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(countryCode('FR')).toBe(250);
    expect(() => countryCode('XX')).toThrow('unknown country XX');
  });
});
