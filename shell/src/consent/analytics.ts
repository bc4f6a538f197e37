import { analyticsConsent, pixelEventsFor, publicConfig, type PublicConfig } from '@portal/shared-domain';

/**
 * The third-party services of spec 00 §1.1 (analytics, ad pixel, tag manager, marketing
 * automation): none of their scripts is in the page before the visitor accepted (`analyticsAccepted`
 * 'true') and none is loaded that the deployment did not configure (`GET config/public`).
 * Withdrawing reloads the page (consent.ts), so a loaded script never outlives the consent.
 */
type Queue = unknown[] & { push: (...items: unknown[]) => number };
interface Pixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Pixel;
  loaded: boolean;
  version: string;
}
type AnalyticsWindow = Window & {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: Pixel;
  _fbq?: Pixel;
};

function addScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.thirdParty = 'true';
  document.head.appendChild(script);
}

/** The pixel's queue as its own snippet sets it up (without the inline script the CSP forbids). */
function installPixel(win: AnalyticsWindow, id: string): Pixel {
  const pixel = function (...args: unknown[]) {
    if (pixel.callMethod) pixel.callMethod(...args);
    else pixel.queue.push(args);
  } as Pixel;
  pixel.queue = [];
  pixel.push = pixel;
  pixel.loaded = true;
  pixel.version = '2.0';
  win.fbq = pixel;
  win._fbq = pixel;
  pixel('init', id);
  return pixel;
}

export interface Analytics {
  /** Reports a page view of the current URL (every service loaded), once per path. */
  pageView(pathname: string): void;
}

/** Loads the configured services into the page; the caller checked the consent. */
export function loadServices(config: PublicConfig, win: AnalyticsWindow = window): Analytics {
  const { analytics } = config;
  const { scripts } = analytics;
  const dataLayer = (win.dataLayer ??= [] as unknown as Queue);
  let gtag: ((...args: unknown[]) => void) | null = null;
  if (analytics.googleAnalyticsId && scripts.googleAnalytics) {
    gtag = function () {
      // gtag.js reads the arguments object itself, as its own snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    } as (...args: unknown[]) => void;
    win.gtag = gtag;
    gtag('js', new Date());
    // Page views are sent per route below: a single-page site changes pages without loads.
    gtag('config', analytics.googleAnalyticsId, {
      anonymize_ip: true,
      send_page_view: false,
    });
    addScript(scripts.googleAnalytics);
  }
  if (analytics.tagManagerId && scripts.tagManager) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(scripts.tagManager);
  }
  const pixel = analytics.pixelId && scripts.pixel ? installPixel(win, analytics.pixelId) : null;
  if (pixel && scripts.pixel) addScript(scripts.pixel);
  if (scripts.marketingAutomation) addScript(scripts.marketingAutomation);

  let last: string | null = null;
  return {
    pageView(pathname) {
      if (pathname === last) return;
      last = pathname;
      gtag?.('event', 'page_view', { page_path: pathname });
      if (scripts.tagManager) dataLayer.push({ event: 'page_view', page_path: pathname });
      for (const event of pixelEventsFor(pathname)) pixel?.('track', event);
    },
  };
}

/**
 * Waits for both the consent and the configuration, then loads the services once and reports
 * the current page and every later route change (single-spa's routing event).
 */
export function startAnalytics(win: AnalyticsWindow = window): () => void {
  let services: Analytics | null = null;
  const check = () => {
    const config = publicConfig.get();
    if (services || analyticsConsent.get() !== 'accepted' || !config) return;
    services = loadServices(config, win);
    services.pageView(win.location.pathname);
  };
  const onRoute = () => services?.pageView(win.location.pathname);
  const stopConsent = analyticsConsent.subscribe(check);
  const stopConfig = publicConfig.subscribe(check);
  win.addEventListener('single-spa:routing-event', onRoute);
  check();
  return () => {
    stopConsent();
    stopConfig();
    win.removeEventListener('single-spa:routing-event', onRoute);
  };
}
