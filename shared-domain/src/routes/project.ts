import { routesOf } from './build';
import { PROJECT_FLOW_ROUTES } from './generated/project';

const r = routesOf('mfe-project', 'dashboard');

/**
 * Project quick check, application and statement routes (spec 02 §2.2, §2.4, §2.6), generated
 * from the flows' paths (`npm run routes`), both spellings of the statement base included; a
 * route with an application id needs a signed-in user.
 */
export const projectRoutes = PROJECT_FLOW_ROUTES.map(({ path, code, aliases, name }) =>
  r(path, { code, aliases, name, guards: path.includes('{id}') ? ['auth'] : [] }),
);
