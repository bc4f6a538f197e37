// Async boundary: Module Federation negotiates the shared singletons before any shell code runs.
// It imports nothing statically (tools/webpack/boot-chunks.js preloads what it starts only then).
//
// The largest shared libraries are evaluated first, each in a task of its own: evaluated with the
// bootstrap they made one task of 120 ms on a slow phone, in which no tap or key is answered.
// Their files are preloaded from the HTML, so the steps add no round trip. A step that fails is
// left to the bootstrap, whose import of the same module reports it.
//
// First, Intl's locale data is loaded (its first use costs a phone 40–200 ms, wherever it falls):
// in a task of its own while the boot chunks download, not in the first render's task, where
// react-intl and the first formatted message would pay it.
setTimeout(() => {
  const lang = document.documentElement.lang || 'de';
  Intl.NumberFormat.supportedLocalesOf(lang);
  new Intl.NumberFormat(lang).format(1);
  new Intl.PluralRules(lang).select(1);
}, 0);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const steps: Array<() => Promise<unknown>> = [() => import('react-dom/client'), () => import('@portal/shared-domain'), () => import('@portal/shared-ui')];

void steps
  .reduce<Promise<unknown>>((done, step) => done.then(step).catch(() => undefined).then(nextTask), Promise.resolve())
  .then(() => import('./bootstrap'));
