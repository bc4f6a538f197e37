import { ErrorPage, RemoteRoutes } from '@portal/shared-ui';

/** Unknown paths reach the CMS catch-all; until the CMS is wired, they are not found. */
function NotFound() {
  return <ErrorPage status={404} />;
}

export function App() {
  return <RemoteRoutes remote="mfe-public-site" pages={{ all: NotFound }} />;
}
