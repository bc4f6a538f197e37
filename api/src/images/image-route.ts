import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { cmsMediaDirOf } from '../config';
import { ApiError, notFound } from '../http/errors';
import { requestLang } from '../http/i18n';
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

function matchesEtag(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * GET /img/media/{file}?w=&h=&fit= (outside /api, spec 00 §7.4): a CMS image resized to one of
 * the allowed sizes (image-request.ts). Answers are cached on disk by source (name, mtime, size)
 * and parameters, and in browsers for a year: a changed image is a new upload with a new name
 * or mtime, hence a new ETag. Errors are never cached.
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
      // Not following a link planted in the media directory; the name has no separators.
      const handle = await open(path.join(mediaDir, image.file), constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
      if (!handle) throw notFound();
      try {
        const source = await handle.stat();
        if (!source.isFile()) throw notFound();
        const webp = acceptsWebp(request.headers.accept);
        const size = image.fit === 'max' ? ['max'] : [image.h, image.focus.x, image.focus.y];
        const key = cacheKey([image.file, source.mtimeMs, source.size, image.w, ...size, webp ? 'webp' : 'source']);
        const etag = `"${key}"`;
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', etag)
          // Every answer varies by Accept (WebP or not), so no shared cache hands WebP to a client without it.
          .header('vary', 'Accept');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
        const body = await cache.get(key, async () => {
          const bytes = await handle.readFile();
          if (!sourceType(bytes)) throw new ApiError(415, 'unsupportedMediaType');
          return resizeImage(bytes, image, webp);
        });
        return reply.type(outputType(body)).header('x-content-type-options', 'nosniff').send(body);
      } finally {
        await handle.close();
      }
    },
  );
};
