import type { ComponentType } from 'react';
import { matchRoute, splitLangPrefix, type Lang, type RemoteName, type RouteDef } from '@portal/shared-domain';
import { RoutePlaceholder } from './RoutePlaceholder';
import { useLocation } from './router';

export interface PageProps {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/** A page whose code (in a language, where it has texts of its own) can be fetched before it is rendered (e.g. before hydrating server HTML). */
export type PreloadablePage = ComponentType<PageProps> & { preload?: (lang?: Lang) => Promise<unknown> };

/** Fetches the code of the page a remote shows at `pathname` in that path's language, when that page can say how. */
export function preloadPage(remote: RemoteName, pages: Record<string, PreloadablePage>, pathname: string): Promise<unknown> {
  const { route } = matchRoute(pathname);
  return (route.remote === remote && pages[route.name]?.preload?.(splitLangPrefix(pathname).lang)) || Promise.resolve();
}

/**
 * The page a remote shows at the current URL: the route the shared table's matcher finds
 * (`matchRoute`, by which the shell chose this remote and the server rendered the page), or
 * nothing when the URL is another remote's. Not react-router's <Routes>: given every route of a
 * flow remote in three languages (~180), it ranked them and compiled a pattern per route on each
 * render (1.6 ms a render on a desktop core, 0.04 ms now), it matched case-insensitively where
 * the shell and the server do not, and its matching code was 3.2 KB gzip on every page.
 */
export function RemoteRoutes({ remote, pages }: { remote: RemoteName; pages: Record<string, ComponentType<PageProps>> }) {
  const { pathname } = useLocation();
  const { route, params } = matchRoute(pathname);
  if (route.remote !== remote) return null;
  const Page = pages[route.name] ?? RoutePlaceholder;
  return <Page route={route} params={params} />;
}
