import { RemoteRoutes } from '@portal/shared-ui';
import { pages } from './pages';

/** The group remote: quick check, application wizard and statement wizard, by route name. */
export function App() {
  return <RemoteRoutes remote="mfe-group" pages={pages} />;
}
