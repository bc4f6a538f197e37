import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { session, sessionIdentity, type SessionState } from '@portal/shared-domain';
import { portalApi } from './portal-api';
import { createPortalStore, type PortalStore } from './store';

/**
 * Who the cached data belongs to; undefined while the first answer to "who is signed in?" is
 * outstanding. Calls made meanwhile carried the browser's own session cookie, so their data is
 * that answer's user's: adopting it is no change of user (and must not abort a sign-in under way).
 */
const owner = (state: SessionState) => (state.status === 'loading' && !state.user ? undefined : sessionIdentity(state));

/** Another user (sign-in, impersonation, logout) must never see the previous user's cached data. */
function useResetOnUserChange(store: PortalStore): void {
  useEffect(() => {
    let identity = owner(session.get());
    return session.subscribe(() => {
      const next = owner(session.get());
      if (next === undefined || next === identity) return;
      const known = identity !== undefined;
      identity = next;
      if (known) store.dispatch(portalApi.util.resetApiState());
    });
  }, [store]);
}

/** Gives a remote's tree the data layer: its own store on the one api (tests pass a store). */
export function PortalDataProvider({ store: given, children }: { store?: PortalStore; children: ReactNode }) {
  const [store] = useState(() => given ?? createPortalStore());
  useResetOnUserChange(store);
  return <Provider store={store}>{children}</Provider>;
}
