import { observable } from '../store';
import { splitLangPrefix } from '../languages';

/** localStorage key of the visitor's analytics decision (spec 00 §2.5, §4.10): 'true' or 'false'. */
export const ANALYTICS_CONSENT_KEY = 'analyticsAccepted';
/** The window event the cookie banner emits when it closes (spec 00 §2.5); `detail.accepted` says how. */
export const COOKIE_BANNER_CLOSED_EVENT = 'cookie-banner-closed';

/** accepted / declined: the visitor decided; null: not yet (the banner shows). */
export type AnalyticsConsent = 'accepted' | 'declined' | null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked by the browser: nothing is remembered, nothing loads.
    return null;
  }
}

export function readAnalyticsConsent(): AnalyticsConsent {
  const value = storage()?.getItem(ANALYTICS_CONSENT_KEY);
  return value === 'true' ? 'accepted' : value === 'false' ? 'declined' : null;
}

/** The decision, shared by the shell (banner, scripts) and the remotes (videos, maps card). */
export const analyticsConsent = observable<AnalyticsConsent>(readAnalyticsConsent());

/** Remembers the decision and tells everyone on the page (`cookie-banner-closed`). */
export function decideAnalyticsConsent(accepted: boolean): void {
  try {
    storage()?.setItem(ANALYTICS_CONSENT_KEY, String(accepted));
  } catch {
    // Quota or privacy mode: the decision holds for this page only.
  }
  analyticsConsent.set(accepted ? 'accepted' : 'declined');
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(COOKIE_BANNER_CLOSED_EVENT, { detail: { accepted } }));
}

/**
 * Withdraws the decision: the value is cleared and the page reloads (spec 00 §2.5), so no
 * script loaded after the consent stays in the page.
 */
export function withdrawAnalyticsConsent(reload: () => void = () => window.location.reload()): void {
  storage()?.removeItem(ANALYTICS_CONSENT_KEY);
  analyticsConsent.set(null);
  reload();
}

/** Pages that explain cookies and privacy show no banner over themselves (spec 00 §2.5). */
const PAGES_WITHOUT_BANNER = ['/cookies', '/datenschutz', '/impressum'];

export function cookieBannerAllowed(pathname: string): boolean {
  const { path } = splitLangPrefix(pathname);
  const clean = path.replace(/\/+$/, '') || '/';
  return !PAGES_WITHOUT_BANNER.includes(clean);
}
