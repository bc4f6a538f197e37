import type { HTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from './Field';
import styles from './Input.module.css';

export interface TextInputProps extends FieldBaseProps {
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** Autocomplete token (WCAG 1.3.5), e.g. 'given-name', 'email'. */
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  width?: 'short' | 'medium' | 'full';
  spellCheck?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Single-line text (also e-mail and phone) inside the field wrapper. */
export function TextInput({
  value,
  onChange,
  onBlur,
  name,
  type = 'text',
  autoComplete,
  inputMode,
  width = 'full',
  spellCheck,
  disabled,
  readOnly,
  ...field
}: TextInputProps) {
  return (
    <Field {...field}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name ?? id}
          type={type}
          className={[styles.input, width !== 'full' ? styles[width] : ''].filter(Boolean).join(' ')}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={field.required || undefined}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={spellCheck}
          disabled={disabled}
          readOnly={readOnly}
        />
      )}
    </Field>
  );
}
