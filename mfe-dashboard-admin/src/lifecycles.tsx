import { createRemoteLifecycles } from '@portal/shared-ui';
import { App } from './App';

/** single-spa lifecycles, exposed to the shell as 'mfe_dashboard_admin/lifecycles' by remote-entry.ts (in stages). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-dashboard-admin',
  App,
  loadMessages: (lang) => import(`./i18n/compiled/${lang}.json`),
  buildLabel: process.env.BUILD_LABEL,
});
