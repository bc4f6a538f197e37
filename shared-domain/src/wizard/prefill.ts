import { alignRepeat, decodeField, emptyData, storedValue } from '@portal/shared-domain/wizard-core';
import type { Flow, Question, QuestionData, RecordView, WizardContext, WizardRecords, WizardState } from './types';

export function recordView(records: WizardRecords, context: Pick<WizardContext, 'user' | 'now'>): RecordView {
  return { application: records.application, statement: records.statement, user: context.user, now: context.now };
}

export interface ReadResult {
  data: QuestionData;
  /** Fields the records (or the question's read rule) gave a value for. */
  found: Set<string>;
}

/** Prefill: field defaults, then stored values, then the question's own read rule (spec 00 §4.5, 01 §4.5). */
export function readQuestionDetailed(flow: Flow, question: Question, view: RecordView): ReadResult {
  const data = emptyData(question.fields);
  const found = new Set<string>();
  for (const field of question.fields) {
    const value = storedValue(flow, field, view);
    if (value === undefined) continue;
    data[field.name] = decodeField(field, value);
    found.add(field.name);
  }
  for (const field of question.fields) if (field.repeat) data[field.name] = alignRepeat(field, data[field.name], view);
  const own = question.read?.(view) ?? {};
  for (const [name, value] of Object.entries(own)) {
    if (value === undefined) continue;
    data[name] = value;
    found.add(name);
  }
  return { data, found };
}

export function readQuestion(flow: Flow, question: Question, view: RecordView): QuestionData {
  return readQuestionDetailed(flow, question, view).data;
}

/** A wizard's starting state: every question prefilled from the records. */
export function startWizard(flow: Flow, records: WizardRecords, context: Pick<WizardContext, 'user' | 'now'>): WizardState {
  return { records, answers: prefilledAnswers(flow, recordView(records, context)) };
}

/**
 * Every question's prefilled answer, each read from the records when first asked for and then
 * kept: a server save asks for the few answers its rules read, not for all of a flow's
 * questions (≈ 70 % of its wizard time). Otherwise a plain record: keys, spread, JSON and
 * writes behave as before. Records are not changed once a state is built on them.
 */
function prefilledAnswers(flow: Flow, view: RecordView): Record<string, QuestionData> {
  const codes = flow.questions.map((question) => question.code);
  // Written or deleted answers leave this set too: the records no longer speak for them.
  const unread = new Set(codes);
  const settle = (key: string | symbol) => typeof key === 'string' && unread.delete(key);
  const read = (answers: Record<string, QuestionData>, key: string | symbol) => {
    if (settle(key)) answers[key as string] = readQuestion(flow, flow.question(key as string), view);
  };
  return new Proxy({} as Record<string, QuestionData>, {
    get(answers, key) {
      read(answers, key);
      return Reflect.get(answers, key);
    },
    getOwnPropertyDescriptor(answers, key) {
      read(answers, key);
      return Reflect.getOwnPropertyDescriptor(answers, key);
    },
    has: (answers, key) => (typeof key === 'string' && unread.has(key)) || Reflect.has(answers, key),
    ownKeys: (answers) => [...new Set([...codes, ...Reflect.ownKeys(answers)])],
    set(answers, key, value) {
      settle(key);
      return Reflect.set(answers, key, value);
    },
    defineProperty(answers, key, descriptor) {
      settle(key);
      return Reflect.defineProperty(answers, key, descriptor);
    },
    deleteProperty(answers, key) {
      settle(key);
      return Reflect.deleteProperty(answers, key);
    },
  });
}

/**
 * Splits GET /applications/{id} data into the records: in statement mode data.statement is kept
 * apart from the application (spec 00 §7.3).
 */
export function loadRecords(data: unknown, mode: Flow['mode']): WizardRecords {
  const application = isRecord(data) ? data : {};
  if (mode !== 'statement') return { application, statement: null };
  const { statement, ...rest } = application;
  return { application: rest, statement: isRecord(statement) ? statement : {} };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
