import type { ComponentType } from 'react';
import type { PageProps } from '@portal/shared-ui';

/** Route name → screen component; routes not listed show the route placeholder. */
export const settlementPages: Record<string, ComponentType<PageProps>> = {};
