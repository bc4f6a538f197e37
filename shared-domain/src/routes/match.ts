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

/** A route's pattern as segments: literal text, or the name of a `{param}`; `rest` for the catch-all '/*'. */
interface CompiledPattern {
  route: RouteDef;
  segments: { literal?: string; param?: string }[];
  rest: boolean;
}

/**
 * Patterns are compared segment by segment, without regular expressions: the 245 patterns were
 * compiled at every page's start (20–40 ms at 4× CPU slowdown, for routes never visited) and
 * each compiled again at its first test.
 */
function compile(route: RouteDef, pattern: string): CompiledPattern {
  if (pattern === '/*') return { route, segments: [], rest: true };
  const segments = pattern.split('/').map((segment) => {
    const param = segment.startsWith('{') ? /^\{(\w+)\}$/.exec(segment)?.[1] : undefined;
    return param ? { param } : { literal: segment };
  });
  return { route, segments, rest: false };
}

/** A path parameter as written, when it is not valid percent-encoding (as react-router kept it). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const compiled = ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((pattern) => compile(route, pattern)));

/** The parameters of a path that fits the pattern (one trailing slash allowed), else null. */
function fit({ segments, rest }: CompiledPattern, parts: string[]): Record<string, string> | null {
  if (rest) return parts[0] === '' && parts.length > 1 ? {} : null;
  const length = parts.length === segments.length + 1 && parts[parts.length - 1] === '' ? segments.length : parts.length;
  if (length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < length; index++) {
    const { literal, param } = segments[index];
    const part = parts[index];
    if (param === undefined ? part !== literal : part === '') return null;
    if (param !== undefined) params[param] = decodeParam(part);
  }
  return params;
}

/** The last path matched: a page asks for its own path many times (each remote's activity, each render). */
let last: { pathname: string; match: RouteMatch } | null = null;

/**
 * Finds the route of a browser path (with or without /fr or /it); unknown paths fall to the CMS
 * catch-all. The same path gives the same object back: callers read it and never change it.
 */
export function matchRoute(pathname: string): RouteMatch {
  if (last?.pathname === pathname) return last.match;
  const { lang, path } = splitLangPrefix(pathname);
  const parts = path.split('/');
  for (const pattern of compiled) {
    const params = fit(pattern, parts);
    if (params) {
      last = { pathname, match: { route: pattern.route, lang, params, path } };
      return last.match;
    }
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
