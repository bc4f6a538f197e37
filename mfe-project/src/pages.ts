import type { ComponentType } from 'react';
import { projectFlows } from '@portal/shared-domain/flows/project';
import type { PageProps } from '@portal/shared-ui';
import { flowPages } from '@portal/shared-ui/flow-pages';
import { routeNamesUnder } from './route-names';

/**
 * Route name → screen: the project quick check, application and statement, each run from its
 * flow definition (downloaded when one of its routes is shown). The statement's second spelling
 * (/gesuche/projekte/abrechnung/{id}/…) is an alias of the same route names in the route table.
 */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...flowPages(routeNamesUnder('/gesuche/kurzcheck/projekte'), projectFlows.quickCheck, 'quick-check'),
  ...flowPages(routeNamesUnder('/gesuche/projekte'), projectFlows.application, 'wizard'),
  ...flowPages(routeNamesUnder('/gesuche/projekte-abrechnung'), projectFlows.statement, 'wizard'),
};
