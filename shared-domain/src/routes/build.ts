import type { Guard, LayoutName, RemoteName, RouteDef } from './types';

/** Route name from a path: segments joined by hyphens, `{id}` read as `id`; '/' is `index`. */
export function routeNameFromPath(path: string): string {
  if (path === '/') return 'index';
  if (path === '/*') return 'all';
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '{id}' ? 'id' : segment))
    .join('-');
}

export interface RouteOptions {
  guards?: Guard[];
  code?: string;
  aliases?: string[];
  name?: string;
}

/** Declares the routes of one remote under one layout. */
export function routesOf(remote: RemoteName, layout: LayoutName) {
  return (path: string, options: RouteOptions = {}): RouteDef => ({
    name: options.name ?? routeNameFromPath(path),
    path,
    aliases: options.aliases,
    remote,
    layout,
    guards: options.guards ?? [],
    code: options.code,
  });
}
