import { RemoteRoutes } from '@portal/shared-ui';
import { pages } from './pages';

/** The single-person remote: quick check, application wizard and settlement wizard, by route name. */
export function App() {
  return <RemoteRoutes remote="mfe-single-person" pages={pages} />;
}
