import type { ComponentType } from 'react';
import { flowRoutes } from '@portal/shared-domain/wizard';
import { singlePersonApplication } from '@portal/shared-domain/src/flows';
import type { PageProps } from '@portal/shared-ui';
import { ApplicationPage } from './ApplicationPage';

/** Route name → screen component: every route of the application flow runs the same wizard. */
export const applicationPages: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  flowRoutes(singlePersonApplication).map((route) => [route.name, ApplicationPage]),
);
