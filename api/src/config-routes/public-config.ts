import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { PublicConfig } from '@portal/shared-domain/server';
import { data } from '../http/schemas';

/**
 * The real services' script and embed addresses. ANALYTICS_SCRIPT_BASE replaces every origin
 * below (tests and offline demos point it at a local double of the third parties).
 */
const REAL = {
  googleAnalytics: 'https://www.googletagmanager.com/gtag/js',
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
  tagManager: 'https://www.googletagmanager.com/gtm.js',
  mapsEmbed: 'https://www.google.com/maps/embed/v1/place',
};

const setting = (value: string | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** An http(s) address, or null (a typo must not become a script source). */
function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The real address, or the same path below ANALYTICS_SCRIPT_BASE. */
function scriptAddress(real: string, base: string | null): string {
  if (!base) return real;
  const { pathname } = new URL(real);
  return `${base.replace(/\/+$/, '')}${pathname}`;
}

/**
 * Which third-party services this deployment uses (spec 00 §1.1, §2.5): an unset variable turns
 * its service off; the site loads a service's script only after the visitor's consent and only
 * when it is on here. Ids and keys are public by nature (they appear in every visitor's page).
 */
export function publicConfigFromEnv(env: NodeJS.ProcessEnv): PublicConfig {
  const googleAnalyticsId = setting(env.ANALYTICS_GA_ID);
  const pixelId = setting(env.ANALYTICS_PIXEL_ID);
  const tagManagerId = setting(env.ANALYTICS_GTM_ID);
  const marketingAutomationUrl = httpUrl(setting(env.MARKETING_AUTOMATION_URL));
  const mapsApiKey = setting(env.MAPS_API_KEY);
  const base = httpUrl(setting(env.ANALYTICS_SCRIPT_BASE));
  const at = (real: string) => scriptAddress(real, base);
  return {
    analytics: {
      googleAnalyticsId,
      pixelId,
      tagManagerId,
      marketingAutomationUrl,
      mapsApiKey,
      scripts: {
        googleAnalytics: googleAnalyticsId ? `${at(REAL.googleAnalytics)}?id=${encodeURIComponent(googleAnalyticsId)}` : null,
        pixel: pixelId ? at(REAL.pixel) : null,
        tagManager: tagManagerId ? `${at(REAL.tagManager)}?id=${encodeURIComponent(tagManagerId)}` : null,
        marketingAutomation: marketingAutomationUrl,
        mapsEmbed: mapsApiKey ? at(REAL.mapsEmbed) : null,
      },
    },
  };
}

const Nullable = Type.Union([Type.String(), Type.Null()]);
const PublicConfigSchema = data(
  Type.Object({
    analytics: Type.Object({
      googleAnalyticsId: Nullable,
      pixelId: Nullable,
      tagManagerId: Nullable,
      marketingAutomationUrl: Nullable,
      mapsApiKey: Nullable,
      scripts: Type.Object({
        googleAnalytics: Nullable,
        pixel: Nullable,
        tagManager: Nullable,
        marketingAutomation: Nullable,
        mapsEmbed: Nullable,
      }),
    }),
  }),
);

/** `GET /api/config/public`: read once from the environment at start. */
export const publicConfigRoutes: FastifyPluginAsync<{
  env?: NodeJS.ProcessEnv;
}> = async (app, opts) => {
  const config = publicConfigFromEnv(opts.env ?? process.env);
  app.get(
    '/config/public',
    {
      config: { auth: 'public' },
      schema: { response: { 200: PublicConfigSchema } },
    },
    async (_request, reply) => {
      // Short: a changed deployment is seen within minutes, and the answer is the same for everyone.
      reply.header('cache-control', 'public, max-age=300');
      return { data: config };
    },
  );
};
