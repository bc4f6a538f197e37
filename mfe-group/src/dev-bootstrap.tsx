import { startDevHost } from '@portal/shared-ui';

startDevHost('mfe-group', () => import('./lifecycles'));
