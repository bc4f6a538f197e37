import type { ComponentType } from 'react';
import { flowRoutes } from '@portal/shared-domain/wizard';
import { singlePersonSettlement } from '@portal/shared-domain/src/flows';
import type { PageProps } from '@portal/shared-ui';
import { SettlementPage } from './SettlementPage';

/** Route name → screen component: every route of the settlement flow runs the same wizard. */
export const settlementPages: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  flowRoutes(singlePersonSettlement).map((route) => [route.name, SettlementPage]),
);
