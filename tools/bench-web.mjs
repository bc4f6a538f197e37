#!/usr/bin/env node
/**
 * Front-end benchmark (prints figures, asserts nothing):
 *  - JS bytes per project build, raw, gzip and Brotli (the build's copies), and the size of each remote entry;
 *  - Lighthouse 13 mobile (default config: simulated throttling) on the home page, a journal
 *    entry, /gesuche, the three quick checks, a wizard step and the dashboard (both signed in as
 *    the demo applicant): score, LCP, TBT, CLS, first-load JS (as sent: Brotli, the build's `.br`
 *    copies; and as it would be gzipped) and CSS and requests, plus how many
 *    copies of React and of the Module Federation runtime reached the browser (Playwright), and
 *    Lighthouse's CPU benchmark index of the machine (two machines' TBT compare only beside it);
 *  - the same public pages built as one ordinary bundle (tools/single-bundle, no federation),
 *    side by side with the composed portal, and the waterfall of the composed home page;
 *  - the same public pages' server-rendered HTML (with its inlined styles) without any script:
 *    the machine's floor of TBT and main-thread work, which no script can lower;
 *  - server-rendered HTML reads/s of the portal server (a broadcast spike on `/` and a journal
 *    entry, tools/bench-spike.mjs), first visits and revalidations, with their cache headers and
 *    the server's CPU time per read.
 * `--runs=3` takes the median of three Lighthouse runs per page, `--pages=/a,/b` measures other
 * pages (public ones: compared with the single bundle too; `--pages=signed-in`: only the wizard
 * step and the dashboard), `--files` lists every script of
 * each composed first visit, `--parts` what their gzip bytes are made of (tools/bench-parts.mjs);
 * BENCH_LHR_DIR=dir keeps every Lighthouse report. Needs the
 * production build (npm run build). Starts its own portal (demo data, fresh data directory) on
 * BENCH_PORT_BASE (default 8200), serves the single bundle on BENCH_PORT_BASE + 10 and the public
 * pages without their scripts on BENCH_PORT_BASE + 11.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import { serveStatic } from './static-server.mjs';
import { buildForParts, partsOfPage, PARTS_DIR } from './bench-parts.mjs';
import { serveWithoutScripts } from './bench-without-scripts.mjs';
import { spikeRows as measureSpike } from './bench-spike.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const projects = ['shell', 'mfe-public-site', 'mfe-single-person', 'mfe-group', 'mfe-project', 'mfe-dashboard-admin'];
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' / ');
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(option('runs') ?? 1));
const benchStarted = Date.now();

console.log(`Load average (1 / 5 / 15 min) before: ${load()}  (${new Date().toISOString()})\n`);

console.log('Build output (all JS files of each project; shared fallbacks included, most never downloaded):');
console.log('project               files   raw JS      gzip JS     Brotli JS   remote entry (raw / gzip / Brotli)');
for (const project of projects) {
  const dist = path.join(root, project, 'dist');
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  let files = 0;
  let entry = '';
  const names = new Set(readdirSync(dist));
  for (const name of [...names].filter((file) => file.endsWith('.js'))) {
    const content = readFileSync(path.join(dist, name));
    const gzipped = gzipSync(content).length;
    // The build's Brotli copy (tools/webpack/precompress.js), what a browser is sent; none: the file itself.
    const copy = names.has(`${name}.br`) ? readFileSync(path.join(dist, `${name}.br`)).length : content.length;
    raw += content.length;
    gzip += gzipped;
    brotli += copy;
    files++;
    if (name === 'remoteEntry.js') entry = `${kb(content.length)} / ${kb(gzipped)} / ${kb(copy)}`;
  }
  console.log(`${project.padEnd(21)} ${String(files).padStart(5)}   ${kb(raw).padEnd(11)} ${kb(gzip).padEnd(11)} ${kb(brotli).padEnd(11)} ${entry}`);
}

// Its own portal on BENCH_PORT_BASE (default 8200), beside any portal already running. Demo
// mode: the demo applicant signs in through the e-mail link the API's outbox publishes.
const base = Number(process.env.BENCH_PORT_BASE ?? 8200);
const origin = `http://localhost:${base}`;
const apiTarget = `http://127.0.0.1:${base - 1200}`; // serve-portal's API port for this base
const singleOrigin = `http://localhost:${base + 10}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, [path.join(root, 'tools/serve-portal.mjs')], {
  env: { ...process.env, PORT_BASE: String(base), DATA_DIR: dataDir, DEPLOYMENT_FILE: path.join(dataDir, 'deployment.json'), DEMO_MODE: 'true', SEED_DEMO: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The portal (and its API and CMS) stops with the bench, also when a step throws.
process.on('exit', () => server.kill());
const portalUp = new Promise((resolve, reject) => {
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

// The single bundle is built while the portal starts (same source, see tools/single-bundle).
const singleConfig = require('./single-bundle/webpack.config.js');
const webpack = require('webpack');
const buildStarted = Date.now();
await new Promise((resolve, reject) =>
  webpack(singleConfig(), (error, stats) => {
    if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
    resolve();
  }),
);
console.log(`\nSingle bundle built into ${path.relative(root, singleConfig.OUT_DIR)} in ${ms(Date.now() - buildStarted)}.`);
const partsWanted = process.argv.includes('--parts');
if (partsWanted) {
  const partsStarted = Date.now();
  await buildForParts(projects);
  console.log(`Browser builds with source maps (--parts) made into ${path.relative(root, PARTS_DIR)} in ${ms(Date.now() - partsStarted)}.`);
}
await portalUp;
const singleServer = await serveStatic({ root: singleConfig.OUT_DIR, port: base + 10, spa: true, apiTarget });

// Each public page also without its scripts, on BENCH_PORT_BASE + 11: the machine's floor.
const floorServer = await serveWithoutScripts({ portalOrigin: origin, port: base + 11 });

// The demo applicant's session: the real e-mail-link sign-in (e2e/src/portal.ts does the same).
async function signIn(email) {
  const asked = await fetch(`${origin}/api/auth/login-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, lang: 'de' }) });
  if (asked.status !== 202) throw new Error(`login link for ${email}: HTTP ${asked.status}`);
  const mails = (await (await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()).data;
  const link = mails.flatMap((mail) => mail.links).find((url) => /\/login\/[^/?#]+/.test(url));
  const code = /\/login\/([^/?#]+)/.exec(link ?? '')?.[1];
  const answer = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' }, body: JSON.stringify({ code }) });
  const token = answer.headers.getSetCookie().map((cookie) => /^portal_session=([^;]*)/.exec(cookie)?.[1]).find(Boolean);
  if (!answer.ok || !token) throw new Error(`sign-in of ${email} failed: HTTP ${answer.status}`);
  return token;
}
const token = await signIn('demo@example.org');
const applications = (await (await fetch(`${origin}/api/applications`, { headers: { cookie: `portal_session=${token}` } })).json()).data;
const draft = applications.find((application) => application.type === 'single-person' && application.status === 'preparing');
if (!draft) throw new Error('the demo applicant has no single-person application in preparation');
const journal = (await (await fetch(`${origin}/api/journals`)).json()).data[0];

const PUBLIC_PAGES = ['/', journal.url, '/gesuche', '/gesuche/kurzcheck/einzelperson', '/gesuche/kurzcheck/gruppe', '/gesuche/kurzcheck/projekte'];
const SIGNED_IN_PAGES = [`/gesuche/einzelperson/${draft.id}/qualifikation/geburtsdatum`, '/gesuche/uebersicht'];
const pagesArg = option('pages');
const pages = pagesArg === 'signed-in'
  ? SIGNED_IN_PAGES.map((pagePath) => ({ path: pagePath, signedIn: true }))
  : pagesArg
  ? pagesArg.split(',').map((pagePath) => ({ path: pagePath, signedIn: false }))
  : [...PUBLIC_PAGES.map((pagePath) => ({ path: pagePath, signedIn: false })), ...SIGNED_IN_PAGES.map((pagePath) => ({ path: pagePath, signedIn: true }))];

// Playwright first visit of each composed page: copies of the shared singletons and of the MF runtime.
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
async function firstVisit(url, signedIn) {
  const context = await browser.newContext();
  if (signedIn) await context.addCookies([{ name: 'portal_session', value: token, domain: 'localhost', path: '/api', httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => undefined);
    const body = await (await request.response())?.text().catch(() => '');
    scripts.push({ url: request.url(), body: sizes?.responseBodySize ?? 0, runtime: body?.includes('Federation Runtime') ?? false });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('#content[data-route]').waitFor();
  // Which route mounted (a signed-in page that fell back to the sign-in page would show here).
  const route = await page.locator('#content').getAttribute('data-route');
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
  return { route, shared, scripts, runtimeCopies: scripts.filter((script) => script.runtime).length };
}
const visits = new Map();
for (const page of pages) visits.set(page.path, await firstVisit(`${origin}${page.path}`, page.signedIn));
await browser.close();

// Lighthouse, one Chromium for every run (Lighthouse resets the origin's storage and cache per run).
const chrome = await launchChrome({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Lighthouse's own CPU benchmark of this machine, measured in every run: TBT is the main thread's
// work slowed 4×, so a slower or busier machine reports more of it for the same page.
const benchmarkIndexes = [];
// A script's body as the servers send it for one Accept-Encoding (memoized): a visit's scripts are
// also counted as gzip, the unit of the issue's byte targets, beside what Chromium is sent (Brotli).
const CHROMIUM_CODINGS = 'gzip, deflate, br, zstd';
const bodySizes = new Map();
function bodySize(url, acceptEncoding) {
  const key = `${acceptEncoding} ${url}`;
  if (!bodySizes.has(key)) {
    const target = new URL(url);
    target.hostname = '127.0.0.1'; // the servers listen on IPv4; Node may resolve localhost to ::1
    bodySizes.set(
      key,
      new Promise((resolve, reject) => {
        httpRequest(target, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          let size = 0;
          res.on('data', (chunk) => (size += chunk.length));
          res.on('end', () => resolve(size));
        })
          .on('error', reject)
          .end();
      }),
    );
  }
  return bodySizes.get(key);
}

async function lighthouseRun(url, signedIn) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  // The session cookie on every request (the API's cookie is HttpOnly on /api; the page's own calls carry it).
  if (signedIn) flags.extraHeaders = { Cookie: `portal_session=${token}` };
  const { lhr } = await lighthouse(url, flags);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) console.log(`  note: Lighthouse's ${url} ended on ${lhr.finalDisplayedUrl}`);
  // BENCH_LHR_DIR keeps each run's whole report (LCP element, long tasks, bootup) for a closer look.
  if (process.env.BENCH_LHR_DIR) {
    const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${new URL(url).port}-${slug}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const gzipInstead = await Promise.all(scripts.map(async ({ url: script }) => (await bodySize(script, 'gzip')) - (await bodySize(script, CHROMIUM_CODINGS))));
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scripts.reduce((sum, request) => sum + request.transferSize, 0),
    jsGzip: scripts.reduce((sum, request, index) => sum + request.transferSize + gzipInstead[index], 0),
    jsFiles: scripts.length,
    css: requests.filter((request) => request.resourceType === 'Stylesheet').reduce((sum, request) => sum + request.transferSize, 0),
    requests: requests.length,
    mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
    records: requests,
  };
}
async function measure(url, signedIn) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    try {
      results.push(await lighthouseRun(url, signedIn));
    } catch (error) {
      console.log(`  ${url}: Lighthouse failed (${error.message})`);
    }
  }
  if (results.length === 0) return { score: NaN, lcp: NaN, tbt: NaN, cls: NaN, js: NaN, jsGzip: NaN, jsFiles: NaN, css: NaN, requests: NaN, mainThread: NaN, records: [] };
  const pick = (key) => median(results.map((result) => result[key]));
  // Per-figure medians; the network records are those of the run with the median score.
  const records = results.find((result) => result.score === pick('score')).records;
  return { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), js: pick('js'), jsGzip: pick('jsGzip'), jsFiles: pick('jsFiles'), css: pick('css'), requests: pick('requests'), mainThread: pick('mainThread'), records };
}

const composed = new Map();
const single = new Map();
const floor = new Map();
const lighthouseStarted = Date.now();
console.log(`\nLighthouse ${lhVersion()} mobile (simulated throttling), ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page; load average at start: ${load()}`);
for (const page of pages) {
  composed.set(page.path, await measure(`${origin}${page.path}`, page.signedIn));
  // Public pages also as the single bundle, right after, so both see the same machine load.
  if (!page.signedIn) single.set(page.path, await measure(`${singleOrigin}${page.path}`, false));
  // Server-rendered pages also without their scripts, right after as well.
  if (!page.signedIn) {
    await floorServer.keep(page.path);
    floor.set(page.path, await measure(`${floorServer.origin}${page.path}`, false));
  }
}
await chrome.kill();
console.log(`(${pages.length + single.size + floor.size} pages × ${runs} run(s) in ${ms(Date.now() - lighthouseStarted)})`);
console.log(
  `Lighthouse's CPU benchmark index of this machine: median ${median(benchmarkIndexes)} (${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)} over ${benchmarkIndexes.length} runs; Lighthouse warns of a slow CPU below 1000)\n`,
);

function lhVersion() {
  return require('lighthouse/package.json').version;
}

// The draft's id is a UUID: shown as {id} to keep the table narrow.
const shortPath = (pagePath) => pagePath.replace(String(draft.id), '{id}');
const table = (header, rows) => {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
  console.log([line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
};

console.log(
  'Composed portal (first visit; JS and CSS = script and stylesheet transfer sizes as sent, Brotli where the build has a copy; JS as gzip = the same scripts gzipped; copies from a Playwright visit):',
);
table(
  ['Page', 'Perf score', 'LCP', 'TBT', 'CLS', 'first-load JS (as sent)', 'as gzip', 'JS files', 'CSS files', 'requests', 'React copies', 'react-dom', 'MF runtime', 'route mounted'],
  pages.map(({ path: pagePath, signedIn }) => {
    const result = composed.get(pagePath);
    const { route, shared, runtimeCopies } = visits.get(pagePath);
    return [`${shortPath(pagePath)}${signedIn ? ' (signed in)' : ''}`, result.score, ms(result.lcp), ms(result.tbt), result.cls.toFixed(3), kb(result.js), kb(result.jsGzip), result.jsFiles, kb(result.css), result.requests, shared.react ?? 0, shared['react-dom'] ?? 0, runtimeCopies, route];
  }),
);
if (process.argv.includes('--files')) {
  for (const { path: pagePath } of pages) {
    console.log(`\nScripts of ${pagePath}, largest first (body size as served):`);
    for (const script of [...visits.get(pagePath).scripts].sort((a, b) => b.body - a.body)) console.log(`  ${kb(script.body).padStart(9)}  ${script.url.replace(/^https?:\/\/localhost:/, ':')}`);
  }
}

if (partsWanted) {
  // A script's project is the one serving its port (shell on the base, remotes after it).
  const byPage = pages.map(({ path: pagePath }) =>
    partsOfPage(
      visits.get(pagePath).scripts.map(({ url }) => ({ project: projects[Number(new URL(url).port) - base], file: path.basename(new URL(url).pathname) })),
    ),
  );
  const partNames = [...new Set(byPage.flatMap((parts) => Object.keys(parts)))].sort((a, b) => (byPage[0][b] ?? 0) - (byPage[0][a] ?? 0));
  const label = (pagePath) => shortPath(pagePath).replace(/^\/gesuche\/kurzcheck\//, 'quick check ').replace(/\/qualifikation\/geburtsdatum$/, '/…');
  console.log('\nWhat the first-load JS is made of (gzip KB of the bodies, each script shared out by its source map; an estimate):');
  table(
    ['Part', ...pages.map(({ path: pagePath }) => label(pagePath))],
    [
      ...partNames.map((part) => [part, ...byPage.map((parts) => kb(parts[part] ?? 0))]),
      ['total', ...byPage.map((parts) => kb(Object.values(parts).reduce((sum, size) => sum + size, 0)))],
    ],
  );
}

const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');
// The single bundle is served as built (client-rendered): where the composed portal renders a
// CMS page on the server, its LCP gains from that, not from the composition.
// Both comparisons are of public pages only: `--pages=signed-in` has none to print.
if (single.size > 0) {
  console.log('\nComposed vs single bundle (same source, no Module Federation, client-rendered; target: composed ≤ 1.10× single on bytes and LCP):');
  table(
    ['Page', 'JS composed', 'JS single', 'JS ratio', 'requests composed', 'requests single', 'LCP composed', 'LCP single', 'LCP ratio', 'score composed / single'],
    [...single.keys()].map((pagePath) => {
      const a = composed.get(pagePath);
      const b = single.get(pagePath);
      return [pagePath, kb(a.js), kb(b.js), ratio(a.js, b.js), a.requests, b.requests, ms(a.lcp), ms(b.lcp), ratio(a.lcp, b.lcp), `${a.score} / ${b.score}`];
    }),
  );
}

if (floor.size > 0) {
  console.log('\nThe same server-rendered HTML without any script, with the styles it inlines (the machine\'s floor: parsing, style, layout and paint alone; Lighthouse\'s 4× CPU):');
  table(
    ['Page', 'TBT composed', 'TBT without scripts', 'main-thread work composed', 'main-thread work without scripts', 'LCP without scripts'],
    [...floor.keys()].map((pagePath) => {
      const a = composed.get(pagePath);
      const b = floor.get(pagePath);
      return [pagePath, ms(a.tbt), ms(b.tbt), ms(a.mainThread), ms(b.mainThread), ms(b.lcp)];
    }),
  );
}

// The serial steps of the composed home page, from Lighthouse's network records (observed on
// localhost, unthrottled: the order and the gaps show which request waits for which).
const home = composed.get('/');
if (home) {
  const records = home.records;
  const isRemote = (url) => new URL(url).port !== String(base);
  const entryIndex = records.findIndex((request) => request.url.endsWith('/remoteEntry.js'));
  const steps = [
    ['shell HTML', records.find((request) => request.resourceType === 'Document')],
    ['deployment.json', records.find((request) => request.url.endsWith('/deployment.json'))],
    ['mf-manifest.json', records.find((request) => request.url.endsWith('/mf-manifest.json'))],
    ['remoteEntry.js', records[entryIndex]],
    ['first remote chunk', records.find((request, index) => index > entryIndex && request.resourceType === 'Script' && isRemote(request.url) && !request.url.endsWith('/remoteEntry.js'))],
    ['first /api/ call', records.find((request) => new URL(request.url).pathname.startsWith('/api/'))],
  ];
  console.log('\nWaterfall of the composed / (Lighthouse network records, observed, ms from the first request):');
  table(
    ['Step', 'start', 'end', 'URL'],
    steps.map(([label, request]) => (request ? [label, Math.round(request.networkRequestTime), Math.round(request.networkEndTime), request.url.replace(/^https?:\/\/localhost:/, ':')] : [label, '—', '—', 'not requested'])),
  );
}

// Broadcast spike on the portal server itself (tools/bench-spike.mjs): `/` and a journal entry, or the public pages asked for.
const SPIKE_SECONDS = Number(process.env.BENCH_SECONDS || 5);
const spikePages = pagesArg ? pages.filter((page) => !page.signedIn).map((page) => page.path) : ['/', journal.url];
const spikeRows = await measureSpike({ origin, serverPid: server.pid, pagePaths: spikePages, seconds: SPIKE_SECONDS });
if (spikeRows.length > 0) {
  console.log(`\nServer-rendered HTML under a spike (portal server, 50 connections from two threads, ${SPIKE_SECONDS} s each; target ≥ 5,000 page reads/s):`);
  table(['Page', 'reads/s', 'p50 / p99', 'server CPU per read', 'failed', 'load average'], spikeRows);
}

console.log(`\nLoad average (1 / 5 / 15 min) after: ${load()}; whole bench ${ms(Date.now() - benchStarted)}`);
singleServer.close();
floorServer.close();
server.kill();
rmSync(dataDir, { recursive: true, force: true });
