import type { ComponentType } from 'react';
import { lazyPage, type PageProps } from '@portal/shared-ui';
import { routeNamesUnder } from '../route-names';

/** The application wizard (flow definition included), downloaded when one of its routes is shown. */
const ApplicationPage = lazyPage(() => import('./ApplicationPage').then((module) => module.ApplicationPage));

/** Route name → screen component: every route of the application flow runs the same wizard. */
export const applicationPages: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  routeNamesUnder('/gesuche/einzelperson').map((name) => [name, ApplicationPage]),
);
