import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { contactErrors, type ContactValue } from '@portal/shared-domain/wizard-core';
import { useLang } from '@portal/shared-ui';
import type { Contact, ContactInput } from '@portal/shared-domain/api';
import { ContactInputGroup, contactFieldId, type ContactErrors } from '../common/form-kit';
import common from '../common/common.module.css';
import { contactMessages as messages } from './messages';
import styles from './Contacts.module.css';

/** Validates a contact with the same catalogue rules as the wizards and the server. */
export function validateContact(contact: ContactValue, lang: ReturnType<typeof useLang>): ContactErrors {
  return (contactErrors(contact, { organization: 'optional', lang }) ?? {}) as ContactErrors;
}

export function toContactInput(contact: ContactValue): ContactInput {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    salutCode: (contact.salutCode ?? 'none') as ContactInput['salutCode'],
    firstname: text(contact.firstname),
    lastname: text(contact.lastname),
    street: text(contact.street),
    houseNumber: text(contact.houseNumber),
    zipCode: text(contact.zipCode),
    location: text(contact.location),
    phone: text(contact.phone),
    email: text(contact.email),
    organization: text(contact.organization) || null,
  };
}

const FIELD_ORDER: Array<keyof ContactErrors> = [
  'salutCode',
  'organization',
  'firstname',
  'lastname',
  'street',
  'houseNumber',
  'zipCode',
  'location',
  'phone',
  'email',
];

export interface ContactFormProps {
  /** The contact being edited; undefined creates a new one. */
  contact?: Contact;
  formId: string;
  onSave: (input: ContactInput) => Promise<void>;
  onCancel: () => void;
}

/** Create or edit a contact: the wizards' contact input group with save and cancel. */
export function ContactForm({ contact, formId, onSave, onCancel }: ContactFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const [value, setValue] = useState<ContactValue>(() => (contact ? { ...contact } : {}));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const groupId = `${formId}-contact`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const focusFirst = (found: ContactErrors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) document.getElementById(contactFieldId(groupId, first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(value, lang);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummary(intl.formatMessage(messages.fixErrors));
      focusFirst(found);
      return;
    }
    setSaving(true);
    setSummary(null);
    try {
      await onSave(toContactInput(value));
    } catch (error) {
      const data = (error as { data?: { message?: string; errors?: Record<string, string[]> } }).data;
      const serverErrors: ContactErrors = {};
      Object.entries(data?.errors ?? {}).forEach(([field, list]) => {
        if (FIELD_ORDER.includes(field as keyof ContactErrors)) serverErrors[field as keyof ContactErrors] = list[0];
      });
      setErrors(serverErrors);
      setSummary(data?.message ?? intl.formatMessage(messages.fixErrors));
      focusFirst(serverErrors);
    } finally {
      setSaving(false);
    }
  };

  const name = contact ? `${contact.firstname} ${contact.lastname}` : '';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} ref={heading} tabIndex={-1}>
        {contact ? intl.formatMessage(messages.editHeading, { name }) : intl.formatMessage(messages.createHeading)}
      </h2>
      {summary && (
        <p role="alert" className={common.inlineError}>
          {summary}
        </p>
      )}
      <ContactInputGroup
        id={groupId}
        label={intl.formatMessage(messages.contactGroup)}
        required
        hideLabel
        value={value}
        onChange={setValue}
        errors={errors}
        organization="optional"
      />
      <div className={common.actions}>
        <button type="submit" className={common.primary} disabled={saving}>
          {intl.formatMessage(saving ? messages.saving : messages.save)}
        </button>
        <button type="button" className={common.secondary} onClick={onCancel} disabled={saving}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
    </form>
  );
}
