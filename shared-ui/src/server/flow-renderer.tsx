import { matchRoute, type Lang } from '@portal/shared-domain';
import { serverMarkupId, type RemoteDefinition } from '../app/create-remote';
import { preloadPage, type PreloadablePage } from '../app/RemoteRoutes';
import { renderRemoteHtml, scriptJson, splitPreloads, type RenderedPage } from './render-remote';

/** What the portal's server asks before rendering (tools/ssr): no API data for these pages. */
export interface FlowPageRequest {
  lang: Lang;
  apiPath: null;
  cacheable: true;
}

/**
 * The server renderer of a flow remote (docs/decisions.md, "Quick checks rendered on the
 * server"): the routes named (its quick check, the one screen of the remote anyone may open and
 * the first one most visitors see) are rendered into the HTML, so a slow phone shows the heading,
 * the introduction and the first question before any script has run; the client hydrates them.
 * The wizards (signed in, the applicant's own data) stay client-rendered. Same contract as the
 * public site's renderer (SSR_API_VERSION 1); `apiPath: null` means there is nothing to fetch.
 * `pages` is the remote's page map: a page's code is loaded before it is rendered.
 */
export function flowRenderer(definition: RemoteDefinition, pages: Record<string, PreloadablePage>, routeNames: readonly string[]) {
  const served = new Set(routeNames);

  function pageRequest(url: string): FlowPageRequest | null {
    const match = matchRoute(new URL(url, 'http://localhost').pathname);
    if (match.route.remote !== definition.name || !served.has(match.route.name)) return null;
    return { lang: match.lang, apiPath: null, cacheable: true };
  }

  async function renderPage({ url }: { url: string }): Promise<RenderedPage | null> {
    const request = pageRequest(url);
    if (!request) return null;
    const { pathname } = new URL(url, 'http://localhost');
    const html = await renderRemoteHtml({
      definition,
      url: pathname,
      lang: request.lang,
      // Rendered with its code loaded, as the client hydrates it (flowPages: no Suspense then).
      prepare: () => preloadPage(definition.name, pages, pathname).then(() => ({ App: definition.App })),
    });
    const { preloads, markup } = splitPreloads(html);
    return {
      status: 200,
      lang: request.lang,
      head: preloads,
      body: markup,
      // Which location the HTML is for: the client hydrates it only there (hydrateServerMarkup).
      data: `<script type="application/json" id="${serverMarkupId(definition.name)}">${scriptJson({ path: pathname })}</script>`,
    };
  }

  return { SSR_API_VERSION: 1 as const, pageRequest, renderPage };
}
