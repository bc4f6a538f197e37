/** @jest-environment node */
import type { ArticleBlock } from '@portal/shared-domain';
import { image, journalTeaser, page } from '../test/fixtures';
import { pageRequest, relatedPaths, remoteOf, renderPage, scriptJson } from './render';

const origin = 'https://stiftung.example';
const answer = (fields: Parameters<typeof page>[0] = {}) => ({ status: 200, body: { data: page(fields) } });

describe('the public site server renderer', () => {
  test('renders CMS paths only, with the API path in the route language; previews are never cacheable', () => {
    expect(pageRequest('/')).toMatchObject({ lang: 'de', path: '/', apiPath: '/pages/', cacheable: true });
    expect(pageRequest('/fr/contact?x=1')).toMatchObject({ lang: 'fr', path: '/contact', apiPath: '/pages/contact?x=1', cacheable: true });
    expect(pageRequest('/kontakt?preview=abc')).toMatchObject({ cacheable: false });
    expect(pageRequest('/login')).toBeNull();
    expect(pageRequest('/gesuche/uebersicht')).toBeNull();
    expect(pageRequest('/gesuche/kurzcheck/einzelperson')).toBeNull();
  });

  test("names the remote that shows a URL (the portal's server preloads its code)", () => {
    expect(remoteOf('/')).toBe('mfe-public-site');
    expect(remoteOf('/fr/contact?x=1')).toBe('mfe-public-site');
    expect(remoteOf('/gesuche/kurzcheck/einzelperson')).toBe('mfe-single-person');
    expect(remoteOf('/gesuche/kurzcheck/gruppe')).toBe('mfe-group');
    expect(remoteOf('/it/gesuche/kurzcheck/projekte')).toBe('mfe-project');
    expect(remoteOf('/gesuche/uebersicht')).toBe('mfe-dashboard-admin');
  });

  test('renders the heading, text, hero image, title, description and language of a page', async () => {
    const rendered = await renderPage({
      url: '/fr/contact',
      origin,
      ...answer({
        title: 'Contact',
        intro_text: 'Écrivez-nous.',
        text: '<p>Notre équipe répond.</p>',
        url: '/contact',
        seo_description: 'Contact de la fondation',
        image: image(),
      }),
    });
    expect(rendered).not.toBeNull();
    const { status, lang, head, body, data } = rendered!;
    expect(status).toBe(200);
    expect(lang).toBe('fr');
    expect(body).toMatch(/<h1[^>]*id="page-title"[^>]*>Contact<\/h1>/);
    expect(body).toContain('Écrivez-nous.');
    expect(body).toContain('<p>Notre équipe répond.</p>');
    expect(body).toContain('alt="Eine Gruppe am Seeufer"');
    expect(head).toMatch(/<title>Contact \| [^<]+<\/title>/);
    expect(head).toContain('<meta name="description" content="Contact de la fondation" />');
    expect(head).toContain('<link rel="canonical" href="https://stiftung.example/fr/contact" />');
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*href="\/img\/media\/see\.jpg\?w=/);
    expect(JSON.parse(data.replace(/^<script[^>]*>|<\/script>$/g, ''))).toMatchObject({ lang: 'fr', path: '/contact', query: {} });
  });

  test("a page without hero: its first image's preload goes to <head>, the area starts with the page", async () => {
    const person = { name: 'Claire Favre', role: null, text: null, email: null, phone: null, image: image('media/claire.jpg', 'Porträt') };
    const rendered = await renderPage({
      url: '/kontakt',
      origin,
      ...answer({ title: 'Kontakt', url: '/kontakt', items: [{ type: 'persons', id: 'p', title: 'Team', persons: [person] } as never] }),
    });
    const { head, body } = rendered!;
    expect(body).toMatch(/^<div/);
    expect(body).toMatch(/<img[^>]*src="\/img\/media\/claire\.jpg[^>]*fetchPriority="high"/);
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*href="\/img\/media\/claire\.jpg/);
  });

  test('renders a journal entry with absolute share links on the portal origin', async () => {
    const rendered = await renderPage({
      url: '/journal/segeltag',
      origin,
      ...answer({ title: 'Segeltag', url: '/journal/segeltag', collection: 'journal', date: '2026-07-03', image: image() }),
    });
    expect(rendered!.body).toMatch(/<h1[^>]*>Segeltag<\/h1>/);
    expect(rendered!.body).toContain(encodeURIComponent('https://stiftung.example/journal/segeltag'));
  });

  test('inlines the page data so CMS text cannot end the script element', async () => {
    const evil = 'Hallo </script><script>alert(1)</script> <!-- & \u2028';
    const { data, head } = (await renderPage({ url: '/kontakt', origin, ...answer({ title: evil, intro_text: evil }) }))!;
    const inner = data.replace(/^<script type="application\/json" id="portal-page-data">/, '').replace(/<\/script>$/, '');
    expect(inner).not.toMatch(/<|>/);
    expect(JSON.parse(inner).page.title).toBe(evil);
    expect(head).not.toContain('</script>');
    expect(scriptJson('</script>')).toBe('"\\u003c/script\\u003e"');
  });

  test("renders an article block's newest journal entries from the related answer, inlined for hydration; without it the block is left to the client", async () => {
    const block = (id: string, fields: Partial<ArticleBlock>): ArticleBlock => ({
      type: 'teasers',
      id,
      title: 'Aus dem Journal',
      show_newest_journal_entries: true,
      number_of_entries: 2,
      rubrics: [],
      items: [],
      ...fields,
    });
    const home = answer({
      title: 'Willkommen',
      items: [block('newest', {}), block('sailing', { rubrics: [{ title: 'Segeln', slug: 'segeln' }] }), block('chosen', { show_newest_journal_entries: false })],
    });
    expect(relatedPaths('/fr/', home.body)).toEqual(['/journals?per_page=2', '/journals?per_page=2&rubrics%5B%5D=segeln']);
    expect(relatedPaths('/login', home.body)).toEqual([]);
    expect(relatedPaths('/', null)).toEqual([]);

    const entries = [journalTeaser(1, { title: 'Segeltag am Zürichsee' }), journalTeaser(2, { title: 'Kunstwoche im Tessin' })];
    const rendered = await renderPage({
      url: '/',
      origin,
      ...home,
      related: {
        '/journals?per_page=2': { status: 200, body: { data: entries, meta: { total: 7, page: 1, last_page: 4 } } },
        '/journals?per_page=2&rubrics%5B%5D=segeln': { status: 500, body: null },
      },
    });
    const { body, data } = rendered!;
    expect(body).toContain('Segeltag am Zürichsee');
    expect(body).toContain('Kunstwoche im Tessin');
    // The sailing block's answer failed: it says loading, and the client asks again.
    expect(body.match(/role="status"/g)).toHaveLength(1);
    const inlined = JSON.parse(data.replace(/^<script[^>]*>|<\/script>$/g, ''));
    expect(inlined.related).toEqual([
      { endpoint: 'getJournals', args: { lang: 'de', perPage: 2, rubrics: [] }, data: { items: entries, meta: { total: 7, page: 1, last_page: 4 } } },
    ]);
  });

  test("renders the journal search's results, rubrics and tags from the related answers (at most three pages of results)", async () => {
    const journal = answer({ title: 'Journal', url: '/journal', items: [{ type: 'journal_search', id: 'search', title: null }] });
    const paths = relatedPaths('/journal?rubrics[]=geschichten&page=5', journal.body);
    expect(paths).toEqual([
      '/journals/rubrics',
      '/journals/tags?limit=10',
      '/journals?per_page=8&rubrics%5B%5D=geschichten',
      '/journals?page=2&per_page=8&rubrics%5B%5D=geschichten',
      '/journals?page=3&per_page=8&rubrics%5B%5D=geschichten',
    ]);
    const entries = [journalTeaser(1, { title: 'Segeltag am Zürichsee' })];
    const rendered = await renderPage({
      url: '/journal',
      origin,
      ...journal,
      related: {
        '/journals/rubrics': { status: 200, body: { data: [{ title: 'Geschichten', slug: 'geschichten' }] } },
        '/journals/tags?limit=10': { status: 200, body: { data: [{ title: 'Segeln', slug: 'segeln', count: 3 }] } },
        '/journals?per_page=8': { status: 200, body: { data: entries, meta: { total: 1, page: 1, last_page: 1 } } },
      },
    });
    const { body } = rendered!;
    expect(body).toContain('Segeltag am Zürichsee');
    expect(body).toContain('Geschichten');
    expect(body).toContain('Segeln');
    expect(body).not.toContain('Beiträge werden geladen');
    expect(rendered!.head).toMatch(/<title>Journal \| [^<]+<\/title>/);

    // A rubric page: its heading and its <title> name the rubric, as the browser shows them.
    const rubrics = { status: 200, body: { data: [{ title: 'Geschichten', slug: 'geschichten' }] } };
    const rubricPage = await renderPage({ url: '/journal?rubrics[]=geschichten', origin, ...journal, related: { '/journals/rubrics': rubrics } });
    expect(rubricPage!.body).toMatch(/<h1[^>]*>Journal: Geschichten<\/h1>/);
    expect(rubricPage!.head).toMatch(/<title>Journal: Geschichten \| [^<]+<\/title>/);
    const french = await renderPage({ url: '/fr/journal?rubrics[]=geschichten', origin, ...journal, related: { '/journals/rubrics': { status: 200, body: { data: [{ title: 'Histoires', slug: 'geschichten' }] } } } });
    // In French with its space before the colon: the French catalog is used.
    expect(french!.head).toMatch(/<title>Journal\s: Histoires \| [^<]+<\/title>/);
    // Without the rubrics' answer the page keeps its own title, as its heading does.
    const unknown = await renderPage({ url: '/journal?rubrics[]=geschichten', origin, ...journal });
    expect(unknown!.head).toMatch(/<title>Journal \| [^<]+<\/title>/);
  });

  test("renders a donor list's names from the related answer, inlined for hydration", async () => {
    const campaign = answer({ title: 'Weihnachtsaktion', url: '/weihnachten', items: [{ type: 'donor_list', id: 'donors', title: 'Sie haben ein Licht geschenkt', campaign: 'weihnachtsaktion-2023' }] });
    expect(relatedPaths('/weihnachten', campaign.body)).toEqual(['/donations/donors?campaign=weihnachtsaktion-2023']);
    const donors = { status: 200, body: { data: { names: ['Lina T.', 'Beat K.'] } } };
    const rendered = await renderPage({ url: '/weihnachten', origin, ...campaign, related: { '/donations/donors?campaign=weihnachtsaktion-2023': donors } });
    const { body, data } = rendered!;
    expect(body).toMatch(/<li>Lina T\.<\/li><li>Beat K\.<\/li>/);
    expect(body).not.toContain('role="status"');
    expect(JSON.parse(data.replace(/^<script[^>]*>|<\/script>$/g, '')).related).toEqual([{ endpoint: 'getDonors', args: 'weihnachtsaktion-2023', data: { names: ['Lina T.', 'Beat K.'] } }]);
    // An answer of another shape is not taken: the block says loading and the client asks again.
    const odd = await renderPage({ url: '/weihnachten', origin, ...campaign, related: { '/donations/donors?campaign=weihnachtsaktion-2023': { status: 200, body: { data: [] } } } });
    expect(odd!.body).toContain('role="status"');
  });

  test('keeps a 404 a 404 with noindex and no content; other failures are left to the client', async () => {
    const notFound = await renderPage({ url: '/gibt-es-nicht', origin, status: 404, body: { message: 'Not found' } });
    expect(notFound).toMatchObject({ status: 404, body: '', data: '' });
    expect(notFound!.head).toContain('<meta name="robots" content="noindex" />');
    expect(await renderPage({ url: '/kontakt', origin, status: 500, body: null })).toBeNull();
    expect(await renderPage({ url: '/login', origin, ...answer() })).toBeNull();
  });
});
