import type { Lang } from '../languages';
import { createRuleView } from './rule-view';
import { currentData, questionStatus } from './status';
import { validateQuestion } from './validate-question';
import type { Flow, Question, WizardContext, WizardState } from './types';

/** Pages whose completion says nothing about the answers (review, thank-you, ...). */
export const NON_ANSWER_PAGES = new Set(['start', 'review', 'completion', 'thank-you', 'cancellation']);

/** A visible question whose stored answer breaks one of its rules as things stand now. */
export interface QuestionProblem {
  code: string;
  /** The first message per field key ('income', 'expenses.0.amount'), in the request's language. */
  errors: Record<string, string>;
}

/** Questions checked before a submission: answered through the server, shown and not locked. */
function checkedAtSubmission(question: Question): boolean {
  return !question.clientOnly && !NON_ANSWER_PAGES.has(question.page) && question.fields.length > 0;
}

/**
 * Every rule of every shown, answered question, run again on the answers as stored now (issue 14,
 * item 2): a rule checked when its question was saved can go stale when another answer changes
 * later (a birthday corrected after the income, dates changed after the catering costs), and
 * `atSubmission` rules ('pending' settlement) only run here. Incomplete questions are left to the
 * completeness check; locked ones (a partial statement's billed part) stand as submitted.
 * The review page and the API's submission run this same function.
 */
export function flowProblems(flow: Flow, state: WizardState, context: Pick<WizardContext, 'user' | 'now'>, lang: Lang): QuestionProblem[] {
  const view = createRuleView(flow, state, context);
  const problems: QuestionProblem[] = [];
  for (const question of flow.questions) {
    if (!checkedAtSubmission(question) || !view.isVisible(question.code)) continue;
    const data = currentData(question, state);
    const status = questionStatus(question, data, view);
    if (!status.isCompleted || status.isLocked) continue;
    const errors = validateQuestion(question, data, { lang, now: context.now, records: state.records, submission: true });
    if (Object.keys(errors).length > 0) problems.push({ code: question.code, errors });
  }
  return problems;
}
