import { useMemo } from 'react';
import { splitLangPrefix, type Lang } from '@portal/shared-domain';
import { useLocation } from '@portal/shared-ui';
import type { RouteQuery } from '@portal/shared-domain/api';

export interface SiteLocation {
  lang: Lang;
  /** Path without language prefix, leading '/'. */
  path: string;
  /** The route query as given (a repeated key is a list); the preview token is part of it. */
  query: RouteQuery;
}

function routeQuery(search: string): RouteQuery {
  const query: RouteQuery = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const current = query[key];
    query[key] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
  }
  return query;
}

/** The language, path and query of a URL's path and search (also read by the server renderer). */
export function siteLocationOf(pathname: string, search: string): SiteLocation {
  const { lang, path } = splitLangPrefix(pathname);
  return { lang, path: path.length > 1 ? path.replace(/\/+$/, '') : path, query: routeQuery(search) };
}

/** The page's language, path and query, read from the route (the URL decides, spec 00 §2.1). */
export function useSiteLocation(): SiteLocation {
  const { pathname, search } = useLocation();
  return useMemo(() => siteLocationOf(pathname, search), [pathname, search]);
}

/** The origin the server renderer renders for (the portal's public URL); the browser has its own. */
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's origin for absolute links (share links): the page's, also while rendering on the server. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
