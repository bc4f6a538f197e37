import { useIntl } from 'react-intl';
import { Field, type FieldBaseProps, inputStyles as styles } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

export interface DateInputProps extends FieldBaseProps {
  /** The date as typed, d.mm.yyyy (the date rule checks it). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Autocomplete token, e.g. 'bday' for a birthday. */
  autoComplete?: string;
  disabled?: boolean;
}

/** A date as a text input in Swiss format d.mm.yyyy, with a format hint (no date picker needed). */
export function DateInput({ value, onChange, onBlur, name, autoComplete, disabled, hint, ...field }: DateInputProps) {
  const intl = useIntl();
  return (
    <Field {...field} hint={hint === undefined ? intl.formatMessage(formMessages.dateHint) : hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name ?? id}
          type="text"
          inputMode="numeric"
          className={[styles.input, styles.short].join(' ')}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={field.required || undefined}
          autoComplete={autoComplete ?? 'off'}
          spellCheck={false}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
