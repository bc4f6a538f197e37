#!/usr/bin/env node
/**
 * Builds countries.json (FE390, spec 01 §3.1) from the npm package `i18n-iso-countries`: every
 * ISO 3166-1 country with its numeric code and its name in de, fr and it. The package itself
 * (its code tables and the three languages' name lists with their alternative names) was 11.9 KB
 * gzip on a wizard step; the table is 5.2 KB. Run from the repository root after `npm install`:
 *   node shared-domain/src/flows/single-person/places/build-countries.mjs
 * countries.test.ts fails when the package's names and the table differ.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const countries = require('i18n-iso-countries');
for (const lang of ['de', 'fr', 'it']) countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
const collator = new Intl.Collator('de-CH');
const rows = Object.keys(countries.getAlpha2Codes())
  .map((alpha2) => [alpha2, Number(countries.alpha2ToNumeric(alpha2)), ...['de', 'fr', 'it'].map((lang) => countries.getName(alpha2, lang) ?? alpha2)])
  .sort((a, b) => collator.compare(a[2], b[2]));
const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'countries.json');
const version = require('i18n-iso-countries/package.json').version;
writeFileSync(
  out,
  `${JSON.stringify({ source: `i18n-iso-countries ${version}: [alpha-2, ISO 3166-1 numeric, de, fr, it], by German name`, countries: rows })}\n`,
);
console.log(`countries.json: ${rows.length} countries`);
