import { labelText } from '@portal/shared-domain/validation';
import type { Lang } from '../languages';
import { summarizeField, visibleFields, type SummaryContext } from '@portal/shared-domain/wizard-core';
import { currentData, flowStatus } from './status';
import type { Flow, WizardContext, WizardState } from './types';

/** One answer as people read it: its label and its lines. */
export interface SummaryRow {
  code: string;
  /** The question's first shown field: where "change" goes. */
  first: boolean;
  locked: boolean;
  label: string;
  lines: string[];
}

export interface SummarySection {
  step: string;
  title: string;
  rows: SummaryRow[];
}

/**
 * The answers of every shown question, step by step, each field as its kind summarises it: the
 * review page and the application PDF show the same labelled answers (never raw keys or ids).
 */
export function summarizeAnswers(flow: Flow, state: WizardState, context: Pick<WizardContext, 'user' | 'now'> & SummaryContext & { lang: Lang }): SummarySection[] {
  const status = flowStatus(flow, state, context);
  const text = (label: Parameters<typeof labelText>[0]) => labelText(label, context.lang) ?? '';
  return flow.steps
    .map((step) => ({
      step: step.name,
      title: text(step.title),
      rows: step.questions
        .filter((question) => question.page === 'question' && question.fields.length > 0 && !status.questions[question.code].shouldSkip)
        .flatMap((question) => {
          const data = currentData(question, state);
          return visibleFields(question.fields, data, state.records).map((field, index) => ({
            code: question.code,
            first: index === 0,
            locked: status.questions[question.code].isLocked,
            label: text(field.label) || text(question.title) || question.code,
            lines: summarizeField(field, data[field.name], context),
          }));
        }),
    }))
    .filter((section) => section.rows.length > 0);
}
