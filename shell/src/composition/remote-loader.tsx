import { createRoot, type Root } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/shared-domain';
import { ErrorPage, PortalIntlProvider, type Lifecycles } from '@portal/shared-ui';
import type { DeploymentEntry } from './deployment';
import { mayReloadNow } from './reload-guard';
import { loadShellMessages } from '../i18n/load';

const containerName = (name: RemoteName) => name.replace(/-/g, '_');

export function registerDeployment(entries: DeploymentEntry[]): void {
  registerRemotes(entries.map(({ name, entry }) => ({ name: containerName(name), entry })));
}

/** Lifecycles that show the error page inside the failed remote's own area; the rest of the page keeps working. */
function errorLifecycles(name: RemoteName): Lifecycles {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
    async mount(props) {
      const element = (props as { domElement: HTMLElement }).domElement;
      root = createRoot(element);
      root.render(
        <PortalIntlProvider load={loadShellMessages}>
          <div data-remote-error={name}>
            <ErrorPage status={500} />
          </div>
        </PortalIntlProvider>,
      );
    },
    async unmount() {
      root?.unmount();
      root = undefined;
    },
  };
}

/** Loads a remote's single-spa lifecycles through the Module Federation runtime. */
export async function loadLifecycles(name: RemoteName, deployed: boolean): Promise<Lifecycles> {
  try {
    if (!deployed) throw new Error('the remote has no entry in the deployment manifest');
    const lifecycles = await loadRemote<Lifecycles>(`${containerName(name)}/lifecycles`);
    if (!lifecycles?.mount) throw new Error('the remote did not expose single-spa lifecycles');
    // A remote evaluated in stages is loaded once its modules are: their failure is a load failure.
    await lifecycles.ready?.();
    return lifecycles;
  } catch (error) {
    console.error(
      `[shell] the remote "${name}" could not be loaded (unreachable, or built against an incompatible shared library version):`,
      error,
    );
    if (deployed && mayReloadNow()) {
      window.location.reload();
      return new Promise<Lifecycles>(() => undefined); // the page is going away
    }
    return errorLifecycles(name);
  }
}
