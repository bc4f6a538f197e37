import { observable } from './store';
import { readCookie, writeCookie } from './cookies';

/** The session (spec 00 §3.6, §4.7): a bearer token kept in a cookie for 365 days and the current user. */
export interface CurrentUser {
  email: string;
  isAdmin: boolean;
}

export type UserStatus = 'anonymous' | 'loading' | 'ready';

export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  status: UserStatus;
}

export const TOKEN_COOKIE = 'portal_token';
export const TOKEN_COOKIE_DAYS = 365;

export const session = observable<SessionState>({ token: null, user: null, status: 'anonymous' });

/** Reads the payload of a JWT without verifying it (the server verifies); undefined when undecodable. */
export function decodeTokenPayload(token: string | null): Record<string, unknown> | undefined {
  if (!token) return undefined;
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = typeof atob === 'function' ? atob(base64) : Buffer.from(base64, 'base64').toString('binary');
    const payload = JSON.parse(decodeURIComponent(escape(json)));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Impersonation is active when the token carries an impersonator claim; an undecodable token is not impersonating. */
export function isImpersonating(token: string | null): boolean {
  const payload = decodeTokenPayload(token);
  return payload !== undefined && payload.impersonator !== undefined && payload.impersonator !== null;
}

export function impersonatorOf(token: string | null): string | undefined {
  const claim = decodeTokenPayload(token)?.impersonator;
  if (typeof claim === 'string') return claim;
  if (claim && typeof claim === 'object' && typeof (claim as { email?: unknown }).email === 'string') {
    return (claim as { email: string }).email;
  }
  return undefined;
}

/** Fetches the current user; injected by session-actions to avoid a cycle with the API client. */
type UserLoader = (token: string) => Promise<CurrentUser | 'unauthorized' | 'unavailable'>;
let loadUser: UserLoader | undefined;
export function setUserLoader(loader: UserLoader): void {
  loadUser = loader;
}

/** Setting a token stores it and fetches the current user; null signs out locally. */
export async function setToken(token: string | null): Promise<void> {
  writeCookie(TOKEN_COOKIE, token, TOKEN_COOKIE_DAYS);
  if (!token) {
    session.set({ token: null, user: null, status: 'anonymous' });
    return;
  }
  session.set({ token, user: null, status: 'loading' });
  if (!loadUser) return;
  const user = await loadUser(token);
  // A later setToken wins: only apply the answer for the token that asked.
  if (session.get().token !== token) return;
  if (user === 'unauthorized') {
    // A 401 clears token and user silently (spec 00 §4.7).
    writeCookie(TOKEN_COOKIE, null, 0);
    session.set({ token: null, user: null, status: 'anonymous' });
  } else if (user === 'unavailable') {
    // The server could not answer: keep the token, the next page load tries again.
    session.set({ token, user: null, status: 'ready' });
  } else session.set({ token, user, status: 'ready' });
}

/** Restores the session from the cookie at start-up. */
export function restoreSession(): Promise<void> {
  const token = readCookie(TOKEN_COOKIE) ?? null;
  return setToken(token);
}
