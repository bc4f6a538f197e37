import type { ContentPage, JournalsPage } from '@portal/shared-domain';
import { contentQueryString, type JournalsArgs } from '@portal/shared-domain/api';
import { portalApi, type PortalStore } from '@portal/shared-ui/data';
import type { SiteLocation } from '../site-location';

/**
 * The API's answers a server-rendered page was rendered from, inlined in the HTML as
 * `<script type="application/json" id="portal-page-data">` (data, never executed).
 */
export const PAGE_DATA_ID = 'portal-page-data';

/** The newest journal entries an article block of the page shows, as the server read them. */
export interface NewestJournals {
  args: JournalsArgs;
  entries: JournalsPage;
}

export interface PageData extends SiteLocation {
  page: ContentPage;
  journals?: NewestJournals[];
}

/** Whether the inlined page is the one at this location (same language, path and query). */
export function isPageDataFor(data: PageData, location: SiteLocation): boolean {
  return data.lang === location.lang && data.path === location.path && contentQueryString(data.query) === contentQueryString(location.query);
}

/**
 * Puts the page, and the journal entries it shows, into the store's cache exactly where
 * PageByPath and the article blocks look for them, so nothing is fetched again.
 */
export async function primeStore(store: PortalStore, { lang, path, query, page, journals = [] }: PageData): Promise<void> {
  await Promise.all([
    store.dispatch(portalApi.util.upsertQueryData('getPage', { path, lang, query }, page)),
    ...journals.map(({ args, entries }) => store.dispatch(portalApi.util.upsertQueryData('getJournals', args, entries))),
  ]);
}
