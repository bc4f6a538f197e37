import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, type FieldBaseProps, inputStyles as styles } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

export interface TextAreaProps extends FieldBaseProps {
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  rows?: number;
  /** Shows a counter `n / max`. Typing beyond it stays possible; the max-length rule reports it. */
  maxLength?: number;
  /** Delay before the counter is announced to screen readers (ms). */
  announceDelay?: number;
  disabled?: boolean;
}

/** Multi-line text with an optional character counter (visible and politely announced). */
export function TextArea({
  value,
  onChange,
  onBlur,
  name,
  rows = 5,
  maxLength,
  announceDelay = 1000,
  disabled,
  ...field
}: TextAreaProps) {
  const intl = useIntl();
  const text = value ?? '';
  const count = [...text].length;
  const counterId = maxLength ? `${field.id}-counter` : undefined;
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!maxLength) return undefined;
    const timer = window.setTimeout(
      () => setAnnounced(intl.formatMessage(formMessages.counterAnnouncement, { count, max: maxLength })),
      announceDelay,
    );
    return () => window.clearTimeout(timer);
  }, [count, maxLength, announceDelay, intl]);
  return (
    <Field {...field} extraDescribedBy={counterId}>
      {({ id, describedBy, invalid }) => (
        <>
          <textarea
            id={id}
            name={name ?? id}
            className={styles.textarea}
            rows={rows}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={field.required || undefined}
            disabled={disabled}
          />
          {maxLength ? (
            <>
              <p className={[styles.counter, count > maxLength ? styles.counterOver : ''].join(' ')}>
                <span aria-hidden="true">{intl.formatMessage(formMessages.counter, { count, max: maxLength })}</span>
                <span id={counterId} className={styles.visuallyHidden}>
                  {intl.formatMessage(formMessages.counterHint, { max: maxLength })}
                </span>
              </p>
              <div className={styles.visuallyHidden} aria-live="polite" data-testid={`${id}-counter-live`}>
                {announced}
              </div>
            </>
          ) : null}
        </>
      )}
    </Field>
  );
}
