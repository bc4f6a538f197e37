import '@portal/shared-ui/src/styles/tokens.css';
import '@portal/shared-ui/src/styles/base.css';
import { start, triggerAppChange } from 'single-spa';
import {
  SITE_CONTENT_SCRIPT_ID,
  applySignedInMark,
  currentLang,
  loadPublicConfig,
  primeSiteContent,
  rememberSignedIn,
  restoreSession,
  session,
  startFirstReads,
  watchSiteContent,
  type SiteContentData,
} from '@portal/shared-domain';
import { loadCatalogs } from '@portal/shared-ui';
import { loadDeployment } from './composition/deployment';
import { registerRemoteApplications } from './composition/register';
import { syncLocation } from './composition/location';
import { ShellApp } from './layout/ShellApp';
import { renderLayout } from './layout/render-layout';
import { startAnalytics } from './consent/analytics';
import { loadShellMessages } from './i18n/load';

/**
 * The shell: paints its layout at once, then reads the deployment manifest and lets single-spa
 * mount the remote that owns the URL. It owns language, session, layouts and routing.
 */
const replace = (url: string) => window.history.replaceState(window.history.state, '', url);

/** The site content the server rendered the page's header and footer with (tools/ssr), if any. */
function primeServerSiteContent(): void {
  const script = document.getElementById(SITE_CONTENT_SCRIPT_ID);
  if (!script?.textContent) return;
  try {
    primeSiteContent(JSON.parse(script.textContent) as SiteContentData);
  } catch (error) {
    console.error('[shell] the site content from the server cannot be read:', error);
  }
}

// Until the API answers, the header's link follows the last visit's answer (signed-in-hint.ts).
applySignedInMark();
// Asks the API who is signed in before the first guard check: `auth` routes wait for the answer.
void restoreSession();
syncLocation(replace);
// The page's first API reads (a wizard's application, the dashboard's list) beside the session check.
startFirstReads(window.location.pathname);
// Navigation, global links and cookie banner once per language (the URL's, known now), for every
// remote (spec 00 §4.7); a page the server rendered brings its own, with which its header was drawn.
primeServerSiteContent();
watchSiteContent();
// Which third-party services exist; they load only once the visitor consented (spec 00 §2.5).
void loadPublicConfig();
startAnalytics();
window.addEventListener('single-spa:before-routing-event', () => syncLocation(replace));
session.subscribe(() => {
  // The next server-rendered page's header shows the right link before any script (signed-in-hint.ts).
  rememberSignedIn(session.get());
  syncLocation(replace);
  triggerAppChange();
});

const top = document.getElementById('shell-top') as HTMLElement;
if (top.hasChildNodes()) {
  // The header rendered on the server (a CMS page, a quick check): replaced by the first render, so
  // that one must already have its catalogs (a French or Italian one would otherwise render nothing first).
  void loadCatalogs(currentLang.get(), loadShellMessages)
    .catch(() => ({ lang: 'de' as const, messages: {} }))
    .then((serverTop) => renderLayout(top, <ShellApp serverTop={serverTop} />));
} else {
  renderLayout(top, <ShellApp />);
}

loadDeployment().then((deployment) => {
  registerRemoteApplications(deployment);
  start({ urlRerouteOnly: true });
});
