import { ruleLoads } from '@portal/shared-domain/validation';
import type { FieldDef, QuestionData, WizardRecords } from '../types';
import { fieldKind } from './index';
import { checkRules, defineKind, SCHEMA_LIMITS, text, type JsonSchema } from './kind';
import { KIND_MESSAGES, labelled, SUMMARY_TEXT } from './texts';

type Item = Record<string, unknown>;
const itemKeyOf = (field: FieldDef) => field.repeat?.itemKey ?? 'criteria';
const items = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]).filter((item) => item !== null && typeof item === 'object') : []);
const subFields = (field: FieldDef): FieldDef[] => field.repeat?.fields ?? [];

/** The item's name for people: the label of the option it stands for. */
export function repeatItemLabel(field: FieldDef, item: unknown, lang: 'de' | 'fr' | 'it'): string {
  const option = field.repeat?.itemOptions?.find((candidate) => candidate.value === item);
  return option ? text(option.label, lang) : String(item);
}

/**
 * The value aligned to the items iterated over: one entry per current item, in their order, with
 * what was entered for it before (a criterion chosen later gets an empty entry; one dropped goes).
 */
export function alignRepeat(field: FieldDef, value: unknown, records: WizardRecords): Item[] {
  const over = field.repeat?.itemsOf?.(records) ?? [];
  const key = itemKeyOf(field);
  const before = items(value);
  return over.map((item) => {
    const kept = before.find((entry) => entry[key] === item);
    const empty = Object.fromEntries(subFields(field).map((sub) => [sub.name, sub.default ?? fieldKind(sub.kind).empty(sub)]));
    return { ...empty, ...kept, [key]: item };
  });
}

function mapSubFields(field: FieldDef, value: unknown, convert: (sub: FieldDef, v: unknown) => unknown): unknown {
  if (!Array.isArray(value)) return value ?? null;
  const key = itemKeyOf(field);
  return items(value).map((item) => ({ [key]: item[key] ?? null, ...Object.fromEntries(subFields(field).map((sub) => [sub.name, convert(sub, item[sub.name])])) }));
}

/**
 * One set of `repeat.fields` per item of another answer (proof per inclusion criterion, spec 02
 * BG510/BP400), stored as a list of `{criteria, value}`. Complete when every item's fields are set.
 */
export const repeat = defineKind({
  empty: () => [],
  loads: (field) => [...ruleLoads(field.rules), ...subFields(field).flatMap((sub) => fieldKind(sub.kind).loads(sub))],
  isSet: (field, value) => {
    const list = items(value);
    return list.length > 0 && list.every((item) => subFields(field).every((sub) => fieldKind(sub.kind).isSet(sub, item[sub.name])));
  },
  encode: (field, value) => mapSubFields(field, value, (sub, v) => fieldKind(sub.kind).encode(sub, v)),
  decode: (field, value) => mapSubFields(field, value, (sub, v) => (v === undefined ? fieldKind(sub.kind).empty(sub) : fieldKind(sub.kind).decode(sub, v))),
  validate: (field, value, context, report) => {
    if (!checkRules(field, value, context, report)) return;
    const key = itemKeyOf(field);
    const list = items(value);
    // The server takes exactly the current items: a proof for an unchosen criterion is refused.
    if (context.records && field.repeat?.itemsOf) {
      const expected = field.repeat.itemsOf(context.records);
      const given = list.map((item) => item[key]);
      if (given.length !== expected.length || given.some((item, index) => item !== expected[index])) report('', KIND_MESSAGES.repeatItems[context.lang]);
    }
    list.forEach((item, index) => {
      for (const sub of subFields(field)) {
        const subReport = (subKey: string, message: string) => report([index, sub.name, subKey].filter((part) => part !== '').join('.'), message);
        fieldKind(sub.kind).validate(sub, item[sub.name], { ...context, values: item as QuestionData, stored: undefined }, subReport);
      }
    });
  },
  summary: (field, value, context) => {
    const list = items(value);
    if (!list.length) return [SUMMARY_TEXT.empty[context.lang]];
    const key = itemKeyOf(field);
    return list.map((item) =>
      labelled(
        repeatItemLabel(field, item[key], context.lang),
        subFields(field)
          .map((sub) => fieldKind(sub.kind).summary(sub, item[sub.name], context).join(', '))
          .join(' · '),
        context.lang,
      ),
    );
  },
  schema: (field) => {
    const properties: Record<string, JsonSchema> = { [itemKeyOf(field)]: { type: ['string', 'number', 'boolean'], maxLength: SCHEMA_LIMITS.name } };
    for (const sub of subFields(field)) properties[sub.name] = fieldKind(sub.kind).schema(sub);
    return { anyOf: [{ type: 'null' }, { type: 'array', maxItems: SCHEMA_LIMITS.list, items: { type: 'object', additionalProperties: false, properties } }] };
  },
});
