import { isEmptyValue, validateField } from '@portal/shared-domain/validation';
import type { Lang } from '../languages';
import type { Rule } from '../validation/types';
import type { ContactFieldOptions, ContactLinkType, ContactValue, LocalizedText } from './types';

/** Where a linked contact is stored, by link type (spec 00 §3.8–3.10). */
export const CONTACT_STORED_FIELD: Record<ContactLinkType, string> = {
  individual: 'contact',
  representation: 'representation',
  paymentRecipient: 'paymentRecipient',
};

/** The shared link call PUT /applications/{id}/contacts (spec 00 §7.3). */
export const CONTACT_LINK_ENDPOINT = '/contacts';

export interface ContactSubfield {
  name: keyof ContactValue | 'iban';
  label: LocalizedText;
  rules: Rule[];
}

const required: Rule = { rule: 'required' };

/** The contact input group's fields and rules (POST /contacts payload, spec 00 §7.3). */
export function contactSubfields(options: Pick<ContactFieldOptions, 'organization' | 'iban'> = {}): ContactSubfield[] {
  const fields: ContactSubfield[] = [];
  if (options.organization) {
    fields.push({
      name: 'organization',
      label: { de: 'Organisation', fr: 'Organisation', it: 'Organizzazione' },
      rules: options.organization === 'required' ? [required, { rule: 'max', length: 255 }] : [{ rule: 'max', length: 255 }],
    });
  }
  fields.push(
    { name: 'salutCode', label: { de: 'Anrede', fr: 'Civilité', it: 'Appellativo' }, rules: [required] },
    { name: 'firstname', label: { de: 'Vorname', fr: 'Prénom', it: 'Nome' }, rules: [required, { rule: 'max', length: 255 }] },
    { name: 'lastname', label: { de: 'Nachname', fr: 'Nom', it: 'Cognome' }, rules: [required, { rule: 'max', length: 255 }] },
    { name: 'street', label: { de: 'Strasse', fr: 'Rue', it: 'Via' }, rules: [required, { rule: 'max', length: 255 }] },
    { name: 'houseNumber', label: { de: 'Hausnummer', fr: 'Numéro', it: 'Numero civico' }, rules: [required, { rule: 'max', length: 20 }] },
    { name: 'zipCode', label: { de: 'PLZ', fr: 'NPA', it: 'NPA' }, rules: [required, { rule: 'max', length: 10 }] },
    { name: 'location', label: { de: 'Ort', fr: 'Localité', it: 'Località' }, rules: [required, { rule: 'max', length: 255 }] },
    { name: 'phone', label: { de: 'Telefon', fr: 'Téléphone', it: 'Telefono' }, rules: [required, { rule: 'phone' }] },
    { name: 'email', label: { de: 'E-Mail', fr: 'E-mail', it: 'E-mail' }, rules: [required, { rule: 'email' }] },
  );
  if (options.iban) fields.push({ name: 'iban', label: { de: 'IBAN', fr: 'IBAN', it: 'IBAN' }, rules: [required, { rule: 'iban' }] });
  return fields;
}

/** A sub-field's value; the IBAN sits in bankDetails. */
export function contactSubfieldValue(contact: ContactValue | null | undefined, name: ContactSubfield['name']): unknown {
  if (!contact) return null;
  if (name === 'iban') return contact.bankDetails?.iban ?? null;
  return contact[name] ?? null;
}

/**
 * The first error of each contact sub-field, by sub-field name (null when valid). One set of
 * rules for the wizards' contact input group, the contacts screen and POST/PUT /contacts.
 */
export function contactErrors(
  contact: ContactValue,
  options: Pick<ContactFieldOptions, 'organization' | 'iban'> & { lang: Lang; now?: Date },
): Partial<Record<ContactSubfield['name'], string>> | null {
  const errors: Partial<Record<ContactSubfield['name'], string>> = {};
  for (const sub of contactSubfields(options)) {
    const value = contactSubfieldValue(contact, sub.name);
    const message = validateField(typeof value === 'string' ? value.trim() : value, sub.rules, {
      label: sub.label,
      lang: options.lang,
      now: options.now,
      values: contact as Record<string, unknown>,
    });
    if (message) errors[sub.name] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** An empty contact form: no id and nothing entered; it links with the type only. */
export function isContactEmpty(contact: ContactValue | null | undefined): boolean {
  if (!contact) return true;
  const { id, ...rest } = contact;
  return (id === null || id === undefined) && isEmptyValue(rest);
}

/** The POST /contacts body: the contact's fields without id. */
export function contactCreatePayload(contact: ContactValue): Record<string, unknown> {
  const { id: _id, ...rest } = contact;
  return rest;
}

/** The keys of a contact the applicant enters (PUT /contacts/{id} body, spec 00 §7.3). */
export const CONTACT_INPUT_FIELDS = ['salutCode', 'firstname', 'lastname', 'street', 'houseNumber', 'zipCode', 'location', 'phone', 'email', 'organization'] as const;

const entered = (value: unknown) => (value === undefined || value === '' ? null : value);

const hasId = (contact: ContactValue | null | undefined): contact is ContactValue & { id: string | number } =>
  !!contact && contact.id !== null && contact.id !== undefined;

/**
 * An existing contact whose entered data differs from `before` (the same contact as the question
 * held it): saving it updates the contact (PUT /contacts/{id}) before linking, so it keeps its id.
 */
export function isContactEdited(contact: ContactValue | null | undefined, before: ContactValue | null | undefined): boolean {
  if (!hasId(contact) || !hasId(before) || String(contact.id) !== String(before.id)) return false;
  return CONTACT_INPUT_FIELDS.some((key) => entered(contact[key]) !== entered(before[key]));
}

/** The PUT /contacts/{id} body: the contact's entered fields. */
export function contactUpdatePayload(contact: ContactValue): Record<string, unknown> {
  return Object.fromEntries(CONTACT_INPUT_FIELDS.map((key) => [key, contact[key] ?? null]));
}

/**
 * A chosen (prefilled) existing contact that is not the one stored as the link: "next" links it
 * even though the form did not change (e.g. a statement's recipient prefilled from the application).
 */
export function isContactUnlinked(contact: ContactValue | null | undefined, linked: unknown): boolean {
  if (!hasId(contact)) return false;
  const linkedId = typeof linked === 'object' && linked !== null ? (linked as ContactValue).id : null;
  return linkedId === null || linkedId === undefined || String(linkedId) !== String(contact.id);
}
