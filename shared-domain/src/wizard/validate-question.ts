import { DEFAULT_LANG, type Lang } from '../languages';
import { validateField, labelText } from '@portal/shared-domain/validation';
import type { Rule } from '../validation/types';
import { contactErrors, isContactEdited } from './contact';
import type { BudgetLine, ContactValue, FieldDef, Question, QuestionData, QuestionErrors, WizardRecords } from './types';

export interface QuestionValidateOptions {
  lang?: Lang;
  now?: Date;
  records?: WizardRecords;
  /** The question's data before this edit: an existing contact edited against it is checked like a new one. */
  stored?: QuestionData;
}

/** Amount rules of a budget line unless the field gives its own. */
const DEFAULT_AMOUNT_RULES: Rule[] = [{ rule: 'required' }, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 0 }];

function validateContact(
  field: FieldDef,
  value: ContactValue | null,
  before: ContactValue | null | undefined,
  options: Required<Pick<QuestionValidateOptions, 'lang' | 'now'>>,
  errors: QuestionErrors,
): void {
  // An empty contact form is allowed unless the field itself is required (then the required rule speaks).
  if (!value || Object.values(value).every((part) => part === null || part === undefined || part === '')) return;
  // An existing contact chosen as it is was checked when it was created; an edited one is checked again.
  if (value.id !== null && value.id !== undefined && !isContactEdited(value, before)) return;
  const found = contactErrors(value, { ...field.contact, lang: options.lang, now: options.now });
  for (const [name, message] of Object.entries(found ?? {})) if (message) errors[`${field.name}.${name}`] = message;
}

function validateBudget(field: FieldDef, value: unknown, options: Required<Pick<QuestionValidateOptions, 'lang' | 'now'>>, errors: QuestionErrors): void {
  if (!Array.isArray(value)) return;
  const rules = field.budget?.amountRules ?? DEFAULT_AMOUNT_RULES;
  const label = labelText(field.label, options.lang) ?? field.name;
  (value as BudgetLine[]).forEach((line, index) => {
    const message = validateField(line?.amount, rules, { label, lang: options.lang, now: options.now });
    if (message) errors[`${field.name}.${index}.amount`] = message;
  });
}

/** A date range: the field's rules apply to each end; the end may not lie before the start. */
function validateDateRange(
  field: FieldDef,
  value: unknown,
  options: Required<Pick<QuestionValidateOptions, 'lang' | 'now'>> & { records?: RuleContextRecords },
  errors: QuestionErrors,
): void {
  const range = (value ?? {}) as { start?: unknown; end?: unknown };
  const values = { start: range.start ?? null, end: range.end ?? null };
  const label = field.label ?? field.name;
  const common = { label, lang: options.lang, now: options.now, values, records: options.records };
  const start = validateField(values.start, field.rules, common);
  if (start) errors[`${field.name}.start`] = start;
  const endRules: Rule[] = [...(field.rules ?? []), { rule: 'sameOrAfter', date: { field: 'start' } }];
  const end = validateField(values.end, endRules, common);
  if (end) errors[`${field.name}.end`] = end;
}

type RuleContextRecords = { application: Record<string, unknown>; statement: Record<string, unknown> | null };

/**
 * Validates a question's data with its fields' rules; the first error per field (spec 00 §5.2).
 * The same function runs in the browser before saving and in the API on the payload.
 */
export function validateQuestion(question: Question, data: QuestionData, options: QuestionValidateOptions = {}): QuestionErrors {
  const lang = options.lang ?? DEFAULT_LANG;
  const now = options.now ?? new Date();
  const records = options.records ? { application: options.records.application, statement: options.records.statement } : undefined;
  const errors: QuestionErrors = {};
  for (const field of question.fields) {
    const value = data[field.name];
    if (field.kind === 'date-range') {
      validateDateRange(field, value, { lang, now, records }, errors);
      continue;
    }
    const message = validateField(value, field.rules, { label: field.label ?? field.name, lang, now, values: data, records });
    if (message) {
      errors[field.name] = message;
      continue;
    }
    if (field.kind === 'contact') validateContact(field, value as ContactValue | null, options.stored?.[field.name] as ContactValue | null | undefined, { lang, now }, errors);
    if (field.kind === 'budget') validateBudget(field, value, { lang, now }, errors);
  }
  return errors;
}
