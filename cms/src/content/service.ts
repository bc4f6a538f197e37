import path from 'node:path';

import { stat } from 'node:fs/promises';
import type { Payload, Where } from 'payload';
import { CMS_SCHEMA, createSchema } from '../database';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../embedded-database';
import { verifyPreviewToken } from '../preview';
import { cmsAudioDir, cmsDocumentsDir } from '../paths';
import type { JournalsPage, JournalTag, Podcast, Rubric } from '@portal/shared-domain/src/content/types';
import {
  JOURNAL_PATH,
  mapCashBoxes,
  mapCookies,
  mapJournalTeaser,
  mapLinks,
  mapNavigation,
  mapPage,
  mapPodcast,
  mapTaxonomies,
  type BlockContext,
  type Doc,
} from './map';
import { lexicalHtml } from './lexical-html';
import { submissionService, type SubmissionService } from './submissions';

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

/** `GET journals`: a page of entries, newest first, filtered and searched in the visitor's language. */
export interface JournalQuery {
  perPage: number;
  page: number;
  rubrics: string[];
  tags: string[];
  /** Words to find in title, intro and text (each word, in any order); empty: no search. */
  q: string;
}

/** Preview is asked for with `preview={token}`; anything but a valid token for this path is refused. */
export class PreviewRefused extends Error {}

/** What the API's content routes ask for; every answer is the shared contract's shape. */
export interface ContentService extends SubmissionService {
  /** The embedded database's address (for the admin UI's server), or the given URL. */
  databaseUrl: string;
  page(path: string, lang: Lang, preview: string | null): Promise<unknown | null>;
  navigation(lang: Lang): Promise<unknown>;
  global(name: GlobalName, lang: Lang): Promise<unknown>;
  journals(lang: Lang, query: JournalQuery): Promise<JournalsPage>;
  /** Tags by the number of published entries that carry them, most used first. */
  journalTags(lang: Lang, limit: number): Promise<JournalTag[]>;
  journalRubrics(lang: Lang): Promise<Rubric[]>;
  podcasts(lang: Lang): Promise<Podcast[]>;
  /** A document's file, by its file name; null when unknown. */
  document(filename: string): Promise<DocumentFile | null>;
  /** A track's audio file, by its file name; null when unknown. */
  audio(filename: string): Promise<DocumentFile | null>;
  /**
   * Changes whenever what the site shows may have changed (a save, publish or delete in any
   * collection or global a page is built from): the API's read cache compares it on every read.
   */
  contentVersion(): Promise<string>;
  stop(): Promise<void>;
}

const published: Where = { _status: { equals: 'published' } };

/** The tables of everything a page, the navigation or a global is built from (not submissions or sign-ups). */
const CONTENT_TABLES = ['pages', 'journals', 'media', 'documents', 'audio', 'podcasts', 'tracks', 'forms', 'rubrics', 'tags', 'navigation', 'links', 'cookies', 'cash_box'];
// Row count and newest update per table: a save or publish moves updated_at, a delete the count.
const CONTENT_VERSION_SQL = `select concat_ws('|', ${CONTENT_TABLES.map(
  (table) => `(select count(*) || ':' || coalesce(max(updated_at)::text, '') from "${CMS_SCHEMA}"."${table}")`,
).join(', ')}) as version`;

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

  /** An uploaded file by its name: its path on disk, type and size; null when unknown or missing. */
  async function storedFile(collection: 'documents' | 'audio', dir: string, filename: string): Promise<DocumentFile | null> {
    const result = await payload.find({ collection, where: { filename: { equals: filename } }, limit: 1, depth: 0 });
    const doc = result.docs[0] as Doc | undefined;
    if (!doc) return null;
    const file = path.join(dir, path.basename(String(doc.filename)));
    const size = (await stat(file).catch(() => null))?.size;
    if (size === undefined) return null;
    return { file, filename: String(doc.filename), mimeType: String(doc.mimeType), size };
  }

  /** Every podcast with its tracks (newest first). */
  async function podcasts(lang: Lang): Promise<Podcast[]> {
    const read = {
      locale: lang,
      fallbackLocale: 'de' as const,
      pagination: false as const,
    };
    const [libraries, tracks] = await Promise.all([
      payload.find({
        collection: 'podcasts',
        sort: 'createdAt',
        depth: 1,
        ...read,
      }),
      payload.find({ collection: 'tracks', sort: '-date', depth: 1, ...read }),
    ]);
    const podcastId = (track: Doc) => String(typeof track.podcast === 'object' && track.podcast ? track.podcast.id : track.podcast);
    return (libraries.docs as Doc[]).map((podcast) =>
      mapPodcast(
        podcast,
        (tracks.docs as Doc[]).filter((track) => podcastId(track) === String(podcast.id)),
        html,
      ),
    );
  }

  /** What the page's blocks need beyond the page's document (only read when such a block is there). */
  async function contextOf(doc: Doc, lang: Lang): Promise<BlockContext> {
    const blocks = Array.isArray(doc.items) ? (doc.items as Doc[]) : [];
    return blocks.some((block) => block?.blockType === 'podcasts') ? { podcasts: await podcasts(lang) } : {};
  }

  return {
    databaseUrl,
    async page(pagePath, lang, preview) {
      const draft = preview !== null;
      if (draft && !verifyPreviewToken(pagePath, preview)) throw new PreviewRefused();
      const page = await findOne('pages', { url: { equals: pagePath } }, lang, draft);
      if (page)
        return mapPage(page, {
          html,
          journal: false,
          isPreview: draft,
          context: await contextOf(page, lang),
        });
      const entry = pagePath.startsWith(`${JOURNAL_PATH}/`)
        ? await findOne('journals', { slug: { equals: pagePath.slice(JOURNAL_PATH.length + 1) } }, lang, draft)
        : null;
      if (!entry) return null;
      const journalPage = await findOne('pages', { url: { equals: JOURNAL_PATH } }, lang, false);
      return mapPage(entry, {
        html,
        journal: true,
        isPreview: draft,
        journalPage,
        context: await contextOf(entry, lang),
      });
    },
    async navigation(lang) {
      return mapNavigation(
        await payload.findGlobal({
          slug: 'navigation',
          locale: lang,
          fallbackLocale: 'de',
          depth: 1,
        }),
      );
    },
    async global(name, lang) {
      const global = await payload.findGlobal({
        slug: name,
        locale: lang,
        fallbackLocale: 'de',
        depth: 1,
      });
      if (name === 'links') return mapLinks(global);
      if (name === 'cookies') return mapCookies(global, html);
      return mapCashBoxes(global);
    },
    async journals(lang, { perPage, page, rubrics, tags, q }) {
      const filters: Where[] = [published];
      if (rubrics.length > 0) filters.push({ 'rubrics.slug': { in: rubrics } });
      if (tags.length > 0) filters.push({ 'tags.slug': { in: tags } });
      const words = q.trim();
      // `like` matches every word anywhere (case-insensitive) in this language's texts. Title and
      // intro too: an entry saved before the search text existed is still found by them.
      if (words !== '') {
        filters.push({
          or: [{ search_text: { like: words } }, { title: { like: words } }, { intro_text: { like: words } }],
        });
      }
      const result = await payload.find({
        collection: 'journals',
        where: { and: filters },
        sort: '-date',
        limit: perPage,
        page,
        locale: lang,
        fallbackLocale: 'de',
        depth: 1,
      });
      return {
        items: result.docs.map((doc) => mapJournalTeaser(doc as Doc)),
        meta: {
          total: result.totalDocs,
          page: result.page ?? page,
          last_page: Math.max(1, result.totalPages),
        },
      };
    },
    async journalTags(lang, limit) {
      const entries = await payload.find({
        collection: 'journals',
        where: published,
        depth: 0,
        pagination: false,
        select: { tags: true },
      });
      const counts = new Map<string, number>();
      for (const entry of entries.docs as Doc[]) {
        for (const tag of Array.isArray(entry.tags) ? entry.tags : []) {
          const id = String(typeof tag === 'object' && tag ? tag.id : tag);
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      if (counts.size === 0) return [];
      const tags = await payload.find({
        collection: 'tags',
        where: { id: { in: [...counts.keys()] } },
        locale: lang,
        fallbackLocale: 'de',
        depth: 0,
        pagination: false,
      });
      return (tags.docs as Doc[])
        .flatMap((doc) => mapTaxonomies([doc]).map((tag) => ({ ...tag, count: counts.get(String(doc.id)) ?? 0 })))
        .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, lang))
        .slice(0, limit);
    },
    async journalRubrics(lang) {
      const rubrics = await payload.find({
        collection: 'rubrics',
        locale: lang,
        fallbackLocale: 'de',
        depth: 0,
        pagination: false,
        sort: 'title',
      });
      return mapTaxonomies(rubrics.docs);
    },
    podcasts,
    document: (filename) => storedFile('documents', cmsDocumentsDir(), filename),
    audio: (filename) => storedFile('audio', cmsAudioDir(), filename),
    ...submissionService(payload),
    async contentVersion() {
      const { pool } = payload.db as unknown as { pool: { query: (text: string) => Promise<{ rows: { version: string }[] }> } };
      return (await pool.query(CONTENT_VERSION_SQL)).rows[0].version;
    },
    async stop() {
      await payload.destroy?.();
      await embedded?.stop();
    },
  };
}
