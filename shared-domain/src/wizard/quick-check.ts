import { emptyData, isFieldSet } from './fields';
import type { Flow, QuestionData, QuickCheckPopup, QuickCheckState, QuickCheckView } from './types';

function quickCheckView(flow: Flow, answers: Record<string, QuestionData>): QuickCheckView {
  const answered = (code: string) => {
    const question = flow.question(code);
    const data = answers[code] ?? {};
    return question.fields.every((field) => isFieldSet(field, data[field.name]));
  };
  return {
    value(ref: string): unknown {
      const [code, name] = ref.split('.');
      const question = flow.question(code);
      const data = answers[code] ?? {};
      if (name) return data[name];
      return question.fields.length === 1 ? data[question.fields[0].name] : undefined;
    },
    answered,
    allAnswered: () => flow.questions.every((question) => answered(question.code)),
  };
}

export function startQuickCheck(flow: Flow): QuickCheckState {
  return { answers: Object.fromEntries(flow.questions.map((question) => [question.code, emptyData(question.fields)])), popup: null };
}

/** Evaluates the flow's rules in order; the first that matches gives the pop-up (spec 00 §4.6). */
export function evaluateQuickCheck(flow: Flow, answers: Record<string, QuestionData>, triggeredBy: string): QuickCheckPopup | null {
  const view = quickCheckView(flow, answers);
  const rule = flow.quickCheck.find((candidate) => candidate.when(view));
  return rule ? { popup: rule.popup, kind: rule.kind, triggeredBy } : null;
}

/** Records an answer and evaluates the result right away. */
export function answerQuickCheck(flow: Flow, state: QuickCheckState, code: string, data: QuestionData): QuickCheckState {
  const question = flow.question(code);
  const answers = { ...state.answers, [code]: { ...emptyData(question.fields), ...state.answers[code], ...data } };
  return { answers, popup: evaluateQuickCheck(flow, answers, code) };
}

/**
 * Dismissing closes the pop-up and keeps every answer (spec 00 §4.6: the pop-up is reset, not the
 * answer), so the visitor sees what they chose and may change it.
 */
export function dismissQuickCheckPopup(state: QuickCheckState): QuickCheckState {
  return state.popup ? { ...state, popup: null } : state;
}

/** Moving on is allowed only while no pop-up is shown. */
export function canMoveOn(state: QuickCheckState): boolean {
  return state.popup === null;
}

/** The answers as they stand lead to the application: the first matching rule is a success. */
export function quickCheckPassed(flow: Flow, state: QuickCheckState): boolean {
  return evaluateQuickCheck(flow, state.answers, '')?.kind === 'success';
}

/** A quick-check question is answered: its fields are all set. */
export function quickCheckAnswered(flow: Flow, state: QuickCheckState, code: string): boolean {
  const question = flow.question(code);
  return question.fields.every((field) => isFieldSet(field, state.answers[code]?.[field.name]));
}
