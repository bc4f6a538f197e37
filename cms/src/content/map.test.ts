import { focusOf, mapBlock, mapImage, mapLinks, mapNavigation, mapPage } from './map';

const html = (value: unknown) => (value ? `<p>${JSON.stringify(value)}</p>` : '');
const media = (filename: string, extra = {}) => ({ filename, alt: `Alt ${filename}`, width: 1600, height: 1000, focalX: 50, focalY: 50, ...extra });

describe('content mapping (Payload documents → content API contract)', () => {
  it('maps an image with its path, permalink and focus; the default centre has no focus', () => {
    expect(mapImage(media('see.jpg', { focalX: 30.4, focalY: 70 }))).toEqual({
      is_image: true,
      url: 'media/see.jpg',
      permalink: '/img/media/see.jpg?w=3000&fit=max',
      alt: 'Alt see.jpg',
      focus: '30-70',
      width: 1600,
      height: 1000,
    });
    expect(focusOf(media('x.jpg'))).toBeNull();
    expect(mapImage(42)).toBeNull();
  });

  it('maps article blocks with selected entries and pages, or only their settings when showing the newest entries', () => {
    const selected = mapBlock(
      {
        blockType: 'medium_articles',
        id: 'b1',
        title: 'Aktuell',
        show_newest_journal_entries: false,
        number_of_entries: null,
        select_articles: [{ slug: 'meer', title: 'Am Meer', date: '2026-06-18T00:00:00.000Z', rubrics: [{ slug: 'geschichten', title: 'Geschichten' }] }, 7],
        pages: [{ url: '/spenden', title: 'Spenden', intro_text: 'Danke' }],
      },
      html,
    );
    expect(selected).toMatchObject({
      type: 'medium_articles',
      number_of_entries: 4,
      items: [
        { title: 'Am Meer', url: '/journal/meer', date: '2026-06-18', rubrics: [{ slug: 'geschichten', title: 'Geschichten' }] },
        { title: 'Spenden', url: '/spenden', intro_text: 'Danke', date: null },
      ],
    });
    const newest = mapBlock({ blockType: 'teasers', id: 'b2', show_newest_journal_entries: true, number_of_entries: 3, rubrics: [{ slug: 'stiftung', title: 'Stiftung' }], select_articles: [{ slug: 'x' }] }, html);
    expect(newest).toMatchObject({ show_newest_journal_entries: true, number_of_entries: 3, rubrics: [{ slug: 'stiftung' }], items: [] });
  });

  it('maps the other block types and drops unknown ones', () => {
    expect(mapBlock({ blockType: 'text', id: 't', title: 'T', text: { root: {} } }, html)).toEqual({ type: 'text', id: 't', title: 'T', text: '<p>{"root":{}}</p>' });
    expect(mapBlock({ blockType: 'documents', id: 'd', documents: [{ filename: 'a.pdf', title: 'A', mimeType: 'application/pdf', filesize: 2048 }] }, html)).toEqual({
      type: 'documents',
      id: 'd',
      title: null,
      documents: [{ title: 'A', url: 'documents/a.pdf', filename: 'a.pdf', mime_type: 'application/pdf', filesize: 2048 }],
    });
    expect(mapBlock({ blockType: 'support', id: 's', email: 'a@b.ch', phone: '044', hours: 'Mo–Do' }, html)).toMatchObject({ type: 'support', email: 'a@b.ch' });
    expect(mapBlock({ blockType: 'image', id: 'i', image: 3 }, html)).toBeNull();
    expect(mapBlock({ blockType: 'carousel', id: 'c' }, html)).toBeNull();
  });

  it('maps a journal entry as a page of the journal collection with the journal page as parent', () => {
    const page = mapPage(
      { title: 'Am Meer', slug: 'meer', date: '2026-06-18T00:00:00.000Z', tags: [{ slug: 'ferien', title: 'Ferien' }], rubrics: [], items: [], text: null, updatedAt: '2026-06-19T10:00:00.000Z' },
      { html, journal: true, isPreview: false, journalPage: { title: 'Journal', url: '/journal' } },
    );
    expect(page).toMatchObject({ url: '/journal/meer', collection: 'journal', parent: { title: 'Journal', url: '/journal' }, date: '2026-06-18', tags: [{ slug: 'ferien' }], text: null, blueprint: 'default' });
  });

  it('maps a page with its parent and flags', () => {
    const page = mapPage(
      { title: 'Team', url: '/ueber-uns/team', blueprint: 'landingpage', seo_hidden: true, parent: { title: 'Über uns', url: '/ueber-uns' }, items: [{ blockType: 'video', id: 'v', url: 'https://youtu.be/x' }] },
      { html, journal: false, isPreview: true },
    );
    expect(page).toMatchObject({ blueprint: 'landingpage', seo_hidden: true, isPreview: true, parent: { url: '/ueber-uns' }, collection: null, rubrics: [], tags: [], items: [{ type: 'video' }] });
  });

  it('maps navigation entries to pages, portal paths and external links', () => {
    expect(
      mapNavigation({
        items: [
          {
            title: 'Gesuche',
            page: { title: 'Gesuch stellen', url: '/gesuche' },
            children: [
              { title: 'Kurzcheck', url: '/gesuche/kurzcheck/gruppe' },
              { title: 'Zewo', externalLink: 'https://zewo.ch', url: '/ignored' },
            ],
          },
        ],
      }),
    ).toEqual([
      {
        title: 'Gesuche',
        url: '/gesuche',
        externalLink: null,
        isPage: true,
        children: [
          { title: 'Kurzcheck', url: '/gesuche/kurzcheck/gruppe', externalLink: null, isPage: false, children: [] },
          { title: 'Zewo', url: null, externalLink: 'https://zewo.ch', isPage: false, children: [] },
        ],
      },
    ]);
  });

  it('maps the global links to the spec names, empty texts as null', () => {
    const links = mapLinks({
      donate_now: { text: 'Jetzt spenden', url: '/spenden', target_blank: true },
      footer_links: [{ link_text: 'Impressum', link_url: '/impressum' }, { link_text: 'Ohne Link', link_url: '' }],
      donate_bar: { iban: 'CH93 0076 2011 6238 5295 7', twint_link: 'https://pay.twint.ch/x' },
    });
    expect(links).toMatchObject({
      donate_now_text: 'Jetzt spenden',
      donate_now_target_blank: true,
      first_link_text: null,
      footer_links: [{ link_text: 'Impressum', link_url: '/impressum' }, { link_text: 'Ohne Link', link_url: null }],
      donate_bar_iban: 'CH93 0076 2011 6238 5295 7',
      donate_bar_twint_link: 'https://pay.twint.ch/x',
    });
  });
});
