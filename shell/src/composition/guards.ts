import type { RouteDef, SessionState } from '@portal/shared-domain';

/** ok: mount; login: nobody signed in on an `auth` route; forbidden: `isAdmin` failed; pending: user still loading. */
export type GuardResult = 'ok' | 'login' | 'forbidden' | 'pending';

/**
 * The shell cannot read the session cookie: it knows who is signed in once GET /applicants/me
 * has answered. An `auth` route waits for that answer (unless a user is already known); when
 * the server could not answer, the route is mounted and its own calls report the outage.
 */
export function evaluateGuards(route: RouteDef, state: SessionState): GuardResult {
  if (route.guards.includes('auth') && !state.user) {
    if (state.status === 'loading') return 'pending';
    if (state.status === 'anonymous') return 'login';
  }
  if (route.guards.includes('isAdmin')) {
    if (state.status === 'loading') return 'pending';
    if (!state.user?.isAdmin) return 'forbidden';
  }
  return 'ok';
}
