import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/tokens';
import { ApiError, forbidden } from './errors';

/**
 * Authentication and route-level authorization run in onRequest, before the body is parsed or
 * validated, so an anonymous or unauthorised caller learns nothing from validation errors.
 * Routes declare `config.auth`; the default is 'user' (secure unless stated otherwise).
 */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const level = request.routeOptions.config?.auth ?? 'user';
    const header = request.headers.authorization;
    const bearer = typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : null;
    if (level === 'public') return;
    const auth = bearer ? await app.services.tokens.verify(bearer) : null;
    request.auth = auth;
    if (level === 'optional') return;
    if (!auth) throw new ApiError(401, bearer ? 'sessionInvalid' : 'unauthenticated');
    if (level === 'admin' && !auth.isAdmin) throw forbidden();
  });
}

/** The signed-in caller; only called on routes whose level guarantees one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, 'unauthenticated');
  return request.auth;
}
