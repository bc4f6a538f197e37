import { splitLangPrefix, withLangPrefix, type Lang } from '../languages';
import { ROUTES, routeByName } from './table';
import type { RouteDef } from './types';

export interface RouteMatch {
  route: RouteDef;
  lang: Lang;
  params: Record<string, string>;
  /** The matched path without language prefix. */
  path: string;
}

function patternToRegExp(pattern: string): RegExp {
  if (pattern === '/*') return /^\/.*$/;
  const source = pattern
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** A path parameter as written, when it is not valid percent-encoding (as react-router kept it). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const compiled = ROUTES.flatMap((route) =>
  [route.path, ...(route.aliases ?? [])].map((pattern) => ({
    route,
    regexp: patternToRegExp(pattern),
    names: paramNames(pattern),
  })),
);

/** Finds the route of a browser path (with or without /fr or /it); unknown paths fall to the CMS catch-all. */
export function matchRoute(pathname: string): RouteMatch {
  const { lang, path } = splitLangPrefix(pathname);
  for (const { route, regexp, names } of compiled) {
    const found = regexp.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = decodeParam(found[index + 1]);
    });
    return { route, lang, params, path };
  }
  throw new Error(`No route for ${pathname}`); // unreachable: the catch-all matches every path
}

/** Builds the browser path of a named route in a language, e.g. ('gesuche-einzelperson-id', {id: 5}, 'fr'). */
export function routePath(name: string, params: Record<string, string | number> = {}, lang: Lang = 'de'): string {
  const route = routeByName(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(params[key]));
  });
  return withLangPrefix(path, lang);
}
