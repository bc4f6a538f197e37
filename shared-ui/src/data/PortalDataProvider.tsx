import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { session, sessionIdentity } from '@portal/shared-domain';
import { portalApi } from './portal-api';
import { createPortalStore, type PortalStore } from './store';

/** Another user (sign-in, impersonation, logout) must never see the previous user's cached data. */
function useResetOnUserChange(store: PortalStore): void {
  useEffect(() => {
    let identity = sessionIdentity(session.get());
    return session.subscribe(() => {
      const next = sessionIdentity(session.get());
      if (next === identity) return;
      identity = next;
      store.dispatch(portalApi.util.resetApiState());
    });
  }, [store]);
}

/** Gives a remote's tree the data layer: its own store on the one api (tests pass a store). */
export function PortalDataProvider({ store: given, children }: { store?: PortalStore; children: ReactNode }) {
  const [store] = useState(() => given ?? createPortalStore());
  useResetOnUserChange(store);
  return <Provider store={store}>{children}</Provider>;
}
