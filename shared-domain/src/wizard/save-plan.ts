import { changedFields, contactCreatePayload, contactUpdatePayload, emptyData, isContactEdited, isContactEmpty, isContactUnlinked, storedValue } from '@portal/shared-domain/wizard-core';
import { questionEndpointPath, responseTarget } from './endpoints';
import { buildPayload, emptiedPayload } from './payload';
import { recordView } from './prefill';
import { createRuleView } from './rule-view';
import { currentData, questionStatus } from './status';
import type { ContactValue, Flow, Question, QuestionData, SavePlan, SaveStep, WizardContext, WizardState } from './types';

/** Questions whose visibility reads `code` (all of it, or one of `changed` fields). */
export function dependentsOf(flow: Flow, code: string, changed: readonly string[] | 'all'): Question[] {
  return flow.questions.filter(
    (question) =>
      question.code !== code &&
      (question.visibleWhen?.dependsOn ?? []).some((ref) => {
        const [refCode, refField] = ref.split('.');
        return refCode === code && (!refField || changed === 'all' || changed.includes(refField));
      }),
  );
}

/**
 * Every question to reset after `code` changed `changed` fields, transitively, in flow order
 * (spec 00 §4.5 step 3). A reset question changes all its fields, so its own dependants follow —
 * unless it already was empty: resetting an unanswered question changes nothing and must not
 * wipe what depends on it (e.g. a statement's "confirm cancellation" that was never answered).
 */
export function resetCascade(
  flow: Flow,
  code: string,
  changed: readonly string[],
  wasEmpty: (question: Question) => boolean = () => false,
): Question[] {
  const found = new Map<string, Question>();
  const queue: Array<[string, readonly string[] | 'all']> = [[code, changed]];
  while (queue.length) {
    const [from, fields] = queue.shift()!;
    for (const dependent of dependentsOf(flow, from, fields)) {
      if (dependent.code === code || found.has(dependent.code)) continue;
      found.set(dependent.code, dependent);
      if (!wasEmpty(dependent)) queue.push([dependent.code, 'all']);
    }
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/** Keeps only the question's declared fields, over its current data. */
function mergeData(question: Question, state: WizardState, update: QuestionData): QuestionData {
  const data = currentData(question, state);
  for (const field of question.fields) if (field.name in update) data[field.name] = update[field.name];
  return data;
}

/**
 * Plans saving one question (spec 00 §4.5), without side effects: nothing when the data is equal
 * field by field (unless a chosen contact still has to be linked); otherwise contact creation or
 * the update of an edited existing contact, the save call (or a local save), then the reset
 * cascade — a touched dependant with a PUT endpoint by DELETE, any other locally.
 */
export function planSave(
  flow: Flow,
  state: WizardState,
  context: Pick<WizardContext, 'user' | 'now'>,
  code: string,
  update: QuestionData,
): SavePlan {
  const question = flow.question(code);
  const before = currentData(question, state);
  const data = mergeData(question, state, update);
  const contactField = question.fields.find((field) => field.kind === 'contact');
  const contact = contactField ? (data[contactField.name] as ContactValue | null) : null;
  const changed = changedFields(question.fields, before, data);
  // A chosen existing contact (e.g. prefilled from the application) that is not the linked one is
  // linked even when the form is unchanged: it counts as a change of the contact field.
  if (changed.length === 0 && contactField && question.save && isContactUnlinked(contact, storedValue(flow, contactField, recordView(state.records, context)))) {
    changed.push(contactField.name);
  }
  if (changed.length === 0) return { type: 'unchanged', code };

  const steps: SaveStep[] = [];
  const nextState: WizardState = { ...state, answers: { ...state.answers, [code]: data } };
  const payload = question.save ? buildPayload(question, data, createRuleView(flow, nextState, context)) : null;
  if (question.save && payload) {
    const createsContact = !!contactField && !isContactEmpty(contact) && (contact?.id === null || contact?.id === undefined);
    if (createsContact) {
      steps.push({ type: 'create-contact', code, field: contactField.name, path: '/contacts', payload: contactCreatePayload(contact!) });
    } else if (contactField && contact && isContactEdited(contact, before[contactField.name] as ContactValue | null)) {
      // An edited existing contact is updated first, so it keeps its id (and what derives from it).
      steps.push({
        type: 'update-contact',
        code,
        field: contactField.name,
        path: `/contacts/${encodeURIComponent(String(contact.id))}`,
        payload: contactUpdatePayload(contact),
      });
    }
    steps.push({
      type: 'save',
      code,
      method: question.save.method ?? 'put',
      path: questionEndpointPath(flow, question, state.records.application.id),
      payload,
      target: responseTarget(flow, question),
      ...(contactField ? { contactField: contactField.name } : {}),
    });
  } else {
    steps.push({ type: 'save-local', code, data });
  }

  // "Touched" is judged on the answers as they stood before this save.
  const view = createRuleView(flow, state, context);
  const wasEmpty = (question: Question) => changedFields(question.fields, currentData(question, state), emptyData(question.fields)).length === 0;
  const deleted = new Set<string>();
  for (const dependent of resetCascade(flow, code, changed, wasEmpty)) {
    const status = questionStatus(dependent, currentData(dependent, state), view);
    const remote = status.isTouched && dependent.save && (dependent.save.method ?? 'put') === 'put';
    const path = remote ? questionEndpointPath(flow, dependent, state.records.application.id) : '';
    // Questions sharing an endpoint (FE500/FE510 → /expenses) are reset on the server once.
    if (remote && !deleted.has(path)) {
      deleted.add(path);
      steps.push({
        type: 'reset-remote',
        code: dependent.code,
        method: 'delete',
        path,
        payload: emptiedPayload(dependent),
        target: responseTarget(flow, dependent),
      });
    } else {
      steps.push({ type: 'reset-local', code: dependent.code, data: emptyData(dependent.fields) });
    }
  }
  return { type: 'save', code, data, changedFields: changed, steps };
}

/**
 * The question's current answer is not what the server holds although the form is unchanged
 * (a chosen contact still to be linked): "next" has to save it rather than only move on.
 */
export function needsSave(flow: Flow, state: WizardState, context: Pick<WizardContext, 'user' | 'now'>, code: string): boolean {
  return planSave(flow, state, context, code, currentData(flow.question(code), state)).type === 'save';
}
