import { routesOf } from './build';

const site = routesOf('mfe-public-site', 'site');
const portal = routesOf('mfe-dashboard-admin', 'dashboard');
const auth = { guards: ['auth' as const] };

/** Public site pages (spec 00 §2.2); '/*' is the CMS catch-all and must stay last of all routes. */
export const publicSiteRoutes = [
  site('/'),
  site('/kontakt'),
  site('/cookies'),
  site('/datenschutz'),
  site('/impressum'),
  site('/downloads'),
  site('/gesuche'),
];

export const catchAllRoute = site('/*');

/**
 * Portal screens of the dashboard remote (spec 00 §2.2, §2.12–2.15). The dashboard's path is not
 * given by the spec: '/gesuche/uebersicht' (see docs/decisions.md).
 */
export const dashboardAdminRoutes = [
  portal('/login'),
  portal('/login/{code}', { name: 'login-code' }),
  portal('/gesuche/uebersicht', auth),
  portal('/gesuche/kontakte', auth),
  portal('/gesuche/admin', { guards: ['auth', 'isAdmin'] }),
];
