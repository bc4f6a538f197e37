#!/usr/bin/env node
/**
 * Front-end benchmark (prints figures, asserts nothing):
 *  - JS bytes per project build, raw and gzip, and the size of each remote entry;
 *  - bytes the browser really downloads on a first visit of / and of the single-person quick
 *    check, measured in Chromium from network events against the composed portal;
 *  - how many copies of React and of the Module Federation runtime reached the browser.
 * `--files` lists every script of a visit, `--pages=/a,/b` measures other pages.
 * Needs the production build (npm run build). Starts its own portal on a fresh data directory.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const projects = ['shell', 'mfe-public-site', 'mfe-single-person', 'mfe-group', 'mfe-project', 'mfe-dashboard-admin'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Build output (all JS files of each project; shared fallbacks included, most never downloaded):');
console.log('project               files   raw JS      gzip JS     remote entry (raw / gzip)');
for (const project of projects) {
  const dist = path.join(root, project, 'dist');
  let raw = 0;
  let gzip = 0;
  let files = 0;
  let entry = '';
  for (const name of readdirSync(dist).filter((file) => file.endsWith('.js'))) {
    const content = readFileSync(path.join(dist, name));
    raw += content.length;
    gzip += gzipSync(content).length;
    files++;
    if (name === 'remoteEntry.js') entry = `${kb(content.length)} / ${kb(gzipSync(content).length)}`;
  }
  console.log(`${project.padEnd(21)} ${String(files).padStart(5)}   ${kb(raw).padEnd(11)} ${kb(gzip).padEnd(11)} ${entry}`);
}

// Its own portal on BENCH_PORT_BASE (default 8200), beside any portal already running.
const base = Number(process.env.BENCH_PORT_BASE ?? 8200);
const origin = `http://localhost:${base}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, [path.join(root, 'tools/serve-portal.mjs')], {
  env: { ...process.env, PORT_BASE: String(base), DATA_DIR: dataDir, DEPLOYMENT_FILE: path.join(dataDir, 'deployment.json'), SEED_DEMO: 'true' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  const started = Date.now();
  const poll = async () => {
    try {
      // Content answers once the CMS has started (migrated and seeded on this fresh data directory).
      if ((await fetch(`${origin}/api/navigation`)).ok) return resolve();
    } catch {
      // not up yet
    }
    if (Date.now() - started > 300_000) return reject(new Error('the portal did not start'));
    setTimeout(poll, 250);
  };
  poll();
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

async function firstVisit(url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Cumulative layout shift: mounting a remote into the reserved content area should add none.
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const responses = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    const response = await request.response();
    if (sizes && response) responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, body: sizes.responseBodySize, runtime: request.resourceType() === 'script' && (await response.text().catch(() => '')).includes('Federation Runtime') });
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('#content[data-route]').waitFor();
  const elapsed = Date.now() - t0;
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { domContentLoaded: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd), fcp: paint ? Math.round(paint.startTime) : null, cls: Number(window.__cls.toFixed(4)) };
  });
  const shared = await page.evaluate(() => {
    const copies = {};
    for (const scopes of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {}))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, info] of Object.entries(versions))
            if (info.loaded || info.loading) (copies[pkg] ??= new Set()).add(`${version}@${info.from}`);
    return Object.fromEntries(Object.entries(copies).map(([pkg, set]) => [pkg, set.size]));
  });
  await context.close();
  const js = responses.filter((r) => r.type === 'script');
  return { url, elapsed, timing, shared, js, jsCount: js.length, jsBytes: js.reduce((s, r) => s + r.body, 0), allBytes: responses.reduce((s, r) => s + r.bytes, 0), requests: responses.length, runtimeCopies: js.filter((r) => r.runtime).length };
}

console.log('\nFirst visit in Chromium (gzip as served; bytes = response bodies as transferred):');
// `--pages=/a,/b`: other pages than the home page and the single-person quick check.
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='));
const pagePaths = pagesArg ? pagesArg.slice('--pages='.length).split(',') : ['/', '/gesuche/kurzcheck/einzelperson'];
for (const url of pagePaths.map((pagePath) => `${origin}${pagePath}`)) {
  const result = await firstVisit(url);
  console.log(`${result.url}`);
  console.log(`  JS: ${result.jsCount} files, ${kb(result.jsBytes)} gzip; all responses: ${result.requests}, ${kb(result.allBytes)}`);
  console.log(`  timing: DOMContentLoaded ${result.timing.domContentLoaded} ms, load ${result.timing.load} ms, first contentful paint ${result.timing.fcp} ms, route mounted after ${result.elapsed} ms, layout shift (CLS) ${result.timing.cls}`);
  // `--files`: every script of the visit, largest first (where the bytes go).
  if (process.argv.includes('--files')) {
    for (const script of [...result.js].sort((a, b) => b.body - a.body)) console.log(`    ${kb(script.body).padStart(9)}  ${script.url.replace(/^https?:\/\/localhost:/, ':')}`);
  }
  console.log(`  copies loaded: react ${result.shared.react ?? 0}, react-dom ${result.shared['react-dom'] ?? 0}, @portal/shared-ui ${result.shared['@portal/shared-ui'] ?? 0}, @portal/shared-domain ${result.shared['@portal/shared-domain'] ?? 0}; MF runtime ${result.runtimeCopies}`);
}

await browser.close();
server.kill();
rmSync(dataDir, { recursive: true, force: true });
