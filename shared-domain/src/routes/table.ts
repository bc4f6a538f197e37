import { catchAllRoute, dashboardAdminRoutes, publicSiteRoutes } from './general';
import { groupRoutes } from './group';
import { projectRoutes } from './project';
import { singlePersonRoutes } from './single-person';
import type { RemoteName, RouteDef } from './types';

/** Every route of the product, in matching order; the CMS catch-all comes last. */
export const ROUTES: readonly RouteDef[] = [
  ...publicSiteRoutes,
  ...dashboardAdminRoutes,
  ...singlePersonRoutes,
  ...groupRoutes,
  ...projectRoutes,
  catchAllRoute,
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

export function routesOfRemote(remote: RemoteName): RouteDef[] {
  return ROUTES.filter((route) => route.remote === remote);
}
