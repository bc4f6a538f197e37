import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ArticleBlock, ContentPage, JournalTeaser, NavigationPage } from '@portal/shared-domain';
import { expectNoAxeViolations } from '../src/axe';
import { tabTo } from '../src/keyboard';
import { API_URL, PORTAL_URL, PORT_BASE, THIRD_PARTY_ORIGIN } from '../src/env';
import { tokenFor, useToken } from '../src/portal';

const root = path.resolve(__dirname, '../..');

/**
 * Server-rendered public pages (issue 16, docs/decisions.md "Server-rendered public pages"): the
 * HTML of a CMS page carries its content, title, meta tags and language before any script runs,
 * and the public site hydrates it without a mismatch; so does a quick check, rendered by its own
 * remote. Expected texts come from the API, the
 * source the server renders from.
 */

const PRODUCT = 'Stiftung Ferien & Freizeit';
const PAGES = [
  { url: '/', lang: 'de', path: '/' },
  { url: '/journal/segeltag-zuerichsee', lang: 'de', path: '/journal/segeltag-zuerichsee' },
  { url: '/fr/journal/segeltag-zuerichsee', lang: 'fr', path: '/journal/segeltag-zuerichsee' },
  { url: '/fr/', lang: 'fr', path: '/' },
];

/** The quick checks, rendered on the server by their own remote (docs/decisions.md, "Quick checks rendered on the server"). */
const QUICK_CHECKS = [
  { url: '/gesuche/kurzcheck/einzelperson', area: 'mfe-single-person', lang: 'de', heading: 'Kurzcheck für Einzelpersonen', question: 'Finanzen' },
  { url: '/gesuche/kurzcheck/gruppe', area: 'mfe-group', lang: 'de', heading: 'Kurzcheck für Gruppen', question: 'Finanzen der Erwachsenen' },
  { url: '/fr/gesuche/kurzcheck/projekte', area: 'mfe-project', lang: 'fr', heading: 'Vérification rapide pour les projets', question: 'Groupe cible' },
];

/** The portal header's sign-in link, in German or French. */
const SIGN_IN = /^(Login|Connexion)$/;

async function pageFromApi(request: APIRequestContext, lang: string, path: string): Promise<ContentPage> {
  const answer = await request.get(`${API_URL}/pages${path}`, { headers: { 'accept-language': lang } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ContentPage }).data;
}

async function navigationFromApi(request: APIRequestContext, lang: string): Promise<NavigationPage[]> {
  const answer = await request.get(`${API_URL}/navigation`, { headers: { 'accept-language': lang } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: NavigationPage[] }).data;
}

const documentTitle = (page: ContentPage) => {
  const title = page.seo_title?.trim() || page.page_title?.trim() || page.title;
  return page.blueprint === 'landingpage' ? title : `${title} | ${PRODUCT}`;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { url, lang, path } of PAGES) {
    test(`${url} shows its heading, text, hero image, title, meta and language`, async ({ page, request }) => {
      const cms = await pageFromApi(request, lang, path);
      const answer = await page.goto(url);
      expect(answer?.status()).toBe(200);
      const area = page.locator('#mfe-public-site');
      await expect(area.getByRole('heading', { level: 1 })).toHaveText(cms.page_title?.trim() || cms.title);
      if (cms.intro_text) await expect(area.getByText(cms.intro_text, { exact: true })).toBeVisible();
      expect(cms.image).not.toBeNull();
      const hero = area.locator('header picture img');
      await expect(hero).toHaveAttribute('alt', cms.image!.alt);
      // Loaded, not just present: the server preloads it with the HTML.
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page).toHaveTitle(documentTitle(cms));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (cms.seo_description) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', cms.seo_description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url.replace(/\//g, '\\/')}$`));
      // Styled before any script: the page's stylesheet from the deployed public site applies.
      expect(await area.locator('h1').evaluate((h1) => getComputedStyle(h1).fontSize)).not.toBe('32px');
    });
  }

  for (const { url, lang } of [PAGES[0], PAGES[3]]) {
    test(`${url} lists the newest journal entries, not a loading message`, async ({ page, request }) => {
      const home = await pageFromApi(request, lang, '/');
      const block = home.items.find((item) => 'show_newest_journal_entries' in item && item.show_newest_journal_entries) as ArticleBlock | undefined;
      expect(block).toBeDefined();
      const answer = await request.get(`${API_URL}/journals?per_page=${block!.number_of_entries}`, { headers: { 'accept-language': lang } });
      const newest = ((await answer.json()) as { data: JournalTeaser[] }).data;
      expect(newest.length).toBeGreaterThan(0);
      await page.goto(url);
      const section = page.locator('#mfe-public-site section').filter({ has: page.getByRole('heading', { name: block!.title! }) });
      await expect(section.getByRole('listitem').getByRole('heading')).toHaveText(newest.map((entry) => entry.title));
      await expect(section.getByRole('status')).toHaveCount(0);
    });
  }

  test('/journal lists its first results, rubrics and most used tags, not a loading message', async ({ page, request }) => {
    const answer = await request.get(`${API_URL}/journals?per_page=8`, { headers: { 'accept-language': 'de' } });
    const { data: entries, meta } = (await answer.json()) as { data: JournalTeaser[]; meta: { total: number } };
    expect(entries.length).toBeGreaterThan(0);
    await page.goto('/journal');
    const area = page.locator('#mfe-public-site');
    await expect(area.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText(entries.map((entry) => entry.title));
    await expect(area.getByRole('status')).toHaveText(new RegExp(`^${meta.total} `));
    await expect(area.getByRole('navigation', { name: 'Rubriken' }).getByRole('link', { name: 'Geschichten' })).toBeVisible();
    await expect(area.getByRole('group', { name: 'Häufige Schlagwörter' }).getByRole('button').first()).toBeVisible();
    // A rubric page names its rubric in the heading and the title, before any script.
    await page.goto('/journal?rubrics[]=geschichten');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Journal: Geschichten');
    await expect(page).toHaveTitle(`Journal: Geschichten | ${PRODUCT}`);
  });

  test("the Christmas campaign's donor list shows the API's names (or that there are none yet), not a loading message", async ({ page, request }) => {
    const answer = await request.get(`${API_URL}/donations/donors?campaign=weihnachtsaktion-2023`);
    const { names } = ((await answer.json()) as { data: { names: string[] } }).data;
    await page.goto('/weihnachtsaktion-2023');
    const list = page.getByRole('region', { name: 'Sie haben schon gespendet' });
    if (names.length > 0) await expect(list.getByRole('listitem')).toHaveText(names);
    else await expect(list).toContainText('Noch stehen keine Namen auf der Liste.');
    await expect(list.getByRole('status')).toHaveCount(0);
  });

  for (const { url, area, lang, heading, question } of QUICK_CHECKS) {
    test(`the quick check ${url} shows its heading, introduction and first question`, async ({ page }) => {
      const answer = await page.goto(url);
      expect(answer?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const remote = page.locator(`#${area}`);
      await expect(remote.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(remote.locator('h1 + div p').first()).not.toBeEmpty();
      const first = remote.getByRole('listitem').first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(question);
      expect(await first.locator('input').count()).toBeGreaterThan(1);
      // Only the first question: the next one appears once it is answered (in the browser).
      await expect(remote.getByRole('listitem')).toHaveCount(1);
      // Styled before any script: the remote's own stylesheet is inlined.
      await expect(page.locator(`style[data-ssr-styles="${area}"]`)).toHaveCount(1);
      expect(await remote.locator('h1').evaluate((h1) => getComputedStyle(h1).fontSize)).not.toBe('32px');
      // With the portal header (the shell's renderer), styled, in the page's language: the skip
      // link, the way back to the website, the same page in the other languages and the sign-in.
      const header = page.locator('header[data-layout="dashboard"]');
      await expect(page.locator('style[data-ssr-styles="shell"]')).toHaveCount(1);
      await expect(page.locator('#shell-top > a[href="#content"]')).toHaveCount(1);
      await expect(header.getByRole('link', { name: PRODUCT })).toBeVisible();
      await expect(header.getByRole('link', { name: SIGN_IN })).toBeVisible();
      const languages = await header.locator('a[hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(languages).toHaveLength(2);
      for (const href of languages) expect(href?.endsWith(url.replace(/^\/fr/, ''))).toBe(true);
      expect(await header.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    });
  }

  for (const { url, lang } of [PAGES[0], PAGES[2]]) {
    test(`${url} has its site header and footer with the CMS navigation; the wide-screen links only where they fit`, async ({ page, request }) => {
      const navigation = await navigationFromApi(request, lang);
      expect(navigation.length).toBeGreaterThan(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url);
      const header = page.locator('#shell-top header[data-layout="site"]');
      await expect(page.locator('#shell-top > a[href="#content"]')).toHaveCount(1);
      await expect(header.getByRole('link', { name: new RegExp(PRODUCT) })).toBeVisible();
      await expect(header.getByRole('button', { name: /^(Menü|Menu)$/ })).toBeVisible();
      // Styled by the shell's inlined stylesheet: one row on a phone, the sign-in inside the menu.
      await expect(page.locator('style[data-ssr-styles="shell"]')).toHaveCount(1);
      expect(await header.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
      await expect(header.locator('a[href$="login"]')).toBeHidden();
      // The footer links every top page of the navigation that has an address, in the page's language.
      const footer = page.locator('#shell-bottom footer');
      await expect(footer).toHaveCount(1);
      for (const top of navigation.filter((item) => item.url)) {
        await expect(footer.getByRole('link', { name: top.title, exact: true }).first()).toHaveAttribute('href', lang === 'de' ? top.url! : `/${lang}${top.url}`);
      }
      // On a wide screen the sign-in and the other languages are in the header itself.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(header.locator('a[href$="login"]')).toBeVisible();
      await expect(header.locator('a[hreflang]')).toHaveCount(2);
    });
  }

  test('an unknown page answers 404; portal routes are not rendered on the server', async ({ page }) => {
    const missing = await page.goto('/gibt-es-sicher-nicht');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const login = await page.goto('/login');
    expect(login?.status()).toBe(200);
    await expect(page.locator('#mfe-public-site')).toBeEmpty();
    await expect(page.locator('#portal-page-data')).toHaveCount(0);
    // Every page carries the deployment manifest, so the shell does not fetch it.
    await expect(page.locator('script#portal-deployment')).toHaveCount(1);
    // Only the code of the remote that shows the page is hinted: the sign-in page preloads the
    // dashboard's entry, never the public site's (it would be downloaded for nothing).
    const hinted = (as = 'script') => page.locator(`link[rel="preload"][as="${as}"]`).evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const remoteOrigin = async (name: string) => {
      const deployment = JSON.parse((await page.locator('script#portal-deployment').textContent()) ?? '{}');
      return new URL(deployment.remotes.find((remote: { name: string }) => remote.name === name).entry).origin;
    };
    const [dashboard, site] = [await remoteOrigin('mfe-dashboard-admin'), await remoteOrigin('mfe-public-site')];
    expect(await hinted()).toContainEqual(`${dashboard}/remoteEntry.js`);
    expect((await hinted()).filter((href) => href.startsWith(site))).toEqual([]);
    // So is the stylesheet of its first chunk: the chunk runs once its sheet has loaded.
    expect((await hinted('style')).filter((href) => href.startsWith(`${dashboard}/__federation_expose_lifecycles.`) && href.endsWith('.css'))).toHaveLength(1);
    // The shell's boot chunks are hinted on a page that needs script to be seen...
    expect(await page.locator('link[data-boot-chunk]').count()).toBeGreaterThan(0);
    // ...not on a server-rendered one, where they would share the bandwidth with its images: its
    // hints wait with its scripts for the first paint (below).
    await page.goto('/');
    const later = (as = 'script') =>
      page
        .locator('template#after-first-paint')
        .evaluate(
          (template, selector) => Array.from((template as HTMLTemplateElement).content.querySelectorAll(selector)).map((link) => link.getAttribute('href') ?? ''),
          `link[rel="preload"][as="${as}"]`,
        );
    expect(await later()).toContainEqual(`${site}/remoteEntry.js`);
    expect((await later('style')).filter((href) => href.startsWith(`${site}/__federation_expose_lifecycles.`))).toHaveLength(1);
    expect((await later()).filter((href) => href.startsWith(dashboard))).toEqual([]);
    await expect(page.locator('link[data-boot-chunk]')).toHaveCount(0);
  });

  test('a page the browser holds is answered 304 by its ETag (a spike of revalidations costs no render); the HTML is gzipped', async ({ request }) => {
    const first = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status()).toBe(200);
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers()['cache-control']).toBe('no-cache');
    expect(first.headers()['content-encoding']).toBe('gzip');
    const again = await request.get('/', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['etag']).toBe(etag);
    const other = await request.get('/journal/segeltag-zuerichsee', { headers: { 'if-none-match': etag } });
    expect(other.status()).toBe(200);
    expect(other.headers()['etag']).not.toBe(etag);
  });

  test('the inlined styles are the rules the page uses: it looks exactly as with the whole stylesheets', async ({ page, request }) => {
    const full = async (url: string) => {
      const answer = await request.get(url);
      expect(answer.status()).toBe(200);
      return answer.text();
    };
    for (const { url, area } of [{ url: '/', area: 'mfe-public-site' }, QUICK_CHECKS[0]]) {
      await page.goto(url);
      const deployment = JSON.parse((await page.locator('script#portal-deployment').textContent()) ?? '{}');
      const remote = new URL(deployment.remotes.find((entry: { name: string }) => entry.name === area).entry).origin;
      const sheets = { [area]: await full(`${remote}/ssr/page.css`), shell: await full(`${PORTAL_URL}/ssr/page.css`) };
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url, { waitUntil: 'networkidle' });
        const inlined = page.locator('style[data-ssr-styles]');
        await expect(inlined).toHaveCount(2);
        for (const [name, css] of Object.entries(sheets)) {
          const text = (await page.locator(`style[data-ssr-styles="${name}"]`).textContent()) ?? '';
          expect(text.length, `${url} ${name}`).toBeGreaterThan(0);
          expect(text.length, `${url} ${name}`).toBeLessThan(css.length / 2);
        }
        const cut = await settledScreenshot(page);
        await page.evaluate((whole) => {
          for (const [name, css] of Object.entries(whole)) document.querySelector(`style[data-ssr-styles="${name}"]`)!.textContent = css;
        }, sheets);
        const whole = await settledScreenshot(page);
        expect(cut.equals(whole), `${url} at ${width} px`).toBe(true);
      }
    }
  });

  test('a redeployed public site is rendered by its own new renderer at once', async ({ page }) => {
    test.setTimeout(180_000);
    const manifestFile = process.env.E2E_DEPLOYMENT_FILE as string;
    const original = readFileSync(manifestFile, 'utf8');
    await page.goto('/');
    await expect(page.locator('#mfe-public-site [data-build-label]')).toHaveCount(0);
    // The release: the current browser build and a server renderer built with a release label.
    const release = mkdtempSync(path.join(tmpdir(), 'mfe-public-site-v2-'));
    cpSync(path.join(root, 'mfe-public-site/dist'), release, { recursive: true });
    execFileSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--config', 'webpack.server.config.js', '--mode', 'production'], {
      cwd: path.join(root, 'mfe-public-site'),
      env: { ...process.env, REMOTE_OUT_DIR: release, BUILD_LABEL: 'Website – Version 2' },
      stdio: 'inherit',
    });
    // Marks the release's stylesheet: the page's inlined styles must come from the new remote.
    appendFileSync(path.join(release, 'ssr/page.css'), '\n/* Website – Version 2 */\n');
    const { serveStatic } = await import(path.join(root, 'tools/static-server.mjs'));
    const server: Server = await serveStatic({ root: release, port: PORT_BASE + 92, cors: true });
    try {
      const deployment = JSON.parse(original);
      for (const entry of deployment.remotes) {
        if (entry.name === 'mfe-public-site') entry.entry = `http://localhost:${PORT_BASE + 92}/mf-manifest.json`;
      }
      writeFileSync(manifestFile, JSON.stringify(deployment, null, 2));
      await page.goto('/');
      await expect(page.locator('#mfe-public-site [data-build-label="mfe-public-site"]')).toHaveText('Website – Version 2');
      // The page's stylesheet is inlined (no render-blocking request to the remote's origin).
      await expect(page.locator('link[data-ssr-styles]')).toHaveCount(0);
      expect(await page.locator('style[data-ssr-styles="mfe-public-site"]').textContent()).toContain('/* Website – Version 2 */');
    } finally {
      writeFileSync(manifestFile, original);
      server.close();
    }
  });
});

/**
 * The whole page once two screenshots in a row are the same: a full-page screenshot makes the
 * lazy images below the fold load, which the next one shows.
 */
async function settledScreenshot(page: Page): Promise<Buffer> {
  let last = await page.screenshot({ fullPage: true, animations: 'disabled' });
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.waitForLoadState('networkidle');
    const next = await page.screenshot({ fullPage: true, animations: 'disabled' });
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error(`${page.url()} did not settle`);
}

/** Console errors, page errors and React's recoverable (hydration) errors during the visit. */
/** Holds the shell's script back until the returned function is called (the page shows only what the server sent). */
async function holdShellScript(page: Page): Promise<() => void> {
  const shell = new URL(PORTAL_URL).origin;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.unroute('**/*');
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === shell && url.pathname === '/main.js') await arrived;
    await route.continue();
  });
  return arrive;
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The session probe of an anonymous visitor answers 401 by design (not part of this check).
    if (message.type() === 'error' && !/status of 401/.test(text)) problems.push(text);
    if (/hydrat|Minified React error #4(18|19|20|21|23|25)/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

type Remembered = { serverHeading: Element | null };

/** Remembers the server's `<h1>` in the remote's area before any script mounts it (on every page the visit opens). */
async function rememberServerHeading(page: Page, area: string) {
  await page.addInitScript((id) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as Remembered).serverHeading = document.querySelector(`#${id} h1`);
    });
  }, area);
}

/** Whether the area's `<h1>` is still the server's node: hydrated, not rendered anew. */
function serverHeadingKept(page: Page, area: string): Promise<boolean> {
  return page.evaluate((id) => {
    const server = (window as unknown as Remembered).serverHeading;
    return Boolean(server && server.isConnected && server === document.querySelector(`#${id} h1`));
  }, area);
}

test.describe('with JavaScript', () => {
  test("a page's scripts and stylesheets reach the browser as the build's Brotli copies", async ({ page }) => {
    const codings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) codings.set(response.url(), response.headers()['content-encoding']);
    });
    await page.goto('/');
    await expect(page.locator('#portal-page-data')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The shell's and the public site's files: every one sent as its .br copy (tools/webpack/precompress.js).
    expect(new Set([...codings.keys()].map((url) => new URL(url).origin)).size).toBe(2);
    expect(codings.size).toBeGreaterThan(10);
    expect([...codings].filter(([, coding]) => coding !== 'br')).toEqual([]);
  });

  test('a repeat visit downloads no script or stylesheet again: the entry files are revalidated (304), the chunks kept', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const downloads: Promise<string | undefined>[] = [];
    page.on('requestfinished', (request) => {
      if (!['script', 'stylesheet'].includes(request.resourceType())) return;
      downloads.push(request.sizes().then((sizes) => (sizes.responseBodySize > 0 ? request.url() : undefined)));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(downloads.length).toBeGreaterThan(10);
    expect((await Promise.all(downloads)).filter(Boolean)).toEqual([]);
  });

  for (const { url } of [...PAGES, { url: '/journal' }, { url: '/weihnachtsaktion-2023' }]) {
    test(`${url} hydrates the server's markup without errors, asking the API for no journal entries or donors`, async ({ page }) => {
      const problems = collectProblems(page);
      const journalRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(journals|donations\/donors)/.test(new URL(request.url()).pathname)) journalRequests.push(request.url());
      });
      // Remember the server's heading before the public site mounts: hydration keeps this node.
      await rememberServerHeading(page, 'mfe-public-site');
      await page.goto(url);
      // The page data is consumed by the hydrating mount.
      await expect(page.locator('#portal-page-data')).toHaveCount(0);
      await expect(page.locator('header[data-layout="site"]')).toBeVisible();
      expect(await serverHeadingKept(page, 'mfe-public-site')).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // The newest entries and donors the server rendered were inlined with the page.
      expect(journalRequests).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test("a server-rendered page's code is requested once its hero image is there, and then hydrates it", async ({ page }) => {
    const problems = collectProblems(page);
    const events: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/main.js') events.push('main.js requested');
    });
    // The hero of / (its one eager image in the content) is held back like on a slow phone.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/img\/media\/see-berge-abendrot\.jpg/, async (route) => {
      await released;
      await route.continue();
    });
    await rememberServerHeading(page, 'mfe-public-site');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The page is there to read; a deferred script would have been requested while it was parsed.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(events).toEqual([]);
    events.push('hero released');
    release();
    await expect(page.locator('#portal-page-data')).toHaveCount(0);
    expect(events).toEqual(['hero released', 'main.js requested']);
    expect(await serverHeadingKept(page, 'mfe-public-site')).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a hero image that never arrives holds the code back for 2 s at most', async ({ page }) => {
    const problems = collectProblems(page);
    await page.route(/\/img\/media\/see-berge-abendrot\.jpg/, () => new Promise<void>(() => undefined));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#portal-page-data')).toHaveCount(0, { timeout: 20_000 });
    // Requested when the wait ran out (ms since the navigation started), not before.
    const requested = await page.evaluate(
      () => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/main.js')?.startTime ?? -1,
    );
    expect(requested).toBeGreaterThanOrEqual(2_000);
    expect(problems).toEqual([]);
  });

  test('what only the browser knows (the navigation, consent) does not make hydration fail', async ({ page }) => {
    const problems = collectProblems(page);
    // A visitor who consented: the video and map blocks show the embed, once hydrated (the video
    // service answered here, this machine has no way out).
    await page.addInitScript(() => {
      if (window === window.top) window.localStorage.setItem('analyticsAccepted', 'true');
    });
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' }));
    // The analytics scripts consent loads, from the third-party double's origin (consent.spec.ts tests them).
    await page.route((url) => url.origin === THIRD_PARTY_ORIGIN, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await rememberServerHeading(page, 'mfe-public-site');
    // /gesuche's breadcrumb says what the navigation calls it ('Gesuche', its title 'Gesuch
    // stellen'), /downloads likewise; /ueber-uns/geschichte has a video.
    for (const [url, crumb] of [['/gesuche', 'Gesuche'], ['/downloads', 'Downloads'], ['/ueber-uns/geschichte', 'Geschichte']] as const) {
      await page.goto(url);
      await expect(page.locator('#portal-page-data')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link', { name: crumb, exact: true })).toHaveAttribute('aria-current', 'page');
      await page.waitForLoadState('networkidle');
      expect(await serverHeadingKept(page, 'mfe-public-site'), url).toBe(true);
    }
    await expect(page.locator('#mfe-public-site iframe')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  for (const { url, area } of QUICK_CHECKS) {
    test(`the quick check ${url} is hydrated, not rendered anew, and answers by keyboard`, async ({ page }) => {
      const problems = collectProblems(page);
      await rememberServerHeading(page, area);
      await page.goto(url);
      // The marker is consumed by the hydrating mount, which moves the focus to the heading.
      await expect(page.locator(`#${area}-ssr`)).toHaveCount(0);
      const heading = page.locator(`#${area} h1`);
      await expect(heading).toBeFocused();
      expect(await serverHeadingKept(page, area)).toBe(true);
      // The first option of the first question, chosen by keyboard: the hydrated page reacts.
      const first = page.locator(`#${area} li`).first().locator('input').first();
      await tabTo(page, first);
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      // The quick check evaluated it (a browser alone would only tick the box): the next question, or a result.
      await expect(page.locator(`#${area} li`).nth(1).or(page.getByRole('dialog'))).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  for (const { url, area } of QUICK_CHECKS) {
    test(`on a phone, the quick check ${url} neither moves nor blinks while the portal starts`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // Every frame from the first: where the heading is and whether it is shown.
      await page.addInitScript((id) => {
        const frames: { top: number; shown: boolean }[] = [];
        (window as unknown as { headingFrames: typeof frames }).headingFrames = frames;
        const look = () => {
          const heading = document.querySelector(`#${id} h1`);
          if (heading) frames.push({ top: Math.round(heading.getBoundingClientRect().top + window.scrollY), shown: getComputedStyle(heading).visibility === 'visible' });
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, area);
      await page.goto(url);
      await expect(page.locator(`#${area}-ssr`)).toHaveCount(0);
      await expect(page.locator('header[data-layout="dashboard"]').getByRole('link', { name: SIGN_IN })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const frames = await page.evaluate(() => (window as unknown as { headingFrames: { top: number; shown: boolean }[] }).headingFrames);
      expect(frames.length).toBeGreaterThan(1);
      // The server sent the portal header too, so the heading starts where it stays (it used to move
      // 56 px down when the header wrapped to two rows), and it is never hidden on the way.
      expect([...new Set(frames.map((frame) => frame.top))]).toHaveLength(1);
      expect(frames.filter((frame) => !frame.shown)).toEqual([]);
    });
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px, the site header and footer of a CMS page neither move nor blink while the shell takes them over, and it asks the API for none of their content`, async ({ page, request }) => {
      const problems = collectProblems(page);
      const links = await request.get(`${API_URL}/globals/links`, { headers: { 'accept-language': 'de' } });
      const donate = ((await links.json()) as { data: { donate_now_text: string } }).data.donate_now_text;
      expect(donate).toBeTruthy();
      await page.setViewportSize({ width, height: 844 });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(navigation|globals\/(links|cookies))/.test(request.url())) asked.push(request.url());
      });
      // Every frame from the first: where the donate button and the menu button are, and whether they are shown.
      await page.addInitScript((donateText) => {
        const frames: string[] = [];
        (window as unknown as { headerFrames: string[] }).headerFrames = frames;
        const look = () => {
          const header = document.querySelector('#shell-top header');
          if (header) {
            const donate = Array.from(header.querySelectorAll('a')).find((link) => link.textContent?.startsWith(donateText)) ?? null;
            const burger = header.querySelector('button[aria-controls]');
            const place = (element: Element | null) => {
              const box = element?.getBoundingClientRect();
              return box ? `${Math.round(box.left)},${Math.round(box.top)},${Math.round(box.width)}` : 'none';
            };
            // From the first frame in which the parser has reached both (on a slow machine a frame
            // may come while the server's header is still being parsed): a blink later still shows.
            if (frames.length > 0 || (donate && burger)) frames.push(`${place(donate)} ${place(burger)} ${getComputedStyle(header).visibility}`);
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, donate);
      await page.goto('/journal/segeltag-zuerichsee');
      await expect(page.locator('#portal-page-data')).toHaveCount(0);
      // The shell's footer has replaced the server's (one footer, the wrapper gone, the site content read).
      await expect(page.locator('[data-server-footer]')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(1);
      await expect(page.locator('#portal-site-content')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const frames = await page.evaluate(() => (window as unknown as { headerFrames: string[] }).headerFrames);
      expect(frames.length).toBeGreaterThan(1);
      expect([...new Set(frames)]).toHaveLength(1);
      expect(frames[0]).toMatch(/^\d+,\d+,\d+ \d+,\d+,\d+ visible$/);
      // Opening the menu by keyboard shows the navigation the server rendered with.
      const burger = page.locator('#shell-top header').getByRole('button', { name: 'Menü', exact: true });
      await tabTo(page, burger);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Journal', exact: true }).first()).toBeVisible();
      expect(asked).toEqual([]);
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test("a choice made in the quick check before its code arrived counts once it is there", async ({ page }) => {
    const problems = collectProblems(page);
    const deployment = JSON.parse(readFileSync(process.env.E2E_DEPLOYMENT_FILE as string, 'utf8'));
    const remote = new URL(deployment.remotes.find((entry: { name: string }) => entry.name === 'mfe-single-person').entry).origin;
    // The remote's code waits until the visitor has chosen (a slow phone).
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route((url) => url.origin === remote, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/gesuche/kurzcheck/einzelperson', { waitUntil: 'domcontentloaded' });
    const first = page.locator('#mfe-single-person li').first().locator('input').first();
    await first.check();
    arrive();
    await expect(page.locator('#mfe-single-person-ssr')).toHaveCount(0);
    // Still chosen, and the quick check went on with it.
    await expect(page.locator('#mfe-single-person li').nth(1).or(page.getByRole('dialog'))).toBeVisible();
    await expect(first).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('a signed-in visitor is never offered "Anmelden" or "Login" by a server-rendered header: "Meine Gesuche" from the first paint', async ({ page, context, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await useToken(context, await tokenFor(request, 'demo2@example.org'));
    // A policy violation (the head's script refused) or a hydration error is reported here.
    const problems = collectProblems(page);
    const header = page.locator('header[data-layout="site"]');
    // The first visit learns from the session check, and remembers it.
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Meine Gesuche' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);

    // The next pages, with the shell's script held back: only the server's header and the head's script.
    const holdShell = () => holdShellScript(page);
    let arrive = await holdShell();
    // Not 'domcontentloaded': it waits for the deferred main.js.
    await page.goto('/journal/segeltag-zuerichsee', { waitUntil: 'commit' });
    await expect(header.getByRole('link', { name: 'Meine Gesuche' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeHidden();
    arrive();
    // The shell's header takes over with the session's answer: the same link, the other one gone.
    await expect(page.locator('#portal-page-data')).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Meine Gesuche' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A quick check's portal header does not offer "Login" meanwhile; the e-mail follows the answer.
    arrive = await holdShell();
    await page.goto('/gesuche/kurzcheck/einzelperson', { waitUntil: 'commit' });
    const portalHeader = page.locator('header[data-layout="dashboard"]');
    await expect(portalHeader.getByRole('link', { name: 'Zurück zur Website' })).toBeVisible();
    await expect(portalHeader.getByRole('link', { name: SIGN_IN })).toBeHidden();
    arrive();
    await expect(page.getByTestId('current-user')).toContainText('demo2@example.org');
    await expect(portalHeader.getByRole('link', { name: SIGN_IN })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the cookie banner of the document is shown only once the document is parsed past it (a paint inside it would let it grow)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.route(/\/main\.js$/, (route) => route.abort());
    // The document as a parser that has stopped inside the banner has it: up to its first button.
    await page.route('**/login', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const end = html.indexOf('</button>', html.indexOf('data-server-banner'));
      expect(end).toBeGreaterThan(0);
      await route.fulfill({ response, body: html.slice(0, end) });
    });
    await page.goto('/login');
    await expect(page.locator('[data-server-banner]')).toHaveCount(1);
    await expect(page.locator('[data-server-banner]')).toBeHidden();
    await page.unroute('**/login');
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toBeVisible();
  });

  test("a page the shell draws comes with its cookie banner: seen before the shell's script, then the shell's own, never seen once decided", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = collectProblems(page);
    const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
    let arrive = await holdShellScript(page);
    // Not 'domcontentloaded': it waits for the deferred main.js.
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Wir verwenden Cookies');
    await expect(banner.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
    // Its buttons wait for the shell's script: a tap meanwhile is refused visibly, never lost silently.
    await expect(banner.getByRole('button', { name: 'Verstanden' })).toBeDisabled();
    // Seen with the document: nothing else is drawn yet.
    await expect(page.locator('#shell-top')).toBeEmpty();
    arrive();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(banner).toHaveCount(1);
    await expect(page.locator('[data-server-banner]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await tabTo(page, banner.getByRole('button', { name: 'Verstanden' }));
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);

    // Decided on this browser: the next page's copy is hidden before the first paint by the head's script.
    arrive = await holdShellScript(page);
    await page.goto('/gesuche/uebersicht', { waitUntil: 'commit' });
    await expect(page.locator('[data-server-banner]')).toHaveCount(1);
    await expect(page.locator('[data-server-banner]')).toBeHidden();
    arrive();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the site menu works by keyboard on a hydrated page, and links lead on without a reload', async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('#portal-page-data')).toHaveCount(0);
    const burger = page.locator('header[data-layout="site"]').getByRole('button', { name: 'Menü', exact: true });
    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Menü schliessen' })).toBeFocused();
    await expectNoAxeViolations(page);
    const journal = menu.getByRole('link', { name: 'Journal', exact: true });
    await tabTo(page, journal);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
});
