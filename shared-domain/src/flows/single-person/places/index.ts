export { COUNTRIES, FOREIGN_COUNTRY_OPTIONS, HOME_COUNTRY_CODE, countryCode, isKnownCountryCode } from './countries';
export { SWISS_LOCALITIES } from './swiss-localities';
