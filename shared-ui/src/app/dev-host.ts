import { registerApplication, start } from 'single-spa';
import { rememberLang, restoreSession, splitLangPrefix, watchSiteContent, type RemoteName } from '@portal/shared-domain';
import type { Lifecycles } from './create-remote';

/**
 * Minimal host for `nx serve <remote>`: the remote runs alone, mounted for every path, with
 * language, session and site content (navigation, global links, cookie banner) taken from the
 * URL, cookie and API as the shell would (no shell build needed).
 */
export function startDevHost(name: RemoteName, load: () => Promise<Lifecycles>, extra?: () => void): void {
  const syncLang = () => rememberLang(splitLangPrefix(location.pathname).lang);
  syncLang();
  window.addEventListener('single-spa:before-routing-event', syncLang);
  void restoreSession();
  watchSiteContent();
  extra?.();
  registerApplication({
    name,
    app: load,
    activeWhen: () => true,
    customProps: { domElement: document.getElementById('content') },
  });
  start({ urlRerouteOnly: true });
}
