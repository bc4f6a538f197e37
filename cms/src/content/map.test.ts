import { focusOf, mapBlock, mapFormFields, mapImage, mapJournalTeaser, mapLinks, mapNavigation, mapPage, mapPodcast } from './map';
import { lexicalPlainText, searchText } from './search-text';

const html = (value: unknown) => (value ? `<p>${JSON.stringify(value)}</p>` : '');
const media = (filename: string, extra = {}) => ({
  filename,
  alt: `Alt ${filename}`,
  width: 1600,
  height: 1000,
  focalX: 50,
  focalY: 50,
  ...extra,
});

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
        select_articles: [
          {
            slug: 'meer',
            title: 'Am Meer',
            date: '2026-06-18T00:00:00.000Z',
            rubrics: [{ slug: 'geschichten', title: 'Geschichten' }],
          },
          7,
        ],
        pages: [{ url: '/spenden', title: 'Spenden', intro_text: 'Danke' }],
      },
      html,
    );
    expect(selected).toMatchObject({
      type: 'medium_articles',
      number_of_entries: 4,
      items: [
        {
          title: 'Am Meer',
          url: '/journal/meer',
          date: '2026-06-18',
          rubrics: [{ slug: 'geschichten', title: 'Geschichten' }],
        },
        { title: 'Spenden', url: '/spenden', intro_text: 'Danke', date: null },
      ],
    });
    const newest = mapBlock(
      {
        blockType: 'teasers',
        id: 'b2',
        show_newest_journal_entries: true,
        number_of_entries: 3,
        rubrics: [{ slug: 'stiftung', title: 'Stiftung' }],
        select_articles: [{ slug: 'x' }],
      },
      html,
    );
    expect(newest).toMatchObject({
      show_newest_journal_entries: true,
      number_of_entries: 3,
      rubrics: [{ slug: 'stiftung' }],
      items: [],
    });
  });

  it('maps the other block types and drops unknown ones', () => {
    expect(mapBlock({ blockType: 'text', id: 't', title: 'T', text: { root: {} } }, html)).toEqual({
      type: 'text',
      id: 't',
      title: 'T',
      text: '<p>{"root":{}}</p>',
    });
    expect(
      mapBlock(
        {
          blockType: 'documents',
          id: 'd',
          documents: [
            {
              filename: 'a.pdf',
              title: 'A',
              mimeType: 'application/pdf',
              filesize: 2048,
            },
          ],
        },
        html,
      ),
    ).toEqual({
      type: 'documents',
      id: 'd',
      title: null,
      documents: [
        {
          title: 'A',
          url: 'documents/a.pdf',
          filename: 'a.pdf',
          mime_type: 'application/pdf',
          filesize: 2048,
        },
      ],
    });
    expect(
      mapBlock(
        {
          blockType: 'support',
          id: 's',
          email: 'a@b.ch',
          phone: '044',
          hours: 'Mo–Do',
        },
        html,
      ),
    ).toMatchObject({ type: 'support', email: 'a@b.ch' });
    expect(mapBlock({ blockType: 'image', id: 'i', image: 3 }, html)).toBeNull();
    expect(mapBlock({ blockType: 'carousel', id: 'c' }, html)).toBeNull();
  });

  it('maps a journal entry as a page of the journal collection with the journal page as parent', () => {
    const page = mapPage(
      {
        title: 'Am Meer',
        slug: 'meer',
        date: '2026-06-18T00:00:00.000Z',
        tags: [{ slug: 'ferien', title: 'Ferien' }],
        rubrics: [],
        items: [],
        text: null,
        updatedAt: '2026-06-19T10:00:00.000Z',
      },
      {
        html,
        journal: true,
        isPreview: false,
        journalPage: { title: 'Journal', url: '/journal', show_donation_bar: true },
      },
    );
    expect(page).toMatchObject({
      show_donation_bar: true,
      url: '/journal/meer',
      collection: 'journal',
      parent: { title: 'Journal', url: '/journal' },
      date: '2026-06-18',
      tags: [{ slug: 'ferien' }],
      text: null,
      blueprint: 'default',
    });
  });

  it('maps a page with its parent and flags', () => {
    const page = mapPage(
      {
        title: 'Team',
        url: '/ueber-uns/team',
        blueprint: 'landingpage',
        seo_hidden: true,
        parent: { title: 'Über uns', url: '/ueber-uns' },
        items: [{ blockType: 'video', id: 'v', url: 'https://youtu.be/x' }],
      },
      { html, journal: false, isPreview: true },
    );
    expect(page).toMatchObject({
      blueprint: 'landingpage',
      seo_hidden: true,
      isPreview: true,
      parent: { url: '/ueber-uns' },
      collection: null,
      rubrics: [],
      tags: [],
      items: [{ type: 'video' }],
    });
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
              {
                title: 'Zewo',
                externalLink: 'https://zewo.ch',
                url: '/ignored',
              },
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
          {
            title: 'Kurzcheck',
            url: '/gesuche/kurzcheck/gruppe',
            externalLink: null,
            isPage: false,
            children: [],
          },
          {
            title: 'Zewo',
            url: null,
            externalLink: 'https://zewo.ch',
            isPage: false,
            children: [],
          },
        ],
      },
    ]);
  });

  it('maps the global links to the spec names, empty texts as null', () => {
    const links = mapLinks({
      donate_now: {
        text: 'Jetzt spenden',
        url: '/spenden',
        target_blank: true,
      },
      footer_links: [
        { link_text: 'Impressum', link_url: '/impressum' },
        { link_text: 'Ohne Link', link_url: '' },
      ],
      donate_bar: {
        iban: 'CH93 0076 2011 6238 5295 7',
        twint_link: 'https://pay.twint.ch/x',
      },
    });
    expect(links).toMatchObject({
      donate_now_text: 'Jetzt spenden',
      donate_now_target_blank: true,
      first_link_text: null,
      footer_links: [
        { link_text: 'Impressum', link_url: '/impressum' },
        { link_text: 'Ohne Link', link_url: null },
      ],
      donate_bar_iban: 'CH93 0076 2011 6238 5295 7',
      donate_bar_twint_link: 'https://pay.twint.ch/x',
    });
  });

  it('maps the submission form block to the spec shape; without a published form it has no definition', () => {
    const block = {
      blockType: 'submission_form',
      id: 'f',
      title: 'Kontakt',
      description: { root: {} },
      form: { id: 3, handle: 'kontakt', honeypot: 'fax_number' },
      button_text: '',
      text_below_button: 'Wir antworten innert zwei Tagen.',
      fullWidth: true,
      whiteBackground: null,
    };
    expect(mapBlock(block, html)).toEqual({
      type: 'submission_form',
      id: 'f',
      content: {
        title: 'Kontakt',
        description: '<p>{"root":{}}</p>',
        submition_form: { handle: 'kontakt', honeypot: 'fax_number' },
        button_text: null,
        text_below_button: 'Wir antworten innert zwei Tagen.',
      },
      fullWidth: true,
      whiteBackground: false,
    });
    expect(mapBlock({ ...block, form: 3 }, html)).toMatchObject({
      content: { submition_form: null },
    });
  });

  it('maps the donation, campaign, donor list, newsletter and journal search blocks', () => {
    expect(
      mapBlock(
        {
          blockType: 'donation_form',
          id: 'd',
          variant: 'gift',
          title: 'Schenken',
          text: null,
          campaign: '',
        },
        html,
      ),
    ).toEqual({
      type: 'donation_form',
      id: 'd',
      variant: 'gift',
      title: 'Schenken',
      text: null,
      campaign: null,
    });
    expect(
      mapBlock(
        {
          blockType: 'donation_form',
          id: 'd',
          variant: 'other',
          campaign: 'weihnachtsaktion-2023',
        },
        html,
      ),
    ).toMatchObject({ variant: 'donate', campaign: 'weihnachtsaktion-2023' });
    expect(
      mapBlock(
        {
          blockType: 'christmas_campaign',
          id: 'c',
          variant: 'company',
          title: 'Kerzen',
          text: { root: {} },
        },
        html,
      ),
    ).toEqual({
      type: 'christmas_campaign',
      id: 'c',
      variant: 'company',
      title: 'Kerzen',
      text: '<p>{"root":{}}</p>',
    });
    expect(mapBlock({ blockType: 'donor_list', id: 'l', campaign: 'weihnachtsaktion-2023' }, html)).toEqual({
      type: 'donor_list',
      id: 'l',
      title: null,
      campaign: 'weihnachtsaktion-2023',
    });
    expect(mapBlock({ blockType: 'newsletter', id: 'n', title: 'Newsletter' }, html)).toEqual({ type: 'newsletter', id: 'n', title: 'Newsletter', text: null });
    expect(mapBlock({ blockType: 'journal_search', id: 'j', title: 'Suche' }, html)).toEqual({ type: 'journal_search', id: 'j', title: 'Suche' });
  });

  it('maps podcasts with their tracks (audio address, whole seconds, the podcast image when the track has none) and the block selection', () => {
    const podcast = mapPodcast(
      {
        id: 1,
        slug: 'stimmen',
        title: 'Stimmen',
        description: null,
        image: media('mikro.jpg'),
      },
      [
        {
          id: 7,
          title: 'Folge 1',
          description: 'Erste',
          audio: { filename: 'folge-1.wav' },
          duration: 14.6,
          date: '2026-05-01T00:00:00.000Z',
          image: null,
        },
        {
          id: 8,
          title: 'Ohne Audio',
          audio: 12,
          duration: 3,
          date: '2026-04-01T00:00:00.000Z',
        },
      ],
      html,
    );
    expect(podcast).toMatchObject({
      id: '1',
      slug: 'stimmen',
      description: null,
      image: { url: 'media/mikro.jpg' },
    });
    expect(podcast.tracks).toEqual([
      {
        id: '7',
        title: 'Folge 1',
        description: 'Erste',
        audio_url: '/api/audio/folge-1.wav',
        duration: 15,
        date: '2026-05-01',
        podcast_title: 'Stimmen',
        image: expect.objectContaining({ url: 'media/mikro.jpg' }),
      },
    ]);
    const other = { ...podcast, id: '2', slug: 'andere' };
    expect(
      mapBlock({ blockType: 'podcasts', id: 'p', podcasts: [] }, html, {
        podcasts: [podcast, other],
      }),
    ).toMatchObject({ podcasts: [{ id: '1' }, { id: '2' }] });
    expect(mapBlock({ blockType: 'podcasts', id: 'p', podcasts: [{ id: 2 }] }, html, { podcasts: [podcast, other] })).toMatchObject({
      podcasts: [{ id: '2' }],
    });
  });

  it('maps a form definition to the spec 00 §3.12 fields, leaving out what the editor did not set', () => {
    const fields = mapFormFields({
      handle: 'anlass',
      fields: [
        {
          handle: 'email',
          field_type: 'text',
          display: 'E-Mail',
          rules: ['required', ' email '],
          width: 50,
          input_type: 'email',
          placeholder: '',
          options: [],
        },
        {
          handle: 'anzahl_gaeste',
          field_type: 'radio',
          display: 'Anzahl Gäste',
          rules: ['required'],
          default_value: '1',
          options: [
            { value: '1', label: '1 Person' },
            { value: '2', label: '2 Personen' },
          ],
        },
        {
          handle: 'bild',
          field_type: 'assets',
          display: 'Bild',
          rules: null,
          max_files: 1,
          read_only: false,
        },
        {
          handle: 'nachricht',
          field_type: 'textarea',
          display: 'Nachricht',
          max: 1000,
          instructions: '**kurz**',
        },
        {
          handle: 'box',
          field_import: 'auswahl_sammelkaesseli',
          field_type: 'radio',
          display: 'Sammelkässeli',
        },
        {
          handle: 'titel',
          field_type: 'readonly_text',
          display: 'Adresse',
          prepend: '•',
        },
      ],
    });
    expect(fields).toEqual([
      {
        handle: 'email',
        field: {
          type: 'text',
          display: 'E-Mail',
          validate: ['required', 'email'],
          width: 50,
          input_type: 'email',
        },
      },
      {
        handle: 'anzahl_gaeste',
        field: {
          type: 'radio',
          display: 'Anzahl Gäste',
          validate: ['required'],
          default: '1',
          options: { 1: '1 Person', 2: '2 Personen' },
        },
      },
      {
        handle: 'bild',
        field: { type: 'assets', display: 'Bild', validate: [], max_files: 1 },
      },
      {
        handle: 'nachricht',
        field: {
          type: 'textarea',
          display: 'Nachricht',
          validate: [],
          max: 1000,
          instructions: '**kurz**',
        },
      },
      {
        handle: 'box',
        import: 'auswahl_sammelkaesseli',
        field: { type: 'radio', display: 'Sammelkässeli', validate: [] },
      },
      {
        handle: 'titel',
        field: {
          type: 'readonly_text',
          display: 'Adresse',
          validate: [],
          prepend: '•',
        },
      },
    ]);
  });

  it('gives journal teasers and pages their ids as strings (likes count on them)', () => {
    expect(
      mapJournalTeaser({
        id: 12,
        slug: 'meer',
        title: 'Am Meer',
        date: '2026-06-18',
      }).id,
    ).toBe('12');
    expect(mapPage({ id: 5, title: 'Spenden', url: '/spenden' }, { html, journal: false, isPreview: false }).id).toBe('5');
  });

  it("builds the journal's search text from title, intro and the rich text's words", () => {
    const richText = {
      root: {
        children: [
          {
            type: 'paragraph',
            children: [{ text: 'Ferien am ' }, { text: 'Meer' }],
          },
          { type: 'list', children: [{ children: [{ text: 'Zelt' }] }] },
        ],
      },
    };
    expect(lexicalPlainText(richText)).toContain('Ferien am Meer');
    expect(searchText('Sommer', '  Ein Lager\n im Tessin ', richText)).toBe('Sommer Ein Lager im Tessin Ferien am Meer Zelt');
    expect(searchText(null, undefined, null)).toBe('');
  });
});
