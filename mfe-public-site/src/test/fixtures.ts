import type { ContentImage, ContentPage, JournalTeaser, NavigationPage } from '@portal/shared-domain';

/** Content API answers for the tests (the shapes of shared-domain's content types). */
export const image = (url = 'media/see.jpg', alt = 'Eine Gruppe am Seeufer'): ContentImage => ({
  is_image: true,
  url,
  permalink: `/img/${url}?w=3000&fit=max`,
  alt,
  focus: '50-30',
  width: 2400,
  height: 1600,
});

export const page = (fields: Partial<ContentPage> = {}): ContentPage => ({
  id: 'page-1',
  title: 'Kontakt',
  page_title: null,
  seo_title: null,
  seo_description: null,
  intro_text: null,
  text: null,
  url: '/kontakt',
  blueprint: 'default',
  image: null,
  seo_hidden: false,
  show_donation_bar: false,
  show_newsletter_popup: false,
  force_white_background: false,
  isPreview: false,
  items: [],
  collection: null,
  parent: null,
  date: null,
  rubrics: [],
  tags: [],
  updated_at: '2026-11-01T10:00:00.000Z',
  ...fields,
});

export const journalTeaser = (n: number, fields: Partial<JournalTeaser> = {}): JournalTeaser => ({
  id: `journal-${n}`,
  title: `Beitrag ${n}`,
  url: `/journal/beitrag-${n}`,
  date: `2026-10-0${n}`,
  intro_text: `Einleitung ${n}`,
  image: null,
  rubrics: [{ title: 'Ferien', slug: 'ferien' }],
  tags: [],
  ...fields,
});

const nav = (title: string, url: string, children: NavigationPage[] = []): NavigationPage => ({ title, url, externalLink: null, isPage: true, children });

export const navigation: NavigationPage[] = [
  nav('Über uns', '/ueber-uns', [nav('Team', '/ueber-uns/team'), nav('Kontakt', '/kontakt')]),
  nav('Journal', '/journal'),
];
