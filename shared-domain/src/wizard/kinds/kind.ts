/**
 * A field kind: everything the engine knows about one input kind, in one object. The browser,
 * the API and the PDF all go through it, so a new kind is one definition here plus one renderer
 * in shared-ui (`shared-ui/src/wizard/kinds`).
 */
import { labelText, ruleLoads, validateField } from '@portal/shared-domain/validation';
import type { Lang } from '../../languages';
import type { Label, Rule } from '../../validation/types';
import type { FieldDef, QuestionData, WizardRecords } from '../types';

/** What a kind's validation sees besides the value. */
export interface KindValidateContext {
  lang: Lang;
  now: Date;
  /** The question's whole data (rules such as `emailConfirmation` compare fields). */
  values: QuestionData;
  records?: WizardRecords;
  /** The field's value before this edit (contacts: an edited existing contact is checked again). */
  stored?: unknown;
  /** The submission's check (`atSubmission` rules run too). */
  submission?: boolean;
}

/** What a kind's plain-text summary (review page, PDF) sees. */
export interface SummaryContext {
  lang: Lang;
  /** The name of an uploaded file by id, when known (the browser keeps names; the API looks them up). */
  fileName?: (id: string) => string | undefined;
}

/** A JSON schema fragment (the API bounds answers with it). */
export type JsonSchema = Record<string, unknown>;

/** Reports one error: `key` is '' for the field itself, or a sub-key ('start', '0.amount', 'phone'). */
export type ReportError = (key: string, message: string) => void;

export interface FieldKind {
  /** The value after a reset and before any answer, unless the field declares its own default. */
  empty(field: FieldDef): unknown;
  /** Set, for the default completion rule (spec 00 §4.3). */
  isSet(field: FieldDef, value: unknown): boolean;
  /** Form value → payload value (dates to ISO, numbers from text, files to ids …). */
  encode(field: FieldDef, value: unknown): unknown;
  /** Stored or payload value → form value; undefined is the empty value. */
  decode(field: FieldDef, value: unknown): unknown;
  /** Payload keys of a value that is sent as several top-level keys (date range `start`/`end`). */
  spreadKeys?(field: FieldDef): string[];
  /** Checks the value; the first error per key. */
  validate(field: FieldDef, value: unknown, context: KindValidateContext, report: ReportError): void;
  /** Lines a person reads on the review page and in the PDF. */
  summary(field: FieldDef, value: unknown, context: SummaryContext): string[];
  /** JSON schema of the payload value under the field's key (spread kinds: of each key). */
  schema(field: FieldDef): JsonSchema;
  /** What must be loaded before the field is validated (the IBAN check for the rule `iban`); a question's `load` comes on top. */
  loads(field: FieldDef): (() => Promise<unknown>)[];
}

/** The field's rules on its whole value (the catalogue's first error). */
export function checkRules(field: FieldDef, value: unknown, context: KindValidateContext, report: ReportError, rules: readonly Rule[] | undefined = field.rules): boolean {
  const message = validateField(value, rules, { label: field.label ?? field.name, lang: context.lang, now: context.now, values: context.values, records: context.records, submission: context.submission });
  if (message) report('', message);
  return !message;
}

export const isNothing = (value: unknown) => value === null || value === undefined || value === '';

/** Defaults shared by most kinds; a kind overrides what differs. */
export function defineKind(kind: Partial<FieldKind> & Pick<FieldKind, 'summary' | 'schema'>): FieldKind {
  return {
    empty: () => null,
    isSet: (_field, value) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined),
    encode: (_field, value) => (value === undefined ? null : value),
    decode: (field, value) => (value === undefined ? kind.empty?.(field) ?? null : value),
    validate: (field, value, context, report) => void checkRules(field, value, context, report),
    loads: (field) => ruleLoads(field.rules),
    ...kind,
  };
}

export function text(label: Label | undefined, lang: Lang): string {
  return labelText(label, lang) ?? '';
}

/**
 * Hard bounds of the schemas: far above what any rule allows, so the rules give their own
 * messages while nothing unbounded reaches the database.
 */
export const SCHEMA_LIMITS = { text: 10_000, longText: 100_000, name: 1_000, list: 100 } as const;

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
/** Typed text a number field sends when it is not a number yet: the rules refuse it with their message. */
export const NUMBER_SCHEMA: JsonSchema = nullable({ anyOf: [{ type: 'number' }, { type: 'string', maxLength: 64 }] });
export const ID_SCHEMA: JsonSchema = { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'integer' }] };
