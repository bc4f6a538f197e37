import path from 'node:path';

import { stat } from 'node:fs/promises';
import type { Payload, Where } from 'payload';
import { createSchema } from '../database';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../embedded-database';
import { verifyPreviewToken } from '../preview';
import { cmsDocumentsDir } from '../paths';
import { JOURNAL_PATH, mapCashBoxes, mapCookies, mapJournalTeaser, mapLinks, mapNavigation, mapPage, type Doc } from './map';
import { lexicalHtml } from './lexical-html';

export type Lang = 'de' | 'fr' | 'it';
export type GlobalName = 'links' | 'cookies' | 'cash_box';

export interface ContentServiceOptions {
  /** The API's data directory (the embedded database and the media live below `cms/`). */
  dataDir: string;
  /** PostgreSQL (the CMS uses its schema `cms`); unset: embedded PGlite. */
  databaseUrl?: string;
  /** Fill an empty CMS with the demo content (de, fr, it). */
  seed: boolean;
}

/** A stored document: its file on disk, the name to download it as, its type and size. */
export interface DocumentFile {
  file: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** Preview is asked for with `preview={token}`; anything but a valid token for this path is refused. */
export class PreviewRefused extends Error {}

/** What the API's content routes ask for; every answer is the shared contract's shape. */
export interface ContentService {
  /** The embedded database's address (for the admin UI's server), or the given URL. */
  databaseUrl: string;
  page(path: string, lang: Lang, preview: string | null): Promise<unknown | null>;
  navigation(lang: Lang): Promise<unknown>;
  global(name: GlobalName, lang: Lang): Promise<unknown>;
  journals(lang: Lang, perPage: number, rubrics: string[], tags: string[]): Promise<unknown>;
  /** A document's file, by its file name; null when unknown. */
  document(filename: string): Promise<DocumentFile | null>;
  stop(): Promise<void>;
}

const published: Where = { _status: { equals: 'published' } };

export async function startContentService(options: ContentServiceOptions): Promise<ContentService> {
  let embedded: EmbeddedDatabase | null = null;
  if (!options.databaseUrl) embedded = await startEmbeddedDatabase(path.join(options.dataDir, 'cms', 'db'));
  const databaseUrl = options.databaseUrl ?? embedded!.connectionString;
  process.env.CMS_DATABASE_URL = databaseUrl;
  process.env.CMS_DATABASE_EMBEDDED = String(embedded !== null);
  process.env.DATA_DIR = options.dataDir;

  const { getPayload } = await import('payload');
  const config = (await import('../payload.config')).default;
  const payload: Payload = await getPayload({ config });
  await createSchema(payload);
  const { migrations } = await import('../migrations/index');
  await payload.db.migrate({ migrations: migrations as never });
  if (options.seed) {
    const { seedDemoContent } = await import('../seed/seed');
    await seedDemoContent(payload);
  }
  const html = await lexicalHtml(payload);

  async function findOne(collection: 'pages' | 'journals', where: Where, lang: Lang, draft: boolean): Promise<Doc | null> {
    const result = await payload.find({
      collection,
      where: draft ? where : { and: [where, published] },
      locale: lang,
      fallbackLocale: 'de',
      depth: 2,
      limit: 1,
      draft,
    });
    return (result.docs[0] as Doc | undefined) ?? null;
  }

  return {
    databaseUrl,
    async page(pagePath, lang, preview) {
      const draft = preview !== null;
      if (draft && !verifyPreviewToken(pagePath, preview)) throw new PreviewRefused();
      const page = await findOne('pages', { url: { equals: pagePath } }, lang, draft);
      if (page) return mapPage(page, { html, journal: false, isPreview: draft });
      const entry = pagePath.startsWith(`${JOURNAL_PATH}/`)
        ? await findOne('journals', { slug: { equals: pagePath.slice(JOURNAL_PATH.length + 1) } }, lang, draft)
        : null;
      if (!entry) return null;
      const journalPage = await findOne('pages', { url: { equals: JOURNAL_PATH } }, lang, false);
      return mapPage(entry, { html, journal: true, isPreview: draft, journalPage });
    },
    async navigation(lang) {
      return mapNavigation(await payload.findGlobal({ slug: 'navigation', locale: lang, fallbackLocale: 'de', depth: 1 }));
    },
    async global(name, lang) {
      const global = await payload.findGlobal({ slug: name, locale: lang, fallbackLocale: 'de', depth: 1 });
      if (name === 'links') return mapLinks(global);
      if (name === 'cookies') return mapCookies(global, html);
      return mapCashBoxes(global);
    },
    async journals(lang, perPage, rubrics, tags) {
      const filters: Where[] = [published];
      if (rubrics.length > 0) filters.push({ 'rubrics.slug': { in: rubrics } });
      if (tags.length > 0) filters.push({ 'tags.slug': { in: tags } });
      const result = await payload.find({
        collection: 'journals',
        where: { and: filters },
        sort: '-date',
        limit: perPage,
        locale: lang,
        fallbackLocale: 'de',
        depth: 1,
      });
      return result.docs.map((doc) => mapJournalTeaser(doc as Doc));
    },
    async document(filename) {
      const result = await payload.find({ collection: 'documents', where: { filename: { equals: filename } }, limit: 1, depth: 0 });
      const doc = result.docs[0] as Doc | undefined;
      if (!doc) return null;
      const file = path.join(cmsDocumentsDir(), path.basename(String(doc.filename)));
      const size = (await stat(file).catch(() => null))?.size;
      if (size === undefined) return null;
      return { file, filename: String(doc.filename), mimeType: String(doc.mimeType), size };
    },
    async stop() {
      await payload.destroy?.();
      await embedded?.stop();
    },
  };
}

