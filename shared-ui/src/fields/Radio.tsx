import type { ReactNode } from 'react';
import styles from './Choice.module.css';

export interface RadioProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onSelect: () => void;
  hint?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
}

/** One native radio button with its label (and optional hint); the building block of groups. */
export function Radio({ id, name, label, checked, onSelect, hint, describedBy, invalid, disabled, required }: RadioProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.option}>
      <input
        id={id}
        type="radio"
        name={name}
        className={styles.control}
        checked={checked}
        onChange={onSelect}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        required={required}
      />
      <label htmlFor={id} className={styles.optionLabel}>
        {label}
        {hint && (
          <span id={hintId} className={styles.optionHint}>
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}
