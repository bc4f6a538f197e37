import { observable } from './store';
import { DEFAULT_LANG, LANG_COOKIE, LANG_COOKIE_DAYS, type Lang } from './languages';
import { writeCookie } from './cookies';

/**
 * The current language, owned by the shell and read by every remote. shared-domain is a
 * Module Federation singleton, so this is one value for the whole page.
 */
export const currentLang = observable<Lang>(DEFAULT_LANG);

/** Sets the language and remembers it in the i18n_redirected cookie for 365 days. */
export function rememberLang(lang: Lang): void {
  writeCookie(LANG_COOKIE, lang, LANG_COOKIE_DAYS);
  currentLang.set(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
