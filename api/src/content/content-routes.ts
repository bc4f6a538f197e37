import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EDITOR_COOKIE, EDITOR_HOURS, editorToken } from '@portal/cms/src/auth/editor-token';
import { cmsSecret } from '@portal/cms/src/secret';
import { cookieAttributes } from '../auth/session-cookie';
import { ApiError, forbidden, notFound } from '../http/errors';
import { requestLang } from '../http/i18n';
import { data, errorResponses } from '../http/schemas';
import { PreviewRefusedError, type ContentLang } from './content-client';
import { ContentCache, matchesEtag, type CachedAnswer } from './content-cache';

const publicRoute = { auth: 'public' as const };
const optional = { auth: 'optional' as const };
// The content's own shape is the shared contract (shared-domain/src/content/types.ts).
const Content = data(Type.Unknown());
const GLOBALS = ['links', 'cookies', 'cash_box'] as const;
const MAX_PER_PAGE = 50;
/** The journal search's words (contract: at most 100 characters). */
const MAX_QUERY_LENGTH = 100;
const JournalList = Type.Object({
  data: Type.Unknown(),
  meta: Type.Object({
    total: Type.Integer(),
    page: Type.Integer(),
    last_page: Type.Integer(),
  }),
});

/** Search words: control characters and the database's wildcards dropped, spaces collapsed. */
export function searchWords(q: string): string {
  return q
    .replace(/[\u0000-\u001f\u007f%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/**
 * One byte range of `Range: bytes=…` (start-end, start-, -suffix) within a file of `size`
 * bytes; null when it cannot be served (several ranges, other units, past the end).
 */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/** A query value sent as a list (`rubrics[]=a&rubrics[]=b`) or once (`rubrics=a`), as a list. */
function listOf(query: Record<string, unknown>, key: string): string[] {
  const value = query[`${key}[]`] ?? query[key];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(String).filter((item) => /^[a-z0-9-]{1,80}$/.test(item));
}

const langOf = (request: FastifyRequest) => requestLang(request) as ContentLang;

/** A page path: '/' or '/segment/…' with lower-case URL segments only. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * The content API (spec 00 §7.4), read from the CMS through its Local API (content-client.ts).
 * Public; a draft is shown only with a valid preview token (`?preview={token}`), and such an
 * answer is never cached.
 */
export const contentRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { content, options } = app.services;
  const cache = new ContentCache(() => content.contentVersion());

  /**
   * A published answer from the cache: `no-cache` (browsers revalidate on every visit, so a
   * publish shows within 100 ms) with its ETag, and 304 when the browser's copy is still current.
   */
  const sendCached = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer | null) => {
    if (!answer) throw notFound();
    reply.header('cache-control', 'no-cache').header('etag', answer.etag);
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
    // Serialized once when cached: sent as it is.
    return reply.type('application/json; charset=utf-8').send(answer.body);
  };

  app.get('/navigation', { config: publicRoute, schema: { response: { 200: Content } } }, async (request, reply) => {
    const lang = langOf(request);
    return sendCached(request, reply, await cache.get(`navigation:${lang}`, () => content.navigation(lang)));
  });

  app.get(
    '/globals/:name',
    {
      config: publicRoute,
      schema: {
        params: Type.Object({ name: Type.String({ maxLength: 40 }) }),
        response: { 200: Content, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const name = GLOBALS.find((item) => item === request.params.name);
      if (!name) throw notFound();
      const lang = langOf(request);
      return sendCached(request, reply, await cache.get(`global:${name}:${lang}`, () => content.global(name, lang)));
    },
  );

  const page = async (request: FastifyRequest, reply: FastifyReply, wildcard: string) => {
    const pagePath = `/${wildcard}`.replace(/\/+$/, '') || '/';
    if (!PAGE_PATH.test(pagePath)) throw notFound();
    const preview = (request.query as Record<string, unknown>).preview;
    const token = typeof preview === 'string' && preview !== '' ? preview : null;
    const lang = langOf(request);
    try {
      // Published pages from the cache; a preview (a draft) is read anew each time and never stored.
      if (!token) return sendCached(request, reply, await cache.get(`page:${lang}:${pagePath}`, () => content.page(pagePath, lang, null)));
      const found = await content.page(pagePath, lang, token);
      if (!found) throw notFound();
      reply.header('cache-control', 'private, no-store');
      return { data: found };
    } catch (error) {
      if (error instanceof PreviewRefusedError) throw new ApiError(403, 'previewRefused');
      throw error;
    }
  };
  const pageSchema = {
    response: { 200: Content, ...errorResponses(403, 404) },
  };
  app.get('/pages', { config: publicRoute, schema: pageSchema }, (request, reply) => page(request, reply, ''));
  app.get('/pages/*', { config: publicRoute, schema: pageSchema }, (request, reply) => page(request, reply, (request.params as { '*': string })['*']));

  app.get(
    '/journals',
    {
      config: publicRoute,
      schema: {
        querystring: Type.Object({
          per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
          q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH })),
        }),
        response: { 200: JournalList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const lang = langOf(request);
      const options = {
        perPage: request.query.per_page ?? 10,
        page: request.query.page ?? 1,
        rubrics: listOf(query, 'rubrics'),
        tags: listOf(query, 'tags'),
        q: searchWords(request.query.q ?? ''),
      };
      const list = async () => {
        const { items, meta } = await content.journals(lang, options);
        return { data: items, meta };
      };
      // Lists without a search (a home page's newest entries, the journal's filters) are few and
      // read by every visitor: cached like pages. A search is each visitor's own: read anew.
      if (options.q !== '') {
        reply.header('cache-control', 'no-cache');
        return list();
      }
      const key = `journals:${lang}:${options.perPage}:${options.page}:${[...options.rubrics].sort().join(',')}:${[...options.tags].sort().join(',')}`;
      return sendCached(request, reply, await cache.getEnvelope(key, list));
    },
  );

  app.get(
    '/journals/tags',
    {
      config: publicRoute,
      schema: {
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
        }),
        response: { 200: Content, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        data: await content.journalTags(langOf(request), request.query.limit ?? 10),
      };
    },
  );

  app.get('/journals/rubrics', { config: publicRoute, schema: { response: { 200: Content } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: await content.journalRubrics(langOf(request)) };
  });

  app.get('/podcasts', { config: publicRoute, schema: { response: { 200: Content } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: await content.podcasts(langOf(request)) };
  });

  app.get(
    '/forms/:handle',
    {
      config: publicRoute,
      schema: {
        params: Type.Object({ handle: Type.String({ maxLength: 60 }) }),
        response: { 200: Content, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { handle } = request.params;
      if (!/^[a-z][a-z0-9_]{0,59}$/.test(handle)) throw notFound();
      const definition = await content.formDefinition(handle, langOf(request));
      if (!definition) throw notFound();
      reply.header('cache-control', 'no-cache');
      return { data: definition.fields };
    },
  );

  // Audio of the podcasts' tracks: the player seeks with Range requests; a file never changes
  // under its name (a new upload gets a new name), so browsers keep it.
  app.get(
    '/audio/:file',
    {
      config: publicRoute,
      schema: {
        params: Type.Object({ file: Type.String({ maxLength: 200 }) }),
        response: {
          200: Type.Unknown(),
          206: Type.Unknown(),
          416: Type.Unknown(),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!/^[\w.-]+$/.test(file) || file.startsWith('.')) throw notFound();
      const audio = await content.audio(file);
      if (!audio) throw notFound();
      reply
        .type(audio.mimeType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      const header = request.headers.range;
      if (header === undefined) return reply.header('content-length', audio.size).send(createReadStream(audio.file));
      const range = byteRange(header, audio.size);
      if (!range) return reply.status(416).header('content-range', `bytes */${audio.size}`).send();
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${audio.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(audio.file, range));
    },
  );

  app.get(
    '/documents/:file/download',
    {
      config: publicRoute,
      schema: {
        params: Type.Object({ file: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.Unknown(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!/^[\w.-]+$/.test(file) || file.startsWith('.')) throw notFound();
      const document = await content.document(file);
      if (!document) throw notFound();
      return reply
        .type(document.mimeType)
        .header('content-length', document.size)
        .header('content-disposition', `attachment; filename="${document.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-cache')
        .send(createReadStream(document.file));
    },
  );

  // The editors' way into the CMS (docs/cms.md): a signed-in portal admin gets the CMS's cookie.
  app.get(
    '/cms/sign-in',
    {
      config: optional,
      schema: { response: { 302: Type.Null(), ...errorResponses(403) } },
    },
    async (request, reply) => {
      if (!request.auth) return reply.redirect('/login');
      if (!request.auth.isAdmin) throw forbidden();
      const token = editorToken(request.auth.email, cmsSecret(options.dataDir));
      reply.header('set-cookie', `${EDITOR_COOKIE}=${token}; ${cookieAttributes(request, '/cms', EDITOR_HOURS * 3600)}`);
      return reply.redirect('/cms');
    },
  );
};
