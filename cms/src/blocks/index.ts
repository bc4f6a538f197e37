import type { Block, Field } from 'payload';
import { ARTICLE_BLOCK_TYPES } from '@portal/shared-domain/src/content/types';
import { image, localizedRichText, localizedText, localizedTextarea } from '../fields/common';

/**
 * The page blocks of spec 00 §2.9. The block slug is the `type` the content API answers;
 * the API's mapping (content/map-blocks.ts) turns each into the shared contract.
 */
const title = localizedText('title');

/** The campaign a donation is counted for (and whose donors a list names), e.g. weihnachtsaktion-2023. */
const campaignField = (required: boolean): Field => ({
  name: 'campaign',
  type: 'text',
  required,
  admin: { description: 'Kennung der Kampagne, z. B. weihnachtsaktion-2023' },
  validate: (value: string | null | undefined) =>
    (!required && !value) || (typeof value === 'string' && /^[a-z0-9-]{1,80}$/.test(value))
      ? true
      : 'Kleinbuchstaben, Ziffern und Bindestriche.',
});

const articleFields: Field[] = [
  title,
  {
    name: 'show_newest_journal_entries',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'Zeigt die neuesten Journal-Einträge (optional nach Rubriken) statt einer Auswahl.' },
  },
  {
    name: 'number_of_entries',
    type: 'number',
    defaultValue: 4,
    min: 1,
    max: 12,
    admin: { condition: (_, block) => Boolean(block?.show_newest_journal_entries) },
  },
  {
    name: 'rubrics',
    type: 'relationship',
    relationTo: 'rubrics',
    hasMany: true,
    admin: { condition: (_, block) => Boolean(block?.show_newest_journal_entries) },
  },
  {
    name: 'select_articles',
    type: 'relationship',
    relationTo: 'journals',
    hasMany: true,
    admin: { condition: (_, block) => !block?.show_newest_journal_entries },
  },
  {
    name: 'pages',
    type: 'relationship',
    relationTo: 'pages',
    hasMany: true,
    admin: { condition: (_, block) => !block?.show_newest_journal_entries },
  },
];

const ARTICLE_LABELS: Record<(typeof ARTICLE_BLOCK_TYPES)[number], string> = {
  large_articles: 'Grosse Artikel',
  large_articles_long_text: 'Grosse Artikel mit langem Text',
  medium_articles: 'Mittlere Artikel',
  small_articles: 'Kleine Artikel',
  teasers: 'Teaser',
};

const articleBlocks: Block[] = ARTICLE_BLOCK_TYPES.map((slug) => ({
  slug,
  labels: { singular: ARTICLE_LABELS[slug], plural: ARTICLE_LABELS[slug] },
  fields: articleFields,
}));

const personFields: Field[] = [
  { name: 'name', type: 'text', required: true },
  localizedText('role'),
  localizedTextarea('text'),
  { name: 'email', type: 'email' },
  { name: 'phone', type: 'text' },
  image(),
];

export const blocks: Block[] = [
  ...articleBlocks,
  { slug: 'text', labels: { singular: 'Text', plural: 'Texte' }, fields: [title, localizedRichText('text', { required: true })] },
  {
    slug: 'image',
    labels: { singular: 'Bild', plural: 'Bilder' },
    fields: [image('image', { required: true }), localizedText('caption')],
  },
  {
    slug: 'video',
    labels: { singular: 'Video', plural: 'Videos' },
    fields: [
      title,
      {
        name: 'url',
        type: 'text',
        required: true,
        admin: { description: 'Adresse des Videos (…/watch?v=… oder youtu.be/…)' },
      },
    ],
  },
  {
    slug: 'persons',
    labels: { singular: 'Personen', plural: 'Personen' },
    fields: [title, { name: 'persons', type: 'array', fields: personFields }],
  },
  {
    slug: 'team',
    labels: { singular: 'Team', plural: 'Teams' },
    fields: [title, localizedTextarea('text'), { name: 'members', type: 'array', fields: personFields }],
  },
  {
    slug: 'quote',
    labels: { singular: 'Zitat', plural: 'Zitate' },
    fields: [localizedTextarea('quote', { required: true }), { name: 'author', type: 'text' }, localizedText('role'), image()],
  },
  {
    slug: 'maps_card',
    labels: { singular: 'Kartenausschnitt', plural: 'Kartenausschnitte' },
    fields: [
      title,
      { name: 'address', type: 'textarea', required: true },
      { name: 'latitude', type: 'number', required: true },
      { name: 'longitude', type: 'number', required: true },
    ],
  },
  {
    slug: 'documents',
    labels: { singular: 'Dokumente', plural: 'Dokumente' },
    fields: [title, { name: 'documents', type: 'relationship', relationTo: 'documents', hasMany: true }],
  },
  {
    slug: 'link_cards',
    labels: { singular: 'Link-Karten', plural: 'Link-Karten' },
    fields: [
      title,
      {
        name: 'cards',
        type: 'array',
        fields: [
          localizedText('title', { required: true }),
          localizedTextarea('text'),
          { name: 'url', type: 'text', required: true, admin: { description: 'Pfad ohne Sprachpräfix, z. B. /gesuche/kurzcheck/einzelperson' } },
          localizedText('link_text', { required: true }),
          image(),
        ],
      },
    ],
  },
  {
    slug: 'submission_form',
    labels: { singular: 'Formular', plural: 'Formulare' },
    fields: [
      localizedText('title', { required: true }),
      localizedRichText('description'),
      { name: 'form', type: 'relationship', relationTo: 'forms', admin: { description: 'Formular aus «Formulare» (leer: es wird nichts angezeigt)' } },
      localizedText('button_text', { admin: { description: 'Leer: «Absenden»' } }),
      localizedText('text_below_button'),
      { name: 'fullWidth', type: 'checkbox', defaultValue: false },
      { name: 'whiteBackground', type: 'checkbox', defaultValue: false, admin: { description: 'Sonst grüner Hintergrund' } },
    ],
  },
  { slug: 'newsletter', labels: { singular: 'Newsletter-Anmeldung', plural: 'Newsletter-Anmeldungen' }, fields: [title, localizedRichText('text')] },
  {
    slug: 'podcasts',
    labels: { singular: 'Podcasts', plural: 'Podcasts' },
    fields: [
      title,
      { name: 'podcasts', type: 'relationship', relationTo: 'podcasts', hasMany: true, admin: { description: 'Leer: alle Podcasts' } },
    ],
  },
  { slug: 'journal_search', labels: { singular: 'Journal-Suche', plural: 'Journal-Suchen' }, fields: [title] },
  {
    slug: 'donation_form',
    labels: { singular: 'Spendenformular', plural: 'Spendenformulare' },
    fields: [
      {
        name: 'variant',
        type: 'select',
        required: true,
        defaultValue: 'donate',
        options: [
          { label: 'Spenden', value: 'donate' },
          { label: 'Spende schenken', value: 'gift' },
          { label: 'Gedenkspende', value: 'memorial' },
          { label: 'Gönnerschaft', value: 'patronage' },
        ],
      },
      title,
      localizedRichText('text'),
      campaignField(false),
    ],
  },
  {
    slug: 'christmas_campaign',
    labels: { singular: 'Weihnachtsaktion', plural: 'Weihnachtsaktionen' },
    fields: [
      {
        name: 'variant',
        type: 'select',
        required: true,
        defaultValue: 'info',
        options: [
          { label: 'Information', value: 'info' },
          { label: 'Firmen', value: 'company' },
        ],
      },
      localizedText('title', { required: true }),
      localizedRichText('text'),
    ],
  },
  {
    slug: 'donor_list',
    labels: { singular: 'Spenderliste', plural: 'Spenderlisten' },
    fields: [title, campaignField(true)],
  },
  {
    slug: 'support',
    labels: { singular: 'Technischer Support', plural: 'Technischer Support' },
    fields: [
      title,
      { name: 'email', type: 'email', required: true },
      { name: 'phone', type: 'text', required: true },
      localizedText('hours', { required: true }),
    ],
  },
];
