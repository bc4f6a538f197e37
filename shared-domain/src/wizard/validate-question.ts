import { DEFAULT_LANG, type Lang } from '../languages';
import { isFieldVisible, fieldKind } from '@portal/shared-domain/wizard-core';
import type { Question, QuestionData, QuestionErrors, WizardRecords } from './types';

export interface QuestionValidateOptions {
  lang?: Lang;
  now?: Date;
  records?: WizardRecords;
  /** The question's data before this edit: an existing contact edited against it is checked like a new one. */
  stored?: QuestionData;
  /** The submission's check: `atSubmission` rules run too. */
  submission?: boolean;
}

const NO_RECORDS: WizardRecords = { application: {}, statement: null };

/**
 * Validates a question's shown fields, each by its kind (rules of the catalogue, then the kind's
 * own checks of rows, ranges and contact parts); the first error per key (spec 00 §5.2). Keys are
 * field names, or 'field.sub' for parts ('timePeriod.end', 'expenses.0.amount', 'contact.phone').
 * The same function runs in the browser before saving and in the API on the payload.
 */
export function validateQuestion(question: Question, data: QuestionData, options: QuestionValidateOptions = {}): QuestionErrors {
  const lang = options.lang ?? DEFAULT_LANG;
  const now = options.now ?? new Date();
  const records = options.records ?? NO_RECORDS;
  const errors: QuestionErrors = {};
  for (const field of question.fields) {
    if (!isFieldVisible(field, data, records)) continue;
    const report = (key: string, message: string) => {
      const name = key ? `${field.name}.${key}` : field.name;
      if (!Object.hasOwn(errors, name)) errors[name] = message;
    };
    const context = { lang, now, values: data, records: options.records, stored: options.stored?.[field.name], submission: options.submission };
    fieldKind(field.kind).validate(field, data[field.name], context, report);
  }
  return errors;
}
