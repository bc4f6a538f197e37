import { emptyData, isFieldSet, visibleFields, alignRepeat } from '@portal/shared-domain/wizard-core';
import { createRuleView, type FlowView } from './rule-view';
import type { Flow, FlowStatus, Question, QuestionData, QuestionStatus, StepStatus, WizardContext, WizardState } from './types';

/** Derived status of one question (spec 00 §4.3). */
export function questionStatus(question: Question, data: QuestionData, view: FlowView): QuestionStatus {
  const isEmpty = question.fields.length === 0;
  const isCompleted = question.completedWhen
    ? question.completedWhen(data, view)
    : isEmpty || visibleFields(question.fields, data, view).every((field) => isFieldSet(field, data[field.name]));
  return {
    code: question.code,
    isCompleted,
    isEmpty,
    isLocked: question.lockedWhen?.(data, view) ?? false,
    isTouched: isCompleted && !isEmpty,
    shouldSkip: !view.isVisible(question.code),
  };
}

/** A question's data as shown: its answer over the empty values, repeat fields aligned to their current items. */
export function currentData(question: Question, state: WizardState): QuestionData {
  const data = { ...emptyData(question.fields), ...(state.answers[question.code] ?? {}) };
  for (const field of question.fields) if (field.repeat) data[field.name] = alignRepeat(field, data[field.name], state.records);
  return data;
}

/**
 * Everything the chrome shows: question and step statuses (spec 00 §4.3–4.4) and the counter
 * ("question X" counts visible, counted questions only, spec 00 §2.16).
 */
export function flowStatus(flow: Flow, state: WizardState, context: Pick<WizardContext, 'user' | 'now'>): FlowStatus {
  const view = createRuleView(flow, state, context);
  const questions: Record<string, QuestionStatus> = {};
  for (const question of flow.questions) questions[question.code] = questionStatus(question, currentData(question, state), view);

  const steps: StepStatus[] = flow.steps.map((step) => {
    const shown = step.questions.filter((question) => !questions[question.code].shouldSkip);
    return {
      name: step.name,
      isTouched: shown.some((question) => questions[question.code].isTouched),
      isCompleted: shown.every((question) => questions[question.code].isCompleted),
      isListed: shown.length > 0,
      firstVisibleQuestion: shown[0]?.code ?? null,
    };
  });

  const numbers: Record<string, number | null> = {};
  let total = 0;
  for (const question of flow.questions) {
    const counts = question.counted && !questions[question.code].shouldSkip;
    numbers[question.code] = counts ? ++total : null;
  }
  return { questions, steps, numbers, total };
}
