import { startDevHost } from '@portal/shared-ui';

startDevHost('mfe-dashboard-admin', () => import('./lifecycles'));
