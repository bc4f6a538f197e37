import { RemoteRoutes } from '@portal/shared-ui';

export function App() {
  return <RemoteRoutes remote="mfe-group" pages={{}} />;
}
