import { CONTACT_STORED_FIELD, isContactEmpty, decodeField, encodeField, fieldDefault, isFieldVisible, spreadKeys, fieldKind, type JsonSchema } from '@portal/shared-domain/wizard-core';
import type { AnswerData, ContactValue, FieldDef, Question, QuestionData, RuleView } from './types';

function contactField(question: Question): FieldDef | undefined {
  return question.fields.find((field) => field.kind === 'contact');
}

/**
 * The outgoing payload of a question (spec 00 §4.5 step 2): its own transform, else every field
 * encoded by kind under its `sendAs` key. A contact question sends the link {id, type}; an empty
 * contact form sends only the type. null means "save locally only".
 */
export function buildPayload(question: Question, data: QuestionData, view: RuleView): AnswerData | null {
  const contact = contactField(question);
  if (contact) {
    const value = data[contact.name] as ContactValue | null;
    const type = contact.contact!.linkType;
    return isContactEmpty(value) ? { type } : { id: value?.id ?? null, type };
  }
  if (question.save?.toPayload) return question.save.toPayload(data, view);
  const payload: AnswerData = {};
  for (const field of question.fields) {
    // A hidden field is sent empty, so the server never keeps what the applicant can no longer see.
    const encoded = encodeField(field, isFieldVisible(field, data, view) ? data[field.name] : fieldDefault(field));
    const keys = spreadKeys(field);
    if (keys.length) {
      for (const key of keys) payload[key] = (encoded as Record<string, unknown> | null)?.[key] ?? null;
    } else {
      payload[field.sendAs ?? field.name] = encoded;
    }
  }
  return payload;
}

/** The keys an endpoint writes (server `fields`); contact questions write their stored link field. */
export function payloadFields(question: Question): string[] {
  if (question.save?.payloadFields) return question.save.payloadFields;
  const contact = contactField(question);
  if (contact) return [contact.readFrom ?? CONTACT_STORED_FIELD[contact.contact!.linkType]];
  return question.fields.flatMap((field) => {
    const keys = spreadKeys(field);
    return keys.length ? keys : [field.sendAs ?? field.name];
  });
}

/** The emptied payload a DELETE carries: every written key set to null; contacts send only the type. */
export function emptiedPayload(question: Question): AnswerData {
  const contact = contactField(question);
  if (contact) return { type: contact.contact!.linkType };
  return Object.fromEntries(payloadFields(question).map((key) => [key, null]));
}

/** Payload → question data, so the server validates with the browser's field rules. */
export function payloadToData(question: Question, payload: AnswerData): QuestionData {
  if (question.save?.fromPayload) return question.save.fromPayload(payload);
  const data: QuestionData = {};
  for (const field of question.fields) {
    const keys = spreadKeys(field);
    if (keys.length) {
      data[field.name] = decodeField(field, Object.fromEntries(keys.map((key) => [key, payload[key] ?? null])));
    } else {
      data[field.name] = decodeField(field, payload[field.sendAs ?? field.name]);
    }
  }
  return data;
}

/** The payload key a field's errors are reported under (422 `errors`). */
export function payloadKeyOf(field: FieldDef): string {
  return spreadKeys(field)[0] ?? field.sendAs ?? field.name;
}

/** What a payload key without a field of its own may hold (keys of custom payloads): a bounded scalar. */
const SCALAR_SCHEMA: JsonSchema = { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] };

/**
 * The JSON schema of every key a question's endpoint writes, from its fields' kinds. Keys that
 * several questions (or kinds) write take any of their schemas.
 */
export function payloadSchemas(questions: readonly Question[]): Record<string, JsonSchema> {
  const found = new Map<string, JsonSchema[]>();
  const add = (key: string, schema: JsonSchema) => {
    const known = found.get(key) ?? [];
    if (!known.some((other) => JSON.stringify(other) === JSON.stringify(schema))) found.set(key, [...known, schema]);
  };
  for (const question of questions) {
    const own = new Set<string>();
    for (const field of question.fields) {
      const schema = fieldKind(field.kind).schema(field);
      const keys = spreadKeys(field);
      if (keys.length) {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
        for (const key of keys) {
          add(key, properties[key] ?? SCALAR_SCHEMA);
          own.add(key);
        }
      } else {
        add(field.sendAs ?? field.name, schema);
        own.add(field.sendAs ?? field.name);
      }
    }
    for (const key of payloadFields(question)) if (!own.has(key)) add(key, SCALAR_SCHEMA);
  }
  return Object.fromEntries([...found].map(([key, schemas]) => [key, schemas.length === 1 ? schemas[0] : { anyOf: schemas }]));
}
