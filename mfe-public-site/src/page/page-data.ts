import type { ContentPage } from '@portal/shared-domain';
import { contentQueryString } from '@portal/shared-domain/api';
import { portalApi, type PortalStore } from '@portal/shared-ui/data';
import type { SiteLocation } from '../site-location';
import { primeRelated, type RelatedData } from './related-queries';

/**
 * The API's answers a server-rendered page was rendered from, inlined in the HTML as
 * `<script type="application/json" id="portal-page-data">` (data, never executed).
 */
export const PAGE_DATA_ID = 'portal-page-data';

export interface PageData extends SiteLocation {
  page: ContentPage;
  /** What the page's blocks read besides the page (journal entries, rubrics, tags), as the server read it. */
  related?: RelatedData[];
}

/** Whether the inlined page is the one at this location (same language, path and query). */
export function isPageDataFor(data: PageData, location: SiteLocation): boolean {
  return data.lang === location.lang && data.path === location.path && contentQueryString(data.query) === contentQueryString(location.query);
}

/**
 * Puts the page, and what its blocks read, into the store's cache exactly where PageByPath and
 * the blocks look for them, so nothing is fetched again.
 */
export async function primeStore(store: PortalStore, { lang, path, query, page, related = [] }: PageData): Promise<void> {
  await Promise.all([store.dispatch(portalApi.util.upsertQueryData('getPage', { path, lang, query }, page)), ...related.map((item) => primeRelated(store, item))]);
}
