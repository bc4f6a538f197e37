/**
 * The shell's server renderer (dist/ssr/render.js, tools/webpack/server-config.js): the portal
 * header of a page the portal's server renders (a quick check, tools/ssr), so the page is
 * complete before any script runs and nothing moves when the shell's own header appears (on a
 * phone the anonymous header takes two rows, more than the room the bare HTML reserves). The
 * header is the anonymous one: the server does not know who is signed in. The shell's first
 * render replaces it (createRoot), so it needs to be the same, not to be hydrated.
 */
import { renderToString } from 'react-dom/server';
import { currentLang, matchRoute } from '@portal/shared-domain';
import { PortalIntlProvider, loadCatalogs } from '@portal/shared-ui';
import { loadShellMessages } from '../i18n/load';
import { PortalHeader } from '../layout/PortalHeader';
import { SkipLink } from '../layout/SkipLink';

export const SSR_API_VERSION = 1;

/** The skip link and portal header for `url` (path and search), or null where the site header is shown. */
export async function renderShellTop(url: string): Promise<string | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { route, lang } = matchRoute(pathname);
  if (route.layout !== 'dashboard') return null;
  const initial = await loadCatalogs(lang, loadShellMessages);
  // currentLang is module state the header reads; the render right after setting it is synchronous.
  currentLang.set(lang);
  return renderToString(
    <PortalIntlProvider load={loadShellMessages} initial={initial}>
      <SkipLink />
      <PortalHeader here={{ pathname, search, hash: '' }} />
    </PortalIntlProvider>,
  );
}
