import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/tokens';
import { MUTATING, clearSessionCookie, hasCsrfHeader, sessionCookieOf } from '../auth/session-cookie';
import { ApiError, forbidden } from './errors';

/**
 * Authentication and route-level authorization run in onRequest, before the body is parsed or
 * validated, so an anonymous or unauthorised caller learns nothing from validation errors.
 * Routes declare `config.auth`; the default is 'user' (secure unless stated otherwise).
 * The token comes from `Authorization: Bearer` (API clients) or the HttpOnly session cookie
 * (the browser); a cookie-authenticated change, and a sign-in that sets the cookie
 * (`config.setsSession`), must carry the CSRF header.
 */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    const level = config?.auth ?? 'user';
    const header = request.headers.authorization;
    const bearer = typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : null;
    const cookie = bearer ? undefined : sessionCookieOf(request);
    const cookieDriven = Boolean(config?.setsSession) || (level !== 'public' && cookie !== undefined);
    if (cookieDriven && !bearer && MUTATING.has(request.method) && !hasCsrfHeader(request)) {
      throw new ApiError(403, 'csrfHeaderMissing');
    }
    if (level === 'public') return;
    const token = bearer ?? cookie ?? null;
    const auth = token ? await app.services.tokens.verify(token) : null;
    // A cookie the server refuses is cleared, so the browser stops sending it.
    if (cookie && !auth) clearSessionCookie(request, reply);
    request.auth = auth;
    if (level === 'optional') return;
    if (!auth) throw new ApiError(401, token ? 'sessionInvalid' : 'unauthenticated');
    if (level === 'admin' && !auth.isAdmin) throw forbidden();
  });
}

/** The signed-in caller; only called on routes whose level guarantees one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, 'unauthenticated');
  return request.auth;
}
