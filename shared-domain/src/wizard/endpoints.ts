import { CONTACT_LINK_ENDPOINT } from '@portal/shared-domain/wizard-core';
import type { Flow, Question, RecordTarget } from './types';

export function isContactQuestion(question: Question): boolean {
  return question.fields.some((field) => field.kind === 'contact');
}

/**
 * Which base a question saves on: statements save on /applications/{id}/statement, except contact
 * links and cancellation, which stay on /applications/{id} (spec 00 §7.3).
 */
export function saveBase(question: Question): 'application' | 'flow' {
  const save = question.save;
  if (!save) return 'flow';
  if (save.base) return save.base;
  return isContactQuestion(question) || save.endpoint === CONTACT_LINK_ENDPOINT || save.endpoint === '/cancel'
    ? 'application'
    : 'flow';
}

/** The record a response of this question replaces. */
export function responseTarget(flow: Flow, question: Question): RecordTarget {
  return flow.mode === 'statement' && saveBase(question) === 'flow' ? 'statement' : 'application';
}

/** Full API path of a question's endpoint, e.g. /applications/12/statement/review. */
export function questionEndpointPath(flow: Flow, question: Question, applicationId: unknown): string {
  if (!question.save) throw new Error(`${question.code} has no endpoint`);
  if (applicationId === null || applicationId === undefined || applicationId === '') {
    throw new Error(`${question.code}: the application has no id yet`);
  }
  const base = responseTarget(flow, question) === 'statement' ? `/applications/${applicationId}/statement` : `/applications/${applicationId}`;
  return `${base}${question.save.endpoint}`;
}
