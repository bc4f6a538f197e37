/**
 * The demo content's format (content.ts): every text in de, fr and it; rich texts in Markdown
 * (headings, paragraphs, lists, bold, links); images and documents by file name in
 * cms/seed-files/. seed.ts turns it into CMS documents on the first start.
 */
export interface L<T = string> {
  de: T;
  fr: T;
  it: T;
}

/** A file in cms/seed-files/images/ with its alt text and optional focal point (percent). */
export interface SeedImage {
  file: string;
  alt: L;
  focalX?: number;
  focalY?: number;
}

/** A file in cms/seed-files/documents/. */
export interface SeedDocument {
  file: string;
  title: L;
}

export interface SeedTaxonomy {
  slug: string;
  title: L;
}

export interface SeedPerson {
  name: string;
  role?: L;
  text?: L;
  email?: string;
  phone?: string;
  image?: string;
}

type ArticleType = 'large_articles' | 'large_articles_long_text' | 'medium_articles' | 'small_articles' | 'teasers';

export type SeedBlock =
  | {
      blockType: ArticleType;
      title?: L;
      show_newest_journal_entries?: boolean;
      number_of_entries?: number;
      /** Rubric slugs. */
      rubrics?: string[];
      /** Journal entry slugs. */
      select_articles?: string[];
      /** Page keys. */
      pages?: string[];
    }
  | { blockType: 'text'; title?: L; text: L }
  | { blockType: 'image'; image: string; caption?: L }
  | { blockType: 'video'; title?: L; url: string }
  | { blockType: 'persons'; title?: L; persons: SeedPerson[] }
  | { blockType: 'team'; title?: L; text?: L; members: SeedPerson[] }
  | { blockType: 'quote'; quote: L; author?: string; role?: L; image?: string }
  | { blockType: 'maps_card'; title?: L; address: string; latitude: number; longitude: number }
  | { blockType: 'documents'; title?: L; documents: string[] }
  | { blockType: 'link_cards'; title?: L; cards: { title: L; text?: L; url: string; link_text: L; image?: string }[] }
  | { blockType: 'support'; title?: L; email: string; phone: string; hours: L }
  | {
      blockType: 'submission_form';
      title: L;
      /** Markdown. */
      description?: L;
      /** Handle of a form in `forms`. */
      form: string;
      button_text?: L;
      text_below_button?: L;
      fullWidth?: boolean;
      whiteBackground?: boolean;
    }
  | { blockType: 'newsletter'; title?: L; /** Markdown. */ text?: L }
  /** Podcast slugs; none: all podcasts. */
  | { blockType: 'podcasts'; title?: L; podcasts?: string[] }
  | { blockType: 'journal_search'; title?: L }
  | { blockType: 'donation_form'; variant: 'donate' | 'gift' | 'memorial' | 'patronage'; title?: L; /** Markdown. */ text?: L; campaign?: string }
  | { blockType: 'christmas_campaign'; variant: 'company' | 'info'; title: L; /** Markdown. */ text?: L }
  | { blockType: 'donor_list'; title?: L; campaign: string };

/** A field of the form builder (spec 00 §3.12); texts per language. */
export interface SeedFormField {
  handle: string;
  type: 'text' | 'integer' | 'textarea' | 'assets' | 'select' | 'radio' | 'checkboxes' | 'readonly_text';
  display: L;
  rules?: string[];
  import?: 'auswahl_sammelkaesseli';
  width?: number;
  default?: string;
  input_type?: 'text' | 'email' | 'tel' | 'date';
  /** Markdown. */
  instructions?: L;
  placeholder?: L;
  prepend?: string;
  options?: { value: string; label: L }[];
  max_files?: number;
  max?: number;
}

export interface SeedForm {
  handle: string;
  title: L;
  fields: SeedFormField[];
}

/** A track; its audio file is in cms/seed-files/audio/. */
export interface SeedTrack {
  file: string;
  title: L;
  description: L;
  /** Seconds. */
  duration: number;
  /** yyyy-MM-dd */
  date: string;
  image?: string;
}

export interface SeedPodcast {
  slug: string;
  title: L;
  /** Markdown. */
  description: L;
  image?: string;
  tracks: SeedTrack[];
}

export interface SeedPage {
  /** Reference for parents, navigation and article blocks. */
  key: string;
  /** '' for the home page. */
  slug: string;
  /** Key of the parent page. */
  parent?: string;
  title: L;
  page_title?: L;
  intro_text?: L;
  /** Markdown. */
  text?: L;
  image?: string;
  blueprint?: 'default' | 'landingpage' | 'blog';
  seo_title?: L;
  seo_description?: L;
  seo_hidden?: boolean;
  show_donation_bar?: boolean;
  show_newsletter_popup?: boolean;
  force_white_background?: boolean;
  items?: SeedBlock[];
}

export interface SeedJournal {
  slug: string;
  /** yyyy-MM-dd */
  date: string;
  title: L;
  intro_text: L;
  /** Markdown. */
  text: L;
  image?: string;
  rubrics: string[];
  tags: string[];
  items?: SeedBlock[];
}

export interface SeedNavItem {
  title: L;
  /** Page key, or a portal path in `url`, or an `externalLink`. */
  page?: string;
  url?: string;
  externalLink?: string;
  children?: SeedNavItem[];
}

export interface SeedLink {
  text: L;
  url: string;
  target_blank?: boolean;
}

export interface SeedData {
  images: SeedImage[];
  documents: SeedDocument[];
  rubrics: SeedTaxonomy[];
  tags: SeedTaxonomy[];
  pages: SeedPage[];
  journals: SeedJournal[];
  navigation: SeedNavItem[];
  links: {
    first_link: SeedLink;
    second_link: SeedLink;
    donate_now: SeedLink;
    footer_links: { link_text: L; link_url: string }[];
    text_right_from_zewo_logo: L;
    donate_bar: { title: L; sentence: L; text: L; url: string; target_blank?: boolean; iban: string; twint_link: string };
  };
  /** Markdown. */
  cookies: { text: L; close_label: L };
  cash_boxes: { name: L; image?: string }[];
  forms: SeedForm[];
  podcasts: SeedPodcast[];
}
