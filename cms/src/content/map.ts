import type {
  ArticleBlock,
  ArticleItem,
  Blueprint,
  CashBoxes,
  ContentBlock,
  ContentImage,
  ContentPage,
  CookieBanner,
  DocumentItem,
  DonationVariant,
  FormField,
  GlobalLinks,
  JournalTeaser,
  NavigationPage,
  Person,
  Podcast,
  Rubric,
  Tag,
  Track,
} from '@portal/shared-domain/src/content/types';
import { ARTICLE_BLOCK_TYPES, DEFAULT_NUMBER_OF_ENTRIES, FORM_FIELD_TYPES } from '@portal/shared-domain/src/content/types';
import { imageUrl } from '@portal/shared-domain/src/content/images';

/**
 * Payload documents (read with depth 2, one locale, fallback de) → the content API's contract
 * (shared-domain/src/content/types.ts). Pure functions: rich text arrives already as HTML
 * (`html` converts it), so this module needs neither Payload nor a database.
 */
// Payload's generated types are not used: the documents are read loosely and checked field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>;
export type ToHtml = (richText: unknown) => string;

export const JOURNAL_PATH = '/journal';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null;
const docs = (value: unknown): Doc[] => (Array.isArray(value) ? value.filter(isDoc) : []);

/** `{x}-{y}` in whole percent from Payload's focal point (0–100 each), null when unset. */
export function focusOf(doc: Doc): string | null {
  const { focalX, focalY } = doc;
  if (typeof focalX !== 'number' || typeof focalY !== 'number') return null;
  // Payload sets 50/50 by default: that is the centre crop, which needs no focus.
  if (focalX === 50 && focalY === 50) return null;
  const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));
  return `${clamp(focalX)}-${clamp(focalY)}`;
}

export function mapImage(value: unknown): ContentImage | null {
  if (!isDoc(value) || typeof value.filename !== 'string') return null;
  const url = `media/${value.filename}`;
  return {
    is_image: true,
    url,
    permalink: imageUrl({ url, focus: null }, 'full'),
    alt: text(value.alt) ?? '',
    focus: focusOf(value),
    width: typeof value.width === 'number' ? value.width : null,
    height: typeof value.height === 'number' ? value.height : null,
  };
}

const mapTaxonomy = (value: unknown): Rubric | Tag | null =>
  isDoc(value) && typeof value.slug === 'string' ? { title: text(value.title) ?? value.slug, slug: value.slug } : null;

export const mapTaxonomies = (value: unknown): Rubric[] =>
  docs(value)
    .map(mapTaxonomy)
    .filter((item): item is Rubric => item !== null);

export const journalUrl = (doc: Doc) => `${JOURNAL_PATH}/${doc.slug}`;

const isoDate = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : null);

export function mapJournalTeaser(doc: Doc): JournalTeaser {
  return {
    id: String(doc.id ?? ''),
    title: text(doc.title) ?? '',
    url: journalUrl(doc),
    date: isoDate(doc.date) ?? '',
    intro_text: text(doc.intro_text),
    image: mapImage(doc.image),
    rubrics: mapTaxonomies(doc.rubrics),
    tags: mapTaxonomies(doc.tags),
  };
}

const journalItem = (doc: Doc): ArticleItem => {
  const { title, url, intro_text, image, date, rubrics } = mapJournalTeaser(doc);
  return { title, url, intro_text, image, date, rubrics };
};

const pageItem = (doc: Doc): ArticleItem => ({
  title: text(doc.title) ?? '',
  url: String(doc.url ?? '/'),
  intro_text: text(doc.intro_text),
  image: mapImage(doc.image),
  date: null,
  rubrics: [],
});

function mapPerson(doc: Doc): Person {
  return {
    name: String(doc.name ?? ''),
    role: text(doc.role),
    text: text(doc.text),
    email: text(doc.email),
    phone: text(doc.phone),
    image: mapImage(doc.image),
  };
}

export function mapDocument(doc: Doc): DocumentItem | null {
  if (typeof doc.filename !== 'string') return null;
  return {
    title: text(doc.title) ?? doc.filename,
    url: `documents/${doc.filename}`,
    filename: doc.filename,
    mime_type: String(doc.mimeType ?? 'application/octet-stream'),
    filesize: Number(doc.filesize ?? 0),
  };
}

/** Where the API streams a track's audio file (content-routes: GET /api/audio/{file}). */
export const audioUrl = (filename: string) => `/api/audio/${encodeURIComponent(filename)}`;

export function mapTrack(doc: Doc, podcast: Doc | null): Track | null {
  const audio = isDoc(doc.audio) ? doc.audio : null;
  if (!audio || typeof audio.filename !== 'string') return null;
  return {
    id: String(doc.id ?? ''),
    title: text(doc.title) ?? '',
    description: text(doc.description),
    audio_url: audioUrl(audio.filename),
    duration: Math.max(0, Math.round(Number(doc.duration) || 0)),
    date: isoDate(doc.date) ?? '',
    podcast_title: text(podcast?.title) ?? '',
    image: mapImage(doc.image) ?? mapImage(podcast?.image),
  };
}

/** A podcast with its tracks (newest first, as given); tracks without an audio file are left out. */
export function mapPodcast(doc: Doc, tracks: Doc[], html: ToHtml): Podcast {
  const description = doc.description ? html(doc.description) : '';
  return {
    id: String(doc.id ?? ''),
    slug: String(doc.slug ?? ''),
    title: text(doc.title) ?? '',
    description: description === '' ? null : description,
    image: mapImage(doc.image),
    tracks: tracks.map((track) => mapTrack(track, doc)).filter((track): track is Track => track !== null),
  };
}

const FIELD_TYPES = new Set<string>(FORM_FIELD_TYPES);
const DONATION_VARIANTS: DonationVariant[] = ['donate', 'gift', 'memorial', 'patronage'];

/**
 * A form's definition (spec 00 §3.12), as `GET forms/{handle}` answers it: only the properties
 * the editor set, so the site's defaults (width 100, no max …) apply to the rest.
 */
export function mapFormFields(form: Doc): FormField[] {
  return docs(form.fields).map((row) => {
    const type = FIELD_TYPES.has(row.field_type) ? (row.field_type as FormField['field']['type']) : 'text';
    const field: FormField['field'] = {
      type,
      display: text(row.display) ?? String(row.handle ?? ''),
      validate: Array.isArray(row.rules)
        ? row.rules.filter((rule: unknown): rule is string => typeof rule === 'string' && rule.trim() !== '').map((rule: string) => rule.trim())
        : [],
    };
    if (typeof row.width === 'number') field.width = row.width;
    const fallback = text(row.default_value);
    if (fallback !== null) field.default = fallback;
    const inputType = text(row.input_type);
    if (inputType !== null) field.input_type = inputType;
    const instructions = text(row.instructions);
    if (instructions !== null) field.instructions = instructions;
    const placeholder = text(row.placeholder);
    if (placeholder !== null) field.placeholder = placeholder;
    const prepend = text(row.prepend);
    if (prepend !== null) field.prepend = prepend;
    const options = docs(row.options).filter((option) => typeof option.value === 'string' && option.value !== '');
    if (options.length > 0) field.options = Object.fromEntries(options.map((option) => [option.value, text(option.label) ?? option.value]));
    if (typeof row.max_files === 'number') field.max_files = row.max_files;
    if (row.read_only === true) field.read_only = true;
    if (typeof row.max === 'number') field.max = row.max;
    const handle = String(row.handle ?? '');
    return row.field_import === 'auswahl_sammelkaesseli' ? { handle, import: 'auswahl_sammelkaesseli', field } : { handle, field };
  });
}

/** What a block needs that the page's document does not hold (tracks point to their podcast, not back). */
export interface BlockContext {
  /** Every podcast with its tracks, when the page has a podcasts block. */
  podcasts?: Podcast[];
}

function selectedPodcasts(block: Doc, all: Podcast[]): Podcast[] {
  const ids = (Array.isArray(block.podcasts) ? block.podcasts : []).map((item: unknown) => String(isDoc(item) ? item.id : item));
  if (ids.length === 0) return all;
  return ids.map((id: string) => all.find((podcast) => podcast.id === id)).filter((podcast: Podcast | undefined): podcast is Podcast => Boolean(podcast));
}

const richOrNull = (value: unknown, html: ToHtml) => {
  const result = value ? html(value) : '';
  return result === '' ? null : result;
};

const isArticleType = (type: string): type is ArticleBlock['type'] => (ARTICLE_BLOCK_TYPES as readonly string[]).includes(type);

/** One block; null for a block type this API does not know (the site skips nothing it gets). */
export function mapBlock(block: Doc, html: ToHtml, context: BlockContext = {}): ContentBlock | null {
  const id = String(block.id ?? '');
  const title = text(block.title);
  const type = String(block.blockType ?? '');
  if (isArticleType(type)) {
    const newest = Boolean(block.show_newest_journal_entries);
    return {
      type,
      id,
      title,
      show_newest_journal_entries: newest,
      number_of_entries: Number(block.number_of_entries) || DEFAULT_NUMBER_OF_ENTRIES,
      rubrics: mapTaxonomies(block.rubrics),
      // Published entries only: a relationship to a draft comes back as an id, not a document.
      items: newest ? [] : [...docs(block.select_articles).map(journalItem), ...docs(block.pages).map(pageItem)],
    };
  }
  switch (type) {
    case 'text':
      return { type, id, title, text: html(block.text) };
    case 'image': {
      const image = mapImage(block.image);
      return image ? { type, id, image, caption: text(block.caption) } : null;
    }
    case 'video':
      return { type, id, title, url: String(block.url ?? '') };
    case 'persons':
      return { type, id, title, persons: docs(block.persons).map(mapPerson) };
    case 'team':
      return {
        type,
        id,
        title,
        text: text(block.text),
        members: docs(block.members).map(mapPerson),
      };
    case 'quote':
      return {
        type,
        id,
        quote: String(block.quote ?? ''),
        author: text(block.author),
        role: text(block.role),
        image: mapImage(block.image),
      };
    case 'maps_card':
      return {
        type,
        id,
        title,
        address: String(block.address ?? ''),
        latitude: Number(block.latitude),
        longitude: Number(block.longitude),
      };
    case 'documents':
      return {
        type,
        id,
        title,
        documents: docs(block.documents)
          .map(mapDocument)
          .filter((item): item is DocumentItem => item !== null),
      };
    case 'link_cards':
      return {
        type,
        id,
        title,
        cards: docs(block.cards).map((card) => ({
          title: String(card.title ?? ''),
          text: text(card.text),
          url: String(card.url ?? '/'),
          link_text: String(card.link_text ?? ''),
          image: mapImage(card.image),
        })),
      };
    case 'support':
      return {
        type,
        id,
        title,
        email: String(block.email ?? ''),
        phone: String(block.phone ?? ''),
        hours: String(block.hours ?? ''),
      };
    case 'submission_form': {
      // A form that is unpublished or deleted arrives as an id or null: the site then renders nothing.
      const form = isDoc(block.form) && typeof block.form.handle === 'string' ? block.form : null;
      return {
        type,
        id,
        content: {
          title: title ?? '',
          description: richOrNull(block.description, html),
          submition_form: form
            ? {
                handle: form.handle,
                honeypot: text(form.honeypot) ?? 'fax_number',
              }
            : null,
          button_text: text(block.button_text),
          text_below_button: text(block.text_below_button),
        },
        fullWidth: Boolean(block.fullWidth),
        whiteBackground: Boolean(block.whiteBackground),
      };
    }
    case 'newsletter':
      return { type, id, title, text: richOrNull(block.text, html) };
    case 'podcasts':
      return {
        type,
        id,
        title,
        podcasts: selectedPodcasts(block, context.podcasts ?? []),
      };
    case 'journal_search':
      return { type, id, title };
    case 'donation_form':
      return {
        type,
        id,
        variant: DONATION_VARIANTS.includes(block.variant) ? block.variant : 'donate',
        title,
        text: richOrNull(block.text, html),
        campaign: text(block.campaign),
      };
    case 'christmas_campaign':
      return {
        type,
        id,
        variant: block.variant === 'company' ? 'company' : 'info',
        title: title ?? '',
        text: richOrNull(block.text, html),
      };
    case 'donor_list':
      return { type, id, title, campaign: String(block.campaign ?? '') };
    default:
      return null;
  }
}

const BLUEPRINTS: Blueprint[] = ['default', 'landingpage', 'blog'];

/** A page or journal entry by path. `parent` is the journal page for entries, the parent page otherwise. */
export function mapPage(
  doc: Doc,
  options: {
    html: ToHtml;
    journal: boolean;
    isPreview: boolean;
    journalPage?: Doc | null;
    context?: BlockContext;
  },
): ContentPage {
  const { html, journal, isPreview } = options;
  const parentDoc = journal ? options.journalPage : isDoc(doc.parent) ? doc.parent : null;
  const richText = doc.text ? html(doc.text) : '';
  return {
    id: String(doc.id ?? ''),
    title: text(doc.title) ?? '',
    page_title: text(doc.page_title),
    seo_title: text(doc.seo_title),
    seo_description: text(doc.seo_description),
    intro_text: text(doc.intro_text),
    text: richText === '' ? null : richText,
    url: journal ? journalUrl(doc) : String(doc.url ?? '/'),
    blueprint: BLUEPRINTS.includes(doc.blueprint) ? doc.blueprint : 'default',
    image: mapImage(doc.image),
    seo_hidden: Boolean(doc.seo_hidden),
    // Journal entries have no flag of their own: they show the bar when the journal page does.
    show_donation_bar: Boolean(journal ? options.journalPage?.show_donation_bar : doc.show_donation_bar),
    show_newsletter_popup: Boolean(doc.show_newsletter_popup),
    force_white_background: Boolean(doc.force_white_background),
    isPreview,
    items: docs(doc.items)
      .map((block) => mapBlock(block, html, options.context))
      .filter((block): block is ContentBlock => block !== null),
    collection: journal ? 'journal' : null,
    parent: parentDoc
      ? {
          title: text(parentDoc.title) ?? '',
          url: journal ? JOURNAL_PATH : String(parentDoc.url ?? '/'),
        }
      : null,
    date: journal ? isoDate(doc.date) : null,
    rubrics: journal ? mapTaxonomies(doc.rubrics) : [],
    tags: journal ? mapTaxonomies(doc.tags) : [],
    updated_at: String(doc.updatedAt ?? ''),
  };
}

/** A navigation entry's address: the linked page's path, else the given portal path, else external. */
function mapNavigationEntry(entry: Doc): NavigationPage {
  const page = isDoc(entry.page) ? entry.page : null;
  const externalLink = page ? null : text(entry.externalLink);
  return {
    title: text(entry.title) ?? (page ? String(page.title ?? '') : ''),
    url: page ? String(page.url ?? '/') : externalLink ? null : text(entry.url),
    externalLink,
    isPage: page !== null,
    children: docs(entry.children).map(mapNavigationEntry),
  };
}

export const mapNavigation = (global: Doc): NavigationPage[] => docs(global.items).map(mapNavigationEntry);

export function mapLinks(global: Doc): GlobalLinks {
  const link = (name: string) => (isDoc(global[name]) ? global[name] : {});
  const bar = link('donate_bar');
  return {
    first_link_text: text(link('first_link').text),
    first_link_url: text(link('first_link').url),
    first_link_target_blank: Boolean(link('first_link').target_blank),
    second_link_text: text(link('second_link').text),
    second_link_url: text(link('second_link').url),
    second_link_target_blank: Boolean(link('second_link').target_blank),
    donate_now_text: text(link('donate_now').text),
    donate_now_url: text(link('donate_now').url),
    donate_now_target_blank: Boolean(link('donate_now').target_blank),
    footer_links: docs(global.footer_links).map((item) => ({
      link_url: text(item.link_url),
      link_text: text(item.link_text),
    })),
    text_right_from_zewo_logo: text(global.text_right_from_zewo_logo),
    donate_bar_url: text(bar.url),
    donate_bar_text: text(bar.text),
    donate_bar_title: text(bar.title),
    donate_bar_sentence: text(bar.sentence),
    donate_bar_iban: text(bar.iban),
    donate_bar_target_blank: Boolean(bar.target_blank),
    donate_bar_twint_link: text(bar.twint_link),
  };
}

export const mapCookies = (global: Doc, html: ToHtml): CookieBanner => ({
  text: global.text ? html(global.text) : '',
  close_label: text(global.close_label) ?? '',
});

export const mapCashBoxes = (global: Doc): CashBoxes => ({
  cash_boxes: docs(global.cash_boxes).map((box) => ({
    name: String(box.name ?? ''),
    image: mapImage(box.image),
  })),
});
