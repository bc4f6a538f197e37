import { defineKind } from './kind';
import { optionSchema, optionText } from './choice';
import { SUMMARY_TEXT } from './texts';

/** One confirmation box: true, false or not answered. */
export const checkbox = defineKind({
  summary: (_field, value, { lang }) => [(value === true ? SUMMARY_TEXT.yes : SUMMARY_TEXT.no)[lang]],
  schema: () => ({ type: ['boolean', 'null'] }),
});

/** Several options; a free text for "other" is its own field, shown with `visibleWhen`. */
export const checkboxGroup = defineKind({
  empty: () => [],
  summary: (field, value, { lang }) => (Array.isArray(value) && value.length ? value.map((item) => optionText(field, item, lang)) : [SUMMARY_TEXT.empty[lang]]),
  schema: (field) => ({ anyOf: [{ type: 'null' }, { type: 'array', maxItems: Math.max(field.options?.length ?? 0, 1), uniqueItems: true, items: optionSchema(field) }] }),
});
