import { RemoteRoutes } from '@portal/shared-ui';
import { pages } from './pages';

/** The project remote: quick check, application wizard and statement wizard, by route name. */
export function App() {
  return <RemoteRoutes remote="mfe-project" pages={pages} />;
}
