import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { wizardMessages } from './messages';
import styles from './Wizard.module.css';

export interface ErrorSummaryItem {
  /** Id of the field to focus. */
  targetId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: ReadonlyArray<ErrorSummaryItem>;
  title?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * GOV.UK error summary: role=alert so it is announced when it appears, a heading, and a link per
 * error that moves focus to the field (and scrolls it into view).
 */
export function ErrorSummary({ errors, title, ref }: ErrorSummaryProps) {
  const intl = useIntl();
  if (errors.length === 0) return null;
  const headingId = 'wizard-error-summary-title';
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className={styles.errorSummaryTitle}>
        {title ?? intl.formatMessage(wizardMessages.errorSummaryTitle)}
      </h2>
      <ul className={styles.errorSummaryList}>
        {errors.map((error) => (
          <li key={error.targetId}>
            <a
              href={`#${error.targetId}`}
              onClick={(event) => {
                const target = document.getElementById(error.targetId);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView?.({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
