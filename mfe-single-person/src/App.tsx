import { RemoteRoutes } from '@portal/shared-ui';
import { PortalDataProvider } from '@portal/shared-ui/data';
import { pages } from './pages';

/** The single-person remote: quick check, application and settlement, by route name, on the shared data layer. */
export function App() {
  return (
    <PortalDataProvider>
      <RemoteRoutes remote="mfe-single-person" pages={pages} />
    </PortalDataProvider>
  );
}
