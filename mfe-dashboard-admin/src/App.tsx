import { RemoteRoutes, lazyPage } from '@portal/shared-ui';
import { PortalDataProvider, type PortalStore } from '@portal/shared-ui/data';
import { LoginPage } from './login/LoginPage';
import { LoginCodePage } from './login/LoginCodePage';
import { DashboardPage } from './dashboard/DashboardPage';

/**
 * Pages of this remote by route name (shared-domain's route table decides the paths). Sign-in
 * and the dashboard, where visits start, come with the remote and need only the light field kit;
 * contacts and the admin area bring the full form kit (markdown, wizard rules, IBAN checks) and
 * are downloaded when first shown.
 */
export const PAGES = {
  login: LoginPage,
  'login-code': LoginCodePage,
  'gesuche-uebersicht': DashboardPage,
  'gesuche-kontakte': lazyPage(() => import('./contacts/ContactsPage').then((page) => page.ContactsPage)),
  'gesuche-admin': lazyPage(() => import('./admin/AdminPage').then((page) => page.AdminPage)),
};

/** The remote: its pages on the shared data layer (its own store, reset when the user changes). */
export function App({ store }: { store?: PortalStore } = {}) {
  return (
    <PortalDataProvider store={store}>
      <RemoteRoutes remote="mfe-dashboard-admin" pages={PAGES} />
    </PortalDataProvider>
  );
}
