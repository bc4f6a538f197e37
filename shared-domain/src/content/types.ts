/**
 * The content API's answers (spec 00 §3.1–3.5, §7.4), as the Fastify API serves them from the
 * CMS and the site reads them. Every answer is wrapped in `{ data }` on the wire; these are the
 * `data` parts. Field names are the spec's (snake_case where the spec writes it so).
 */

/** An image (spec 00 §3.2). `url` is the path below `/img/`; `permalink` the full-size address. */
export interface ContentImage {
  is_image: true;
  /** Path below {host}/img/, e.g. `media/hero-lake.jpg`. */
  url: string;
  /** `/img/{url}?w=3000&fit=max`: the full-size image, never enlarged. */
  permalink: string;
  alt: string;
  /** Crop focus as `{x}-{y}` in percent (e.g. `50-30`), or null when the editor set none. */
  focus: string | null;
  width: number | null;
  height: number | null;
}

/** A link target inside the site or outside it. */
export interface ContentLink {
  title: string;
  /** Internal path without language prefix (`/gesuche`), or null for external links. */
  url: string | null;
  externalLink: string | null;
}

/** A navigation page (spec 00 §3.4). Children have the same shape. */
export interface NavigationPage {
  title: string;
  /** Internal path without language prefix, e.g. `/ueber-uns/team`; null for an external link. */
  url: string | null;
  externalLink: string | null;
  isPage: boolean;
  children: NavigationPage[];
}

/** Global links (spec 00 §3.3): header, footer and donation bar in one answer. */
export interface GlobalLinks {
  // Header
  first_link_text: string | null;
  first_link_url: string | null;
  first_link_target_blank: boolean;
  second_link_text: string | null;
  second_link_url: string | null;
  second_link_target_blank: boolean;
  donate_now_text: string | null;
  donate_now_url: string | null;
  donate_now_target_blank: boolean;
  // Footer
  footer_links: { link_url: string | null; link_text: string | null }[];
  /** The text beside the certification body's logo (ZEWO is the Swiss body). */
  text_right_from_zewo_logo: string | null;
  // Donation bar
  donate_bar_url: string | null;
  donate_bar_text: string | null;
  donate_bar_title: string | null;
  donate_bar_sentence: string | null;
  donate_bar_iban: string | null;
  donate_bar_target_blank: boolean;
  /** The mobile-payment app's link (TWINT). */
  donate_bar_twint_link: string | null;
}

export interface CookieBanner {
  /** HTML (from the CMS rich text). */
  text: string;
  close_label: string;
}

export interface CashBoxes {
  cash_boxes: { name: string; image: ContentImage | null }[];
}

export interface Rubric {
  title: string;
  slug: string;
}

export interface Tag {
  title: string;
  slug: string;
}

/** A journal entry as a teaser (journals list, article blocks). */
export interface JournalTeaser {
  /** The entry's id (likes count on it). */
  id: string;
  title: string;
  url: string;
  /** ISO date (yyyy-MM-dd). */
  date: string;
  intro_text: string | null;
  image: ContentImage | null;
  rubrics: Rubric[];
  tags: Tag[];
}

/** A tag with the number of journal entries that carry it (`GET journals/tags`, most-used first). */
export interface JournalTag extends Tag {
  count: number;
}

/** Paging of `GET journals` (`meta` next to `data`). */
export interface JournalsMeta {
  total: number;
  page: number;
  last_page: number;
}

/** One page of journal entries with its paging. */
export interface JournalsPage {
  items: JournalTeaser[];
  meta: JournalsMeta;
}

/** The journal's search block (on the `/journal` page): search field, rubric and tag filters, results. */
export interface JournalSearchBlock {
  type: 'journal_search';
  id: string;
  title: string | null;
}

/** A page or journal entry shown as a teaser card in an article block. */
export interface ArticleItem {
  title: string;
  url: string;
  intro_text: string | null;
  image: ContentImage | null;
  /** Journal entries only. */
  date: string | null;
  rubrics: Rubric[];
}

export const ARTICLE_BLOCK_TYPES = [
  'large_articles',
  'large_articles_long_text',
  'medium_articles',
  'small_articles',
  'teasers',
] as const;
export type ArticleBlockType = (typeof ARTICLE_BLOCK_TYPES)[number];

/** Journal teaser default count (spec 00 §9). */
export const DEFAULT_NUMBER_OF_ENTRIES = 4;

/**
 * An article block. When `show_newest_journal_entries` is set the site loads
 * `journals?per_page={number_of_entries}&rubrics[]=…`; otherwise `items` holds the selected
 * articles and pages, already resolved by the API.
 */
export interface ArticleBlock {
  type: ArticleBlockType;
  id: string;
  title: string | null;
  show_newest_journal_entries: boolean;
  number_of_entries: number;
  rubrics: Rubric[];
  items: ArticleItem[];
}

export interface TextBlock {
  type: 'text';
  id: string;
  title: string | null;
  /** HTML (from the CMS rich text). */
  text: string;
}

export interface ImageBlock {
  type: 'image';
  id: string;
  image: ContentImage;
  caption: string | null;
}

export interface VideoBlock {
  type: 'video';
  id: string;
  title: string | null;
  /** A watch URL (…/watch?v=ID) or short URL (youtu.be/ID) of the video-hosting service. */
  url: string;
}

export interface Person {
  name: string;
  role: string | null;
  text: string | null;
  email: string | null;
  phone: string | null;
  image: ContentImage | null;
}

export interface PersonsBlock {
  type: 'persons';
  id: string;
  title: string | null;
  persons: Person[];
}

export interface TeamBlock {
  type: 'team';
  id: string;
  title: string | null;
  /** HTML introduction. */
  text: string | null;
  members: Person[];
}

export interface QuoteBlock {
  type: 'quote';
  id: string;
  quote: string;
  author: string | null;
  role: string | null;
  image: ContentImage | null;
}

export interface MapsCardBlock {
  type: 'maps_card';
  id: string;
  title: string | null;
  /** Address lines, one per line. */
  address: string;
  latitude: number;
  longitude: number;
}

export interface DocumentItem {
  title: string;
  /** `documents/{path}`: the site links it to {host}/api/documents/{path}/download. */
  url: string;
  filename: string;
  mime_type: string;
  /** Bytes. */
  filesize: number;
}

export interface DocumentsBlock {
  type: 'documents';
  id: string;
  title: string | null;
  documents: DocumentItem[];
}

/** Cards linking to portal routes or pages (the 'apply for funds' page's quick checks). */
export interface LinkCardsBlock {
  type: 'link_cards';
  id: string;
  title: string | null;
  cards: { title: string; text: string | null; url: string; link_text: string; image: ContentImage | null }[];
}

/** The portal's technical support block (spec 00 §1.2): e-mail, hotline and hours. */
export interface SupportBlock {
  type: 'support';
  id: string;
  title: string | null;
  email: string;
  phone: string;
  hours: string;
}

/** A field type of the CMS form builder (spec 00 §3.12). */
export const FORM_FIELD_TYPES = ['text', 'integer', 'textarea', 'assets', 'select', 'radio', 'checkboxes', 'readonly_text'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * One field of a submission form's definition as `GET forms/{handle}` answers it (spec 00 §3.12).
 * `import: 'auswahl_sammelkaesseli'` marks the collection-box import, which the site expands into
 * the box choice and the quantity.
 */
export interface FormField {
  handle: string;
  import?: 'auswahl_sammelkaesseli';
  field: {
    type: FormFieldType;
    /** The label. */
    display: string;
    /** Rule strings such as 'required', 'email', 'max_value:3', 'max:500'. */
    validate: string[];
    /** Percent of the row (default 100). */
    width?: number;
    default?: unknown;
    input_type?: string;
    /** Markdown. */
    instructions?: string;
    placeholder?: string;
    /** readonly_text: a bullet before the title; text: 'no_spacing_bottom' removes the space below. */
    prepend?: string;
    /** Value → label. */
    options?: Record<string, string>;
    /** assets: multiple mode when set. */
    max_files?: number;
    read_only?: boolean;
    max?: number;
  };
}

/** The submission form block (spec 00 §2.10): the fields are loaded with `GET forms/{handle}`. */
export interface SubmissionFormBlock {
  type: 'submission_form';
  id: string;
  content: {
    title: string;
    /** HTML (from the CMS rich text), or null. */
    description: string | null;
    /** The form's definition; null: nothing is rendered. `honeypot` is the key the fax_number input is sent as. */
    submition_form: { handle: string; honeypot: string } | null;
    button_text: string | null;
    text_below_button: string | null;
  };
  fullWidth: boolean;
  whiteBackground: boolean;
}

/** The newsletter sign-up block (spec 00 §3.11, §5.4). */
export interface NewsletterBlock {
  type: 'newsletter';
  id: string;
  title: string | null;
  /** HTML (from the CMS rich text), or null. */
  text: string | null;
}

/** A podcast track (contract of issue 15); `id` is what likes count on. */
export interface Track {
  id: string;
  title: string;
  description: string | null;
  /** The audio file, e.g. '/api/audio/track-1.mp3' (served with Range support). */
  audio_url: string;
  /** Seconds. */
  duration: number;
  /** ISO date (yyyy-MM-dd). */
  date: string;
  podcast_title: string;
  image: ContentImage | null;
}

/** A podcast library with its tracks. */
export interface Podcast {
  id: string;
  slug: string;
  title: string;
  /** HTML (from the CMS rich text), or null. */
  description: string | null;
  image: ContentImage | null;
  tracks: Track[];
}

/** The podcasts block: the libraries and their tracks, played by the one player of the shell. */
export interface PodcastsBlock {
  type: 'podcasts';
  id: string;
  title: string | null;
  podcasts: Podcast[];
}

/** The donation pages' block: the provider's widget (`GET donations/config`) for one variant. */
export type DonationVariant = 'donate' | 'gift' | 'memorial' | 'patronage';

export interface DonationFormBlock {
  type: 'donation_form';
  id: string;
  variant: DonationVariant;
  title: string | null;
  /** HTML (from the CMS rich text), or null. */
  text: string | null;
  /** The campaign the donation counts for (e.g. 'weihnachtsaktion-2023'), or null. */
  campaign: string | null;
}

/** The Christmas campaign's candle animation with its text (pages whose path contains 'weihnachtsaktion-2023'). */
export interface ChristmasCampaignBlock {
  type: 'christmas_campaign';
  id: string;
  variant: 'company' | 'info';
  title: string;
  /** HTML (from the CMS rich text), or null. */
  text: string | null;
}

/** The names of a campaign's donors who agreed to be listed (`GET donations/donors?campaign=`). */
export interface DonorListBlock {
  type: 'donor_list';
  id: string;
  title: string | null;
  campaign: string;
}

export type ContentBlock =
  | ArticleBlock
  | TextBlock
  | ImageBlock
  | VideoBlock
  | PersonsBlock
  | TeamBlock
  | QuoteBlock
  | MapsCardBlock
  | DocumentsBlock
  | LinkCardsBlock
  | SupportBlock
  | SubmissionFormBlock
  | NewsletterBlock
  | JournalSearchBlock
  | PodcastsBlock
  | DonationFormBlock
  | ChristmasCampaignBlock
  | DonorListBlock;

export type Blueprint = 'default' | 'landingpage' | 'blog';

/** A page by path (spec 00 §3.1): CMS page or journal entry (`collection: 'journal'`). */
export interface ContentPage {
  /** The page's or journal entry's id (likes count on journal entries). */
  id: string;
  title: string;
  page_title: string | null;
  seo_title: string | null;
  seo_description: string | null;
  intro_text: string | null;
  /** HTML (from the CMS rich text), or null. */
  text: string | null;
  /** Path without language prefix, leading '/'. */
  url: string;
  blueprint: Blueprint;
  image: ContentImage | null;
  seo_hidden: boolean;
  show_donation_bar: boolean;
  show_newsletter_popup: boolean;
  /** Set by the editor: white background even without an image. */
  force_white_background: boolean;
  /** True when a draft is shown (valid preview token). */
  isPreview: boolean;
  items: ContentBlock[];
  collection: 'journal' | null;
  parent: { title: string; url: string } | null;
  /** Journal entries: date, rubrics and tags; pages: empty lists and null. */
  date: string | null;
  rubrics: Rubric[];
  tags: Tag[];
  /** ISO timestamp of the last publication (or draft save when previewing). */
  updated_at: string;
}
