import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RateLimiter, clientKey } from '../auth/rate-limiter';
import { cookieAttributes, hasCsrfHeader } from '../auth/session-cookie';
import { ApiError, notFound } from '../http/errors';
import { data, errorResponses, NoBody } from '../http/schemas';

/** The browser's like identity: a random id in an HttpOnly cookie, one like per browser and item. */
export const LIKE_COOKIE = 'like_browser';
const COOKIE_PATH = '/api/likes';
const COOKIE_DAYS = 365;
const BROWSER_ID = /^[A-Za-z0-9_-]{32}$/;
export const LIKE_KINDS = ['journal', 'track'] as const;
export type LikeKind = (typeof LIKE_KINDS)[number];

const Params = Type.Object(
  {
    kind: Type.Union(LIKE_KINDS.map((kind) => Type.Literal(kind))),
    // CMS ids (Payload's) are short tokens; anything else cannot name an item.
    id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  },
  { additionalProperties: false },
);
const LikeState = data(Type.Object({ count: Type.Integer({ minimum: 0 }), liked: Type.Boolean() }, { additionalProperties: false }));

function browserOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === LIKE_COOKIE && BROWSER_ID.test(value)) return value;
  }
  return null;
}

/**
 * Likes (issue 15; docs/api.md, "Likes"): counted on the server, one per browser, no account.
 * A browser is an id in an HttpOnly cookie set on its first like; the unique key
 * (kind, item_id, browser) keeps a repeated like from counting twice. A browser that drops its
 * cookie could like again, so likes and unlikes are limited per client address (429), which
 * bounds what a script can add. Changes need X-Requested-With like every cookie-driven change,
 * so another site cannot like in the visitor's name.
 */
export const likeRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db, content, options } = app.services;
  const limiter = new RateLimiter(options.likeLimitPerMinute, 60_000, () => options.now().getTime());

  const countOf = async (kind: LikeKind, id: string) => {
    const row = await db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('kind', '=', kind)
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  // Unknown ids are refused so that the table only holds likes of real items.
  const requireItem = async (kind: LikeKind, id: string) => {
    if (!(await content.exists(kind, id))) throw notFound();
  };

  const guardChange = (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasCsrfHeader(request)) throw new ApiError(403, 'csrfHeaderMissing');
    const limit = limiter.hit(clientKey(request.ip));
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      throw new ApiError(429, 'tooManyRequests');
    }
  };

  const schema = (summary: string, ...errors: number[]) => ({
    summary,
    params: Params,
    response: { 200: LikeState, ...errorResponses(400, 404, ...errors) },
  });

  app.get('/likes/:kind/:id', { config: { auth: 'public' }, schema: schema('Likes of a journal entry or track, and whether this browser likes it') }, async (request, reply) => {
    const { kind, id } = request.params;
    await requireItem(kind, id);
    const browser = browserOf(request);
    const [count, mine] = await Promise.all([
      countOf(kind, id),
      browser
        ? db.selectFrom('likes').select('browser').where('kind', '=', kind).where('item_id', '=', id).where('browser', '=', browser).executeTakeFirst()
        : undefined,
    ]);
    reply.header('cache-control', 'private, no-store');
    return { data: { count, liked: Boolean(mine) } };
  });

  app.post(
    '/likes/:kind/:id',
    { config: { auth: 'public' }, schema: { ...schema('Like (once per browser; sets the like_browser cookie)', 403, 429), body: NoBody, description: 'Needs X-Requested-With. A 429 carries `Retry-After`.' } },
    async (request, reply) => {
      guardChange(request, reply);
      const { kind, id } = request.params;
      await requireItem(kind, id);
      let browser = browserOf(request);
      if (!browser) {
        browser = crypto.randomBytes(24).toString('base64url');
        reply.header('set-cookie', `${LIKE_COOKIE}=${browser}; ${cookieAttributes(request, COOKIE_PATH, COOKIE_DAYS * 24 * 3600)}`);
      }
      await db.insertInto('likes').values({ kind, item_id: id, browser }).onConflict((oc) => oc.doNothing()).execute();
      reply.header('cache-control', 'private, no-store');
      return { data: { count: await countOf(kind, id), liked: true } };
    },
  );

  app.delete(
    '/likes/:kind/:id',
    { config: { auth: 'public' }, schema: { ...schema("Withdraw this browser's like", 403, 429), description: 'Needs X-Requested-With. A 429 carries `Retry-After`.' } },
    async (request, reply) => {
      guardChange(request, reply);
      const { kind, id } = request.params;
      await requireItem(kind, id);
      const browser = browserOf(request);
      if (browser) await db.deleteFrom('likes').where('kind', '=', kind).where('item_id', '=', id).where('browser', '=', browser).execute();
      reply.header('cache-control', 'private, no-store');
      return { data: { count: await countOf(kind, id), liked: false } };
    },
  );
};
