import Fastify from 'fastify';
import { publicConfigFromEnv, publicConfigRoutes } from './public-config';

/** `GET config/public`: which third-party services are on, from the environment only. */
describe('public configuration', () => {
  it('turns every service off when nothing is set (blank counts as unset)', () => {
    const config = publicConfigFromEnv({
      ANALYTICS_GA_ID: '  ',
      MAPS_API_KEY: '',
    });
    expect(Object.values(config.analytics.scripts).every((value) => value === null)).toBe(true);
    expect(config.analytics).toMatchObject({
      googleAnalyticsId: null,
      pixelId: null,
      tagManagerId: null,
      marketingAutomationUrl: null,
      mapsApiKey: null,
    });
  });

  it('gives the real services’ addresses for configured ids only', () => {
    const { analytics } = publicConfigFromEnv({
      ANALYTICS_PIXEL_ID: '123',
      ANALYTICS_GTM_ID: 'GTM-AB C',
      MAPS_API_KEY: 'k',
    });
    expect(analytics.scripts).toEqual({
      googleAnalytics: null,
      pixel: 'https://connect.facebook.net/en_US/fbevents.js',
      tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB%20C',
      marketingAutomation: null,
      mapsEmbed: 'https://www.google.com/maps/embed/v1/place',
    });
  });

  it('moves every script below ANALYTICS_SCRIPT_BASE (the offline double) and refuses a non-http marketing address', () => {
    const { analytics } = publicConfigFromEnv({
      ANALYTICS_GA_ID: 'G-1',
      ANALYTICS_PIXEL_ID: '42',
      MARKETING_AUTOMATION_URL: 'javascript:alert(1)',
      ANALYTICS_SCRIPT_BASE: 'http://127.0.0.1:4230/',
    });
    expect(analytics.scripts.googleAnalytics).toBe('http://127.0.0.1:4230/gtag/js?id=G-1');
    expect(analytics.scripts.pixel).toBe('http://127.0.0.1:4230/en_US/fbevents.js');
    expect(analytics.marketingAutomationUrl).toBeNull();
    expect(
      publicConfigFromEnv({
        MARKETING_AUTOMATION_URL: 'https://ma.example/t.js',
      }).analytics.scripts.marketingAutomation,
    ).toBe('https://ma.example/t.js');
  });

  it('answers GET /api/config/public with { data } and a short public cache', async () => {
    const app = Fastify();
    await app.register(publicConfigRoutes, {
      prefix: '/api',
      env: { ANALYTICS_PIXEL_ID: '42' },
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/config/public',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json().data.analytics).toMatchObject({
      pixelId: '42',
      googleAnalyticsId: null,
    });
    await app.close();
  });
});
