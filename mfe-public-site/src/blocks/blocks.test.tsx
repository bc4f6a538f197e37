import { act, fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { analyticsConsent, decideAnalyticsConsent, publicConfig, type ContentBlock, type PublicConfig } from '@portal/shared-domain';
import { image } from '../test/fixtures';
import { mockContentApi, renderWithSite } from '../test/render';
import { Blocks } from './Blocks';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const show = (block: ContentBlock, path = '/') => renderWithSite(<Blocks blocks={[block]} />, path);

beforeEach(() => mockContentApi([]));

describe('text block', () => {
  // The API sanitized the rich text (cms/src/content/sanitize-html.ts); the block shows it as given.
  test('its title and rich text', async () => {
    const { container } = show({ type: 'text', id: 't', title: 'Unser Auftrag', text: '<p>Wir <strong>helfen</strong>.</p>' });
    expect(screen.getByRole('heading', { level: 2, name: 'Unser Auftrag' })).toBeInTheDocument();
    expect(screen.getByText('helfen').tagName).toBe('STRONG');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('an internal link in the text is followed without a reload', () => {
    show({ type: 'text', id: 't', title: null, text: '<p><a href="/kontakt">Kontakt</a> <a href="/api/documents/a.pdf/download">PDF</a></p>' }, '/it/ueber-uns');
    const link = screen.getByRole('link', { name: 'Kontakt' });
    expect(link).toHaveAttribute('href', '/it/kontakt');
    fireEvent.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/it/kontakt');
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/documents/a.pdf/download');
  });
});

describe('image block', () => {
  test('the image in the text column with its alt text, size and caption', async () => {
    const { container } = show({ type: 'image', id: 'i', image: image(), caption: 'Sommerlager 2026' });
    const img = screen.getByRole('img', { name: 'Eine Gruppe am Seeufer' });
    expect(img).toHaveAttribute('src', '/img/media/see.jpg?w=1200&fit=max');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(screen.getByText('Sommerlager 2026').tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('figure')).toContainElement(img);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('video block (spec 00 §2.9)', () => {
  // The embed needs the visitor's consent (spec 00 §2.5); the placeholder is tested below.
  beforeEach(() => analyticsConsent.set('accepted'));
  afterEach(() => analyticsConsent.set(null));

  test.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'])(
    '%s is embedded from youtube-nocookie.com with a title',
    async (url) => {
      const { container } = show({ type: 'video', id: 'v', title: 'Ferien für alle', url });
      const frame = screen.getByTitle('Ferien für alle');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  test('without a title the embed is still named', () => {
    show({ type: 'video', id: 'v', title: null, url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(screen.getByTitle('Video').tagName).toBe('IFRAME');
  });

  test('before consent a placeholder stands in, nothing is embedded; accepting there embeds it and is remembered', async () => {
    analyticsConsent.set(null);
    const { container } = show({ type: 'video', id: 'v', title: 'Ferien für alle', url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Zum Anzeigen des Videos müssen Sie Cookies akzeptieren.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Cookies akzeptieren' }));
    expect(screen.getByTitle('Ferien für alle').tagName).toBe('IFRAME');
    expect(localStorage.getItem('analyticsAccepted')).toBe('true');
    localStorage.clear();
  });

  test('an address without a video id is left out', () => {
    const { container } = show({ type: 'video', id: 'v', title: 'Kaputt', url: 'https://example.org/film' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('Kaputt')).toBeNull();
  });
});

describe('persons and team blocks', () => {
  const anna = { name: 'Anna Muster', role: 'Geschäftsleiterin', text: 'Seit 2010 dabei.', email: 'anna@example.org', phone: '+41 44 123 45 67', image: image('media/anna.jpg', 'Porträt von Anna Muster') };
  const ben = { name: 'Ben Beispiel', role: null, text: null, email: null, phone: null, image: null };

  test('persons: name, role, text, e-mail and phone links, portrait', async () => {
    const { container } = show({ type: 'persons', id: 'p', title: 'Ihre Ansprechpersonen', persons: [anna, ben] });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3, name: 'Anna Muster' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Geschäftsleiterin')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'anna@example.org' })).toHaveAttribute('href', 'mailto:anna@example.org');
    expect(within(items[0]).getByRole('link', { name: '+41 44 123 45 67' })).toHaveAttribute('href', 'tel:+41441234567');
    expect(within(items[0]).getByRole('img', { name: 'Porträt von Anna Muster' })).toHaveAttribute('src', '/img/media/anna.jpg?w=320&h=320&fit=crop-50-30');
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('team: introduction and members', async () => {
    const { container } = show({ type: 'team', id: 'tm', title: 'Team', text: '<p>Wir sind für Sie da.</p>', members: [anna, ben] });
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('Wir sind für Sie da.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ben Beispiel' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('quote block', () => {
  test('the quote, its author and role', async () => {
    const { container } = show({ type: 'quote', id: 'q', quote: 'Endlich Ferien am Meer.', author: 'Lea', role: 'Teilnehmerin', image: null });
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Endlich Ferien am Meer.').closest('blockquote')).not.toBeNull();
    expect(figure).toHaveTextContent('Lea, Teilnehmerin');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('maps card block', () => {
  test('the address and a link to the maps service, no embed', async () => {
    const { container } = show({ type: 'maps_card', id: 'm', title: 'So finden Sie uns', address: 'Stiftung Ferien & Freizeit\nSeestrasse 1\n8000 Zürich', latitude: 47.36, longitude: 8.54 });
    expect(container.querySelector('address')).toHaveTextContent('Seestrasse 1');
    expect(screen.getByText('8000 Zürich')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Standort in der Karte öffnen/ });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=47.36,8.54');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('(öffnet in einem neuen Tab)');
    expect(container.querySelector('iframe, script')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  const mapsConfigured: PublicConfig = {
    analytics: {
      googleAnalyticsId: null,
      pixelId: null,
      tagManagerId: null,
      marketingAutomationUrl: null,
      mapsApiKey: 'key-1',
      scripts: { googleAnalytics: null, pixel: null, tagManager: null, marketingAutomation: null, mapsEmbed: 'https://maps.example/embed' },
    },
  };
  afterEach(() => {
    publicConfig.set(null);
    analyticsConsent.set(null);
    localStorage.clear();
  });

  test('with the maps service configured: a placeholder before consent, the map (region CH, language de, key) after', async () => {
    publicConfig.set(mapsConfigured);
    const { container } = show({ type: 'maps_card', id: 'm', title: 'So finden Sie uns', address: 'Seestrasse 1', latitude: 47.36, longitude: 8.54 });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Zum Anzeigen der Karte müssen Sie Cookies akzeptieren.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    act(() => decideAnalyticsConsent(true));
    const frame = screen.getByTitle('So finden Sie uns');
    expect(frame).toHaveAttribute('src', 'https://maps.example/embed?key=key-1&q=47.36%2C8.54&region=CH&language=de');
  });
});

describe('documents block (spec 00 §2.9)', () => {
  test('download links with file type and size', async () => {
    const { container } = show({
      type: 'documents',
      id: 'd',
      title: 'Merkblätter',
      documents: [
        { title: 'Merkblatt Einzelpersonen', url: 'documents/merkblatt-einzelpersonen.pdf', filename: 'merkblatt-einzelpersonen.pdf', mime_type: 'application/pdf', filesize: 1_258_291 },
        { title: 'Budgetvorlage', url: 'documents/vorlagen/budget.xlsx', filename: 'budget.xlsx', mime_type: 'application/vnd.ms-excel', filesize: 40_960 },
      ],
    });
    const pdf = screen.getByRole('link', { name: /Merkblatt Einzelpersonen/ });
    expect(pdf).toHaveAttribute('href', '/api/documents/merkblatt-einzelpersonen.pdf/download');
    expect(pdf).toHaveTextContent('PDF, 1,2 MB');
    const sheet = screen.getByRole('link', { name: /Budgetvorlage/ });
    expect(sheet).toHaveAttribute('href', '/api/documents/vorlagen/budget.xlsx/download');
    expect(sheet).toHaveTextContent('XLSX, 40 KB');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('link cards block', () => {
  test('cards linking to portal routes in the page language, followed without a reload', async () => {
    const { container } = show(
      {
        type: 'link_cards',
        id: 'l',
        title: 'Gesuch stellen',
        cards: [
          { title: 'Einzelpersonen', text: 'Ferien und Freizeit für eine Person.', url: '/gesuche/kurzcheck/einzelperson', link_text: 'Zum Kurzcheck', image: null },
          { title: 'Gruppen', text: null, url: '/gesuche/kurzcheck/gruppe', link_text: 'Zum Kurzcheck Gruppen', image: image('media/gruppe.jpg') },
        ],
      },
      '/fr/gesuche',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Einzelpersonen' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Zum Kurzcheck' });
    expect(link).toHaveAttribute('href', '/fr/gesuche/kurzcheck/einzelperson');
    fireEvent.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/fr/gesuche/kurzcheck/einzelperson');
    expect(screen.getByRole('link', { name: 'Zum Kurzcheck Gruppen' })).toHaveAttribute('href', '/fr/gesuche/kurzcheck/gruppe');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('support block (spec 00 §1.2)', () => {
  test('support e-mail, hotline and hours', async () => {
    const { container } = show({ type: 'support', id: 's', title: null, email: 'support@example.org', phone: '044 123 45 67', hours: 'Montag bis Donnerstag, 10–12 Uhr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Technischer Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.org' })).toHaveAttribute('href', 'mailto:support@example.org');
    expect(screen.getByRole('link', { name: '044 123 45 67' })).toHaveAttribute('href', 'tel:0441234567');
    expect(screen.getByText('Montag bis Donnerstag, 10–12 Uhr')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('unknown blocks', () => {
  test('are skipped, the others still render', () => {
    renderWithSite(<Blocks blocks={[{ type: 'podcast_player', id: 'x' } as never, { type: 'text', id: 't', title: 'Danach', text: '<p>Text</p>' }]} />);
    expect(screen.getByRole('heading', { name: 'Danach' })).toBeInTheDocument();
  });
});
