/**
 * Part of `npm run i18n` / `npm run i18n:check`: French messages of every project's catalog have a
 * no-break space before ? ! : ; and inside « » (shared-domain's `frenchTypography`, the rule every
 * French flow text and server message goes through). `--fix` rewrites the catalogs; without it, the
 * messages that break the rule are listed and the check fails.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { frenchTypography } from '../shared-domain/src/validation/typography';

const root = path.resolve(__dirname, '..');
const fix = process.argv.includes('--fix');
const projects = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const problems: string[] = [];

for (const project of projects) {
  const file = path.join(root, project, 'i18n/fr.json');
  if (!existsSync(file)) continue;
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  let changed = false;
  for (const [id, message] of Object.entries(catalog)) {
    const right = frenchTypography(message);
    if (right === message) continue;
    if (fix) {
      catalog[id] = right;
      changed = true;
    } else problems.push(`${project}/i18n/fr.json ${id}: "${message}" should be "${right.replace(/\u00a0/g, '⍽')}" (⍽ = no-break space)`);
  }
  if (changed) writeFileSync(file, JSON.stringify(catalog, null, 2) + '\n');
}

for (const problem of problems) console.error(`i18n: ${problem}`);
if (problems.length) process.exit(1);
