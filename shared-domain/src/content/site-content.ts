import { observable } from '../store';
import { apiEnvelope } from '../api-client';
import { currentLang } from '../language-state';
import type { Lang } from '../languages';
import type { CookieBanner, GlobalLinks, NavigationPage } from './types';

/**
 * The site's shared content (spec 00 §4.7): navigation, global links and cookie banner, loaded
 * once per language by the shell and read by every remote (`useObservable(siteContent)`), so no
 * remote fetches them again. loading: asking; ready: all three answered; failed: at least one
 * did not (what did answer is kept, the next language change or page load asks again).
 */
export type SiteContentStatus = 'loading' | 'ready' | 'failed';

export interface SiteContentState {
  lang: Lang;
  navigation: NavigationPage[];
  links: GlobalLinks | null;
  cookies: CookieBanner | null;
  status: SiteContentStatus;
}

const empty = (lang: Lang, status: SiteContentStatus): SiteContentState => ({ lang, navigation: [], links: null, cookies: null, status });

export const siteContent = observable<SiteContentState>(empty(currentLang.get(), 'loading'));

/** Complete answers per language: switching back to a language does not ask again. */
const loaded = new Map<Lang, SiteContentState>();
/** The language whose content is being asked for, if any. */
let pending: Lang | null = null;

const fetchData = async <T>(path: string): Promise<T> => (await apiEnvelope<T>(path)).data;

/**
 * Loads the content of the current language (the API answers in the request's accept-language,
 * which the client takes from `currentLang`), unless it is loaded or being loaded already.
 */
export async function loadSiteContent(): Promise<void> {
  const lang = currentLang.get();
  if (pending === lang) return;
  const cached = loaded.get(lang);
  if (cached) {
    pending = null;
    siteContent.set(cached);
    return;
  }
  pending = lang;
  siteContent.set(empty(lang, 'loading'));
  const [navigation, links, cookies] = await Promise.allSettled([
    fetchData<NavigationPage[]>('/navigation'),
    fetchData<GlobalLinks>('/globals/links'),
    fetchData<CookieBanner>('/globals/cookies'),
  ]);
  // Another language was asked for meanwhile: its answer wins.
  if (pending !== lang) return;
  pending = null;
  const value = <T>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === 'fulfilled' && result.value !== null ? result.value : fallback);
  const failed = [navigation, links, cookies].some((result) => result.status === 'rejected');
  const state: SiteContentState = {
    lang,
    navigation: value(navigation, []),
    links: value(links, null),
    cookies: value(cookies, null),
    status: failed ? 'failed' : 'ready',
  };
  if (!failed) loaded.set(lang, state);
  siteContent.set(state);
}

/** The id of the script in which the portal's server hands the page's site content to the shell (tools/ssr). */
export const SITE_CONTENT_SCRIPT_ID = 'portal-site-content';

/** What the server read for the page (navigation, global links, cookie banner), in the shape the server sends. */
export type SiteContentData = Pick<SiteContentState, 'lang' | 'navigation' | 'links' | 'cookies'>;

/**
 * Takes the site content the server rendered the page with (its header and footer) as loaded:
 * the shell's first render shows the same header, and its language is not asked for again.
 */
export function primeSiteContent({ lang, navigation, links, cookies }: SiteContentData): void {
  const state: SiteContentState = { lang, navigation, links, cookies, status: 'ready' };
  loaded.set(lang, state);
  if (currentLang.get() === lang) siteContent.set(state);
}

/** Loads the content now and again whenever the language changes; returns the unsubscribe. */
export function watchSiteContent(): () => void {
  void loadSiteContent();
  return currentLang.subscribe(() => void loadSiteContent());
}
