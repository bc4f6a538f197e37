import { analyticsConsent, publicConfig, type PublicConfig } from '@portal/shared-domain';
import { loadServices, startAnalytics } from './analytics';

const config = (overrides: Partial<PublicConfig['analytics']> = {}): PublicConfig => ({
  analytics: {
    googleAnalyticsId: 'G-1',
    pixelId: '42',
    tagManagerId: 'GTM-1',
    marketingAutomationUrl: 'https://ma.example/t.js',
    mapsApiKey: null,
    scripts: {
      googleAnalytics: 'https://tp.example/gtag/js?id=G-1',
      pixel: 'https://tp.example/en_US/fbevents.js',
      tagManager: 'https://tp.example/gtm.js?id=GTM-1',
      marketingAutomation: 'https://ma.example/t.js',
      mapsEmbed: null,
    },
    ...overrides,
  },
});

type TestWindow = Window & {
  fbq?: { queue: unknown[][] };
  dataLayer?: unknown[];
  gtag?: unknown;
};
const win = window as TestWindow;
const scripts = () => Array.from(document.head.querySelectorAll('script'), (script) => script.src);

let stop: (() => void) | null = null;
beforeEach(() => {
  document.head.innerHTML = '';
  delete win.fbq;
  delete win.dataLayer;
  delete win.gtag;
  analyticsConsent.set(null);
  publicConfig.set(null);
  window.history.replaceState(null, '', '/');
});
afterEach(() => stop?.());

describe('third-party services (spec 00 §2.5, §9)', () => {
  test('nothing loads before consent, nor after a decline, even when all are configured', () => {
    stop = startAnalytics();
    publicConfig.set(config());
    expect(scripts()).toEqual([]);
    analyticsConsent.set('declined');
    expect(scripts()).toEqual([]);
    expect(win.fbq).toBeUndefined();
  });

  test('after consent every configured service loads once, and the pixel reports PageView', () => {
    stop = startAnalytics();
    publicConfig.set(config());
    analyticsConsent.set('accepted');
    expect(scripts().sort()).toEqual(
      ['https://ma.example/t.js', 'https://tp.example/en_US/fbevents.js', 'https://tp.example/gtag/js?id=G-1', 'https://tp.example/gtm.js?id=GTM-1'].sort(),
    );
    expect(win.fbq?.queue).toEqual([
      ['init', '42'],
      ['track', 'PageView'],
    ]);
    publicConfig.set(config());
    expect(scripts()).toHaveLength(4);
  });

  test('consent given before the configuration arrived loads once it arrives; unconfigured services never load', () => {
    analyticsConsent.set('accepted');
    stop = startAnalytics();
    expect(scripts()).toEqual([]);
    publicConfig.set(
      config({
        googleAnalyticsId: null,
        tagManagerId: null,
        marketingAutomationUrl: null,
        scripts: {
          ...config().analytics.scripts,
          googleAnalytics: null,
          tagManager: null,
          marketingAutomation: null,
        },
      }),
    );
    expect(scripts()).toEqual(['https://tp.example/en_US/fbevents.js']);
    expect(win.gtag).toBeUndefined();
  });

  test('route changes: ViewContent on journal entries, InitiateCheckout on donation pages, each path once', () => {
    analyticsConsent.set('accepted');
    publicConfig.set(config());
    stop = startAnalytics();
    for (const path of ['/journal/lager', '/journal/lager', '/fr/spenden']) {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new Event('single-spa:routing-event'));
    }
    expect(win.fbq?.queue.filter(([method]) => method === 'track')).toEqual([
      ['track', 'PageView'],
      ['track', 'PageView'],
      ['track', 'ViewContent'],
      ['track', 'PageView'],
      ['track', 'InitiateCheckout'],
    ]);
    expect(win.dataLayer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'page_view',
          page_path: '/fr/spenden',
        }),
      ]),
    );
  });

  test('analytics sends its page views itself (no automatic one) with anonymised addresses', () => {
    const services = loadServices(
      config({
        pixelId: null,
        tagManagerId: null,
        marketingAutomationUrl: null,
      }),
    );
    services.pageView('/a');
    const calls = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls).toContainEqual(['config', 'G-1', { anonymize_ip: true, send_page_view: false }]);
    expect(calls).toContainEqual(['event', 'page_view', { page_path: '/a' }]);
  });
});
