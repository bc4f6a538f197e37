import { useIntl } from 'react-intl';
import { Field, type FieldBaseProps, type ChoiceOption, type ChoiceValue, inputStyles as styles } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

export interface SelectProps<T extends ChoiceValue> extends FieldBaseProps {
  options: ReadonlyArray<ChoiceOption<T>>;
  value: T | null | undefined;
  /** Called with null when the placeholder is chosen again. */
  onChange: (value: T | null) => void;
  name?: string;
  /** Placeholder option text (default 'Bitte wählen'). */
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
}

/** A native select (best keyboard and screen-reader support) with a 'please choose' placeholder. */
export function Select<T extends ChoiceValue>({
  options,
  value,
  onChange,
  name,
  placeholder,
  autoComplete,
  disabled,
  ...field
}: SelectProps<T>) {
  const intl = useIntl();
  const index = options.findIndex((option) => option.value === value);
  return (
    <Field {...field}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name ?? id}
          className={[styles.select, styles.medium].join(' ')}
          value={index < 0 ? '' : String(index)}
          onChange={(event) => onChange(event.target.value === '' ? null : options[Number(event.target.value)].value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={field.required || undefined}
          autoComplete={autoComplete}
          disabled={disabled}
        >
          <option value="">{placeholder ?? intl.formatMessage(formMessages.selectPlaceholder)}</option>
          {options.map((option, i) => (
            <option key={String(option.value)} value={String(i)} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
