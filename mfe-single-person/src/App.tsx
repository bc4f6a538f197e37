import { RemoteRoutes } from '@portal/shared-ui';
import { quickCheckPages } from './quick-check/pages';
import { applicationPages } from './application/pages';
import { settlementPages } from './settlement/pages';

/** The single-person remote: quick check, application wizard and settlement wizard, by route name. */
export function App() {
  return <RemoteRoutes remote="mfe-single-person" pages={{ ...quickCheckPages, ...applicationPages, ...settlementPages }} />;
}
