/**
 * The single-bundle stand-in for shell/src/composition/remote-loader.tsx (swapped in by
 * webpack.config.js): each remote's lifecycles module is an ordinary dynamic import() of the same
 * source, so the comparison build differs from the composed portal only by Module Federation.
 */
import type { RemoteName } from '@portal/shared-domain';
import type { Lifecycles } from '@portal/shared-ui';

const LIFECYCLES: Record<RemoteName, () => Promise<Lifecycles>> = {
  'mfe-public-site': () => import(/* webpackChunkName: "mfe-public-site" */ '../../mfe-public-site/src/remote-entry'),
  'mfe-single-person': () => import(/* webpackChunkName: "mfe-single-person" */ '../../mfe-single-person/src/remote-entry'),
  'mfe-group': () => import(/* webpackChunkName: "mfe-group" */ '../../mfe-group/src/remote-entry'),
  'mfe-project': () => import(/* webpackChunkName: "mfe-project" */ '../../mfe-project/src/remote-entry'),
  'mfe-dashboard-admin': () => import(/* webpackChunkName: "mfe-dashboard-admin" */ '../../mfe-dashboard-admin/src/remote-entry'),
};

/** Nothing to register: there is no federation runtime in this build. */
export function registerDeployment(): void {}

/** As the shell's loader: a remote evaluated in stages is loaded once its modules are. */
export async function loadLifecycles(name: RemoteName): Promise<Lifecycles> {
  const lifecycles = await LIFECYCLES[name]();
  await lifecycles.ready?.();
  return lifecycles;
}
