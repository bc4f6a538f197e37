import { validateField } from '@portal/shared-domain/validation';
import type { Rule } from '../../validation/types';
import { amountValue, formatChf, linesTotal } from '../budget';
import type { BudgetLine } from '../types';
import { encodeNumber } from './number';
import { checkRules, defineKind, NUMBER_SCHEMA, SCHEMA_LIMITS, text } from './kind';
import { labelled, SUMMARY_TEXT } from './texts';

/** Amount rules of a line unless the field gives its own. */
const DEFAULT_AMOUNT_RULES: Rule[] = [{ rule: 'required' }, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 0 }];
const lines = (value: unknown): BudgetLine[] => (Array.isArray(value) ? (value as BudgetLine[]) : []);

/** Expense or income lines `{type | description, amount}` with a running total. */
export const budget = defineKind({
  empty: () => [],
  encode: (_field, value) =>
    Array.isArray(value) ? value.map((line) => (typeof line === 'object' && line !== null ? { ...line, amount: encodeNumber((line as BudgetLine).amount ?? null) } : line)) : (value ?? null),
  validate: (field, value, context, report) => {
    if (!checkRules(field, value, context, report)) return;
    const rules = field.budget?.amountRules ?? DEFAULT_AMOUNT_RULES;
    const label = text(field.label, context.lang) || field.name;
    lines(value).forEach((line, index) => {
      const message = validateField(line?.amount, rules, { label, lang: context.lang, now: context.now });
      if (message) report(`${index}.amount`, message);
    });
  },
  summary: (field, value, { lang }) => {
    const list = lines(value);
    if (!list.length) return [SUMMARY_TEXT.empty[lang]];
    const name = (line: BudgetLine) => {
      const option = field.options?.find((candidate) => candidate.value === line.type);
      return option ? text(option.label, lang) : (line.description ?? line.type ?? '');
    };
    return [...list.map((line) => labelled(name(line), formatChf(amountValue(line.amount)), lang)), labelled(SUMMARY_TEXT.total[lang], formatChf(linesTotal(list)), lang)];
  },
  schema: () => ({
    anyOf: [
      { type: 'null' },
      {
        type: 'array',
        maxItems: SCHEMA_LIMITS.list,
        items: {
          type: 'object',
          additionalProperties: false,
          properties: { type: { type: ['string', 'null'], maxLength: SCHEMA_LIMITS.name }, description: { type: ['string', 'null'], maxLength: SCHEMA_LIMITS.name }, amount: NUMBER_SCHEMA },
        },
      },
    ],
  }),
});
