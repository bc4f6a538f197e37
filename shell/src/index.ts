// Async boundary: Module Federation negotiates the shared singletons before any shell code runs.
// It imports nothing statically: tools/webpack/boot-chunks.js hints and merges the chunks an entry
// starts only for an entry without static imports, so the Intl warm-up below lives here.

/**
 * Loads Intl's locale data before the first render needs it. Its first use costs a slow phone
 * 60–200 ms wherever it falls; react-intl pays it in the render's task (checking the locale with
 * NumberFormat's and DateTimeFormat's supportedLocalesOf), then every formatted message.
 *
 * In steps, each a task of its own, so no tap or key waits for all of it: ICU's locale data, the
 * plural rules, the list of installed locales (with DateTimeFormat's, the one cost no step can
 * split), then NumberFormat's. At 4× CPU one task of 60–213 ms became tasks of 21–87 ms and
 * 30–161 ms, the others short (docs/decisions.md, twenty-ninth stop of issue 16).
 * Called first, while the boot chunks download.
 */
export function warmIntl(lang: string, schedule: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  const steps = [
    () => new Intl.Locale(lang).maximize(),
    () => new Intl.PluralRules(lang).select(1),
    () => Intl.DateTimeFormat.supportedLocalesOf(lang),
    () => new Intl.NumberFormat(lang).format(1),
  ];
  const run = (index: number) => {
    try {
      steps[index]();
    } catch {
      // Only a warm-up: the code that formats reports a real problem with Intl itself.
    }
    if (index + 1 < steps.length) schedule(() => run(index + 1));
  };
  schedule(() => run(0));
}

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
