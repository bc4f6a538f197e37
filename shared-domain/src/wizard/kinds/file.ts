import type { FieldDef } from '../types';
import { defineKind, ID_SCHEMA, nullable, SCHEMA_LIMITS, type SummaryContext } from './kind';
import { SUMMARY_TEXT } from './texts';

/** An uploaded file as the form holds it; the payload carries the id only. */
export interface FileRef {
  id: string | number;
  name?: string;
  size?: number;
}

export const fileId = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as FileRef).id : value;
export const fileRef = (value: unknown): unknown => (typeof value === 'number' || typeof value === 'string' ? { id: value } : value);

/** A file's name for people: the name the browser kept, else the API's look-up, else "uploaded file". */
export function fileLabel(value: unknown, context: SummaryContext): string {
  const ref = fileRef(value) as FileRef | null;
  if (!ref || typeof ref !== 'object') return SUMMARY_TEXT.empty[context.lang];
  return ref.name ?? context.fileName?.(String(ref.id)) ?? SUMMARY_TEXT.file[context.lang];
}

export const fileList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]);

/** One upload, or several with `multiple` (at most the `maxItems` rule, default 10). */
export const fileSelect = defineKind({
  empty: (field) => (field.multiple ? [] : null),
  encode: (_field, value) => (value === undefined ? null : Array.isArray(value) ? value.map(fileId) : fileId(value)),
  decode: (field, value) => (value === undefined ? (field.multiple ? [] : null) : Array.isArray(value) ? value.map(fileRef) : fileRef(value)),
  summary: (_field, value, context) => {
    const files = fileList(value);
    return files.length ? files.map((file) => fileLabel(file, context)) : [SUMMARY_TEXT.empty[context.lang]];
  },
  schema: (field: FieldDef) => (field.multiple ? nullable({ type: 'array', maxItems: SCHEMA_LIMITS.list, items: ID_SCHEMA }) : nullable(ID_SCHEMA)),
});
