import { CONTACT_STORED_FIELD } from './contact';
import { readPath, spreadKeys } from './fields';
import type { FieldDef, Flow, RecordView } from './types';

function recordOf(flow: Flow, field: FieldDef, view: RecordView): Record<string, unknown> | null {
  const source = field.source ?? (flow.mode === 'statement' ? 'statement' : 'application');
  return source === 'statement' ? view.statement : view.application;
}

/** The stored value of one field (a contact field: the linked contact), or undefined when the record does not hold it. */
export function storedValue(flow: Flow, field: FieldDef, view: RecordView): unknown {
  const record = recordOf(flow, field, view);
  if (!record) return undefined;
  if (field.kind === 'contact' && !field.readFrom) return record[CONTACT_STORED_FIELD[field.contact!.linkType]];
  const keys = spreadKeys(field);
  if (keys.length) {
    if (keys.every((key) => record[key] === undefined)) return undefined;
    return Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
  }
  const value = readPath(record, field.readFrom ?? field.name);
  // A server that echoes the payload key (e.g. taxableIncomeDocumentId) is read as well.
  return value === undefined && field.sendAs ? record[field.sendAs] : value;
}
