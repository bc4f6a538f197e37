// Async boundary: Module Federation negotiates the shared singletons before any shell code runs.
// It imports nothing shared statically (tools/webpack/boot-chunks.js preloads what it starts only
// then); warm-intl is ours, small and part of this entry.
import { warmIntl } from './i18n/warm-intl';

// First, Intl's locale data is loaded in tasks of their own while the boot chunks download, not
// in the first render's task (warm-intl.ts).
warmIntl(document.documentElement.lang || 'de');

// The largest shared libraries are evaluated next, each in a task of its own: evaluated with the
// bootstrap they made one task of 120 ms on a slow phone, in which no tap or key is answered.
// Their files are preloaded from the HTML, so the steps add no round trip. A step that fails is
// left to the bootstrap, whose import of the same module reports it.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const steps: Array<() => Promise<unknown>> = [() => import('react-dom/client'), () => import('@portal/shared-domain'), () => import('@portal/shared-ui')];

void steps
  .reduce<Promise<unknown>>((done, step) => done.then(step).catch(() => undefined).then(nextTask), Promise.resolve())
  .then(() => import('./bootstrap'));
