import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { FieldErrors } from '../http/errors';
import { ApiError } from '../http/errors';
import { RateLimiter, clientKey } from '../auth/rate-limiter';
import { hasCsrfHeader } from '../auth/session-cookie';
import { data } from '../http/schemas';

/**
 * What the public site's write routes (submission forms, newsletter) share: the answer
 * `{data: {ok: true}}`, the 422 the site reads (`data.errors`, spec 00 §7.4, §8), the header a
 * page's script sends, and a limit per client address.
 */
export const Ok = data(Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false }));

/**
 * The 422 the site's forms read: status and `data.errors` by field handle. `errors` at the top
 * level too, as every other route of the API answers field errors.
 */
export const SiteFieldErrors = Type.Object(
  {
    statusCode: Type.Optional(Type.Integer()),
    error: Type.Optional(Type.String()),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    data: Type.Optional(Type.Object({ errors: Type.Record(Type.String(), Type.Array(Type.String())) })),
  },
  { additionalProperties: false },
);

export function siteFieldErrors(errors: FieldErrors): ApiError {
  return new ApiError(422, 'validationFailed', { errors, extra: { statusCode: 422, error: 'Unprocessable Entity', data: { errors } } });
}

/**
 * The site's scripts send `X-Requested-With`; a plain HTML form posted from another site cannot
 * (a simple cross-site request carries no custom header), so such posts are refused (400).
 */
export function assertScriptRequest(request: FastifyRequest): void {
  if (!hasCsrfHeader(request)) throw new ApiError(400, 'csrfHeaderMissing');
}

/** Counts one request of the client (IPv6 by /64); 429 with Retry-After beyond the limit. */
export function enforceLimit(limiter: RateLimiter, key: string, reply: FastifyReply): void {
  const result = limiter.hit(key);
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw new ApiError(429, 'tooManyRequests');
}

export const clientOf = (request: FastifyRequest) => clientKey(request.ip);
