import type { ComponentType } from 'react';
import { singlePersonFlows } from '@portal/shared-domain/flows/single-person';
import type { PageProps } from '@portal/shared-ui';
import { flowPages } from '@portal/shared-ui/flow-pages';
import { routeNamesUnder } from './route-names';

/**
 * Route name → screen: the quick check, the application and the settlement, each run from its
 * flow definition (downloaded when one of its routes is shown).
 */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...flowPages(routeNamesUnder('/gesuche/kurzcheck/einzelperson'), singlePersonFlows.quickCheck, 'quick-check'),
  ...flowPages(routeNamesUnder('/gesuche/einzelperson'), singlePersonFlows.application, 'wizard'),
  ...flowPages(routeNamesUnder('/gesuche/einzelperson-abrechnung'), singlePersonFlows.settlement, 'wizard'),
};
