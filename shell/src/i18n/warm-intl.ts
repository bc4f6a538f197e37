/**
 * Loads Intl's locale data before the first render needs it. Its first use costs a phone
 * 100–200 ms wherever it falls; react-intl pays it in the render's task (checking the locale with
 * NumberFormat's and DateTimeFormat's supportedLocalesOf), then every formatted message.
 *
 * In steps, each a task of its own, so no tap or key waits for all of it: ICU's locale data, the
 * plural rules, the list of installed locales (with DateTimeFormat's, the one cost no step can
 * split), then NumberFormat's. At 4× CPU one task of 78–213 ms became tasks of 21–87 ms and
 * 30–161 ms, the others short (docs/decisions.md, twenty-ninth stop of issue 16).
 */
export function warmIntl(lang: string, nextTask: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
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
    if (index + 1 < steps.length) nextTask(() => run(index + 1));
  };
  nextTask(() => run(0));
}
