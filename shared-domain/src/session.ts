import { observable } from './store';
import { writeCookie } from './cookies';

/**
 * The session (spec 00 §3.6, §4.7; issue 10): the API keeps the token in an HttpOnly cookie
 * that no script can read, so the front end only knows *who* is signed in, from
 * GET /applicants/me at start-up and from the answers of sign-in, impersonation and its end.
 */
export interface CurrentUser {
  email: string;
  isAdmin: boolean;
  /** While impersonating: the admin's e-mail address. */
  impersonator: string | null;
}

/**
 * loading: asking the server; ready: `user` is signed in; anonymous: nobody is;
 * unavailable: the server could not say (the next page load asks again).
 */
export type UserStatus = 'anonymous' | 'loading' | 'ready' | 'unavailable';

export interface SessionState {
  user: CurrentUser | null;
  status: UserStatus;
}

export const session = observable<SessionState>({ user: null, status: 'anonymous' });

/** Who the caches belong to: changes with sign-in, impersonation, its end and logout. */
export function sessionIdentity(state: SessionState): string | null {
  return state.user ? `${state.user.email}\n${state.user.impersonator ?? ''}` : null;
}

/** Fetches the current user; injected by session-actions to avoid a cycle with the API client. */
type UserLoader = () => Promise<CurrentUser | 'unauthorized' | 'unavailable'>;
let loadUser: UserLoader | undefined;
export function setUserLoader(loader: UserLoader): void {
  loadUser = loader;
}

/** Bumped by every change, so a slower, older answer never overwrites a newer one. */
let generation = 0;

/** The server said who is signed in (sign-in, impersonation, its end); null: nobody (logout). */
export function setUser(user: CurrentUser | null): void {
  generation += 1;
  session.set(user ? { user, status: 'ready' } : { user: null, status: 'anonymous' });
}

/**
 * Asks the server who is signed in (the cookie travels by itself). The user known so far stays
 * while asking, so a page on an `auth` route is not unmounted by a reload of the user.
 */
export async function refreshSession(): Promise<void> {
  if (!loadUser) return;
  const asked = ++generation;
  session.set({ user: session.get().user, status: 'loading' });
  const answer = await loadUser();
  if (asked !== generation) return;
  if (answer === 'unauthorized') session.set({ user: null, status: 'anonymous' });
  else if (answer === 'unavailable') session.set({ user: null, status: 'unavailable' });
  else session.set({ user: answer, status: 'ready' });
}

/** The cookie in which versions before issue 10 kept the token readable by scripts. */
const LEGACY_TOKEN_COOKIE = 'portal_token';

/** Restores the session at start-up: asks the server, and removes the readable legacy cookie. */
export function restoreSession(): Promise<void> {
  writeCookie(LEGACY_TOKEN_COOKIE, null, 0);
  return refreshSession();
}
