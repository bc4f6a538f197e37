import type { ComponentType } from 'react';
import { groupFlows } from '@portal/shared-domain/flows/group';
import type { PageProps } from '@portal/shared-ui';
import { flowPages } from '@portal/shared-ui/flow-pages';
import { routeNamesUnder } from './route-names';

/**
 * Route name → screen: the group quick check, the application (single group or collection) and
 * the statement (both spellings of its base share the route names), each run from its flow
 * definition (downloaded when one of its routes is shown).
 */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...flowPages(routeNamesUnder('/gesuche/kurzcheck/gruppe'), groupFlows.quickCheck, 'quick-check'),
  ...flowPages(routeNamesUnder('/gesuche/gruppe'), groupFlows.application, 'wizard'),
  ...flowPages(routeNamesUnder('/gesuche/gruppe-abrechnung'), groupFlows.statement, 'wizard'),
};
