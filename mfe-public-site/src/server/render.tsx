/**
 * The public site's server renderer (built by webpack.server.config.js into dist/ssr/render.js,
 * published with the remote's build). The portal's server (tools/ssr) loads it from where the
 * deployment manifest says the remote is, fetches the page from the API and asks it for the
 * HTML: the same components, catalogs and store the client hydrates with.
 */
import '@portal/shared-ui/src/styles/tokens.css';
import '@portal/shared-ui/src/styles/base.css';
import { createIntl, type IntlConfig } from 'react-intl';
import { escapeHtml, imageUrl, matchRoute, type ContentPage, type Lang, type RemoteName, type Rubric } from '@portal/shared-domain';
import { contentQueryString } from '@portal/shared-domain/api';
import { loadCatalogs } from '@portal/shared-ui';
import { createPortalStore, portalApi } from '@portal/shared-ui/data';
import { renderRemoteHtml, scriptJson, splitPreloads, type RenderedPage } from '@portal/shared-ui/server';
import { App } from '../App';
import { definition } from '../lifecycles';
import { NEWSLETTER_CONFIRM_PATH } from '../newsletter/confirm-path';
import { rubricPageHeading } from '../journal/rubric-heading';
import { PAGE_DATA_ID, primeStore, type PageData } from '../page/page-data';
import { pageDocumentTitle } from '../page/use-page-head';
import { apiPathOf, relatedData, relatedQueries, type RelatedData } from '../page/related-queries';
import { setServerOrigin, siteLocationOf, type SiteLocation } from '../site-location';

/** The contract with tools/ssr: bumped when the functions below change shape. */
export const SSR_API_VERSION = 1;

export interface PageRequest extends SiteLocation {
  /** The API path to fetch the page from, below /api (send `accept-language: lang`). */
  apiPath: string;
  /** False with a preview token: an editor's draft is never kept in a cache. */
  cacheable: boolean;
}

/**
 * The remote whose code shows the page at a URL (path and search), from the portal's route
 * table: the portal's server preloads that remote's entry with the HTML, whichever remote it is.
 */
export function remoteOf(url: string): RemoteName {
  return matchRoute(new URL(url, 'http://localhost').pathname).route.remote;
}

/** The CMS page at a URL (path and search), or null where the site does not render a CMS page. */
export function pageRequest(url: string): PageRequest | null {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (matchRoute(pathname).route.remote !== 'mfe-public-site') return null;
  const location = siteLocationOf(pathname, search);
  if (location.path === NEWSLETTER_CONFIRM_PATH) return null;
  const apiPath = `/pages${location.path}${contentQueryString(location.query)}`;
  return { ...location, apiPath, cacheable: location.query.preview === undefined };
}

/** An API answer: its status and JSON body (null when it was not JSON). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

const pageOf = (body: unknown) => (body as { data?: ContentPage } | null)?.data;

/**
 * The API paths, besides the page's, whose answers the page at `url` is rendered with, from the
 * page's answer (asked with the same `accept-language`): what its blocks read (a home page's
 * newest journal entries, the journal's results, rubrics and tags). Without them the blocks
 * would say "loading" until the script runs.
 */
export function relatedPaths(url: string, body: unknown): string[] {
  const request = pageRequest(url);
  const page = pageOf(body);
  return request && page ? relatedQueries(page, request).map(apiPathOf) : [];
}

export { scriptJson };

function headTags(page: ContentPage | null, lang: Lang, url: URL, heading?: string): string {
  const tags = [`<link rel="canonical" href="${escapeHtml(url.origin + url.pathname)}" />`];
  if (!page) return [`<meta name="robots" content="noindex" />`, ...tags].join('\n');
  const title = pageDocumentTitle(page, heading);
  const description = page.seo_description?.trim();
  tags.unshift(`<title>${escapeHtml(title)}</title>`);
  tags.push(`<meta property="og:title" content="${escapeHtml(title)}" />`, `<meta property="og:type" content="website" />`);
  tags.push(`<meta property="og:url" content="${escapeHtml(url.origin + url.pathname)}" />`, `<meta property="og:locale" content="${lang}_CH" />`);
  if (description) {
    tags.push(`<meta name="description" content="${escapeHtml(description)}" />`, `<meta property="og:description" content="${escapeHtml(description)}" />`);
  }
  if (page.seo_hidden) tags.push(`<meta name="robots" content="noindex" />`);
  if (page.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(url.origin + imageUrl(page.image, 'hero'))}" />`);
    // The hero is the largest paint: fetched with the HTML, in the size its <picture> picks.
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imageUrl(page.image, 'heroSmall'))}" media="not all and (min-width: 48em)" />`,
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imageUrl(page.image, 'hero'))}" media="(min-width: 48em)" />`,
    );
  }
  return tags.join('\n');
}

function renderTree(url: URL, data: PageData): Promise<string> {
  const store = createPortalStore();
  return renderRemoteHtml({
    definition,
    url: url.pathname + url.search,
    lang: data.lang,
    async prepare() {
      setServerOrigin(url.origin);
      await primeStore(store, data);
      // Drops the cache entry's removal timer: nothing of a render outlives it.
      return { App: () => <App store={store} />, done: () => store.dispatch(portalApi.util.resetApiState()) };
    },
  });
}

/** A rubric page's heading for its <title> (the page shows it as its heading), from the rubrics rendered with it. */
async function rubricHeading(page: ContentPage, { lang, query }: PageRequest, related: RelatedData[]): Promise<string | undefined> {
  const rubrics = related.find((item) => item.endpoint === 'getRubrics')?.data as Rubric[] | undefined;
  if (!rubrics) return undefined;
  const { messages } = await loadCatalogs(lang, definition.loadMessages);
  return rubricPageHeading(createIntl({ locale: lang, defaultLocale: 'de', messages: messages as IntlConfig['messages'] }), page, query, rubrics);
}

/**
 * The HTML parts of the page at `url` from the API's answer to `pageRequest(url).apiPath`
 * (status and JSON body) and those to `relatedPaths(url, body)`, by path (optional); null when
 * the page is not rendered here (the client renders it).
 */
export async function renderPage({
  url,
  origin,
  status,
  body,
  related = {},
}: ApiAnswer & { url: string; origin: string; related?: Record<string, ApiAnswer> }): Promise<RenderedPage | null> {
  const request = pageRequest(url);
  if (!request) return null;
  const full = new URL(url, origin);
  if (status === 404) return { status, lang: request.lang, head: headTags(null, request.lang, full), body: '', data: '' };
  const page = pageOf(body);
  if (status !== 200 || !page) return null;
  // An answer that failed is left out: its block asks again in the browser.
  const answered = relatedQueries(page, request).flatMap((query) => {
    const answer = related[apiPathOf(query)];
    return (answer?.status === 200 && relatedData(query, answer.body)) || [];
  });
  const data: PageData = { lang: request.lang, path: request.path, query: request.query, page, ...(answered.length > 0 && { related: answered }) };
  const { preloads, markup } = splitPreloads(await renderTree(full, data));
  return {
    status,
    lang: request.lang,
    head: [headTags(page, request.lang, full, await rubricHeading(page, request, answered)), preloads].filter(Boolean).join('\n'),
    body: markup,
    data: `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`,
  };
}
