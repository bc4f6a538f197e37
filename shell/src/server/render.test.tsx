/**
 * @jest-environment node
 */
import { renderShellTop } from './render';

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

test('a page in the site layout gets nothing (its header shows the CMS navigation)', async () => {
  expect(await renderShellTop('/')).toBeNull();
  expect(await renderShellTop('/fr/journal/segeltag-zuerichsee')).toBeNull();
});
