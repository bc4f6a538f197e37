import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { cmsMediaDirOf } from '../config';
import { ApiError, notFound } from '../http/errors';
import { requestLang } from '../http/i18n';
import { matchesEtag } from '../content/content-cache';
import { ImageCache, cacheKey } from './image-cache';
import { parseImageRequest } from './image-request';
import { outputType, resizeImage, sourceType } from './resize';

/** Does the Accept header take WebP (listed, and not with q=0)? */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'image/webp' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * GET /img/media/{file}?w=&h=&fit= (outside /api, spec 00 §7.4): a CMS image resized to one of
 * the allowed sizes (image-request.ts). Answers are cached on disk by source (name, mtime, size)
 * and parameters (the most used in memory too), and in browsers for a year: a changed image is a
 * new upload with a new name or mtime, hence a new ETag. The source is opened and checked on
 * every request (a regular file, no link), so a change shows at once. Errors are never cached.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const { options } = app.services;
  const mediaDir = cmsMediaDirOf(options);
  const cache = new ImageCache(path.join(options.dataDir, 'cms', 'image-cache'));

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store').removeHeader('etag').removeHeader('vary');
    return payload;
  });

  app.get(
    '/img/*',
    {
      config: { auth: 'public' },
      schema: { hide: true },
      // Before the input guard (preValidation): a NUL in the path is this route's 400 like any bad path.
      onRequest: async (request) => {
        parseImageRequest(request.url, requestLang(request));
      },
    },
    async (request, reply) => {
      const image = parseImageRequest(request.url, requestLang(request));
      const webp = acceptsWebp(request.headers.accept);
      const keyOf = (source: { mtimeMs: number; size: number }) =>
        cacheKey([image.file, source.mtimeMs, source.size, image.w, ...(image.fit === 'max' ? ['max'] : [image.h, image.focus.x, image.focus.y]), webp ? 'webp' : 'source']);
      const answer = (key: string, body?: Buffer) => {
        const etag = `"${key}"`;
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', etag)
          // Every answer varies by Accept (WebP or not), so no shared cache hands WebP to a client without it.
          .header('vary', 'Accept');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
        return body ? reply.type(outputType(body)).header('x-content-type-options', 'nosniff').send(body) : undefined;
      };
      // Not following a link planted in the media directory; the name has no separators.
      const handle = await open(path.join(mediaDir, image.file), constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
      if (!handle) throw notFound();
      try {
        const source = await handle.stat();
        if (!source.isFile()) throw notFound();
        const key = keyOf(source);
        const revalidated = answer(key);
        if (revalidated) return revalidated;
        const body = await cache.get(key, async () => {
          const bytes = await handle.readFile();
          if (!sourceType(bytes)) throw new ApiError(415, 'unsupportedMediaType');
          return resizeImage(bytes, image, webp);
        });
        return answer(key, body);
      } finally {
        await handle.close();
      }
    },
  );
};
