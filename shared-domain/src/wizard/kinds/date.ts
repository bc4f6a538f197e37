import { formatIsoDate, formatSwissDate, parseIsoDate, parseSwissDate } from '@portal/shared-domain/validation';
import { defineKind, isNothing, nullable } from './kind';
import { SUMMARY_TEXT } from './texts';

/** 'd.mm.yyyy' → ISO; anything else stays for the rules to refuse. */
export function encodeDate(value: unknown): unknown {
  if (value === undefined) return null;
  const date = parseSwissDate(value);
  return date ? formatIsoDate(date) : value;
}

export function decodeDate(value: unknown): unknown {
  const date = parseIsoDate(value);
  return date ? formatSwissDate(date) : value;
}

export const DATE_SCHEMA = nullable({ type: 'string', maxLength: 32 });

/** A calendar date, typed 'd.mm.yyyy' in the form and sent as ISO. */
export const date = defineKind({
  encode: (_field, value) => encodeDate(value),
  decode: (_field, value) => (value === undefined ? null : decodeDate(value)),
  summary: (_field, value, { lang }) => [isNothing(value) ? SUMMARY_TEXT.empty[lang] : String(value)],
  schema: () => DATE_SCHEMA,
});
