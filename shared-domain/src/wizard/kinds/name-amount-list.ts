import { validateField } from '@portal/shared-domain/validation';
import type { Rule } from '../../validation/types';
import { amountValue, formatChf, linesTotal } from '../budget';
import { encodeNumber } from './number';
import { checkRules, defineKind, NUMBER_SCHEMA, SCHEMA_LIMITS, text } from './kind';
import { labelled, SUMMARY_TEXT } from './texts';

export interface NameAmountRow {
  name: string | null;
  amount: number | string | null;
}

const NAME_RULES: Rule[] = [{ rule: 'required' }, { rule: 'max', length: 200 }];
const AMOUNT_RULES: Rule[] = [{ rule: 'required' }, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 0 }];
const rows = (value: unknown): NameAmountRow[] => (Array.isArray(value) ? (value as NameAmountRow[]) : []);
export const DEFAULT_MAX_ROWS = 20;

/** Rows of `{name, amount}` (institutional donors, FP420): at most `list.maxItems`, with a total. */
export const nameAmountList = defineKind({
  empty: () => [],
  encode: (_field, value) =>
    Array.isArray(value) ? value.map((row: NameAmountRow) => ({ name: typeof row?.name === 'string' ? row.name.trim() : (row?.name ?? null), amount: encodeNumber(row?.amount ?? null) })) : (value ?? null),
  validate: (field, value, context, report) => {
    const most: Rule[] = [{ rule: 'maxItems', count: field.list?.maxItems ?? DEFAULT_MAX_ROWS }];
    if (!checkRules(field, value, context, report) || !checkRules(field, value, context, report, most)) return;
    const nameLabel = text(field.list?.nameLabel, context.lang) || text(field.label, context.lang);
    const amountLabel = text(field.list?.amountLabel, context.lang) || text(field.label, context.lang);
    rows(value).forEach((row, index) => {
      const name = validateField(row?.name ?? null, NAME_RULES, { label: nameLabel, lang: context.lang });
      if (name) report(`${index}.name`, name);
      const amount = validateField(row?.amount ?? null, AMOUNT_RULES, { label: amountLabel, lang: context.lang });
      if (amount) report(`${index}.amount`, amount);
    });
  },
  summary: (_field, value, { lang }) => {
    const list = rows(value);
    if (!list.length) return [SUMMARY_TEXT.empty[lang]];
    return [
      ...list.map((row) => labelled(row.name ?? '', formatChf(amountValue(row.amount)), lang)),
      labelled(SUMMARY_TEXT.total[lang], formatChf(linesTotal(list)), lang),
    ];
  },
  schema: () => ({
    anyOf: [
      { type: 'null' },
      {
        type: 'array',
        maxItems: SCHEMA_LIMITS.list,
        items: { type: 'object', additionalProperties: false, properties: { name: { type: ['string', 'null'], maxLength: SCHEMA_LIMITS.name }, amount: NUMBER_SCHEMA } },
      },
    ],
  }),
});
