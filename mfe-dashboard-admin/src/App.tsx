import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { session } from '@portal/shared-domain';
import { RemoteRoutes } from '@portal/shared-ui';
import { dashboardApi } from './api';
import { createDashboardStore, type DashboardStore } from './store';
import { LoginPage } from './login/LoginPage';
import { LoginCodePage } from './login/LoginCodePage';
import { DashboardPage } from './dashboard/DashboardPage';
import { ContactsPage } from './contacts/ContactsPage';
import { AdminPage } from './admin/AdminPage';

/** Pages of this remote by route name (shared-domain's route table decides the paths). */
export const PAGES = {
  login: LoginPage,
  'login-code': LoginCodePage,
  'gesuche-uebersicht': DashboardPage,
  'gesuche-kontakte': ContactsPage,
  'gesuche-admin': AdminPage,
};

/** Another user (sign-in, impersonation, logout) must never see the previous user's cached data. */
function useResetOnUserChange(store: DashboardStore): void {
  useEffect(() => {
    let token = session.get().token;
    return session.subscribe(() => {
      const next = session.get().token;
      if (next === token) return;
      token = next;
      store.dispatch(dashboardApi.util.resetApiState());
    });
  }, [store]);
}

export function App({ store: given }: { store?: DashboardStore } = {}) {
  const [store] = useState(() => given ?? createDashboardStore());
  useResetOnUserChange(store);
  return (
    <Provider store={store}>
      <RemoteRoutes remote="mfe-dashboard-admin" pages={PAGES} />
    </Provider>
  );
}
