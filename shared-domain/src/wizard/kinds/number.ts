import { isDecimal } from '@portal/shared-domain/validation';
import { defineKind, isNothing, NUMBER_SCHEMA } from './kind';
import { SUMMARY_TEXT } from './texts';
import { formatChf } from '../budget';

/** Typed text → number; text that is no number stays text for the rules to refuse. */
export function encodeNumber(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return isDecimal(value) ? Number(value) : value;
}

/** A number typed as text (half days, amounts, counts). */
export const number = defineKind({
  encode: (_field, value) => encodeNumber(value),
  summary: (field, value, { lang }) => {
    if (isNothing(value)) return [SUMMARY_TEXT.empty[lang]];
    return [field.unit === 'chf' && isDecimal(String(value)) ? formatChf(Number(value)) : String(value)];
  },
  schema: () => NUMBER_SCHEMA,
});
