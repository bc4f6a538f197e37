import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { image, navigation, page } from '../test/fixtures';
import { mockContentApi, renderAt, setNavigation } from '../test/render';

beforeEach(() => setNavigation(navigation));

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((tag) => tag.remove());
  document.title = '';
});

describe('page by path (spec 00 §2.9)', () => {
  test.each([
    ['/', '/pages/'],
    ['/kontakt', '/pages/kontakt'],
    ['/gesuche', '/pages/gesuche'],
    ['/fr/cookies', '/pages/cookies'],
    ['/it/datenschutz', '/pages/datenschutz'],
    ['/ueber-uns/team', '/pages/ueber-uns/team'],
    ['/fr/journal/ein-sommer/', '/pages/journal/ein-sommer'],
  ])('%s loads GET %s', async (route, request) => {
    const requested = mockContentApi([{ path: /^\/pages/, data: page({ title: 'Eine Seite', url: request.replace('/pages', '') || '/' }) }]);
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eine Seite' })).toBeInTheDocument();
    expect(requested).toContain(request);
  });

  test('the route query is passed on, preview token included, rubrics and tags as lists', async () => {
    const requested = mockContentApi([{ path: /^\/pages\/journal/, data: page({ title: 'Journal', url: '/journal' }) }]);
    renderAt('/journal?preview=true&token=abc&rubrics=ferien&tags=see&tags=berge');
    await screen.findByRole('heading', { level: 1, name: 'Journal' });
    expect(requested).toContain('/pages/journal?preview=true&rubrics%5B%5D=ferien&tags%5B%5D=see&tags%5B%5D=berge&token=abc');
  });

  test("an editor's draft (preview) says so above the page; the published page does not", async () => {
    mockContentApi([
      { path: /^\/pages\/kontakt/, data: page({ title: 'Kontakt', url: '/kontakt', isPreview: true }) },
      { path: /^\/pages\/impressum/, data: page({ title: 'Impressum', url: '/impressum' }) },
    ]);
    const { container, unmount } = renderAt('/kontakt?preview=1.abc');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.getByRole('note')).toHaveTextContent('Vorschau: Diese Fassung ist noch nicht veröffentlicht.');
    expect(await axe(container)).toHaveNoViolations();
    unmount();

    renderAt('/impressum');
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('while it loads, an announced status instead of a blank page', async () => {
    mockContentApi([{ path: /^\/pages/, pending: true }]);
    renderAt('/kontakt');
    expect(screen.getByRole('status')).toHaveTextContent('Die Seite wird geladen…');
  });

  test('404: Seite nicht gefunden with Zur Startseite', async () => {
    mockContentApi([{ path: '/pages/gibt-es-nicht', status: 404 }]);
    const { container } = renderAt('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Seite nicht gefunden | Stiftung Ferien & Freizeit');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('any other error: Es ist ein Fehler aufgetreten', async () => {
    mockContentApi([{ path: '/pages/kontakt', status: 500 }]);
    renderAt('/kontakt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Es ist ein Fehler aufgetreten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
  });

  test('a page: hero with title, intro and image at the allowed sizes, sanitised text, blocks in order', async () => {
    mockContentApi([
      {
        path: '/pages/ueber-uns',
        data: page({
          title: 'Über uns',
          url: '/ueber-uns',
          intro_text: 'Wir ermöglichen Ferien.',
          image: image(),
          text: '<p>Seit 1950 <a href="/kontakt">für alle</a> und <a href="https://example.org/kontakt">anderswo</a>.</p>',
          items: [
            { type: 'text', id: 'b1', title: 'Zuerst', text: '<p>Eins</p>' },
            { type: 'unbekannt', id: 'b2' } as never,
            { type: 'quote', id: 'b3', quote: 'Danke!', author: 'Anna', role: null, image: null },
          ],
        }),
      }
    ]);
    const { container } = renderAt('/fr/ueber-uns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(screen.getByText('Wir ermöglichen Ferien.')).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: 'Eine Gruppe am Seeufer' });
    expect(hero).toHaveAttribute('src', '/img/media/see.jpg?w=800&h=600&fit=crop-50-30');
    expect(hero).toHaveAttribute('width', '800');
    expect(hero).toHaveAttribute('height', '600');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/img/media/see.jpg?w=1600&h=800&fit=crop-50-30');
    // The internal link carries the language prefix, the external one stays as it is (the API
    // sanitized the rich text: cms/src/content/sanitize-html.ts).
    expect(screen.getByRole('link', { name: 'für alle' })).toHaveAttribute('href', '/fr/kontakt');
    expect(screen.getByRole('link', { name: 'anderswo' })).toHaveAttribute('href', 'https://example.org/kontakt');
    // Blocks in order; the unknown one is skipped.
    const texts = [screen.getByText('Eins'), screen.getByText('Danke!')];
    expect(texts[0].compareDocumentPosition(texts[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axe(container)).toHaveNoViolations();
  });

  test("the page's first image loads at once with high priority (its largest paint on a phone), every later one lazily", async () => {
    const cards = (slug: string) => ({
      type: 'link_cards',
      id: slug,
      title: 'Gesuch stellen',
      cards: [
        { title: 'Einzelpersonen', text: null, url: '/gesuche/kurzcheck/einzelperson', link_text: 'Zum Kurzcheck', image: image(`media/${slug}-1.jpg`) },
        { title: 'Gruppen', text: null, url: '/gesuche/kurzcheck/gruppe', link_text: 'Zum Kurzcheck Gruppen', image: image(`media/${slug}-2.jpg`) },
      ],
    });
    mockContentApi([
      { path: '/pages/gesuche', data: page({ title: 'Gesuche', url: '/gesuche', items: [cards('a') as never] }) },
      { path: '/pages/ueber-uns', data: page({ title: 'Über uns', url: '/ueber-uns', image: image(), items: [cards('b') as never] }) },
    ]);
    const { container, unmount } = renderAt('/gesuche');
    await screen.findByRole('heading', { level: 1, name: 'Gesuche' });
    const [first, second] = Array.from(container.querySelectorAll('img'));
    expect(first).toHaveAttribute('src', expect.stringContaining('media/a-1.jpg'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    unmount();

    // With a hero, the hero is the first image: every teaser below it loads lazily.
    const again = renderAt('/ueber-uns');
    await screen.findByRole('heading', { level: 1, name: 'Über uns' });
    const teasers = Array.from(again.container.querySelectorAll('li img'));
    expect(teasers).toHaveLength(2);
    for (const teaser of teasers) expect(teaser).toHaveAttribute('loading', 'lazy');
  });

  test('a journal entry: date as dd.MM.yyyy, rubrics, tags, breadcrumbs through its parent', async () => {
    mockContentApi([
      {
        path: '/pages/journal/ein-sommer',
        data: page({
          title: 'Ein Sommer am See',
          url: '/journal/ein-sommer',
          collection: 'journal',
          blueprint: 'blog',
          parent: { title: 'Journal', url: '/journal' },
          date: '2026-07-04',
          rubrics: [{ title: 'Ferien', slug: 'ferien' }],
          tags: [{ title: 'See', slug: 'see' }],
          image: image('media/sommer.jpg', 'Kinder im Wasser'),
        }),
      }
    ]);
    const { container } = renderAt('/journal/ein-sommer');
    await screen.findByRole('heading', { level: 1, name: 'Ein Sommer am See' });
    expect(screen.getByText('04.07.2026')).toHaveAttribute('datetime', '2026-07-04');
    // Rubrics and tags link to the journal filtered by them (the chips show the title, '#' before a tag).
    expect(screen.getByRole('link', { name: 'Alle Beiträge der Rubrik Ferien' })).toHaveAttribute('href', '/journal?rubrics%5B%5D=ferien');
    expect(screen.getByRole('link', { name: 'Alle Beiträge mit dem Schlagwort See' })).toHaveAttribute('href', '/journal?tags%5B%5D=see');
    expect(screen.getByRole('img', { name: 'Kinder im Wasser' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Sie sind hier' })).getAllByRole('link');
    expect(crumbs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Startseite', '/'],
      ['Journal', '/journal'],
      ['Ein Sommer am See', '/journal/ein-sommer'],
    ]);
    expect(crumbs[2]).toHaveAttribute('aria-current', 'page');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('breadcrumbs (spec 00 §2.7)', () => {
  test('Startseite, the navigation item and its child, in the page language', async () => {
    const requested = mockContentApi([{ path: '/pages/ueber-uns/team', data: page({ title: 'Team', url: '/ueber-uns/team' }) }]);
    setNavigation(navigation, 'it');
    renderAt('/it/ueber-uns/team');
    const nav = await screen.findByRole('navigation', { name: 'Sie sind hier' });
    expect(nav.querySelector('ol')).not.toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/it', '/it/ueber-uns', '/it/ueber-uns/team']);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
    // The shell loaded the navigation once for the whole site: the page does not ask again.
    expect(requested).toEqual(['/pages/ueber-uns/team']);
  });

  test('while the navigation is not loaded (or is of another language), the page follows Startseite', async () => {
    mockContentApi([{ path: '/pages/ueber-uns/team', data: page({ title: 'Team', url: '/ueber-uns/team' }) }]);
    setNavigation(navigation, 'fr');
    renderAt('/ueber-uns/team');
    const nav = await screen.findByRole('navigation', { name: 'Sie sind hier' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Startseite', 'Team']);
  });

  test('none on the home page', async () => {
    mockContentApi([{ path: '/pages/', data: page({ title: 'Willkommen', url: '/' }) }]);
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('head and background (spec 00 §2.5)', () => {
  test("title '{title} | {product}', description and no noindex", async () => {
    mockContentApi([{ path: '/pages/kontakt', data: page({ seo_title: 'So erreichen Sie uns', seo_description: 'Adresse und Telefon' }) }]);
    const { container } = renderAt('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(document.title).toBe('So erreichen Sie uns | Stiftung Ferien & Freizeit');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Adresse und Telefon');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(container.querySelector('[data-background]')).toHaveAttribute('data-background', 'green');
  });

  test('landing pages carry no suffix', async () => {
    mockContentApi([{ path: '/pages/gesuche', data: page({ title: 'Gesuche stellen', url: '/gesuche', blueprint: 'landingpage' }) }]);
    renderAt('/gesuche');
    await screen.findByRole('heading', { level: 1, name: 'Gesuche stellen' });
    expect(document.title).toBe('Gesuche stellen');
  });

  test('seo_hidden: noindex while shown, removed when the page goes', async () => {
    mockContentApi([{ path: '/pages/intern', data: page({ title: 'Intern', url: '/intern', seo_hidden: true }) }]);
    const { unmount } = renderAt('/intern');
    await screen.findByRole('heading', { level: 1, name: 'Intern' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  test.each([
    ['the home page', page({ title: 'Willkommen', url: '/' }), '/'],
    ['a page with an image', page({ image: image() }), '/kontakt'],
    ['a page forced white', page({ force_white_background: true }), '/kontakt'],
  ])('white on %s', async (_, data, route) => {
    mockContentApi([{ path: /^\/pages/, data }]);
    const { container } = renderAt(route);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[data-background]')).toHaveAttribute('data-background', 'white');
  });
});
