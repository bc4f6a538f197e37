import { routesOf } from './build';
import { GROUP_FLOW_ROUTES } from './generated/group';

const r = routesOf('mfe-group', 'dashboard');

/**
 * Group quick check, application and statement routes (spec 02 §2.1, §2.3, §2.5), generated from
 * the flows' paths (`npm run routes`), both spellings of the statement base included; a route
 * with an application id needs a signed-in user.
 */
export const groupRoutes = GROUP_FLOW_ROUTES.map(({ path, code, aliases, name }) =>
  r(path, { code, aliases, name, guards: path.includes('{id}') ? ['auth'] : [] }),
);
