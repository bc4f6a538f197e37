import { createRemoteLifecycles, hydrateServerMarkup, type RemoteDefinition } from '@portal/shared-ui';
import { App } from './App';
import { pages } from './pages';

/** The remote as the client and the server renderer (src/server) build it. */
export const definition: RemoteDefinition = {
  name: 'mfe-single-person',
  App,
  loadMessages: (lang) => import(`./i18n/compiled/${lang}.json`),
  buildLabel: process.env.BUILD_LABEL,
  // The quick check comes server-rendered (src/server/render.tsx) and is hydrated.
  hydration: hydrateServerMarkup('mfe-single-person', App, pages),
};

/** single-spa lifecycles, exposed to the shell as 'mfe_single_person/lifecycles' by remote-entry.ts. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(definition);
