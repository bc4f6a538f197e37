/**
 * @jest-environment node
 */
import type { SiteContentData } from '@portal/shared-domain';
import { links, navigation } from '../layout/site-content.fixtures';
import { langOf, renderCookieBanner, renderShellBottom, renderShellTop, renderSiteContent } from './render';

const site: SiteContentData = { lang: 'de', navigation, links, cookies: null };

/** The server has no DOM: the header is rendered from the URL alone. */
test('a quick check gets the skip link and the anonymous portal header, in its language, linking the same page in the others', async () => {
  const html = await renderShellTop('/gesuche/kurzcheck/einzelperson');
  expect(html).not.toBeNull();
  expect(html).toMatch(/^<a [^>]*href="#content"[^>]*>Zum Inhalt springen<\/a><header [^>]*data-layout="dashboard"/);
  expect(html).toContain('>Zurück zur Website</a>');
  expect(html).toContain('href="/login"');
  expect(html).toContain('href="/fr/gesuche/kurzcheck/einzelperson" hrefLang="fr"');
  expect(html).toContain('href="/it/gesuche/kurzcheck/einzelperson" hrefLang="it"');
  // Nobody is signed in on the server's render.
  expect(html).not.toContain('Logout');

  const french = await renderShellTop('/fr/gesuche/kurzcheck/projekte?x=1');
  expect(french).toContain('>Connexion</a>');
  expect(french).toContain('>Retour au site web</a>');
  expect(french).toContain('href="/gesuche/kurzcheck/projekte?x=1" hrefLang="de"');
});

test('a page in the site layout gets no header without the site content (its header shows the CMS navigation)', async () => {
  expect(await renderShellTop('/')).toBeNull();
  expect(await renderShellTop('/fr/journal/segeltag-zuerichsee')).toBeNull();
  // Content of another language than the URL's is not used.
  expect(await renderShellTop('/fr/journal/segeltag-zuerichsee', site)).toBeNull();
});

test('a CMS page gets the site header with the global links; the wide-screen items are left to CSS', async () => {
  const html = (await renderShellTop('/ueber-uns/team?x=1', site)) ?? '';
  expect(html).toMatch(/^<a [^>]*href="#content"[^>]*>Zum Inhalt springen<\/a><header [^>]*data-layout="site"/);
  expect(html).toMatch(/<a href="https:\/\/spenden.example.org\/"[^>]*target="_blank"[^>]*>Jetzt spenden/);
  expect(html).toContain('aria-expanded="false"');
  // The server does not know the width: quick links, languages and sign-in are there, in the wrappers CSS shows from 1200 px.
  const wide = html.match(/<div class="[^"]*wideOnly[^"]*">/g) ?? [];
  expect(wide).toHaveLength(2);
  expect(html).toContain('>Gesuche stellen</a>');
  expect(html).toContain('href="/login"');
  expect(html).toContain('href="/fr/ueber-uns/team?x=1" hrefLang="fr"');
  // The server does not know the session: both links, CSS shows one by the mark the head's script set; the menu is closed.
  expect(html).toMatch(/<a href="\/gesuche\/uebersicht" class="[^"]*ifSignedIn[^"]*">Meine Gesuche<\/a><a href="\/login" class="[^"]*ifSignedOut[^"]*">Anmelden<\/a>/);
  expect(html).not.toContain('id="site-menu"');

  const french = (await renderShellTop('/fr/', { ...site, lang: 'fr' })) ?? '';
  expect(french).toContain('>Se connecter</a>');
  expect(french).toContain('href="/" hrefLang="de"');
});

test('the footer: the navigation in columns, the legal links, and the site content for the shell, in a wrapper the shell replaces', async () => {
  const html = (await renderShellBottom('/journal/segeltag-zuerichsee', site)) ?? '';
  expect(html).toMatch(/^<div data-server-footer=""><footer .*<\/footer><script /);
  const footer = html.slice(0, html.indexOf('</footer>'));
  for (const title of ['Über uns', 'Team', 'Stiftungsrat', 'Ferien', 'Journal']) expect(footer).toContain(`>${title}</a>`);
  expect(footer).toContain('href="https://partner.example.org/"');
  expect(footer).toContain('>Impressum</a>');
  expect(footer).not.toContain('Ohne Adresse');
  const data = /<script type="application\/json" id="portal-site-content">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(data ?? 'null')).toEqual(site);
  // Text from the CMS cannot end the script.
  const hostile = (await renderShellBottom('/', { ...site, navigation: [{ ...navigation[2], title: '</script><b>x' }] })) ?? '';
  expect(hostile).not.toContain('</script><b>');
  expect(await renderShellBottom('/fr/', site)).toBeNull();
});

test('a page the shell draws in the browser gets the site content of its language, for the shell', () => {
  expect(langOf('/gesuche/uebersicht')).toBe('de');
  expect(langOf('/fr/gesuche/uebersicht?x=1')).toBe('fr');
  expect(langOf('/it/gesuche/einzelperson/1/qualifikation/geburtsdatum')).toBe('it');
  const html = renderSiteContent(site);
  expect(html).toMatch(/^<script type="application\/json" id="portal-site-content">.*<\/script>$/);
  expect(JSON.parse(/>(.*)<\/script>$/.exec(html)?.[1] ?? 'null')).toEqual(site);
  // Text from the CMS cannot end the script.
  expect(renderSiteContent({ ...site, navigation: [{ ...navigation[2], title: '</script><b>x' }] })).not.toContain('</script><b>');
});

test('a page the shell draws in the browser gets the cookie banner in the dock, its buttons disabled until the shell replaces it', async () => {
  const cookies = { text: '<p>Wir verwenden Cookies. Mehr unter <a href="/cookies">Cookies</a>.</p>', close_label: 'Verstanden' };
  const html = (await renderCookieBanner('/gesuche/uebersicht', { ...site, cookies })) ?? '';
  expect(html).toMatch(/^<div class="[^"]+" data-server-banner=""><section class="[^"]+" aria-label="Cookie-Hinweis" data-testid="cookie-banner">/);
  expect(html).toContain('<p>Wir verwenden Cookies. Mehr unter <a href="/cookies">Cookies</a>.</p>');
  expect(html.match(/<button type="button" class="[^"]+" disabled="">/g)).toHaveLength(2);
  expect(html).toContain('>Statistiken erlauben</button>');
  expect(html).toContain('>Verstanden</button>');

  // In the page's language, with its links; not on the pages that explain cookies and privacy, nor without the CMS's text.
  const french = (await renderCookieBanner('/fr/gesuche/uebersicht', { ...site, lang: 'fr', cookies: { ...cookies, close_label: 'J’ai compris' } })) ?? '';
  expect(french).toContain('aria-label="Avis sur les cookies"');
  expect(french).toContain('href="/fr/cookies"');
  expect(await renderCookieBanner('/fr/gesuche/uebersicht', { ...site, cookies })).toBeNull();
  expect(await renderCookieBanner('/datenschutz', { ...site, cookies })).toBeNull();
  expect(await renderCookieBanner('/gesuche/uebersicht', site)).toBeNull();
});
