import type { ComponentType } from 'react';
import { lazyPage, type PageProps } from '@portal/shared-ui';
import { routeNamesUnder } from '../route-names';

/** The settlement wizard (flow definition included), downloaded when one of its routes is shown. */
const SettlementPage = lazyPage(() => import('./SettlementPage').then((module) => module.SettlementPage));

/** Route name → screen component: every route of the settlement flow runs the same wizard. */
export const settlementPages: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  routeNamesUnder('/gesuche/einzelperson-abrechnung').map((name) => [name, SettlementPage]),
);
