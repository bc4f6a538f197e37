import { validateField } from '@portal/shared-domain/validation';
import type { Rule } from '../../validation/types';
import { decodeDate, DATE_SCHEMA, encodeDate } from './date';
import { defineKind, isNothing } from './kind';
import { SUMMARY_TEXT } from './texts';

type Range = { start?: unknown; end?: unknown };
const parts = (value: unknown): Range => (value !== null && typeof value === 'object' ? (value as Range) : {});

/** Start and end date; with `spread` sent and stored as top-level `start` and `end`. */
export const dateRange = defineKind({
  isSet: (_field, value) => !isNothing(parts(value).start) && !isNothing(parts(value).end),
  encode: (_field, value) => {
    if (value === null || value === undefined || typeof value !== 'object') return value ?? null;
    return { start: encodeDate(parts(value).start ?? null), end: encodeDate(parts(value).end ?? null) };
  },
  decode: (_field, value) => {
    if (value === undefined) return null;
    if (value === null || typeof value !== 'object') return value;
    return { start: decodeDate(parts(value).start ?? null), end: decodeDate(parts(value).end ?? null) };
  },
  spreadKeys: (field) => (field.spread ? ['start', 'end'] : []),
  // The field's rules apply to each end; the end may not lie before the start.
  validate: (field, value, context, report) => {
    const values = { start: parts(value).start ?? null, end: parts(value).end ?? null };
    const common = { label: field.label ?? field.name, lang: context.lang, now: context.now, values, records: context.records };
    const start = validateField(values.start, field.rules, common);
    if (start) report('start', start);
    const endRules: Rule[] = [...(field.rules ?? []), { rule: 'sameOrAfter', date: { field: 'start' } }];
    const end = validateField(values.end, endRules, common);
    if (end) report('end', end);
  },
  summary: (_field, value, { lang }) => {
    const { start, end } = parts(value);
    if (isNothing(start) && isNothing(end)) return [SUMMARY_TEXT.empty[lang]];
    return [`${isNothing(start) ? '…' : String(start)} – ${isNothing(end) ? '…' : String(end)}`];
  },
  schema: (field) => (field.spread ? { type: 'object', properties: { start: DATE_SCHEMA, end: DATE_SCHEMA } } : { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, properties: { start: DATE_SCHEMA, end: DATE_SCHEMA } }] }),
});
