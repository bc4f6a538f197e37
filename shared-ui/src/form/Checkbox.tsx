import { useIntl } from 'react-intl';
import { describedBy as joinIds, firstError, type FieldBaseProps, fieldMessages, fieldStyles, choiceStyles as styles } from '@portal/shared-ui/fields';

export interface CheckboxProps extends Omit<FieldBaseProps, 'hideLabel' | 'instructions'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  /** One choice inside a larger field ('Wir haben kein Logo'): no '(optional)' marker of its own. */
  choice?: boolean;
}

/**
 * A single yes/no checkbox whose label is the statement confirmed (e.g. 'I have read…'). A
 * required checkbox must be ticked; the first error is linked with aria-describedby.
 */
export function Checkbox({ id, label, required = false, hint, error, checked, onChange, name, disabled, className, choice = false }: CheckboxProps) {
  const intl = useIntl();
  const message = firstError(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className={[styles.checkField, message ? fieldStyles.fieldInvalid : '', className ?? ''].join(' ')}>
      {message && (
        <p id={errorId} className={fieldStyles.error}>
          <span className={fieldStyles.visuallyHidden}>{intl.formatMessage(fieldMessages.errorPrefix)} </span>
          {message}
        </p>
      )}
      <div className={styles.option}>
        <input
          id={id}
          name={name ?? id}
          type="checkbox"
          className={styles.control}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={joinIds(hintId, errorId)}
          aria-invalid={!!message || undefined}
          aria-required={required || undefined}
          disabled={disabled}
        />
        <label htmlFor={id} className={styles.optionLabel}>
          {label}
          {!required && !choice && <span className={fieldStyles.optional}> {intl.formatMessage(fieldMessages.optional)}</span>}
          {hint && (
            <span id={hintId} className={styles.optionHint}>
              {hint}
            </span>
          )}
        </label>
      </div>
    </div>
  );
}
