import { Field, type FieldBaseProps, optionId, type ChoiceOption, type ChoiceValue, choiceStyles as styles } from '@portal/shared-ui/fields';

export interface CheckboxGroupProps<T extends ChoiceValue> extends FieldBaseProps {
  options: ReadonlyArray<ChoiceOption<T>>;
  value: ReadonlyArray<T> | null | undefined;
  onChange: (value: T[]) => void;
  name?: string;
}

/**
 * Multiple choice as a fieldset with a legend. An option marked `exclusive` (e.g. 'none of these
 * apply') clears the others when chosen, and is cleared when another one is chosen. The value keeps
 * the order of the options.
 */
export function CheckboxGroup<T extends ChoiceValue>({ options, value, onChange, name, ...field }: CheckboxGroupProps<T>) {
  const selected = value ?? [];
  const toggle = (option: ChoiceOption<T>, checked: boolean) => {
    let next: T[];
    if (!checked) next = selected.filter((item) => item !== option.value);
    else if (option.exclusive) next = [option.value];
    else {
      const exclusive = new Set(options.filter((o) => o.exclusive).map((o) => o.value));
      const wanted = new Set([...selected.filter((item) => !exclusive.has(item)), option.value]);
      next = options.map((o) => o.value).filter((v) => wanted.has(v));
    }
    onChange(next);
  };
  return (
    <Field {...field} as="group">
      {({ id, invalid }) => (
        <div className={styles.options}>
          {options.map((option, index) => {
            const inputId = optionId(id, index);
            const hintId = option.hint ? `${inputId}-hint` : undefined;
            return (
              <div className={styles.option} key={String(option.value)}>
                <input
                  id={inputId}
                  name={name ?? id}
                  type="checkbox"
                  value={String(option.value)}
                  className={styles.control}
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option, event.target.checked)}
                  aria-describedby={hintId}
                  aria-invalid={invalid || undefined}
                  disabled={option.disabled}
                />
                <label htmlFor={inputId} className={styles.optionLabel}>
                  {option.label}
                  {option.hint && (
                    <span id={hintId} className={styles.optionHint}>
                      {option.hint}
                    </span>
                  )}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
