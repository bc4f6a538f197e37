export * from './types';
export { routeNameFromPath } from './build';
export { ROUTES, routeByName, routesOfRemote } from './table';
export { matchRoute, routePath, type RouteMatch } from './match';
export { firstReads, startFirstReads } from './first-reads';
