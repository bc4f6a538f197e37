import { DEFAULT_LANG, type Lang } from '../languages';
import { ACCEPTED_UPLOAD_TYPES, UPLOAD_TYPE_EXTENSIONS, filesOf } from './uploads';
import { validateField } from './validate-field';
import type { FormField } from '../content/types';
import type { LocalizedText, Rule } from './types';

/**
 * The CMS form builder's fields (spec 00 §2.10, §3.12, §5.5) as rules of the validation
 * catalogue: the definition's rule strings ('required', 'email', 'max_value:3', …) and what a
 * field's type implies (an integer must be a number, a radio's value one of its options, an
 * image picker takes images). The browser and the API (POST forms/{handle}) run the same rules,
 * so a field fails with the same message on both; the server never trusts the browser's check.
 */
export const GUESTS_FIELD = 'anzahl_gaeste';
export const COMPANION_FIELDS = ['vorname_begleitung', 'nachname_begleitung'] as const;
export const CASH_BOX_FIELD = 'auswahl_sammelkaesseli';
export const QUANTITY_FIELD = 'stueckzahl';
/** Images in a submission form: at most 10 MB each (issue 15 contract). */
export const FORM_IMAGE_MAX_KB = 10 * 1024;
/** Bounds of free text when the definition sets no `max`, so a submission cannot carry megabytes of text. */
export const FORM_TEXT_MAX = 1000;
export const FORM_TEXTAREA_MAX = 10_000;

/** Labels of the two fields the collection-box import expands into (spec 00 §2.10). */
export const CASH_BOX_LABELS: Record<typeof CASH_BOX_FIELD | typeof QUANTITY_FIELD, LocalizedText> = {
  auswahl_sammelkaesseli: { de: 'Auswahl Sammelkässeli', fr: 'Choix de la tirelire', it: 'Scelta del salvadanaio' },
  stueckzahl: { de: 'Stückzahl', fr: 'Quantité', it: 'Quantità' },
};

const OPTION_MESSAGE: LocalizedText = {
  de: '{field} muss eine der angebotenen Auswahlmöglichkeiten sein.',
  fr: '{field} doit correspondre à l’un des choix proposés.',
  it: '{field} deve corrispondere a una delle scelte proposte.',
};
const IMAGE_MESSAGE: LocalizedText = {
  de: 'Datei muss ein Bild sein.',
  fr: 'Le fichier doit être une image.',
  it: 'Il file deve essere un’immagine.',
};

/**
 * JPEG, PNG and WebP: what every browser shows and what the CMS keeps submitted images as
 * (cms/src/collections/Submissions.ts); the portal's uploads take AVIF and BMP too, an editor's
 * browser might not show them.
 */
const FORM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const IMAGE_TYPES = new Set<string>(ACCEPTED_UPLOAD_TYPES.filter((type) => (FORM_IMAGE_TYPES as readonly string[]).includes(type)));
/** The image types the picker takes, for its `accept` attribute. */
export const FORM_IMAGE_ACCEPT = [...IMAGE_TYPES].join(',');
/** Extensions of those types (a file whose type the browser does not know is judged by its name). */
const IMAGE_EXTENSIONS = new Set([...IMAGE_TYPES].flatMap((type) => UPLOAD_TYPE_EXTENSIONS[type as keyof typeof UPLOAD_TYPE_EXTENSIONS]));

function isImage(file: { type?: string; name?: string }): boolean {
  if (file.type) return IMAGE_TYPES.has(file.type);
  const ext = /\.([^.]+)$/.exec(file.name ?? '')?.[1]?.toLowerCase();
  return ext !== undefined && IMAGE_EXTENSIONS.has(ext);
}

/**
 * The collection-box import (a field with import 'auswahl_sammelkaesseli') becomes its radio of
 * box names (width 50, required) and the quantity (width 30, required, 1 to 3); other fields stay.
 */
export function expandFormFields(fields: readonly FormField[], cashBoxNames: readonly string[], lang: Lang = DEFAULT_LANG): FormField[] {
  return fields.flatMap((field): FormField[] => {
    if (field.import !== CASH_BOX_FIELD) return [field];
    const options = Object.fromEntries(cashBoxNames.map((name) => [name, name]));
    return [
      { handle: CASH_BOX_FIELD, field: { type: 'radio', display: CASH_BOX_LABELS.auswahl_sammelkaesseli[lang], validate: ['required'], options, width: 50 } },
      { handle: QUANTITY_FIELD, field: { type: 'integer', display: CASH_BOX_LABELS.stueckzahl[lang], validate: ['required', 'min_value:1', 'max_value:3'], width: 30 } },
    ];
  });
}

/** Whether a field takes part: readonly texts hold no value; the companions only when two guests come. */
export function isFormFieldActive(field: FormField, values: Record<string, unknown>): boolean {
  if (field.field.type === 'readonly_text') return false;
  if ((COMPANION_FIELDS as readonly string[]).includes(field.handle)) return String(values[GUESTS_FIELD] ?? '').trim() === '2';
  return true;
}

/** A required field's label ends in '*' (spec 00 §5.5). */
export function isFormFieldRequired(field: FormField): boolean {
  return (COMPANION_FIELDS as readonly string[]).includes(field.handle) || (field.field.validate ?? []).includes('required');
}

const number = (text: string | undefined) => {
  const n = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(n) ? n : null;
};

/**
 * The rules of one field: its rule strings mapped onto the catalogue, then what its type implies.
 * Rule strings the catalogue does not know (Laravel's 'nullable', 'string', 'sometimes', …)
 * restrict nothing and are skipped; the type's own rules and the text bounds still apply.
 */
export function formFieldRules(field: FormField): Rule[] {
  const { type } = field.field;
  const rules: Rule[] = [];
  if (isFormFieldRequired(field)) rules.push({ rule: 'required' });
  if (type === 'integer') rules.push({ rule: 'numeric' });
  let maxLength: number | null = null;
  for (const text of field.field.validate ?? []) {
    const [name, arg] = text.split(':', 2);
    const n = number(arg);
    if (name === 'email') rules.push({ rule: 'email' });
    else if ((name === 'integer' || name === 'numeric') && type !== 'integer') rules.push({ rule: 'numeric' });
    else if (name === 'max_value' && n !== null) rules.push({ rule: 'max_value', max: n });
    else if (name === 'min_value' && n !== null) rules.push({ rule: 'min_value', min: n });
    // 'max'/'min' mean a value for numbers, KB for files and a length for text (as in Laravel).
    else if ((name === 'max' || name === 'min') && n !== null) {
      if (type === 'integer') rules.push(name === 'max' ? { rule: 'max_value', max: n } : { rule: 'min_value', min: n });
      else if (type === 'assets') {
        if (name === 'max') rules.push({ rule: 'size', kb: Math.min(n, FORM_IMAGE_MAX_KB) });
      } else if (name === 'max') maxLength = n;
      else rules.push({ rule: 'min', length: n });
    }
  }
  // `field.max` is the builder's upper value of a number (and the counter limit of a text, below).
  if (type === 'integer' && typeof field.field.max === 'number' && !rules.some((rule) => rule.rule === 'max_value')) {
    rules.push({ rule: 'max_value', max: field.field.max });
  }
  if (type === 'text' || type === 'textarea') {
    const bound = type === 'text' ? FORM_TEXT_MAX : FORM_TEXTAREA_MAX;
    // `field.max` is the textarea's counter limit; a 'max:N' rule string says the same.
    rules.push({ rule: 'max', length: Math.min(maxLength ?? field.field.max ?? bound, bound) });
  }
  if (type === 'radio' || type === 'select' || type === 'checkboxes') {
    const options = field.field.options ?? {};
    rules.push({
      rule: 'custom',
      name: 'form-option',
      message: OPTION_MESSAGE,
      test: (value) => (Array.isArray(value) ? value : [value]).every((item) => typeof item === 'string' && Object.hasOwn(options, item)),
    });
  }
  if (type === 'assets') {
    rules.push({ rule: 'custom', name: 'form-image', message: IMAGE_MESSAGE, test: (value) => filesOf(value).every(isImage) });
    if (!rules.some((rule) => rule.rule === 'size')) rules.push({ rule: 'size', kb: FORM_IMAGE_MAX_KB });
    rules.push({ rule: 'maxItems', count: field.field.max_files && field.field.max_files > 0 ? field.field.max_files : 1 });
  }
  return rules;
}

/**
 * The first error of each active field (spec 00 §5.2), labelled with the field's display text.
 * Values are as submitted: text, a list for checkboxes, files (name, size, type) for images.
 */
export function validateFormValues(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  lang: Lang = DEFAULT_LANG,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    if (!isFormFieldActive(field, values)) continue;
    const message = validateField(values[field.handle], formFieldRules(field), { label: field.field.display || undefined, lang, values });
    if (message) errors[field.handle] = [message];
  }
  return errors;
}
