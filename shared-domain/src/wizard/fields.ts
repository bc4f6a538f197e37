import { compactIban } from '@portal/shared-domain/validation';
import { formatIsoDate, formatSwissDate, parseIsoDate, parseSwissDate } from '@portal/shared-domain/validation';
import { isDecimal } from '@portal/shared-domain/validation';
import type { FieldDef, QuestionData } from './types';

/** A field's empty value: its declared default, else [] for lists and null otherwise. */
export function fieldDefault(field: FieldDef): unknown {
  if (field.default !== undefined) return structuredClone(field.default);
  if (field.kind === 'checkbox-group' || field.kind === 'budget') return [];
  if (field.kind === 'file-select' && field.multiple) return [];
  return null;
}

/** The question's data with every field at its default: what a reset leaves behind. */
export function emptyData(fields: readonly FieldDef[]): QuestionData {
  return Object.fromEntries(fields.map((field) => [field.name, fieldDefault(field)]));
}

function hasIbanRule(field: FieldDef): boolean {
  return !!field.rules?.some((rule) => rule.rule === 'iban');
}

function encodeDate(value: unknown): unknown {
  const date = parseSwissDate(value);
  return date ? formatIsoDate(date) : value;
}

function decodeDate(value: unknown): unknown {
  const date = parseIsoDate(value);
  return date ? formatSwissDate(date) : value;
}

function encodeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return isDecimal(value) ? Number(value) : value; // invalid text is left for validation to refuse
}

function fileId(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;
}

function fileRef(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'string' ? { id: value } : value;
}

/**
 * Form value → payload value, by kind: dates 'd.mm.yyyy' → ISO, numbers from text, files → ids,
 * IBAN without spaces (spec 00 §5.3). Values that cannot be converted stay as they are, so the
 * server's validation refuses them with the same message as the browser.
 */
export function encodeField(field: FieldDef, value: unknown): unknown {
  if (value === undefined) return null;
  switch (field.kind) {
    case 'date':
      return encodeDate(value);
    case 'date-range': {
      if (value === null || typeof value !== 'object') return value;
      const range = value as { start?: unknown; end?: unknown };
      return { start: encodeDate(range.start ?? null), end: encodeDate(range.end ?? null) };
    }
    case 'number':
      return encodeNumber(value);
    case 'budget':
      return Array.isArray(value)
        ? value.map((line) => (typeof line === 'object' && line !== null ? { ...line, amount: encodeNumber((line as { amount?: unknown }).amount ?? null) } : line))
        : value;
    case 'file-select':
      return Array.isArray(value) ? value.map(fileId) : fileId(value);
    case 'text':
      return hasIbanRule(field) && typeof value === 'string' ? compactIban(value) : value;
    default:
      return value;
  }
}

/** Stored or payload value → form value (inverse of `encodeField`); undefined gives the default. */
export function decodeField(field: FieldDef, value: unknown): unknown {
  if (value === undefined) return fieldDefault(field);
  switch (field.kind) {
    case 'date':
      return decodeDate(value);
    case 'date-range': {
      if (value === null || typeof value !== 'object') return value;
      const range = value as { start?: unknown; end?: unknown };
      return { start: decodeDate(range.start ?? null), end: decodeDate(range.end ?? null) };
    }
    case 'file-select':
      return Array.isArray(value) ? value.map(fileRef) : fileRef(value);
    default:
      return value;
  }
}

/** Keys a spread object field is sent and read as. */
export const SPREAD_KEYS: Partial<Record<FieldDef['kind'], string[]>> = { 'date-range': ['start', 'end'] };

/** Reads a dot path ('paymentRecipient.bankDetails.iban') from a record. */
export function readPath(record: Record<string, unknown> | null | undefined, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Set for the default completion rule (spec 00 §4.3): not null or undefined, lists non-empty;
 * a date range needs both ends, a contact an id or some entered data.
 */
export function isFieldSet(field: FieldDef, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (field.kind === 'date-range') {
    const range = value as { start?: unknown; end?: unknown };
    return range.start !== null && range.start !== undefined && range.end !== null && range.end !== undefined && range.start !== '' && range.end !== '';
  }
  if (field.kind === 'contact' && typeof value === 'object') {
    return Object.values(value as object).some((part) => part !== null && part !== undefined && part !== '');
  }
  return true;
}

/** Field-by-field equality of question data (spec 00 §4.5 step 1), deep for lists and objects. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Names of the fields whose values differ. */
export function changedFields(fields: readonly FieldDef[], before: QuestionData, after: QuestionData): string[] {
  return fields.filter((field) => !sameValue(before[field.name], after[field.name])).map((field) => field.name);
}
