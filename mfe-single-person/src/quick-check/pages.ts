import type { ComponentType } from 'react';
import type { PageProps } from '@portal/shared-ui';
import { QuickCheckPage } from './QuickCheckPage';

/** Route name → screen component; routes not listed show the route placeholder. */
export const quickCheckPages: Record<string, ComponentType<PageProps>> = {
  'gesuche-kurzcheck-einzelperson': QuickCheckPage,
};
