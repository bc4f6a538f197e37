#!/usr/bin/env node
/**
 * `npm test`: every test of the project, in the order that fails fastest.
 *  1. message catalogs up to date and complete (formatjs), the page and static servers' own tests and
 *     the build's Brotli copies (node:test),
 *  2. lint (module boundaries included), typecheck and jest in every project (Nx, 2 at a time),
 *  3. the API suite again against a PostgreSQL server when TEST_DATABASE_URL is set (a database
 *     per test app, api/src/test-support/server-databases.ts),
 *  4. production build of the shell, the five remotes and the API,
 *  5. Playwright in Debian's Chromium against the composed portal.
 * Nx's cache is skipped: every run really runs every test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0' };
const steps = [
  ['message catalogs', 'node', ['tools/i18n.mjs', '--check']],
  ['page and static servers, Brotli copies', 'node', ['--test', 'tools/ssr/public-pages.test.mjs', 'tools/ssr/used-css.test.mjs', 'tools/static-server.test.mjs', 'tools/webpack/precompress.test.mjs']],
  ['lint, typecheck, unit and API tests (PGlite)', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--outputStyle=stream', '--skip-nx-cache']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests on PostgreSQL', 'npx', ['jest', '-c', 'api/jest.config.js'], { DATABASE_URL: process.env.TEST_DATABASE_URL }]);
}
steps.push(
  ['production build', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=stream', '--skip-nx-cache']],
  ['browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
);

// The browser tests use Debian's Chromium; a fresh Debian machine gets it from apt (as root).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  steps.unshift(['install Debian Chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']]);
}

const started = Date.now();
let passed = 0;
for (const [title, command, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${title} (${seconds} s)`);
    console.log(`${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed++;
  console.log(`=== ok: ${title} (${seconds} s)`);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
