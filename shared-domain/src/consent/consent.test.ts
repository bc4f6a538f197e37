/**
 * @jest-environment jsdom
 */
import {
  ANALYTICS_CONSENT_KEY,
  COOKIE_BANNER_CLOSED_EVENT,
  analyticsConsent,
  cookieBannerAllowed,
  decideAnalyticsConsent,
  readAnalyticsConsent,
  withdrawAnalyticsConsent,
} from './consent';
import { mapsEmbedUrl, pixelEventsFor, type PublicConfig } from './public-config';

beforeEach(() => {
  localStorage.clear();
  analyticsConsent.set(null);
});

describe('analytics consent (spec 00 §2.5, §4.10)', () => {
  test('remembered as analyticsAccepted true/false, read back, and announced with cookie-banner-closed', () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(COOKIE_BANNER_CLOSED_EVENT, listener);
    decideAnalyticsConsent(true);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('true');
    expect(analyticsConsent.get()).toBe('accepted');
    decideAnalyticsConsent(false);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('false');
    expect(readAnalyticsConsent()).toBe('declined');
    expect(events).toEqual([{ accepted: true }, { accepted: false }]);
    window.removeEventListener(COOKIE_BANNER_CLOSED_EVENT, listener);
  });

  test('anything else stored counts as undecided', () => {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'yes');
    expect(readAnalyticsConsent()).toBeNull();
  });

  test('withdrawing clears the value and reloads the page', () => {
    decideAnalyticsConsent(true);
    const reload = jest.fn();
    withdrawAnalyticsConsent(reload);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBeNull();
    expect(analyticsConsent.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['/cookies', false],
    ['/fr/datenschutz', false],
    ['/it/impressum/', false],
    ['/', true],
    ['/fr', true],
    ['/cookies-und-mehr', true],
    ['/gesuche/uebersicht', true],
  ])('banner on %s: %s', (path, shown) => {
    expect(cookieBannerAllowed(path)).toBe(shown);
  });
});

describe('ad pixel events (spec 00 §9)', () => {
  test.each([
    ['/', ['PageView']],
    ['/journal', ['PageView']],
    ['/journal/ferienlager-2026', ['PageView', 'ViewContent']],
    ['/fr/journal/camp', ['PageView', 'ViewContent']],
    ['/spenden', ['PageView', 'InitiateCheckout']],
    ['/it/gedenkspende/', ['PageView', 'InitiateCheckout']],
    ['/spende-schenken', ['PageView', 'InitiateCheckout']],
    ['/goennerschaft', ['PageView', 'InitiateCheckout']],
    ['/spenden-und-mehr', ['PageView']],
  ])('%s → %j', (path, events) => {
    expect(pixelEventsFor(path)).toEqual(events);
  });
});

describe('maps embed', () => {
  const config = (mapsApiKey: string | null, mapsEmbed: string | null): PublicConfig => ({
    analytics: {
      googleAnalyticsId: null,
      pixelId: null,
      tagManagerId: null,
      marketingAutomationUrl: null,
      mapsApiKey,
      scripts: {
        googleAnalytics: null,
        pixel: null,
        tagManager: null,
        marketingAutomation: null,
        mapsEmbed,
      },
    },
  });
  test('only with a key and an address; region CH, language de', () => {
    expect(mapsEmbedUrl(null, 1, 2)).toBeNull();
    expect(mapsEmbedUrl(config(null, 'https://m.example/e'), 1, 2)).toBeNull();
    expect(mapsEmbedUrl(config('k', 'https://m.example/e'), 47.3, 8.5)).toBe('https://m.example/e?key=k&q=47.3%2C8.5&region=CH&language=de');
  });
});
