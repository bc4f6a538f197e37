import { createRemoteLifecycles } from '@portal/shared-ui';
import { App } from './App';

/** single-spa lifecycles exposed to the shell as 'mfe_public_site/lifecycles'. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-public-site',
  App,
  loadMessages: (lang) => import(`./i18n/compiled/${lang}.json`),
  buildLabel: process.env.BUILD_LABEL,
});
