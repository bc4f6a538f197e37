import { RemoteRoutes } from '@portal/shared-ui';
import { PortalDataProvider, type PortalStore } from '@portal/shared-ui/data';
import { routesOfRemote } from '@portal/shared-domain';
import { PageByPath } from './page/PageByPath';

/** Every route of this remote ('/', the named public pages and the catch-all) is a CMS page by path. */
const PAGES = Object.fromEntries(routesOfRemote('mfe-public-site').map((route) => [route.name, PageByPath]));

/** The public site: CMS pages on the shared data layer (its own store; tests pass one). */
export function App({ store }: { store?: PortalStore } = {}) {
  return (
    <PortalDataProvider store={store}>
      <RemoteRoutes remote="mfe-public-site" pages={PAGES} />
    </PortalDataProvider>
  );
}
