import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedToken } from './tokens';

/**
 * The browser keeps its session in an HttpOnly cookie the API sets (docs/decisions.md,
 * "Session cookie"): no script can read the token. SameSite=Lax keeps it off cross-site
 * requests other than top-level GET navigations; Secure when the portal is served over https.
 * Path /api: only the API ever receives it.
 */
export const SESSION_COOKIE = 'portal_session';
const COOKIE_PATH = '/api';

/** The header every cookie-authenticated change must carry (see requireCsrfHeader). */
export const CSRF_HEADER = 'x-requested-with';

/** The attributes of every cookie the API sets: HttpOnly, SameSite=Lax, Secure over https. */
export function cookieAttributes(request: FastifyRequest, path: string, maxAgeSeconds: number): string {
  const secure = request.server.services.options.publicUrl.startsWith('https:') || request.protocol === 'https';
  return `Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const attributes = (request: FastifyRequest, maxAgeSeconds: number) => cookieAttributes(request, COOKIE_PATH, maxAgeSeconds);

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedToken): void {
  const now = request.server.services.options.now().getTime();
  const maxAge = Math.max(0, Math.floor((issued.expiresAt.getTime() - now) / 1000));
  reply.header('set-cookie', `${SESSION_COOKIE}=${issued.token}; ${attributes(request, maxAge)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(request, 0)}`);
}

/** The session token of the cookie header, if any. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * CSRF protection for cookie authentication: a browser attaches the cookie by itself, but it
 * sends a custom header only from our own pages (other origins would need a CORS preflight,
 * which the API never grants). Requests with a Bearer header are not cookie-driven.
 */
export function hasCsrfHeader(request: FastifyRequest): boolean {
  const value = request.headers[CSRF_HEADER];
  return typeof value === 'string' && value.length > 0;
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
