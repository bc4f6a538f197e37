import { Field, type FieldBaseProps, optionId, type ChoiceOption, type ChoiceValue, choiceStyles as styles } from '@portal/shared-ui/fields';

export interface ToggleSelectProps<T extends ChoiceValue> extends FieldBaseProps {
  options: ReadonlyArray<ChoiceOption<T>>;
  value: T | null | undefined;
  onChange: (value: T) => void;
  name?: string;
}

/**
 * Single choice shown as a row of buttons. Built on native radios (radio semantics: one Tab stop,
 * arrow keys change the choice, the state is announced as 'selected'), styled as a button group.
 */
export function ToggleSelect<T extends ChoiceValue>({ options, value, onChange, name, ...field }: ToggleSelectProps<T>) {
  return (
    <Field {...field} as="group">
      {({ id, invalid }) => (
        <div className={styles.toggleGroup}>
          {options.map((option, index) => {
            const inputId = optionId(id, index);
            return (
              <div className={styles.toggle} key={String(option.value)}>
                <input
                  id={inputId}
                  type="radio"
                  name={name ?? id}
                  className={styles.toggleInput}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  aria-invalid={invalid || undefined}
                  disabled={option.disabled}
                />
                <label htmlFor={inputId} className={styles.toggleLabel}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
