import { RemoteRoutes } from '@portal/shared-ui';
import { PortalDataProvider, type PortalStore } from '@portal/shared-ui/data';
import { routesOfRemote } from '@portal/shared-domain';
import { SitePage } from './page/SitePage';

/** Every route of this remote ('/', the named public pages and the catch-all) is a CMS page by path, after the site's own pages. */
const PAGES = Object.fromEntries(routesOfRemote('mfe-public-site').map((route) => [route.name, SitePage]));

/** The public site: CMS pages on the shared data layer (its own store; tests pass one). */
export function App({ store }: { store?: PortalStore } = {}) {
  return (
    <PortalDataProvider store={store}>
      <RemoteRoutes remote="mfe-public-site" pages={PAGES} />
    </PortalDataProvider>
  );
}
