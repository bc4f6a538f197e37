import { fileFieldSpec } from '@portal/shared-domain/validation';
import { CONTACT_STORED_FIELD, isFieldVisible, spreadKeys } from '@portal/shared-domain/wizard-core';
import { isContactQuestion, saveBase } from './endpoints';
import { NON_ANSWER_PAGES, flowProblems } from './problems';
import { payloadFields, payloadKeyOf, payloadSchemas, payloadToData } from './payload';
import { startWizard } from './prefill';
import { createRuleView } from './rule-view';
import { questionStatus, currentData } from './status';
import { validateQuestion } from './validate-question';
import type { AnswerData, FieldErrors, ServerContext, ServerEndpoint, ServerFlow } from './server-contract';
import type { Flow, Question, WizardRecords, WizardState } from './types';


const FROZEN = {
  de: 'Diese Angabe ist eingereicht und kann nicht mehr geändert werden.',
  fr: 'Cette indication a été remise et ne peut plus être modifiée.',
  it: 'Questa indicazione è stata inoltrata e non può più essere modificata.',
} as const;

function recordsFor(flow: Flow, data: AnswerData | null, context: ServerContext): WizardRecords {
  if (flow.mode === 'statement') return { application: context.application, statement: data ?? context.statement ?? {} };
  return { application: data ?? context.application, statement: context.statement ?? null };
}

/** Every server call concerns a signed-in applicant, so sign-in-only pages (e-mail) are hidden. */
function serverState(flow: Flow, records: WizardRecords, context: ServerContext): { state: WizardState; now: Date; user: { email: string } } {
  const user = { email: String(records.application.email ?? '') };
  return { state: startWizard(flow, records, { user, now: context.now }), now: context.now, user };
}

/** Questions whose answers the API stores through this flow's own endpoints (PUT on the flow base). */
function storesThroughFlow(flow: Flow, question: Question): boolean {
  const save = question.save;
  if (!save || (save.method ?? 'put') !== 'put' || isContactQuestion(question)) return false;
  return flow.mode === 'application' || saveBase(question) === 'flow';
}

/** Stored fields of a question for clearing hidden answers: its endpoint's keys, or its contact link. */
function storedFields(flow: Flow, question: Question): string[] {
  if (isContactQuestion(question)) {
    const field = question.fields.find((candidate) => candidate.kind === 'contact')!;
    return [field.readFrom ?? CONTACT_STORED_FIELD[field.contact!.linkType]];
  }
  return storesThroughFlow(flow, question) ? payloadFields(question) : [];
}

/** The server knows this question's answer (it stores it, or derives it from stored data). */
function serverKnows(flow: Flow, question: Question): boolean {
  if (question.clientOnly || NON_ANSWER_PAGES.has(question.page)) return false;
  return !!question.save || !!question.read || !!question.completedWhen || question.fields.length === 0;
}

function endpointFor(flow: Flow, endpoint: string, questions: Question[]): ServerEndpoint {
  const shownByContext = new WeakMap<ServerContext, ReturnType<typeof findShownQuestion>>();
  return {
    code: questions.map((question) => question.code).join(','),
    endpoint,
    fields: [...new Set(questions.flatMap((question) => payloadFields(question)))],
    schema: payloadSchemas(questions),
    files: questions.flatMap((question) => question.fields).flatMap((field) => fileFieldSpec(field, payloadKeyOf(field)) ?? []),
    validate(payload: AnswerData, context: ServerContext): FieldErrors | null {
      const { question, records, now, frozen } = shownQuestion(context);
      // A hidden question that is locked keeps its answer (BG200 after a partial statement): no change.
      if (frozen) return { [payloadFields(question)[0] ?? 'answer']: [FROZEN[context.lang]] };
      const errors = validateQuestion(question, payloadToData(question, payload), { lang: context.lang, now, records });
      const result: FieldErrors = {};
      for (const [key, message] of Object.entries(errors)) {
        const [name, ...rest] = key.split('.');
        const field = question.fields.find((candidate) => candidate.name === name);
        const payloadKey = field?.spread && rest.length ? rest.join('.') : [field ? payloadKeyOf(field) : name, ...rest].join('.');
        result[payloadKey] = [message];
      }
      return Object.keys(result).length ? result : null;
    },
    // The fields the shown question hides for this answer are stored empty, whatever was sent.
    toStored(payload: AnswerData, context: ServerContext): AnswerData {
      const { question, records } = shownQuestion(context);
      const data = payloadToData(question, payload);
      const hidden = question.fields.filter((field) => !isFieldVisible(field, data, records));
      if (!hidden.length) return payload;
      const keys = hidden.flatMap((field) => (spreadKeys(field).length ? spreadKeys(field) : [field.sendAs ?? field.name]));
      return { ...payload, ...Object.fromEntries(keys.map((key) => [key, null])) };
    },
  };

  /**
   * Questions sharing an endpoint (FE500/FE510/FE520 → /expenses) validate as the one shown.
   * Remembered per context: a save calls validate and toStored with the same context, and each
   * call rebuilt the whole wizard state (≈ 23 µs of the ≈ 300 µs a save costs the API's thread).
   * A context is not changed once built (the API builds a new one for each view of the answers).
   */
  function shownQuestion(context: ServerContext) {
    let shown = shownByContext.get(context);
    if (!shown) {
      shown = findShownQuestion(context);
      shownByContext.set(context, shown);
    }
    return shown;
  }

  function findShownQuestion(context: ServerContext) {
    const records = recordsFor(flow, null, context);
    // One question without a lock (most application endpoints) validates as itself, shown or
    // not, and is never frozen: building the wizard state would decide nothing here.
    if (questions.length === 1 && !questions[0].lockedWhen) return { question: questions[0], records, now: context.now, frozen: false };
    const { state, user, now } = serverState(flow, records, context);
    const view = createRuleView(flow, state, { user, now });
    const shown = questions.find((candidate) => view.isVisible(candidate.code));
    const frozen = !shown && questions.every((candidate) => candidate.lockedWhen?.(currentData(candidate, state), view) ?? false);
    return { question: shown ?? questions[0], records, now, frozen };
  }
}

/**
 * The server's view of a flow (server-contract.ts): one endpoint per distinct save path with the
 * browser's rules, the fields of hidden questions (to clear after each save and before submit) and
 * the visible incomplete questions (which block submission). Contact links and actions such as
 * /cancel are served by the API's shared routes and are not listed as endpoints.
 */
export function toServerFlow(flow: Flow): ServerFlow {
  const byEndpoint = new Map<string, Question[]>();
  for (const question of flow.questions) {
    if (!storesThroughFlow(flow, question)) continue;
    const list = byEndpoint.get(question.save!.endpoint) ?? [];
    list.push(question);
    byEndpoint.set(question.save!.endpoint, list);
  }
  // Each question's stored fields, from the flow's definition alone: worked out once, not per save.
  const storedByQuestion = new Map(flow.questions.map((question) => [question, storedFields(flow, question)]));

  return {
    kind: flow.applicant,
    stage: flow.mode,
    endpoints: [...byEndpoint].map(([endpoint, questions]) => endpointFor(flow, endpoint, questions)),
    hiddenFields(data: AnswerData, context: ServerContext): string[] {
      const { state, user, now } = serverState(flow, recordsFor(flow, data, context), context);
      const view = createRuleView(flow, state, { user, now });
      const hidden = new Set<string>();
      const shown = new Set<string>();
      for (const question of flow.questions) {
        // A locked question keeps its answer even while hidden (spec 02 §4.5: after a partial statement).
        const kept = view.isVisible(question.code) || (question.lockedWhen?.(currentData(question, state), view) ?? false);
        for (const field of storedByQuestion.get(question)!) (kept ? shown : hidden).add(field);
      }
      // A field also written by a shown question (shared endpoints) is that question's answer.
      return [...hidden].filter((field) => !shown.has(field));
    },
    submitPath(data: AnswerData, context: ServerContext): string {
      const { state, user, now } = serverState(flow, recordsFor(flow, data, context), context);
      const view = createRuleView(flow, state, { user, now });
      const own = flow.questions.find(
        (question) => question.submit && view.isVisible(question.code) && !(question.lockedWhen?.(currentData(question, state), view) ?? false),
      );
      return own?.submit?.endpoint ?? '/submit';
    },
    incompleteQuestions(data: AnswerData, context: ServerContext): string[] {
      const { state, user, now } = serverState(flow, recordsFor(flow, data, context), context);
      const view = createRuleView(flow, state, { user, now });
      return flow.questions
        .filter((question) => serverKnows(flow, question) && view.isVisible(question.code))
        .filter((question) => !questionStatus(question, currentData(question, state), view).isCompleted)
        .map((question) => question.code);
    },
    problems(data: AnswerData, context: ServerContext): FieldErrors {
      const { state, user, now } = serverState(flow, recordsFor(flow, data, context), context);
      const problems = flowProblems(flow, state, { user, now }, context.lang);
      return Object.fromEntries(problems.map((problem) => [problem.code, [...new Set(Object.values(problem.errors))]]));
    },
  };
}
