import { ARTICLE_BLOCK_TYPES, type ArticleBlock, type ContentPage, type DonorListBlock, type Lang } from '@portal/shared-domain';
import { donorsPath, journalsPageOf, journalsPath, journalTagsPath, RUBRICS_PATH, type JournalsArgs, type JournalTagsArgs } from '@portal/shared-domain/api';
import { portalApi, type PortalStore } from '@portal/shared-ui/data';
import { newestJournalsArgs } from '../blocks/newest-journals';
import { journalResultsArgs, readJournalState } from '../journal/journal-state';
import type { SiteLocation } from '../site-location';

/**
 * A query of the API slice that a page's blocks make besides the page: the server asks it
 * (`apiPathOf`) and renders with its answer, inlined with the page, so the block finds it in
 * its own cache entry instead of saying "loading" until the script runs. (Not the like counts,
 * whose answer depends on the visitor's cookie, nor a site form's definition, which spec 00 §9
 * has the browser fetch after a delay.)
 */
export type RelatedQuery =
  | { endpoint: 'getJournals'; args: JournalsArgs }
  | { endpoint: 'getJournalTags'; args: JournalTagsArgs }
  | { endpoint: 'getRubrics'; args: Lang }
  | { endpoint: 'getDonors'; args: string };

/** A related query with the data its endpoint gives the blocks. */
export type RelatedData = RelatedQuery & { data: unknown };

/** Result pages of the journal search rendered on the server at most (a shared link to page 50 shows the rest in the browser). */
const MAX_RESULT_PAGES = 3;

/** The related queries of a page at a location, each once. */
export function relatedQueries(page: ContentPage, { lang, query }: SiteLocation): RelatedQuery[] {
  const queries = new Map<string, RelatedQuery>();
  const add = (related: RelatedQuery) => queries.set(apiPathOf(related), related);
  for (const block of page.items ?? []) {
    if ((ARTICLE_BLOCK_TYPES as readonly string[]).includes(block.type)) {
      const args = newestJournalsArgs(block as ArticleBlock, lang);
      if (args) add({ endpoint: 'getJournals', args });
    } else if (block.type === 'journal_search') {
      const state = readJournalState(query);
      add({ endpoint: 'getRubrics', args: lang });
      add({ endpoint: 'getJournalTags', args: { lang } });
      for (let shown = 1; shown <= Math.min(state.page, MAX_RESULT_PAGES); shown++) add({ endpoint: 'getJournals', args: journalResultsArgs(state, shown, lang) });
    } else if (block.type === 'donor_list') {
      add({ endpoint: 'getDonors', args: (block as DonorListBlock).campaign });
    }
  }
  return [...queries.values()];
}

/** The API path a related query asks (below /api, in the page's language). */
export function apiPathOf(related: RelatedQuery): string {
  if (related.endpoint === 'getJournals') return journalsPath(related.args);
  if (related.endpoint === 'getJournalTags') return journalTagsPath(related.args);
  if (related.endpoint === 'getDonors') return donorsPath(related.args);
  return RUBRICS_PATH;
}

/** What the endpoint makes of the API's answer (the JSON envelope), or undefined for an answer it would not take. */
export function relatedData(related: RelatedQuery, envelope: unknown): RelatedData | undefined {
  const { data, meta } = (envelope ?? {}) as { data?: unknown; meta?: Record<string, unknown> };
  if (related.endpoint === 'getDonors') return Array.isArray((data as { names?: unknown } | undefined)?.names) ? { ...related, data } : undefined;
  if (!Array.isArray(data)) return undefined;
  if (related.endpoint === 'getJournals') return { ...related, data: journalsPageOf(data, meta, related.args.page) };
  return { ...related, data };
}

/** Puts related data into the store's cache where its block reads it. */
export function primeRelated(store: PortalStore, related: RelatedData) {
  const { upsertQueryData } = portalApi.util;
  if (related.endpoint === 'getJournals') return store.dispatch(upsertQueryData('getJournals', related.args, related.data as never));
  if (related.endpoint === 'getJournalTags') return store.dispatch(upsertQueryData('getJournalTags', related.args, related.data as never));
  if (related.endpoint === 'getDonors') return store.dispatch(upsertQueryData('getDonors', related.args, related.data as never));
  return store.dispatch(upsertQueryData('getRubrics', related.args, related.data as never));
}
