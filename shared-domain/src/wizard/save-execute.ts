import { changedFields, emptyData } from '@portal/shared-domain/wizard-core';
import { isRecord, readQuestion, readQuestionDetailed, recordView } from './prefill';
import { planSave } from './save-plan';
import type {
  ContactValue,
  Flow,
  Question,
  QuestionData,
  RecordTarget,
  SaveResult,
  WizardContext,
  WizardRecords,
  WizardState,
  WizardTransport,
} from './types';

/**
 * Puts a response into the records. A statement-base response replaces the statement; an
 * application-base response replaces the application. Either may come as an application with a
 * nested statement, which is then kept apart (spec 00 §7.3).
 */
export function applyResponse(records: WizardRecords, response: unknown, target: RecordTarget, mode: Flow['mode']): WizardRecords {
  if (!isRecord(response)) return records; // e.g. an action answering without data
  const { statement: nested, ...withoutStatement } = response;
  if (target === 'statement') {
    return isRecord(nested) ? { application: withoutStatement, statement: nested } : { ...records, statement: response };
  }
  if (mode === 'statement') {
    return { application: withoutStatement, statement: isRecord(nested) ? nested : records.statement };
  }
  return { ...records, application: response };
}

/** Read back after a call: stored values win; fields the server does not echo keep the sent value. */
function readBack(flow: Flow, question: Question, records: WizardRecords, context: Pick<WizardContext, 'user' | 'now'>, sent: QuestionData): QuestionData {
  const { data, found } = readQuestionDetailed(flow, question, recordView(records, context));
  for (const field of question.fields) if (!found.has(field.name)) data[field.name] = sent[field.name];
  return data;
}

/**
 * Runs `planSave` through the injected transport (the React side passes the shared API client):
 * creates a missing contact and links its id (or updates an edited existing one), saves, reads the
 * question back from the response, then performs the reset cascade; questions reset locally are
 * read again from the final records (their prefill). Returns the new state and the plan that was executed.
 */
export async function executeSave(
  flow: Flow,
  state: WizardState,
  context: Pick<WizardContext, 'user' | 'now'>,
  code: string,
  update: QuestionData,
  transport: WizardTransport,
): Promise<SaveResult> {
  const plan = planSave(flow, state, context, code, update);
  if (plan.type === 'unchanged') return { state, plan };

  let records = state.records;
  const answers = { ...state.answers };
  let createdContactId: unknown = undefined;

  for (const step of plan.steps) {
    const question = flow.question(step.code);
    switch (step.type) {
      case 'create-contact': {
        const created = await transport.post(step.path, step.payload);
        createdContactId = isRecord(created) ? created.id : undefined;
        if (createdContactId === undefined || createdContactId === null) throw new Error('POST /contacts answered without an id');
        break;
      }
      case 'update-contact':
        await transport.put(step.path, step.payload);
        break;
      case 'save': {
        const payload = step.contactField && createdContactId !== undefined ? { ...step.payload, id: createdContactId } : step.payload;
        const response = step.method === 'post' ? await transport.post(step.path, payload) : await transport.put(step.path, payload);
        records = applyResponse(records, response, step.target, flow.mode);
        const sent = { ...plan.data };
        if (step.contactField && createdContactId !== undefined) {
          sent[step.contactField] = { ...(plan.data[step.contactField] as ContactValue), id: createdContactId as ContactValue['id'] };
        }
        const read = readBack(flow, question, records, context, sent);
        if (step.contactField) {
          // The link answer may not carry the contact (e.g. a statement's payment recipient): keep ours.
          const linked = sent[step.contactField] as ContactValue | null;
          const stored = read[step.contactField] as ContactValue | null;
          if (linked?.id !== undefined && linked?.id !== null && stored?.id !== linked.id) read[step.contactField] = linked;
        }
        answers[step.code] = read;
        break;
      }
      case 'save-local':
        answers[step.code] = step.data;
        break;
      case 'reset-remote': {
        const response = await transport.delete(step.path, step.payload);
        records = applyResponse(records, response, step.target, flow.mode);
        answers[step.code] = readBack(flow, question, records, context, emptyData(question.fields));
        break;
      }
      case 'reset-local':
        answers[step.code] = step.data;
        break;
    }
  }
  // A question reset locally falls back to its prefill from the final records (e.g. a recipient
  // page to the application's contact); without stored values or a read rule that is its defaults.
  const view = recordView(records, context);
  for (const step of plan.steps) {
    if (step.type === 'reset-local') answers[step.code] = readQuestion(flow, flow.question(step.code), view);
  }
  // What the server stored besides the saved answer (the group collection's spreadsheet prefills
  // FG260, FG270, FG290, FG430) reaches every other question the applicant has not changed here.
  const before = recordView(state.records, context);
  for (const question of flow.questions) {
    if (plan.steps.some((step) => step.code === question.code)) continue;
    const current = answers[question.code];
    if (!current || changedFields(question.fields, current, readQuestion(flow, question, before)).length > 0) continue;
    const fresh = readQuestion(flow, question, view);
    if (changedFields(question.fields, current, fresh).length > 0) answers[question.code] = fresh;
  }
  return { state: { records, answers }, plan };
}

