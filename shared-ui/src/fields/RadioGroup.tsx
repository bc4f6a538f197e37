import { Field, type FieldBaseProps } from './Field';
import { Radio } from './Radio';
import { optionId, type ChoiceOption, type ChoiceValue } from './types';
import styles from './Choice.module.css';

export interface RadioGroupProps<T extends ChoiceValue> extends FieldBaseProps {
  options: ReadonlyArray<ChoiceOption<T>>;
  value: T | null | undefined;
  onChange: (value: T) => void;
  name?: string;
  /** Lay two short options (yes/no) side by side. */
  inline?: boolean;
}

/**
 * Single choice as a fieldset with a legend and native radios (arrow keys move and select, Tab
 * leaves the group). The first radio carries the group's id so the error summary can focus it.
 */
export function RadioGroup<T extends ChoiceValue>({ options, value, onChange, name, inline, ...field }: RadioGroupProps<T>) {
  return (
    <Field {...field} as="group">
      {({ id, invalid }) => (
        <div className={[styles.options, inline ? styles.inline : ''].join(' ')}>
          {options.map((option, index) => (
            <Radio
              key={String(option.value)}
              id={optionId(id, index)}
              name={name ?? id}
              label={option.label}
              hint={option.hint}
              checked={value === option.value}
              onSelect={() => onChange(option.value)}
              invalid={invalid}
              disabled={option.disabled}
            />
          ))}
        </div>
      )}
    </Field>
  );
}
