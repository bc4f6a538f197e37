import type { FormField } from '@portal/shared-domain';

/** The honeypot input's name (spec 00 §2.10); its value is sent under the form's honeypot key. */
export const HONEYPOT_INPUT_NAME = 'fax_number';
/** Spec 00 §9: the form's definition is fetched after this delay. */
export const FORM_FETCH_DELAY_MS = 200;
/** Spec 00 §9: after a successful submission the page scrolls to the title after this delay. */
export const SUCCESS_SCROLL_DELAY_MS = 50;
/** Spec 00 §9: default field width in percent. */
export const DEFAULT_FIELD_WIDTH = 100;

/** The width in percent (1–100; default 100). */
export function fieldWidth(field: FormField): number {
  const width = field.field.width;
  return typeof width === 'number' && width > 0 && width <= 100 ? width : DEFAULT_FIELD_WIDTH;
}

/** The character limit a textarea's counter shows: `field.max`, else its `max:N` rule. */
export function textLimit(field: FormField): number | undefined {
  if (typeof field.field.max === 'number' && field.field.max > 0) return field.field.max;
  for (const entry of field.field.validate ?? []) {
    const [name, argument] = entry.split(':', 2);
    const n = Number(argument);
    if (name === 'max' && argument !== undefined && Number.isFinite(n) && n > 0) return n;
  }
  return undefined;
}
