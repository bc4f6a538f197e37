import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages } from './messages';
import styles from './Field.module.css';

// Instructions need the form kit's Markdown module only (a quick check already has it, a wizard
// has it with the form kit); light forms without instructions never fetch it.
const loadMarkdown = () => import('../form/Markdown');
const Markdown = lazy(() => loadMarkdown().then((module) => ({ default: module.Markdown })));

/** One error or the list of a field's errors: only the first one is ever shown (spec 00 §5.2). */
export type FieldError = string | readonly string[] | null | undefined;

export function firstError(error: FieldError): string | undefined {
  if (error == null) return undefined;
  if (typeof error === 'string') return error || undefined;
  return error.find((message) => !!message);
}

/** Joins id references for aria-describedby; undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter((value): value is string => !!value);
  return list.length ? list.join(' ') : undefined;
}

/** Props every field component shares with the wrapper. */
export interface FieldBaseProps {
  /** Id of the control; the error summary links to it (`#id`). */
  id: string;
  /** Visible label (for groups: the legend). */
  label: string;
  /** False (default) adds '(optional)' to the label: the field's rules do not include required. */
  required?: boolean;
  /** Markdown instructions behind an info toggle. */
  instructions?: string;
  /** Short hint shown under the label at all times. */
  hint?: ReactNode;
  /** Validation error(s); only the first is shown. */
  error?: FieldError;
  /** Hide the label visually (it stays available to assistive technology). */
  hideLabel?: boolean;
  className?: string;
}

export interface FieldControlProps {
  id: string;
  /** Value for the control's aria-describedby (hint, counter, error). */
  describedBy: string | undefined;
  invalid: boolean;
  errorId: string | undefined;
}

export interface FieldProps extends FieldBaseProps {
  /** 'group' renders a fieldset with a legend (radio/checkbox groups, composite inputs). */
  as?: 'single' | 'group';
  /** Extra ids to describe the control (e.g. a character counter). */
  extraDescribedBy?: string;
  /** For 'group' the hint and error describe the fieldset; the render prop gets no describedBy. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The form field wrapper of spec 00 §2.17: label (+ '(optional)'), an info toggle revealing
 * markdown instructions, a hint, and the first validation error, linked to the control with
 * aria-describedby and aria-invalid.
 */
export function Field({
  id,
  label,
  required = false,
  instructions,
  hint,
  error,
  hideLabel,
  className,
  as = 'single',
  extraDescribedBy,
  children,
}: FieldProps) {
  const intl = useIntl();
  const [infoOpen, setInfoOpen] = useState(false);
  const reactId = useId();
  const infoId = `${id}-info-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const message = firstError(error);
  const errorId = message ? `${id}-error` : undefined;
  const describe = describedBy(hintId, extraDescribedBy, errorId);
  // Fetched while the instructions are still closed, so opening them does not wait (the
  // markdown renderer too, when they are more than plain paragraphs).
  useEffect(() => {
    if (!instructions) return;
    void loadMarkdown().then((module) => {
      if (module.needsMarkdownRenderer(instructions)) void module.loadMarkdownRenderer();
    });
  }, [instructions]);
  const labelText = (
    <>
      {label}
      {!required && <span className={styles.optional}> {intl.formatMessage(fieldMessages.optional)}</span>}
    </>
  );
  const infoToggle = instructions ? (
    <button
      type="button"
      className={styles.infoToggle}
      aria-expanded={infoOpen}
      aria-controls={infoId}
      onClick={() => setInfoOpen((open) => !open)}
    >
      <span aria-hidden="true" className={styles.infoIcon}>
        i
      </span>
      <span className={styles.visuallyHidden}>{intl.formatMessage(fieldMessages.infoToggle, { label })}</span>
    </button>
  ) : null;
  const info = instructions ? (
    <div id={infoId} className={styles.info} hidden={!infoOpen}>
      {infoOpen && (
        <Suspense fallback={<p className={styles.markdownPending}>{instructions}</p>}>
          <Markdown source={instructions} />
        </Suspense>
      )}
    </div>
  ) : null;
  const hintNode = hint ? (
    <div id={hintId} className={styles.hint}>
      {hint}
    </div>
  ) : null;
  const errorNode = message ? (
    <p id={errorId} className={styles.error}>
      <span className={styles.visuallyHidden}>{intl.formatMessage(fieldMessages.errorPrefix)} </span>
      {message}
    </p>
  ) : null;
  const rootClass = [styles.field, message ? styles.fieldInvalid : '', className ?? ''].filter(Boolean).join(' ');

  if (as === 'group') {
    return (
      <div className={rootClass}>
        <fieldset className={styles.fieldset} aria-describedby={describe}>
          <legend className={hideLabel ? styles.visuallyHidden : styles.legend}>{labelText}</legend>
          {infoToggle}
          <div className={styles.groupBody}>
            {info}
            {hintNode}
            {errorNode}
            {children({ id, describedBy: undefined, invalid: !!message, errorId })}
          </div>
        </fieldset>
      </div>
    );
  }
  return (
    <div className={rootClass}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={hideLabel ? styles.visuallyHidden : styles.label}>
          {labelText}
        </label>
        {infoToggle}
      </div>
      {info}
      {hintNode}
      {errorNode}
      {children({ id, describedBy: describe, invalid: !!message, errorId })}
    </div>
  );
}
