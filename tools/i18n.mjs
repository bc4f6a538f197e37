#!/usr/bin/env node
/**
 * Message catalogs with the formatjs CLI (issue: spine, item 8). For every project:
 *  1. extract German source messages (defineMessages / FormattedMessage) into i18n/de.json,
 *  2. check that i18n/fr.json and i18n/it.json translate every id (and nothing stale),
 *  3. compile all three into src/i18n/compiled/{lang}.json for react-intl.
 * `--check` fails instead of writing when de.json or a compiled catalog is out of date.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const projects = ['shared-ui', 'shell', 'mfe-public-site', 'mfe-single-person', 'mfe-group', 'mfe-project', 'mfe-dashboard-admin'];
const check = process.argv.includes('--check');
const formatjs = path.join(root, 'node_modules/.bin/formatjs');
const tmp = mkdtempSync(path.join(tmpdir(), 'i18n-'));
const problems = [];

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const stable = (object) => JSON.stringify(Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b))), null, 2) + '\n';

function update(file, content) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === content) return;
  if (check) problems.push(`${path.relative(root, file)} is out of date: run npm run i18n`);
  else {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

// French punctuation first (the catalogs are compiled below): fixed when writing, checked with --check.
try {
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'tools/french-catalogs.ts'), ...projects, ...(check ? [] : ['--fix'])], { cwd: root, stdio: 'inherit' });
} catch {
  problems.push('French messages lack the no-break space before ? ! : ; or inside « » (see above; npm run i18n fixes them)');
}

for (const project of projects) {
  const dir = path.join(root, project);
  const extracted = path.join(tmp, `${project}-de.json`);
  execFileSync(formatjs, ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--format', 'simple', '--out-file', extracted, '--throws'], { cwd: dir, stdio: 'inherit' });
  const source = readJson(extracted);
  update(path.join(dir, 'i18n/de.json'), stable(source));

  for (const lang of ['fr', 'it']) {
    const catalog = readJson(path.join(dir, `i18n/${lang}.json`));
    const missing = Object.keys(source).filter((id) => !(id in catalog));
    const stale = Object.keys(catalog).filter((id) => !(id in source));
    if (missing.length) problems.push(`${project}/i18n/${lang}.json lacks ${missing.length} ids: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}`);
    if (stale.length) problems.push(`${project}/i18n/${lang}.json has ids no longer used: ${stale.join(', ')}`);
  }

  for (const lang of ['de', 'fr', 'it']) {
    // Compile only ids the source still has; a missing translation is reported above.
    const input = path.join(tmp, `${project}-${lang}.input.json`);
    const catalog = lang === 'de' ? source : readJson(path.join(dir, `i18n/${lang}.json`));
    writeFileSync(input, JSON.stringify(Object.fromEntries(Object.entries(catalog).filter(([id]) => id in source))));
    const out = path.join(tmp, `${project}-${lang}.compiled.json`);
    execFileSync(formatjs, ['compile', input, '--ast', '--format', 'simple', '--out-file', out], { cwd: dir, stdio: 'inherit' });
    update(path.join(dir, `src/i18n/compiled/${lang}.json`), stable(readJson(out)));
  }
}
rmSync(tmp, { recursive: true, force: true });

// Flow texts live in the flow definitions ({de, fr, it}); they are checked there.
try {
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'tools/check-flow-texts.ts')], { cwd: root, stdio: 'inherit' });
} catch {
  problems.push('flow texts lack translations (see above)');
}

if (problems.length) {
  console.error(problems.map((p) => `i18n: ${p}`).join('\n'));
  // Writing mode compiles what exists and only warns; --check (run by the tests) fails.
  if (check) process.exit(1);
}
console.log(`i18n: ${projects.length} projects ${check ? 'up to date' : 'extracted and compiled'}`);
