import type { FastifyRequest } from 'fastify';
import type { BusboyConfig } from '@fastify/busboy';
import type { FastifyMultipartBaseOptions, Multipart } from '@fastify/multipart';
import { ApiError } from '../http/errors';

/** parts() honours throwFileSizeLimit at run time (index.js reads it), though its types leave it out. */
type PartsOptions = (Omit<BusboyConfig, 'headers'> & Pick<FastifyMultipartBaseOptions, 'throwFileSizeLimit'>) | undefined;

/**
 * Reads a multipart request part by part. The multipart parser's own failures (no boundary, a
 * truncated body) are the client's: 400, while the limits keep their codes (413 for a file over
 * the limit, 400 for too many parts; fastifyCodes in http/errors.ts). Used by every route that
 * takes a form: uploads and the CMS's submission forms.
 */
export async function readParts(request: FastifyRequest, options: PartsOptions, onPart: (part: Multipart) => Promise<void>): Promise<void> {
  try {
    for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) await onPart(part);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof ApiError || (typeof code === 'string' && code.startsWith('FST_'))) throw error;
    throw new ApiError(400, 'multipartInvalid');
  }
}

/** The client's file name, kept for display only: no path, no control characters, bounded. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f"]/g, '').trim() ?? '';
  return (base || 'datei').slice(0, 200);
}
