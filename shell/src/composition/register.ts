import { registerApplication } from 'single-spa';
import { REMOTES, matchRoute, session, type RemoteName } from '@portal/shared-domain';
import type { Lifecycles } from '@portal/shared-ui';
import type { DeploymentEntry } from './deployment';
import { evaluateGuards } from './guards';
import { loadLifecycles, registerDeployment } from './remote-loader';

/** A remote is active when the URL's route belongs to it and the route's guards pass. */
export function isActive(remote: RemoteName, pathname: string): boolean {
  const { route } = matchRoute(pathname);
  return route.remote === remote && evaluateGuards(route, session.get()) === 'ok';
}

/**
 * Server-rendered HTML (a public page, tools/ssr) in the area of a remote that is not active:
 * the visitor moved on before the remote mounted and hydrated it, so nothing would remove it.
 */
function clearInactiveAreas(): void {
  for (const remote of REMOTES) {
    const area = document.getElementById(remote);
    if (area?.firstChild && !isActive(remote, window.location.pathname)) area.replaceChildren();
  }
}

/** Registers one single-spa application per remote, loaded through Module Federation from the deployment. */
export function registerRemoteApplications(deployment: DeploymentEntry[]): void {
  registerDeployment(deployment);
  window.addEventListener('single-spa:routing-event', clearInactiveAreas);
  const deployed = new Set(deployment.map((entry) => entry.name));
  // One load per remote: started below for the URL's remote, or by single-spa when it is needed.
  const loads = new Map<RemoteName, Promise<Lifecycles>>();
  const load = (remote: RemoteName) => {
    let loading = loads.get(remote);
    if (!loading) loads.set(remote, (loading = loadLifecycles(remote, deployed.has(remote))));
    return loading;
  };
  for (const remote of REMOTES) {
    registerApplication({
      name: remote,
      app: () => load(remote),
      activeWhen: (location) => isActive(remote, location.pathname),
      customProps: { domElement: document.getElementById(remote) },
    });
  }
  // The remote that owns the URL starts loading now, before its guards are decided: the code of a
  // signed-in page (the remote's own and the shared modules it consumes) then downloads while the
  // session is checked, not after the answer. Code is no secret; the guards still decide the mount.
  const owner = matchRoute(window.location.pathname).route.remote;
  if (deployed.has(owner)) void load(owner);
}
