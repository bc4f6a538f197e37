import type { Flow, FlowStatus, NavigationAction, NavigationResult, NavigationState } from './types';

function visible(status: FlowStatus, code: string): boolean {
  return !status.questions[code]?.shouldSkip;
}

/** The next shown question after `code`, or null at the end. Hidden questions are skipped. */
export function nextQuestion(flow: Flow, status: FlowStatus, code: string): string | null {
  const from = flow.question(code).index;
  return flow.questions.slice(from + 1).find((question) => visible(status, question.code))?.code ?? null;
}

/** The previous shown question before `code`, or null at the start. */
export function previousQuestion(flow: Flow, status: FlowStatus, code: string): string | null {
  const from = flow.question(code).index;
  return (
    flow.questions
      .slice(0, from)
      .reverse()
      .find((question) => visible(status, question.code))?.code ?? null
  );
}

/** Where a wizard opens: the requested question when shown, else the first shown one. */
export function startNavigation(flow: Flow, status: FlowStatus, code?: string): NavigationState {
  const first = flow.questions.find((question) => visible(status, question.code))?.code;
  const current = code && visible(status, code) ? code : first;
  if (!current) throw new Error(`${flow.id}: no question is shown`);
  return { current, returnTo: null };
}

const at = (current: string, returnTo: string | null = null): NavigationResult => ({
  type: 'question',
  state: { current, returnTo },
});

/**
 * Wizard navigation (spec 00 §2.16): next/back skip hidden questions; "jump to step" opens the
 * step's first shown question; "change" on the review page remembers the page in `returnTo`, and
 * the next "next" (or "back") returns there, as on GOV.UK check-answers pages.
 */
export function navigate(flow: Flow, status: FlowStatus, state: NavigationState, action: NavigationAction): NavigationResult {
  switch (action.type) {
    case 'next': {
      if (state.returnTo) return at(state.returnTo);
      const next = nextQuestion(flow, status, state.current);
      return next ? at(next) : { type: 'exit' };
    }
    case 'back': {
      if (state.returnTo) return at(state.returnTo);
      const previous = previousQuestion(flow, status, state.current);
      return previous ? at(previous) : { type: 'exit' };
    }
    case 'jump': {
      const step = status.steps.find((candidate) => candidate.name === action.step);
      if (!step?.firstVisibleQuestion) return at(state.current, state.returnTo);
      return at(step.firstVisibleQuestion);
    }
    case 'change':
      return visible(status, action.code) ? at(action.code, state.current) : at(state.current, state.returnTo);
    case 'goto':
      return visible(status, action.code) ? at(action.code) : at(state.current, state.returnTo);
    case 'close':
      return { type: 'exit' };
  }
}
