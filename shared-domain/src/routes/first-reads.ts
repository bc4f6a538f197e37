import { readEarly } from '../api-client';
import { SIGNED_IN_ATTRIBUTE } from '../signed-in-hint';
import { matchRoute, type RouteMatch } from './match';

/**
 * What a signed-in page reads from the API before it can show anything, by its route: a wizard
 * (application or settlement, every flow) its application, the dashboard its list. Paths must
 * be exactly those the page asks for: the data layer's test (shared-domain/account-api,
 * account-api.test.ts) has its endpoints take them. They are written out here rather than shared
 * with the data layer's entry, so that neither entry needs a newer release of the other (the
 * shell and the remotes are deployed on their own).
 */
export function firstReads({ route, params }: RouteMatch): string[] {
  if (route.name === 'gesuche-uebersicht') return ['/applications'];
  const flowRemote = route.remote === 'mfe-single-person' || route.remote === 'mfe-group' || route.remote === 'mfe-project';
  return flowRemote && params.id ? [`/applications/${encodeURIComponent(params.id)}`] : [];
}

/**
 * At the shell's boot, for a visitor remembered as signed in: the page's first reads start
 * beside the session check, so their answers travel while the remote's code downloads instead
 * of after it (the page's own GET takes them, api-client's readEarly). Nobody remembered, no
 * reads: an anonymous visitor would only be answered 401.
 */
export function startFirstReads(pathname: string): void {
  if (!document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)) return;
  for (const path of firstReads(matchRoute(pathname))) readEarly(path);
}
