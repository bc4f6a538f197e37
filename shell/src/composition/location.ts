import {
  DEFAULT_LANG,
  LANG_COOKIE,
  currentLang,
  matchRoute,
  observable,
  preferredLangForRoot,
  readCookie,
  rememberLang,
  routePath,
  session,
  splitLangPrefix,
  withLangPrefix,
  type RouteMatch,
} from '@portal/shared-domain';
import { evaluateGuards, type GuardResult } from './guards';

export interface ShellLocation {
  match: RouteMatch;
  guard: GuardResult;
}

/** What the shell shows for the current URL: the matched route (layout, remote) and its guard result. */
export const shellLocation = observable<ShellLocation>(describe(typeof location === 'undefined' ? '/' : location.pathname));

function describe(pathname: string): ShellLocation {
  const match = matchRoute(pathname);
  return { match, guard: evaluateGuards(match.route, session.get()) };
}

function sameLocation(a: ShellLocation, b: ShellLocation): boolean {
  return a.guard === b.guard && a.match.route.name === b.match.route.name && a.match.lang === b.match.lang && a.match.path === b.match.path;
}

/**
 * Where the browser must go instead of the current URL, if anywhere:
 *  - '/de/...' is the German page without prefix;
 *  - on '/' only, the remembered or browser language decides (spec 00 §2.1);
 *  - an `auth` route without a token goes to the route named login, remembering the target.
 */
export function redirectFor(pathname: string, search: string, languages: readonly string[]): string | undefined {
  if (/^\/de(\/|$)/.test(pathname)) return (pathname.slice(3) || '/') + search;
  if (pathname === '/') {
    const lang = preferredLangForRoot(readCookie(LANG_COOKIE), languages);
    if (lang !== DEFAULT_LANG) return withLangPrefix('/', lang) + search;
  }
  const { route, lang } = matchRoute(pathname);
  if (evaluateGuards(route, session.get()) === 'login') {
    return `${routePath('login', {}, lang)}?redirect=${encodeURIComponent(pathname + search)}`;
  }
  return undefined;
}

/** Applies the URL to the shell's state: language (and <html lang>), layout, guard; redirects when needed. */
export function syncLocation(replace: (url: string) => void): void {
  const target = redirectFor(location.pathname, location.search, navigator.languages ?? [navigator.language]);
  if (target) {
    if (location.pathname === '/') rememberLang(splitLangPrefix(target).lang);
    replace(target);
    return;
  }
  const { lang } = splitLangPrefix(location.pathname);
  if (currentLang.get() !== lang || document.documentElement.lang !== lang) {
    currentLang.set(lang);
    document.documentElement.lang = lang;
  }
  const previous = shellLocation.get();
  const described = describe(location.pathname);
  // Kept when nothing the layout shows changed (single-spa's routing events and session answers
  // call this too): each new value re-renders the whole shell, a task of 40 ms on a slow phone.
  if (!sameLocation(previous, described)) shellLocation.set(described);
  // The content area names its route and layout: useful to assistive tech tooling and to the e2e suite.
  const content = document.getElementById('content');
  if (content) {
    content.dataset.route = described.match.route.name;
    content.dataset.layout = described.match.route.layout;
  }
}
