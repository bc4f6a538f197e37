/** The five federated remotes; each owns a part of the route table. */
export const REMOTES = [
  'mfe-public-site',
  'mfe-single-person',
  'mfe-group',
  'mfe-project',
  'mfe-dashboard-admin',
] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Default site layout (site navigation + footer) or dashboard layout (portal header + footer), spec 00 §2.3. */
export type LayoutName = 'site' | 'dashboard';

/** Route guards named in spec 00 §6. */
export type Guard = 'auth' | 'isAdmin';

export interface RouteDef {
  /** Path segments joined by hyphens, `id` for `{id}` (spec 00 §2.2). */
  name: string;
  /** Unprefixed (German) path pattern; `{id}` is the application id, `*` the CMS catch-all. */
  path: string;
  /** Further spellings of the same route where the spec gives two readings. */
  aliases?: string[];
  remote: RemoteName;
  layout: LayoutName;
  guards: Guard[];
  /** The question or screen code (FE370, CE100, ...), where the spec gives one. */
  code?: string;
}
