import { startDevHost } from '@portal/shared-ui';

startDevHost('mfe-public-site', () => import('./lifecycles'));
