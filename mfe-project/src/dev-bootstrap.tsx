import { startDevHost } from '@portal/shared-ui';

startDevHost('mfe-project', () => import('./lifecycles'));
