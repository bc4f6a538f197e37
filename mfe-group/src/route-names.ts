import { routesOfRemote } from '@portal/shared-domain';

/**
 * Names of the remote's routes at or under a flow's base path, read from the shared route table,
 * so a page map knows its routes without loading the flow definition (that comes with the screen).
 */
export function routeNamesUnder(...bases: string[]): string[] {
  return routesOfRemote('mfe-group')
    .filter((route) => bases.some((base) => route.path === base || route.path.startsWith(`${base}/`)))
    .map((route) => route.name);
}
