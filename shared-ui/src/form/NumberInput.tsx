import { Field, type FieldBaseProps, inputStyles as styles } from '@portal/shared-ui/fields';

export interface NumberInputProps extends FieldBaseProps {
  /** The raw text is kept, so the numeric/decimal rules can report what was typed. */
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** 'decimal' allows a decimal point on mobile keyboards. */
  mode?: 'numeric' | 'decimal';
  /** Text shown before the input, e.g. 'CHF' (also read as part of the description). */
  prefix?: string;
  width?: 'short' | 'medium';
  disabled?: boolean;
}

/**
 * A number as text with a numeric keyboard (GOV.UK advice: no type=number, it silently rounds,
 * changes on scroll and is poorly announced).
 */
export function NumberInput({
  value,
  onChange,
  onBlur,
  name,
  mode = 'numeric',
  prefix,
  width = 'short',
  disabled,
  ...field
}: NumberInputProps) {
  const prefixId = prefix ? `${field.id}-prefix` : undefined;
  return (
    <Field {...field} extraDescribedBy={prefixId}>
      {({ id, describedBy, invalid }) => {
        const input = (
          <input
            id={id}
            name={name ?? id}
            type="text"
            inputMode={mode}
            className={[styles.input, styles[width]].join(' ')}
            value={value == null ? '' : String(value)}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={field.required || undefined}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
          />
        );
        return prefix ? (
          <div className={styles.prefixWrap}>
            <span id={prefixId} className={styles.prefix}>
              {prefix}
            </span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
