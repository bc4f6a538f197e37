import '@portal/shared-ui/src/styles/tokens.css';
import '@portal/shared-ui/src/styles/base.css';
import { createRoot } from 'react-dom/client';
import { start, triggerAppChange } from 'single-spa';
import { loadPublicConfig, restoreSession, session, watchSiteContent } from '@portal/shared-domain';
import { loadDeployment } from './composition/deployment';
import { registerRemoteApplications } from './composition/register';
import { syncLocation } from './composition/location';
import { ShellApp } from './layout/ShellApp';
import { startAnalytics } from './consent/analytics';

/**
 * The shell: paints its layout at once, then reads the deployment manifest and lets single-spa
 * mount the remote that owns the URL. It owns language, session, layouts and routing.
 */
const replace = (url: string) => window.history.replaceState(window.history.state, '', url);

// Asks the API who is signed in before the first guard check: `auth` routes wait for the answer.
void restoreSession();
syncLocation(replace);
// Navigation, global links and cookie banner once per language (the URL's, known now), for every remote (spec 00 §4.7).
watchSiteContent();
// Which third-party services exist; they load only once the visitor consented (spec 00 §2.5).
void loadPublicConfig();
startAnalytics();
window.addEventListener('single-spa:before-routing-event', () => syncLocation(replace));
session.subscribe(() => {
  syncLocation(replace);
  triggerAppChange();
});

createRoot(document.getElementById('shell-top') as HTMLElement).render(<ShellApp />);

loadDeployment().then((deployment) => {
  registerRemoteApplications(deployment);
  start({ urlRerouteOnly: true });
});
