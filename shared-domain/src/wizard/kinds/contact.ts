import { ruleLoads } from '@portal/shared-domain/validation';
import { contactErrors, contactSubfields, isContactEdited } from '../contact';
import type { ContactValue } from '../types';
import { checkRules, defineKind, ID_SCHEMA } from './kind';
import { SUMMARY_TEXT } from './texts';

const isBlank = (value: unknown) => !value || Object.values(value as object).every((part) => part === null || part === undefined || part === '');

/** A person or organisation (spec 00 §3.10): chosen from the applicant's contacts or entered. */
export const contact = defineKind({
  loads: (field) => ruleLoads([...(field.rules ?? []), ...contactSubfields(field.contact).flatMap((subfield) => subfield.rules ?? [])]),
  isSet: (_field, value) => value !== null && value !== undefined && !isBlank(value),
  validate: (field, value, context, report) => {
    if (!checkRules(field, value, context, report)) return;
    const person = value as ContactValue | null;
    // An empty form is allowed unless the field is required (then the rule above spoke).
    if (!person || isBlank(person)) return;
    // An existing contact chosen as it is was checked when it was created; an edited one is checked again.
    if (person.id !== null && person.id !== undefined && !isContactEdited(person, context.stored as ContactValue | null | undefined)) return;
    const found = contactErrors(person, { ...field.contact, lang: context.lang, now: context.now });
    for (const [name, message] of Object.entries(found ?? {})) if (message) report(name, message);
  },
  summary: (_field, value, { lang }) => {
    const c = value as ContactValue | null;
    if (!c || isBlank(c)) return [SUMMARY_TEXT.empty[lang]];
    return [
      c.organization ?? '',
      [c.firstname, c.lastname].filter(Boolean).join(' '),
      [c.street, c.houseNumber].filter(Boolean).join(' '),
      [c.zipCode, c.location].filter(Boolean).join(' '),
      c.phone ?? '',
      c.email ?? '',
      c.bankDetails?.iban ?? '',
    ].filter(Boolean);
  },
  // Contact questions send the link {id, type} through the shared contact routes.
  schema: () => ({ anyOf: [{ type: 'null' }, { type: 'object', properties: { id: ID_SCHEMA } }] }),
});
