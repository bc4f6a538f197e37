import { startDevHost } from '@portal/shared-ui';

startDevHost('mfe-single-person', () => import('./lifecycles'));
