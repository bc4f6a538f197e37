/**
 * The page server under a spike (node:test, run by `npm test`): requests arriving while a page is
 * composed wait for that composition instead of each composing it again. A stand-in remote (its
 * renderer, manifest, stylesheet) and a stand-in API count what the page server asks for.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { BEFORE_PAINT_SCRIPT } from '../portal-security.mjs';
import { createPageServer } from './public-pages.mjs';

const RENDERER = `
exports.SSR_API_VERSION = 1;
exports.remoteOf = () => 'mfe-public-site';
// The dashboard is drawn in the browser: no page request.
exports.pageRequest = (url) => (url.includes('/gesuche/uebersicht') ? undefined : { lang: 'de', apiPath: '/pages' + url, cacheable: true });
exports.relatedPaths = (url, body) => (body.data.newest ? ['/journals?per_page=4'] : []);
exports.renderPage = async ({ body, related = {} }) => {
  const newest = related['/journals?per_page=4']?.body.data.join(', ') ?? '';
  return { status: 200, lang: 'de', head: '<title>' + body.data.title + '</title>', body: '<h1>' + body.data.title + '</h1>' + newest, data: '' };
};
`;

/** The shell's renderer, beside its template: only what a page drawn in the browser needs. */
const SHELL_RENDERER = `
exports.SSR_API_VERSION = 1;
exports.langOf = (url) => (url.startsWith('/fr/') ? 'fr' : 'de');
exports.renderSiteContent = (site) => '<script type="application/json" id="portal-site-content">' + JSON.stringify(site) + '</script>';
exports.renderCookieBanner = async (url, site) => (url.includes('?ohne-hinweis') ? null : '<div class="dock" data-server-banner=""><div class="text">' + site.cookies.text + '</div></div>');
`;

const asked = [];
/** The newest journal entries the stand-in API lists (changed by a test). */
let newestEntries = ['Segeltag'];
/**
 * Holds an answer (at most 500 ms) until another request arrives: two requests asked at once
 * meet and are counted, one asked after the other's answer waits alone.
 */
let waiting = null;
let askedTogether = 0;
function meet(answer) {
  if (waiting) {
    askedTogether++;
    waiting();
    waiting = null;
    return answer();
  }
  waiting = answer;
  setTimeout(() => {
    if (waiting !== answer) return;
    waiting = null;
    answer();
  }, 500);
}
let server;
let dir;
let renderDocument;

before(async () => {
  server = createServer((req, res) => {
    asked.push(req.url);
    if (req.url === '/ssr/render.js') return res.end(RENDERER);
    if (req.url === '/ssr/page.css') return res.end('h1{color:green}');
    if (req.url === '/mf-manifest.json') return res.end('{}');
    if (req.url === '/api/pages/start') {
      // A page that does not change: 304 to its ETag.
      if (req.headers['if-none-match'] === '"start"') return meet(() => res.writeHead(304).end());
      return res.writeHead(200, { etag: '"start"' }).end(JSON.stringify({ data: { title: 'Start', newest: true } }));
    }
    if (req.url === '/api/navigation') return res.end(JSON.stringify({ data: [{ title: req.headers['accept-language'] === 'fr' ? 'Demandes' : 'Gesuche' }] }));
    if (req.url === '/api/globals/links') return res.end(JSON.stringify({ data: {} }));
    if (req.url === '/api/globals/cookies') return res.end(JSON.stringify({ data: { text: '<p>Cookies</p>', close_label: 'OK' } }));
    if (req.url === '/api/journals?per_page=4') return meet(() => res.end(JSON.stringify({ data: newestEntries })));
    if (req.url.startsWith('/api/pages/')) {
      // A page the API takes a moment to answer: the spike's requests all arrive meanwhile.
      return setTimeout(() => res.writeHead(200, { etag: '"v1"', 'content-type': 'application/json' }).end(JSON.stringify({ data: { title: 'Willkommen' } })), 50);
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  dir = mkdtempSync(path.join(tmpdir(), 'page-server-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html lang="de"><head><title>Portal</title></head><body><div id="shell-top"></div><main id="content"><div id="mfe-public-site"></div></main><div id="shell-bottom"></div></body></html>',
  );
  mkdirSync(path.join(dir, 'ssr'));
  writeFileSync(path.join(dir, 'ssr/render.js'), SHELL_RENDERER);
  writeFileSync(path.join(dir, 'ssr/page.css'), '.dock{position:fixed}.text{margin:0}.menu{display:none}');
  writeFileSync(path.join(dir, 'ssr/base.css'), ':root{--space-3:1rem}body{margin:0}');
  writeFileSync(path.join(dir, 'deployment.json'), JSON.stringify({ remotes: [{ name: 'mfe-public-site', entry: `${origin}/mf-manifest.json` }] }));
  renderDocument = createPageServer({ template: path.join(dir, 'index.html'), deploymentFile: path.join(dir, 'deployment.json'), apiTarget: origin });
});

after(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a spike of first visits composes the page once; the next one after the trust window asks the API again', async () => {
  const documents = await Promise.all(Array.from({ length: 20 }, () => renderDocument('/', 'portal.example')));
  assert.match(documents[0].html, /<div id="mfe-public-site"><h1>Willkommen<\/h1><\/div>/);
  assert.ok(documents.every((document) => document === documents[0]), 'every request gets the one composed document');
  assert.equal(asked.filter((url) => url.startsWith('/api/pages/')).length, 1);

  await new Promise((resolve) => setTimeout(resolve, 150));
  const again = await renderDocument('/', 'portal.example');
  assert.match(again.html, /<h1>Willkommen<\/h1>/);
  assert.equal(asked.filter((url) => url.startsWith('/api/pages/')).length, 2);
});

test("a page's related answers (its newest journal entries) are rendered with it, and a new entry shows though the page is unchanged", async () => {
  const first = await renderDocument('/start', 'portal.example');
  assert.match(first.html, /<h1>Start<\/h1>Segeltag<\/div>/);

  await new Promise((resolve) => setTimeout(resolve, 150));
  const same = await renderDocument('/start', 'portal.example');
  assert.match(same.html, /<h1>Start<\/h1>Segeltag<\/div>/);

  newestEntries = ['Kunstwoche', 'Segeltag'];
  await new Promise((resolve) => setTimeout(resolve, 150));
  const next = await renderDocument('/start', 'portal.example');
  assert.match(next.html, /<h1>Start<\/h1>Kunstwoche, Segeltag<\/div>/);
  assert.equal(asked.filter((url) => url === '/api/journals?per_page=4').length, 3);
  assert.equal(asked.filter((url) => url === '/api/pages/start').length, 3);
  // Both revalidations asked for the page and its related answer at once: one round trip.
  assert.equal(askedTogether, 2);
});

test('a page the shell draws in the browser (the dashboard) comes with the site content of its language', async () => {
  const document = await renderDocument('/fr/gesuche/uebersicht', 'portal.example');
  const script = /<script type="application\/json" id="portal-site-content">(.*?)<\/script>\n<\/body>/.exec(document.html);
  assert.ok(script, 'the site content script ends the body');
  assert.deepEqual(JSON.parse(script[1]), { lang: 'fr', navigation: [{ title: 'Demandes' }], links: {}, cookies: { text: '<p>Cookies</p>', close_label: 'OK' } });
  assert.match(document.html, /<div id="mfe-public-site"><\/div>/);
});

test("a page the shell draws in the browser comes with the shell's cookie banner, the styles it uses and the script that hides it once decided", async () => {
  const { html } = await renderDocument('/gesuche/uebersicht', 'portal.example');
  assert.match(html, /<div id="shell-bottom"><div class="dock" data-server-banner=""><div class="text"><p>Cookies<\/p><\/div><\/div><\/div>/);
  assert.ok(html.includes('<style data-ssr-styles="shell-base">:root{--space-3:1rem}body{margin:0}</style>'));
  assert.ok(html.includes('<style data-ssr-styles="shell">.dock{position:fixed}.text{margin:0}</style>'), 'only the rules the banner uses');
  assert.ok(html.includes(`<script>${BEFORE_PAINT_SCRIPT}</script>`));

  // Where the shell shows no banner, the page has none of it.
  const without = (await renderDocument('/gesuche/uebersicht?ohne-hinweis', 'portal.example')).html;
  assert.match(without, /<div id="shell-bottom"><\/div>/);
  assert.doesNotMatch(without, /data-ssr-styles|<script>/);
});
