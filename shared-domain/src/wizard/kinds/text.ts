import { compactIban } from '@portal/shared-domain/validation';
import { checkRules, defineKind, isNothing, nullable, SCHEMA_LIMITS } from './kind';
import { KIND_MESSAGES, SUMMARY_TEXT } from './texts';
import type { FieldDef } from '../types';

const isIban = (field: FieldDef) => !!field.rules?.some((rule) => rule.rule === 'iban');

/** One line of text; an IBAN is sent without spaces (spec 00 §5.3). */
export const text = defineKind({
  encode: (field, value) => (value === undefined ? null : isIban(field) && typeof value === 'string' ? compactIban(value) : value),
  // With `suggestions.mustChoose` only a suggested value is an answer (FE380: a Swiss locality).
  validate: (field, value, context, report) => {
    const must = field.suggestions?.mustChoose;
    if (!checkRules(field, value, context, report) || !must || isNothing(value)) return;
    if (typeof must === 'function' && !must(context.values)) return;
    if (!field.suggestions!.options().includes(String(value))) report('', KIND_MESSAGES.chooseSuggestion[context.lang]);
  },
  summary: (_field, value, { lang }) => [isNothing(value) ? SUMMARY_TEXT.empty[lang] : String(value)],
  schema: () => nullable({ type: 'string', maxLength: SCHEMA_LIMITS.text }),
});

/** Several lines of text. */
export const textarea = defineKind({
  summary: text.summary,
  schema: () => nullable({ type: 'string', maxLength: SCHEMA_LIMITS.longText }),
});
