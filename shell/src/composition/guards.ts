import type { RouteDef, SessionState } from '@portal/shared-domain';

/** ok: mount; login: no token on an `auth` route; forbidden: `isAdmin` failed; pending: user still loading. */
export type GuardResult = 'ok' | 'login' | 'forbidden' | 'pending';

export function evaluateGuards(route: RouteDef, state: SessionState): GuardResult {
  if (route.guards.includes('auth') && !state.token) return 'login';
  if (route.guards.includes('isAdmin')) {
    if (state.status === 'loading') return 'pending';
    if (!state.user?.isAdmin) return 'forbidden';
  }
  return 'ok';
}
