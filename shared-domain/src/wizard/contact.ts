import { isEmptyValue } from '@portal/shared-domain/validation';
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
