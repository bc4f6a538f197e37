import { routesOfRemote } from '@portal/shared-domain';

/**
 * Names of the remote's routes at or under a flow's base paths, read from the shared route table,
 * so a page map knows its routes without loading the flow definition (that comes with the screen).
 */
export function routeNamesUnder(...bases: string[]): string[] {
  return routesOfRemote('mfe-project')
    .filter((route) => bases.some((base) => route.path === base || route.path.startsWith(`${base}/`)))
    .map((route) => route.name);
}
