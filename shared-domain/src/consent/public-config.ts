import { observable } from '../store';
import { apiRequest } from '../api-client';
import { splitLangPrefix } from '../languages';

/**
 * Which third-party services the deployment configured (`GET config/public`, from the API's
 * environment). A null id or address means the service is off: nothing of it ever loads.
 * `scripts` are the full addresses the browser loads once the visitor consented.
 */
export interface PublicConfig {
  analytics: {
    googleAnalyticsId: string | null;
    pixelId: string | null;
    tagManagerId: string | null;
    marketingAutomationUrl: string | null;
    mapsApiKey: string | null;
    scripts: {
      googleAnalytics: string | null;
      pixel: string | null;
      tagManager: string | null;
      marketingAutomation: string | null;
      /** The maps service's embed address (an iframe), without its query. */
      mapsEmbed: string | null;
    };
  };
}

/** null until the API answered (or when it could not): every service counts as off then. */
export const publicConfig = observable<PublicConfig | null>(null);

let loading: Promise<void> | null = null;

/** Loads the configuration once per page load (the shell calls it at start). */
export function loadPublicConfig(): Promise<void> {
  loading ??= apiRequest<PublicConfig>('/config/public').then(
    (config) => publicConfig.set(config),
    () => {
      // Unknown configuration: nothing third-party loads, the page itself works; the next page load asks again.
    },
  );
  return loading;
}

/** The maps service's embed of a place (spec 00 §9: region CH, language de, the key). */
export function mapsEmbedUrl(config: PublicConfig | null, latitude: number, longitude: number): string | null {
  const { mapsApiKey, scripts } = config?.analytics ?? {
    mapsApiKey: null,
    scripts: null,
  };
  if (!mapsApiKey || !scripts?.mapsEmbed) return null;
  const query = new URLSearchParams({
    key: mapsApiKey,
    q: `${latitude},${longitude}`,
    region: 'CH',
    language: 'de',
  });
  return `${scripts.mapsEmbed}?${query}`;
}

/** The donation widget pages (spec 00 §9), German paths below any language prefix. */
export const DONATION_PATHS = ['/spenden', '/spende-schenken', '/gedenkspende', '/goennerschaft'] as const;

/**
 * The ad pixel's events for a page view (spec 00 §9): always PageView; ViewContent on journal
 * entries (`/journal/…`); InitiateCheckout on the donation pages.
 */
export function pixelEventsFor(pathname: string): string[] {
  const path = splitLangPrefix(pathname).path.replace(/\/+$/, '') || '/';
  const events = ['PageView'];
  if (path.startsWith('/journal/')) events.push('ViewContent');
  if ((DONATION_PATHS as readonly string[]).includes(path)) events.push('InitiateCheckout');
  return events;
}
