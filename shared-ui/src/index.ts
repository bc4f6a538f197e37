/** @portal/shared-ui: React components and app plumbing shared by the shell and the remotes. */
export * from './app/hooks';
export * from './app/create-remote';
export * from './app/staged-lifecycles';
export * from './app/RemoteRoutes';
export * from './app/RoutePlaceholder';
export * from './app/dev-host';
export * from './intl/PortalIntlProvider';
export * from './errors/ErrorPage';
export * from './app/lazy-page';
export * from './app/RouteLink';
export * from './app/router';
