import { fieldKind } from '@portal/shared-domain/wizard-core';
import type { Question } from './types';

type Load = () => Promise<unknown>;

/** The `load` functions that have resolved (their data is readable synchronously from now on), and those running. */
const loaded = new WeakSet<Load>();
const running = new WeakMap<Load, Promise<void>>();

/** What a question needs loaded: its own `load` (the place lists) and what its fields' kinds name (the IBAN check). */
function loadsOf(question: Question): Load[] {
  const loads = question.fields.flatMap((field) => fieldKind(field.kind).loads(field));
  return [...new Set(question.load ? [question.load, ...loads] : loads)];
}

/** Whether everything these questions read has loaded. */
export function questionDataReady(questions: readonly Question[]): boolean {
  return questions.every((question) => loadsOf(question).every((load) => loaded.has(load)));
}

/** Loads the data these questions read before they are shown, validated or summarised; each `load` runs once at a time. */
export async function loadQuestionData(questions: readonly Question[]): Promise<void> {
  await Promise.all(
    [...new Set(questions.flatMap(loadsOf))].map((load) => {
      if (loaded.has(load)) return undefined;
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
