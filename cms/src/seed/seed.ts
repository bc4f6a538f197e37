import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Payload } from 'payload';
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import type { L, SeedBlock, SeedData, SeedNavItem, SeedPerson } from './types';

type Lang = keyof L;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

const FILES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed-files');

/**
 * Puts the demo content (content.ts) into an empty CMS: German first, then French and Italian
 * over the same documents (array rows keep their ids, so each language fills the same rows).
 * Does nothing when the CMS has pages already, so editors' work is never overwritten.
 */
export async function seedDemoContent(payload: Payload, data?: SeedData): Promise<boolean> {
  const existing = await payload.count({ collection: 'pages' });
  if (existing.totalDocs > 0) return false;
  const content = data ?? (await import('./content')).demoContent;
  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  const md = (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown });

  const ids = { image: new Map<string, number | string>(), document: new Map<string, number | string>() };
  const taxonomy = { rubrics: new Map<string, number | string>(), tags: new Map<string, number | string>() };
  const pages = new Map<string, number | string>();
  const journals = new Map<string, number | string>();

  /** Creates in German, then updates the localised fields in French and Italian. */
  async function localised<T extends 'pages' | 'journals' | 'rubrics' | 'tags' | 'media' | 'documents' | 'forms' | 'podcasts' | 'tracks' | 'audio'>(
    collection: T,
    build: (lang: Lang) => Data,
    extra: Data = {},
    filePath?: string,
  ) {
    const created = (await payload.create({ collection, data: { ...build('de'), ...extra } as never, locale: 'de', filePath })) as Data;
    for (const lang of ['fr', 'it'] as const) {
      await payload.update({ collection, id: created.id, data: withIds(build(lang), created) as never, locale: lang });
    }
    return created.id as number | string;
  }

  for (const image of content.images) {
    const id = await localised(
      'media',
      (lang) => ({ alt: image.alt[lang] }),
      {
        focalX: image.focalX ?? 50,
        focalY: image.focalY ?? 50,
      },
      path.join(FILES, 'images', image.file),
    );
    ids.image.set(image.file, id);
  }
  for (const document of content.documents) {
    const id = await localised('documents', (lang) => ({ title: document.title[lang] }), {}, path.join(FILES, 'documents', document.file));
    ids.document.set(document.file, id);
  }
  for (const kind of ['rubrics', 'tags'] as const) {
    for (const item of content[kind]) {
      taxonomy[kind].set(item.slug, await localised(kind, (lang) => ({ title: item.title[lang], slug: item.slug })));
    }
  }

  const imageId = (file?: string) => (file ? (ids.image.get(file) ?? missing('image', file)) : undefined);

  // Issue 15: the form builder's forms, the podcasts with their tracks' audio files.
  const forms = new Map<string, number | string>();
  for (const form of content.forms) {
    const id = await localised(
      'forms',
      (lang) => ({
        title: form.title[lang],
        fields: form.fields.map((field) => ({
          handle: field.handle,
          field_import: field.import,
          field_type: field.type,
          display: field.display[lang],
          rules: field.rules ?? [],
          width: field.width,
          default_value: field.default,
          input_type: field.input_type,
          instructions: field.instructions?.[lang],
          placeholder: field.placeholder?.[lang],
          prepend: field.prepend,
          options: (field.options ?? []).map((option) => ({ value: option.value, label: option.label[lang] })),
          max_files: field.max_files,
          max: field.max,
        })),
      }),
      { handle: form.handle, honeypot: 'fax_number' },
    );
    forms.set(form.handle, id);
  }
  const podcasts = new Map<string, number | string>();
  for (const podcast of content.podcasts) {
    const podcastId = await localised('podcasts', (lang) => ({ title: podcast.title[lang], description: md(podcast.description[lang]) }), {
      slug: podcast.slug,
      image: imageId(podcast.image),
    });
    podcasts.set(podcast.slug, podcastId);
    for (const track of podcast.tracks) {
      const audio = await localised('audio', (lang) => ({ title: track.title[lang] }), {}, path.join(FILES, 'audio', track.file));
      await localised('tracks', (lang) => ({ title: track.title[lang], description: track.description[lang] }), {
        podcast: podcastId,
        audio,
        duration: track.duration,
        date: track.date,
        image: imageId(track.image),
      });
    }
  }
  const richText = (text: L | undefined, lang: Lang) => (text ? md(text[lang]) : undefined);
  const person = (p: SeedPerson, lang: Lang) => ({
    name: p.name,
    role: p.role?.[lang],
    text: p.text?.[lang],
    email: p.email,
    phone: p.phone,
    image: imageId(p.image),
  });
  const block = (b: SeedBlock, lang: Lang): Data => {
    const title = 'title' in b ? b.title?.[lang] : undefined;
    switch (b.blockType) {
      case 'text':
        return { blockType: 'text', title, text: md(b.text[lang]) };
      case 'image':
        return { blockType: 'image', image: imageId(b.image), caption: b.caption?.[lang] };
      case 'video':
        return { blockType: 'video', title, url: b.url };
      case 'persons':
        return { blockType: 'persons', title, persons: b.persons.map((p) => person(p, lang)) };
      case 'team':
        return { blockType: 'team', title, text: b.text?.[lang], members: b.members.map((p) => person(p, lang)) };
      case 'quote':
        return { blockType: 'quote', quote: b.quote[lang], author: b.author, role: b.role?.[lang], image: imageId(b.image) };
      case 'maps_card':
        return { blockType: 'maps_card', title, address: b.address, latitude: b.latitude, longitude: b.longitude };
      case 'documents':
        return { blockType: 'documents', title, documents: b.documents.map((file) => ids.document.get(file) ?? missing('document', file)) };
      case 'link_cards':
        return {
          blockType: 'link_cards',
          title,
          cards: b.cards.map((card) => ({
            title: card.title[lang],
            text: card.text?.[lang],
            url: card.url,
            link_text: card.link_text[lang],
            image: imageId(card.image),
          })),
        };
      case 'support':
        return { blockType: 'support', title, email: b.email, phone: b.phone, hours: b.hours[lang] };
      case 'submission_form':
        return {
          blockType: 'submission_form',
          title,
          description: richText(b.description, lang),
          form: forms.get(b.form) ?? missing('form', b.form),
          button_text: b.button_text?.[lang],
          text_below_button: b.text_below_button?.[lang],
          fullWidth: Boolean(b.fullWidth),
          whiteBackground: Boolean(b.whiteBackground),
        };
      case 'newsletter':
        return { blockType: 'newsletter', title, text: richText(b.text, lang) };
      case 'podcasts':
        return { blockType: 'podcasts', title, podcasts: (b.podcasts ?? []).map((slug) => podcasts.get(slug) ?? missing('podcast', slug)) };
      case 'journal_search':
        return { blockType: 'journal_search', title };
      case 'donation_form':
        return { blockType: 'donation_form', variant: b.variant, title, text: richText(b.text, lang), campaign: b.campaign };
      case 'christmas_campaign':
        return { blockType: 'christmas_campaign', variant: b.variant, title, text: richText(b.text, lang) };
      case 'donor_list':
        return { blockType: 'donor_list', title, campaign: b.campaign };
      default:
        return {
          blockType: b.blockType,
          title,
          show_newest_journal_entries: Boolean(b.show_newest_journal_entries),
          number_of_entries: b.number_of_entries ?? 4,
          rubrics: (b.rubrics ?? []).map((slug) => taxonomy.rubrics.get(slug) ?? missing('rubric', slug)),
          // Filled in once all pages and entries exist (second pass below).
          select_articles: [],
          pages: [],
        };
    }
  };

  // Parents before children: the page's url is built from its parent's.
  const ordered = [...content.pages].sort((a, b) => depth(content.pages, a.key) - depth(content.pages, b.key));
  for (const page of ordered) {
    const id = await localised(
      'pages',
      (lang) => ({
        title: page.title[lang],
        page_title: page.page_title?.[lang],
        intro_text: page.intro_text?.[lang],
        text: page.text ? md(page.text[lang]) : undefined,
        seo_title: page.seo_title?.[lang],
        seo_description: page.seo_description?.[lang],
        items: (page.items ?? []).map((b) => block(b, lang)),
      }),
      {
        slug: page.slug,
        parent: page.parent ? pages.get(page.parent) : undefined,
        image: imageId(page.image),
        blueprint: page.blueprint ?? 'default',
        seo_hidden: Boolean(page.seo_hidden),
        show_donation_bar: Boolean(page.show_donation_bar),
        show_newsletter_popup: Boolean(page.show_newsletter_popup),
        force_white_background: Boolean(page.force_white_background),
        _status: 'published',
      },
    );
    pages.set(page.key, id);
  }
  for (const entry of content.journals) {
    const id = await localised(
      'journals',
      (lang) => ({
        title: entry.title[lang],
        intro_text: entry.intro_text[lang],
        text: md(entry.text[lang]),
        items: (entry.items ?? []).map((b) => block(b, lang)),
      }),
      {
        slug: entry.slug,
        date: entry.date,
        image: imageId(entry.image),
        rubrics: entry.rubrics.map((slug) => taxonomy.rubrics.get(slug) ?? missing('rubric', slug)),
        tags: entry.tags.map((slug) => taxonomy.tags.get(slug) ?? missing('tag', slug)),
        _status: 'published',
      },
    );
    journals.set(entry.slug, id);
  }

  // Second pass: article blocks' selections, now that every page and entry has an id.
  for (const page of content.pages) {
    const selections = (page.items ?? []).map((b) =>
      'select_articles' in b || 'pages' in b
        ? {
            select_articles: ((b as { select_articles?: string[] }).select_articles ?? []).map((slug) => journals.get(slug) ?? missing('journal entry', slug)),
            pages: ((b as { pages?: string[] }).pages ?? []).map((key) => pages.get(key) ?? missing('page', key)),
          }
        : null,
    );
    if (selections.every((s) => s === null)) continue;
    const id = pages.get(page.key)!;
    const doc = (await payload.findByID({ collection: 'pages', id, depth: 0, locale: 'de' })) as Data;
    const items = (doc.items as Data[]).map((item, index) => (selections[index] ? { ...item, ...selections[index] } : item));
    await payload.update({ collection: 'pages', id, data: { items, _status: 'published' } as never, locale: 'de' });
  }

  const navItem = (item: SeedNavItem, lang: Lang): Data => ({
    title: item.title[lang],
    page: item.page ? (pages.get(item.page) ?? missing('page', item.page)) : undefined,
    url: item.url,
    externalLink: item.externalLink,
    children: (item.children ?? []).map((child) => navItem(child, lang)),
  });
  await globalLocalised(payload, 'navigation', (lang) => ({ items: content.navigation.map((item) => navItem(item, lang)) }));

  const { links } = content;
  const link = (l: { text: L; url: string; target_blank?: boolean }, lang: Lang) => ({ text: l.text[lang], url: l.url, target_blank: Boolean(l.target_blank) });
  await globalLocalised(payload, 'links', (lang) => ({
    first_link: link(links.first_link, lang),
    second_link: link(links.second_link, lang),
    donate_now: link(links.donate_now, lang),
    footer_links: links.footer_links.map((item) => ({ link_text: item.link_text[lang], link_url: item.link_url || undefined })),
    text_right_from_zewo_logo: links.text_right_from_zewo_logo[lang],
    donate_bar: {
      title: links.donate_bar.title[lang],
      sentence: links.donate_bar.sentence[lang],
      text: links.donate_bar.text[lang],
      url: links.donate_bar.url,
      target_blank: Boolean(links.donate_bar.target_blank),
      iban: links.donate_bar.iban,
      twint_link: links.donate_bar.twint_link,
    },
  }));
  await globalLocalised(payload, 'cookies', (lang) => ({ text: md(content.cookies.text[lang]), close_label: content.cookies.close_label[lang] }));
  await globalLocalised(payload, 'cash_box', (lang) => ({
    cash_boxes: content.cash_boxes.map((box) => ({ name: box.name[lang], image: imageId(box.image) })),
  }));
  payload.logger.info(
    `CMS demo content: ${content.pages.length} pages, ${content.journals.length} journal entries, ${content.forms.length} forms, ${content.podcasts.length} podcast in de, fr, it.`,
  );
  return true;
}

async function globalLocalised(payload: Payload, slug: 'navigation' | 'links' | 'cookies' | 'cash_box', build: (lang: Lang) => Data) {
  let saved = (await payload.updateGlobal({ slug, data: build('de') as never, locale: 'de' })) as Data;
  for (const lang of ['fr', 'it'] as const) {
    saved = (await payload.updateGlobal({ slug, data: withIds(build(lang), saved) as never, locale: lang })) as Data;
  }
}

/**
 * The same structure with the ids of the rows saved in German copied in, so Payload updates those
 * rows' localised fields instead of creating new rows.
 */
export function withIds(target: unknown, saved: unknown): unknown {
  if (Array.isArray(target)) return target.map((item, index) => withIds(item, Array.isArray(saved) ? saved[index] : undefined));
  if (target && typeof target === 'object' && !('root' in target)) {
    const source = (saved && typeof saved === 'object' ? saved : {}) as Data;
    const result: Data = {};
    for (const [key, value] of Object.entries(target)) result[key] = withIds(value, source[key]);
    // Rows of arrays and blocks have string ids; documents' own ids are numbers and stay out.
    if (typeof source.id === 'string') result.id = source.id;
    return result;
  }
  return target;
}

function depth(all: SeedData['pages'], key: string): number {
  const page = all.find((p) => p.key === key);
  return page?.parent ? 1 + depth(all, page.parent) : 0;
}

function missing(kind: string, name: string): never {
  throw new Error(`demo content: unknown ${kind} '${name}'`);
}
