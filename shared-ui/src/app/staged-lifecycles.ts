import type { Lifecycles } from './create-remote';
import { nextTask } from './next-task';

/**
 * A remote's exposed module in stages: each step's modules are evaluated in a task of their
 * own, the last step's module holds the lifecycles. Evaluated at once they made one task of
 * 100–125 ms on a slow phone (the API slice's `createApi`, then the remote's own modules), in
 * which no tap or key is answered. The steps import with `webpackMode: "eager"`: their code is in
 * the exposed module's chunks (fetched and hinted with it), only its evaluation waits.
 */
export function stagedLifecycles(steps: Array<() => Promise<unknown>>, lifecycles: () => Promise<Lifecycles>): Required<Lifecycles> {
  let loaded: Promise<Lifecycles> | undefined;
  const load = () => (loaded ??= steps.reduce<Promise<unknown>>((done, step) => done.then(step).then(nextTask), Promise.resolve()).then(lifecycles));
  return {
    ready: load,
    bootstrap: async (props) => (await load()).bootstrap(props),
    mount: async (props) => (await load()).mount(props),
    unmount: async (props) => (await load()).unmount(props),
  };
}
