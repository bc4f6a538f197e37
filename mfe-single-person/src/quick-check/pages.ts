import type { ComponentType } from 'react';
import { lazyPage, type PageProps } from '@portal/shared-ui';

/** The quick check's screen, downloaded when its route is shown. */
const QuickCheckPage = lazyPage(() => import('./QuickCheckPage').then((module) => module.QuickCheckPage));

/** Route name → screen component; routes not listed show the route placeholder. */
export const quickCheckPages: Record<string, ComponentType<PageProps>> = {
  'gesuche-kurzcheck-einzelperson': QuickCheckPage,
};
