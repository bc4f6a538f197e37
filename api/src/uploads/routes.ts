import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authOf } from '../http/auth-hook';
import { ApiError, notFound } from '../http/errors';
import { IdParams, NoQuery, Upload, data, errorResponses } from '../http/schemas';
import { displayName, readParts } from './multipart';
import { sniffFile } from './sniff';

/** The form's `file` part (other parts are skipped). */
async function readFilePart(request: FastifyRequest): Promise<{ name: string; buffer: Buffer } | undefined> {
  let file: { name: string; buffer: Buffer } | undefined;
  await readParts(request, undefined, async (part) => {
    if (part.type === 'file' && part.fieldname === 'file' && !file) {
      file = { name: part.filename, buffer: await part.toBuffer() };
    } else if (part.type === 'file') {
      part.file.resume();
    }
  });
  return file;
}

/** Uploads of documents and images (spec 00 §3.14, §5.3). */
export const uploadRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db, storage } = app.services;

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload one file (field "file"; PDF, xlsx, AVIF, BMP, JPEG, PNG, WebP; max. 20 MB)',
        body: {
          content: {
            // Parsed by @fastify/multipart as a stream; the schema documents the form for OpenAPI.
            'multipart/form-data': {
              schema: {
                properties: { file: { type: 'string', format: 'binary' } },
                required: ['file'],
              },
            },
          },
        },
        response: { 201: data(Type.Ref(Upload)), ...errorResponses(400, 401, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!request.isMultipart()) throw new ApiError(415, 'unsupportedMediaType');
      const file = await readFilePart(request);
      if (!file || file.buffer.length === 0) throw new ApiError(400, 'fileMissing');
      const sniffed = await sniffFile(file.buffer);
      const key = crypto.randomUUID();
      await storage.put(key, file.buffer, sniffed.mimeType);
      const row = await db
        .insertInto('uploads')
        .values({
          owner_id: auth.applicantId,
          kind: sniffed.kind,
          name: displayName(file.name),
          mime_type: sniffed.mimeType,
          size: file.buffer.length,
          storage_key: key,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.status(201);
      return {
        data: { id: row.id, kind: sniffed.kind, name: row.name, mimeType: row.mime_type, size: row.size },
      };
    },
  );

  app.get(
    '/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Download a file (owner or admin)',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: Type.String({ format: 'binary' }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await db.selectFrom('uploads').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row || (row.owner_id !== auth.applicantId && !auth.isAdmin)) throw notFound();
      const body = await storage.get(row.storage_key);
      return reply
        .header('content-type', row.mime_type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body as never);
    },
  );
};
