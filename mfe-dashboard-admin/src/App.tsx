import { RemoteRoutes } from '@portal/shared-ui';
import { PortalDataProvider, type PortalStore } from '@portal/shared-ui/data';
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

/** The remote: its pages on the shared data layer (its own store, reset when the user changes). */
export function App({ store }: { store?: PortalStore } = {}) {
  return (
    <PortalDataProvider store={store}>
      <RemoteRoutes remote="mfe-dashboard-admin" pages={PAGES} />
    </PortalDataProvider>
  );
}
