import { validateField } from '@portal/shared-domain/validation';
import type { Rule } from '../../validation/types';
import { checkRules, defineKind, SCHEMA_LIMITS, text } from './kind';
import { SUMMARY_TEXT } from './texts';
import { DEFAULT_MAX_ROWS } from './name-amount-list';

const NAME_RULES: Rule[] = [{ rule: 'required' }, { rule: 'max', length: 200 }];

/**
 * Names (institutions asked, FP440/FP450), or the choice `list.noneLabel` ('no requests pending').
 * The value is the list; an empty list stands for the "none" choice and is an answer (spec 02
 * §4.4: complete when the list is not null). Not answered is null.
 */
export const nameListOrNone = defineKind({
  isSet: (_field, value) => Array.isArray(value),
  encode: (_field, value) => (Array.isArray(value) ? value.map((name) => (typeof name === 'string' ? name.trim() : name)) : (value ?? null)),
  // An empty list is an answer ("none"): only null is missing for the required rule.
  validate: (field, value, context, report) => {
    const required = field.rules?.filter((rule) => rule.rule === 'required');
    if (!Array.isArray(value)) return void checkRules(field, null, context, report, required);
    const rules: Rule[] = [...(field.rules ?? []).filter((rule) => rule.rule !== 'required'), { rule: 'maxItems', count: field.list?.maxItems ?? DEFAULT_MAX_ROWS }];
    if (!checkRules(field, value, context, report, rules)) return;
    const label = text(field.list?.nameLabel, context.lang) || text(field.label, context.lang);
    (Array.isArray(value) ? value : []).forEach((name, index) => {
      const message = validateField(name ?? null, NAME_RULES, { label, lang: context.lang });
      if (message) report(String(index), message);
    });
  },
  summary: (field, value, { lang }) => {
    if (!Array.isArray(value)) return [SUMMARY_TEXT.empty[lang]];
    if (!value.length) return [text(field.list?.noneLabel, lang) || SUMMARY_TEXT.none[lang]];
    return value.map(String);
  },
  schema: () => ({ anyOf: [{ type: 'null' }, { type: 'array', maxItems: SCHEMA_LIMITS.list, items: { type: ['string', 'null'], maxLength: SCHEMA_LIMITS.name } }] }),
});
