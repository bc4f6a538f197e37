import { useSyncExternalStore } from 'react';
import type { AnalyticsConsent, Observable, PublicConfig, SiteContentState } from '@portal/shared-domain';

/**
 * A value the page's server cannot know: the visitor's consent (in their browser's storage), the
 * navigation and global links the shell loads in the browser, the deployment's public
 * configuration. The server renders with `asOnServer`, hydration renders with it too, and the
 * browser's value follows at once. Read with plain useObservable, a page hydrated after the shell
 * had the navigation (or for a visitor who had consented) differed from the server's HTML: React
 * dropped that HTML and rendered the whole page again (error #418; seen on /gesuche, whose
 * breadcrumb shows the navigation's title).
 */
export function useBrowserState<T>(value: Observable<T>, asOnServer: T): T {
  return useSyncExternalStore(value.subscribe, value.get, () => asOnServer);
}

/** What the server knows of the site content: nothing loaded (the breadcrumb shows the page alone). */
export const SITE_CONTENT_ON_SERVER: SiteContentState = { lang: 'de', navigation: [], links: null, cookies: null, status: 'loading' };
/** No decision known on the server: videos and maps show their consent placeholder. */
export const CONSENT_ON_SERVER: AnalyticsConsent = null;
/** No configuration on the server: no map embed. */
export const PUBLIC_CONFIG_ON_SERVER: PublicConfig | null = null;
