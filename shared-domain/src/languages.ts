/** Languages of the site: German is the default and carries no URL prefix (spec 00 §2.1, §9). */
export const LANGUAGES = ['de', 'fr', 'it'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'de';
export const LANG_COOKIE = 'i18n_redirected';
export const LANG_COOKIE_DAYS = 365;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Splits '/fr/gesuche' into { lang: 'fr', path: '/gesuche' }; unprefixed paths are German. */
export function splitLangPrefix(pathname: string): { lang: Lang; path: string } {
  const match = /^\/(fr|it)(?=\/|$)/.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { lang: match[1] as Lang, path: rest === '' ? '/' : rest };
}

/** The URL prefix of a language: '' for German, '/fr' or '/it' otherwise. */
export function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

export function withLangPrefix(path: string, lang: Lang): string {
  const prefix = langPrefix(lang);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The browser language is consulted only on the root path (spec 00 §2.1);
 * elsewhere the URL decides. Returns the language the visitor should see on '/'.
 */
export function preferredLangForRoot(cookieValue: string | undefined, browserLanguages: readonly string[]): Lang {
  if (isLang(cookieValue)) return cookieValue;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return DEFAULT_LANG;
}
