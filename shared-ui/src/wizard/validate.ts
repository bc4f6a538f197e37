import type { FieldDef } from '@portal/shared-domain/wizard-core';

/** DOM id of a field inside a question page. */
export function fieldDomId(code: string, field: FieldDef | string): string {
  return `${code}-${typeof field === 'string' ? field : field.name}`;
}

/**
 * DOM id an error key of the engine's `validateQuestion` points to: 'contact.phone' → the phone
 * input, 'travel.end' → the end date, 'expenses.2.amount' → the amount of budget row 2.
 */
export function errorTargetId(code: string, key: string): string {
  const [name, ...rest] = key.split('.');
  const id = fieldDomId(code, name);
  if (rest.length === 0 || rest[0] === 'start' || rest[0] === 'salutCode') return id;
  return `${id}-${rest.join('-')}`;
}
