import type { Question } from './types';

/** The `load` functions that have resolved (their data is readable synchronously from now on), and those running. */
const loaded = new WeakSet<() => Promise<unknown>>();
const running = new WeakMap<() => Promise<unknown>, Promise<void>>();

/** Whether every question's `load` (its data with a chunk of its own) has resolved. */
export function questionDataReady(questions: readonly Question[]): boolean {
  return questions.every((question) => !question.load || loaded.has(question.load));
}

/** Loads the data these questions read before they are shown, validated or summarised; each `load` runs once at a time. */
export async function loadQuestionData(questions: readonly Question[]): Promise<void> {
  await Promise.all(
    questions.map(({ load }) => {
      if (!load || loaded.has(load)) return undefined;
      let once = running.get(load);
      if (!once) {
        once = load()
          .then(() => void loaded.add(load))
          .finally(() => running.delete(load));
        running.set(load, once);
      }
      return once;
    }),
  );
}
