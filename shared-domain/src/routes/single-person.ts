import { routesOf } from './build';
import { SINGLE_PERSON_FLOW_ROUTES } from './generated/single-person';

const r = routesOf('mfe-single-person', 'dashboard');

/**
 * Single-person quick check, application and settlement routes (spec 01 §2.1–2.3), generated from
 * the flows' paths (`npm run routes`); a route with an application id needs a signed-in user.
 */
export const singlePersonRoutes = SINGLE_PERSON_FLOW_ROUTES.map(({ path, code, aliases }) =>
  r(path, { code, aliases, guards: path.includes('{id}') ? ['auth'] : [] }),
);
