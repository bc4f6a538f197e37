import type { FieldDef } from '../types';
import { defineKind, isNothing, nullable, SCHEMA_LIMITS, text, type JsonSchema } from './kind';
import { SUMMARY_TEXT } from './texts';

/** The option's label, or yes/no for boolean choices without options. */
export function optionText(field: FieldDef, value: unknown, lang: 'de' | 'fr' | 'it'): string {
  const option = field.options?.find((candidate) => candidate.value === value);
  if (option) return text(option.label, lang);
  if (typeof value === 'boolean') return (value ? SUMMARY_TEXT.yes : SUMMARY_TEXT.no)[lang];
  return String(value);
}

/** One of the options' values (or any scalar when the options are built at run time). */
export function optionSchema(field: FieldDef): JsonSchema {
  if (!field.options?.length) return { anyOf: [{ type: 'string', maxLength: SCHEMA_LIMITS.name }, { type: 'number' }, { type: 'boolean' }] };
  return { enum: field.options.map((option) => option.value) };
}

const oneOf = defineKind({
  summary: (field, value, { lang }) => [isNothing(value) ? SUMMARY_TEXT.empty[lang] : optionText(field, value, lang)],
  schema: (field) => nullable(optionSchema(field)),
});

/** One choice: inline radios (yes/no), stacked radios, a select, or toggle buttons. */
export const radio = oneOf;
export const radioGroup = oneOf;
export const select = oneOf;
export const toggleSelect = oneOf;
