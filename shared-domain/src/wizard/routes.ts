import { routeNameFromPath } from '../routes/build';
import type { Flow, FlowRoute } from './types';

function aliasesOf(flow: Flow, path: string): string[] | undefined {
  if (!flow.paths.aliases.length || !path.startsWith(flow.paths.withId)) return undefined;
  return flow.paths.aliases.map((alias) => `${alias}${path.slice(flow.paths.withId.length)}`);
}

/**
 * The routes of a flow ({name, path, code}) for the remotes' routers: the flow's own entry
 * routes (base, base with id) and one route per question page. Quick checks have one route.
 */
export function flowRoutes(flow: Flow): FlowRoute[] {
  const routes: FlowRoute[] = [];
  const taken = new Set(flow.questions.map((question) => question.fullPath));
  const entry = (path: string) => {
    if (taken.has(path) || routes.some((route) => route.path === path)) return;
    const aliases = aliasesOf(flow, path);
    routes.push({ name: routeNameFromPath(path), path, ...(aliases ? { aliases } : {}) });
  };
  entry(flow.paths.base);
  if (flow.type === 'quick-check') return routes;
  entry(flow.paths.withId);
  for (const question of flow.questions) {
    if (!question.fullPath || !question.routeName) continue;
    const aliases = aliasesOf(flow, question.fullPath);
    routes.push({ name: question.routeName, path: question.fullPath, code: question.code, ...(aliases ? { aliases } : {}) });
  }
  return routes;
}

/** The browser path of a question for an application, e.g. /gesuche/einzelperson/12/budget/defizit. */
export function questionPath(flow: Flow, code: string, applicationId?: string | number | null): string {
  const question = flow.question(code);
  if (!question.fullPath) return flow.paths.base;
  if (!question.fullPath.includes('{id}')) return question.fullPath;
  if (applicationId === null || applicationId === undefined) throw new Error(`${code} needs an application id`);
  return question.fullPath.replace('{id}', encodeURIComponent(String(applicationId)));
}

/** The question shown at a route name (for routers keyed by name). */
export function questionByRouteName(flow: Flow, name: string): string | null {
  return flow.questions.find((question) => question.routeName === name)?.code ?? null;
}
