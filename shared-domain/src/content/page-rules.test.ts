import {
  breadcrumbTrail,
  documentDownloadUrl,
  documentTitle,
  formatContentDate,
  mapsLink,
  pageBackground,
  telHref,
  videoEmbedUrl,
  videoId,
} from './page-rules';
import type { ContentImage, NavigationPage } from './types';

const image: ContentImage = { is_image: true, url: 'media/a.jpg', permalink: '/img/media/a.jpg?w=3000&fit=max', alt: 'A', focus: null, width: 10, height: 10 };
const nav = (title: string, url: string | null, children: NavigationPage[] = []): NavigationPage => ({
  title,
  url,
  externalLink: null,
  isPage: url !== null,
  children,
});

describe('document title (spec 00 §2.5)', () => {
  const page = { title: 'Kontakt', page_title: null, seo_title: null, blueprint: 'default' as const };

  test("'{title} | {product}' from the title", () => {
    expect(documentTitle(page)).toBe('Kontakt | Stiftung Ferien & Freizeit');
  });

  test('the SEO title wins over the page title, which wins over the title', () => {
    expect(documentTitle({ ...page, page_title: 'Kontakt aufnehmen' })).toBe('Kontakt aufnehmen | Stiftung Ferien & Freizeit');
    expect(documentTitle({ ...page, page_title: 'Kontakt aufnehmen', seo_title: 'So erreichen Sie uns' })).toBe(
      'So erreichen Sie uns | Stiftung Ferien & Freizeit',
    );
    expect(documentTitle({ ...page, seo_title: '  ' })).toBe('Kontakt | Stiftung Ferien & Freizeit');
  });

  test('landing pages carry no suffix', () => {
    expect(documentTitle({ ...page, title: 'Gesuche', blueprint: 'landingpage' })).toBe('Gesuche');
  });
});

describe('background (spec 00 §2.5)', () => {
  const page = { url: '/kontakt', image: null, force_white_background: false };
  test('green by default', () => expect(pageBackground(page)).toBe('green'));
  test('white on the home page', () => expect(pageBackground({ ...page, url: '/' })).toBe('white'));
  test('white with an image', () => expect(pageBackground({ ...page, image })).toBe('white'));
  test('white when forced', () => expect(pageBackground({ ...page, force_white_background: true })).toBe('white'));
});

describe('breadcrumbs (spec 00 §2.7)', () => {
  const navigation = [
    nav('Über uns', '/ueber-uns', [nav('Team', '/ueber-uns/team'), nav('Geschichte', '/ueber-uns/geschichte')]),
    nav('Angebote', null, [nav('Ferien', '/angebote/ferien')]),
  ];
  const page = { title: 'Team', url: '/ueber-uns/team', collection: null, parent: null };

  test('the matched navigation item and its child', () => {
    expect(breadcrumbTrail(page, navigation)).toEqual([
      { title: 'Über uns', url: '/ueber-uns' },
      { title: 'Team', url: '/ueber-uns/team' },
    ]);
  });

  test('a navigation heading without a page has no url', () => {
    expect(breadcrumbTrail({ ...page, title: 'Ferien', url: '/angebote/ferien' }, navigation)).toEqual([
      { title: 'Angebote', url: null },
      { title: 'Ferien', url: '/angebote/ferien' },
    ]);
  });

  test('a top page alone', () => {
    expect(breadcrumbTrail({ ...page, title: 'Über uns', url: '/ueber-uns' }, navigation)).toEqual([{ title: 'Über uns', url: '/ueber-uns' }]);
  });

  test('journal entries: the parent page, then the entry', () => {
    const entry = { title: 'Ein Sommer am See', url: '/journal/sommer', collection: 'journal' as const, parent: { title: 'Journal', url: '/journal' } };
    expect(breadcrumbTrail(entry, navigation)).toEqual([
      { title: 'Journal', url: '/journal' },
      { title: 'Ein Sommer am See', url: '/journal/sommer' },
    ]);
  });

  test('a page the navigation does not list shows itself', () => {
    expect(breadcrumbTrail({ ...page, title: 'Impressum', url: '/impressum' }, navigation)).toEqual([{ title: 'Impressum', url: '/impressum' }]);
  });

  test("a page the navigation does not list, under a listed parent: the parent's chain, then the page", () => {
    const board = { title: 'Stiftungsrat', url: '/ueber-uns/team/stiftungsrat', collection: null, parent: { title: 'Team', url: '/ueber-uns/team' } };
    expect(breadcrumbTrail(board, navigation)).toEqual([
      { title: 'Über uns', url: '/ueber-uns' },
      { title: 'Team', url: '/ueber-uns/team' },
      { title: 'Stiftungsrat', url: '/ueber-uns/team/stiftungsrat' },
    ]);
  });

  test('a page the navigation does not list, under an unlisted parent: the parent, then the page', () => {
    const entry = { title: 'Archiv 2020', url: '/archiv/2020', collection: null, parent: { title: 'Archiv', url: '/archiv' } };
    expect(breadcrumbTrail(entry, navigation)).toEqual([
      { title: 'Archiv', url: '/archiv' },
      { title: 'Archiv 2020', url: '/archiv/2020' },
    ]);
  });

  test('none on the home page', () => {
    expect(breadcrumbTrail({ ...page, url: '/' }, navigation)).toEqual([]);
  });
});

describe('video id (spec 00 §2.9)', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (address, id) => {
    expect(videoId(address)).toBe(id);
  });

  test.each(['https://vimeo.com/123456789', 'https://www.youtube.com/watch', 'keine Adresse', 'https://youtu.be/<script>', 'https://evil.example/watch?v=dQw4w9WgXcQ'])(
    '%s has no id',
    (address) => expect(videoId(address)).toBeNull(),
  );

  test('the embed comes from the privacy-enhanced host', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});

describe('small formatting rules', () => {
  test('document links open the download (spec 00 §2.9, §7.4)', () => {
    expect(documentDownloadUrl('documents/merkblatt-2026.pdf')).toBe('/api/documents/merkblatt-2026.pdf/download');
    expect(documentDownloadUrl('documents/formulare/gesuch einzelperson.pdf')).toBe('/api/documents/formulare/gesuch%20einzelperson.pdf/download');
  });

  test('dates as dd.MM.yyyy (spec 00 §9)', () => {
    expect(formatContentDate('2026-03-07')).toBe('07.03.2026');
    expect(formatContentDate('2026-11-23T10:00:00.000Z')).toBe('23.11.2026');
  });

  test('phone numbers as tel: links', () => {
    expect(telHref('+41 44 123 45 67')).toBe('tel:+41441234567');
    expect(telHref('044 / 123 45 67')).toBe('tel:0441234567');
  });

  test('a maps link by coordinates', () => {
    expect(mapsLink(47.37, 8.54)).toBe('https://www.google.com/maps/search/?api=1&query=47.37,8.54');
  });
});
