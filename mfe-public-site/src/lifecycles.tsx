import { createRemoteLifecycles, type RemoteDefinition } from '@portal/shared-ui';
import { App } from './App';
import { hydratingApp } from './page/hydration';

/** The remote as the client and the server renderer (src/server) build it. */
export const definition: RemoteDefinition = {
  name: 'mfe-public-site',
  App,
  loadMessages: (lang) => import(`./i18n/compiled/${lang}.json`),
  buildLabel: process.env.BUILD_LABEL,
  hydration: hydratingApp,
};

/** single-spa lifecycles, exposed to the shell as 'mfe_public_site/lifecycles' by remote-entry.ts (in stages). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(definition);
