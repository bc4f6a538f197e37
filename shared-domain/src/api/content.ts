import type { PortalEndpointBuilder } from './portal-api';
import type { Lang } from '../languages';
import type { CashBoxes, ContentPage, CookieBanner, GlobalLinks, JournalsMeta, JournalsPage, JournalTeaser, NavigationPage } from '../content/types';

/** Query keys the spec always sends as lists (spec 00 §2.9, §9). */
export const LIST_QUERY_KEYS = ['rubrics', 'tags'] as const;

export type RouteQuery = Record<string, string | string[] | undefined>;

/**
 * A route query as a query string: `rubrics` and `tags` always as lists (`rubrics[]=a`), other
 * keys as given. Keys are sorted so the same query is the same cache entry.
 */
export function contentQueryString(query: RouteQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined) continue;
    const bare = key.endsWith('[]') ? key.slice(0, -2) : key;
    const asList = (LIST_QUERY_KEYS as readonly string[]).includes(bare) || Array.isArray(value);
    for (const item of Array.isArray(value) ? value : [value]) params.append(asList ? `${bare}[]` : bare, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface PageArgs {
  /** Path without language prefix, leading '/'. */
  path: string;
  /** Part of the cache key: the API answers in the Accept-Language of the request. */
  lang: Lang;
  /** The route query, passed on (preview token included when previewing). */
  query?: RouteQuery;
}

export interface JournalsArgs {
  lang: Lang;
  perPage: number;
  rubrics?: string[];
  tags?: string[];
  /** Full-text search in the visitor's language (the API takes at most 100 characters). */
  q?: string;
  /** 1-based; left out for the first page. */
  page?: number;
}

/** The query string of `GET journals`: empty search and first page left out, rubrics and tags always as lists. */
export function journalsQueryString({ perPage, rubrics = [], tags = [], q, page }: JournalsArgs): string {
  const search = q?.trim();
  return contentQueryString({
    per_page: String(perPage),
    rubrics,
    tags,
    q: search ? search : undefined,
    page: page && page > 1 ? String(page) : undefined,
  });
}

/** The API path of `GET journals` (below /api; the server renderer asks it too). */
export const journalsPath = (args: JournalsArgs) => `/journals${journalsQueryString(args)}`;

const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);

/** The paging next to `data`; an API without it (one page of everything) reads as one page. */
export function journalsMeta(paging: Record<string, unknown> | undefined, items: number, page = 1): JournalsMeta {
  return {
    total: count(paging?.total, items),
    page: count(paging?.page, page),
    last_page: Math.max(1, count(paging?.last_page, 1)),
  };
}

/** `GET journals`' answer (entries and the paging beside them) as the page of entries the site shows. */
export function journalsPageOf(items: JournalTeaser[] | undefined, paging: Record<string, unknown> | undefined, page?: number): JournalsPage {
  return { items: items ?? [], meta: journalsMeta(paging, items?.length ?? 0, page) };
}

const pagePath = (path: string) => `/pages${path.startsWith('/') ? path : `/${path}`}`;

/** Content from the CMS (spec 00 §7.4); every query carries the language so each has its own cache entry. */
export const contentEndpoints = (build: PortalEndpointBuilder) => ({
  getNavigation: build.query<NavigationPage[], Lang>({ query: () => '/navigation' }),
  getGlobalLinks: build.query<GlobalLinks, Lang>({ query: () => '/globals/links' }),
  getCookieBanner: build.query<CookieBanner, Lang>({ query: () => '/globals/cookies' }),
  getCashBoxes: build.query<CashBoxes, Lang>({ query: () => '/globals/cash_box' }),
  getPage: build.query<ContentPage, PageArgs>({
    query: ({ path, query = {} }) => `${pagePath(path)}${contentQueryString(query)}`,
  }),
  getJournals: build.query<JournalsPage, JournalsArgs>({
    query: journalsPath,
    transformResponse: (items: JournalTeaser[], meta, args) => journalsPageOf(items, meta?.paging, args.page),
  }),
});
