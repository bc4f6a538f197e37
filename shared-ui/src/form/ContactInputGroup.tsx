import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ContactValue } from '@portal/shared-domain/wizard-core';
import styles from './ContactInputGroup.module.css';
import { Field, type FieldBaseProps, type FieldError, RadioGroup, TextInput } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

export type { ContactValue };

export type Salutation = NonNullable<ContactValue['salutCode']>;

/** The text fields of a contact, in display order. */
export type ContactTextField =
  | 'organization'
  | 'firstname'
  | 'lastname'
  | 'street'
  | 'houseNumber'
  | 'zipCode'
  | 'location'
  | 'phone'
  | 'email'
  | 'iban';

export type ContactErrors = Partial<Record<'salutCode' | ContactTextField, FieldError>>;

export interface ContactInputGroupProps extends Omit<FieldBaseProps, 'error'> {
  value: ContactValue | null | undefined;
  onChange: (value: ContactValue) => void;
  /** Errors by sub-field (the engine reports them as 'contact.phone' → pass { phone }). */
  errors?: ContactErrors;
  /** Ask for the organisation: 'optional', 'required' or not at all (default). */
  organization?: 'optional' | 'required';
  /** Ask for the IBAN (bankDetails.iban) as well. */
  iban?: boolean;
  /** Sub-fields without the required rule (shown with '(optional)'). */
  optionalFields?: ReadonlyArray<ContactTextField | 'salutCode'>;
}

/** Id of a contact sub-field: salutation → `{id}` (its first radio), others → `{id}-{field}`. */
export function contactFieldId(id: string, field: 'salutCode' | ContactTextField): string {
  return field === 'salutCode' ? id : `${id}-${field}`;
}

const SALUTATIONS: ReadonlyArray<{ value: Salutation; message: MessageDescriptor }> = [
  { value: 'male', message: formMessages.salutationMale },
  { value: 'female', message: formMessages.salutationFemale },
  { value: 'none', message: formMessages.salutationNone },
  { value: 'neutral', message: formMessages.salutationNeutral },
];

interface TextFieldSpec {
  field: ContactTextField;
  label: MessageDescriptor;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  width?: 'short' | 'medium' | 'full';
  inputMode?: 'numeric' | 'tel' | 'email';
}

const NAME_FIELDS: TextFieldSpec[] = [
  { field: 'firstname', label: formMessages.contactFirstname, autoComplete: 'given-name' },
  { field: 'lastname', label: formMessages.contactLastname, autoComplete: 'family-name' },
];
const ADDRESS_FIELDS: TextFieldSpec[] = [
  { field: 'street', label: formMessages.contactStreet, autoComplete: 'address-line1' },
  { field: 'houseNumber', label: formMessages.contactHouseNumber, autoComplete: 'off', width: 'short' },
  { field: 'zipCode', label: formMessages.contactZipCode, autoComplete: 'postal-code', width: 'short', inputMode: 'numeric' },
  { field: 'location', label: formMessages.contactLocation, autoComplete: 'address-level2' },
];
const REACH_FIELDS: TextFieldSpec[] = [
  { field: 'phone', label: formMessages.contactPhone, autoComplete: 'tel', type: 'tel', width: 'medium' },
  { field: 'email', label: formMessages.contactEmail, autoComplete: 'email', type: 'email', width: 'medium' },
];

/**
 * A contact (spec 00 §3.10): salutation, optional organisation, name, address, phone and e-mail,
 * each a labelled input with autocomplete tokens (WCAG 1.3.5) and its own first error.
 */
export function ContactInputGroup({
  value,
  onChange,
  errors,
  organization,
  iban,
  optionalFields = ['organization'],
  ...field
}: ContactInputGroupProps) {
  const intl = useIntl();
  const contact = value ?? {};
  const id = field.id;
  const isRequired = (name: ContactTextField | 'salutCode') =>
    name === 'organization' ? organization === 'required' : !optionalFields.includes(name);
  const set = (patch: Partial<ContactValue>) => onChange({ ...contact, ...patch });

  const text = (spec: TextFieldSpec) => (
    <TextInput
      key={spec.field}
      id={contactFieldId(id, spec.field)}
      label={intl.formatMessage(spec.label)}
      required={isRequired(spec.field)}
      value={(contact[spec.field as keyof ContactValue] as string | null | undefined) ?? ''}
      onChange={(next) => set({ [spec.field]: next })}
      error={errors?.[spec.field]}
      autoComplete={spec.autoComplete}
      type={spec.type}
      width={spec.width}
      inputMode={spec.inputMode}
      hint={spec.field === 'phone' ? intl.formatMessage(formMessages.phoneHint) : undefined}
      spellCheck={spec.type === 'email' ? false : undefined}
      className={styles.item}
    />
  );

  return (
    <Field {...field} as="group">
      {() => (
        <div className={styles.root}>
          <RadioGroup
            id={contactFieldId(id, 'salutCode')}
            label={intl.formatMessage(formMessages.contactSalutation)}
            required={isRequired('salutCode')}
            options={SALUTATIONS.map((s) => ({ value: s.value, label: intl.formatMessage(s.message) }))}
            value={contact.salutCode ?? null}
            onChange={(salutCode) => set({ salutCode })}
            error={errors?.salutCode}
            inline
          />
          {organization &&
            text({ field: 'organization', label: formMessages.contactOrganization, autoComplete: 'organization' })}
          <div className={styles.pair}>{NAME_FIELDS.map(text)}</div>
          <div className={styles.pair}>{ADDRESS_FIELDS.slice(0, 2).map(text)}</div>
          <div className={styles.pair}>{ADDRESS_FIELDS.slice(2).map(text)}</div>
          {REACH_FIELDS.map(text)}
          {iban && (
            <TextInput
              id={contactFieldId(id, 'iban')}
              label={intl.formatMessage(formMessages.contactIban)}
              required={isRequired('iban')}
              value={contact.bankDetails?.iban ?? ''}
              onChange={(next) => set({ bankDetails: { ...(contact.bankDetails ?? {}), iban: next } })}
              error={errors?.iban}
              autoComplete="off"
              spellCheck={false}
              width="medium"
            />
          )}
        </div>
      )}
    </Field>
  );
}
