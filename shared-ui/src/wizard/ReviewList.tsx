import { useIntl } from 'react-intl';
import { currentData, visibleFields, summarizeField } from '@portal/shared-domain/wizard';
import type { Flow, FlowStatus, WizardState } from '@portal/shared-domain/wizard';
import { useIntlLang, useLabel } from './label';
import { wizardMessages } from './messages';
import styles from './Wizard.module.css';

export interface ReviewListProps {
  flow: Flow;
  state: WizardState;
  status: FlowStatus;
  /** "Ändern": go to the question (and come back here after saving). */
  onChange: (code: string) => void;
}

/**
 * The check-answers page (GOV.UK pattern) built from the same flow definition: every visible
 * question page with fields, each shown field as its kind summarises it (the PDF uses the same
 * summaries), and an "Ändern" button per question (locked questions have none).
 */
export function ReviewList({ flow, state, status, onChange }: ReviewListProps) {
  const intl = useIntl();
  const text = useLabel();
  const lang = useIntlLang();
  const questions = flow.questions.filter((q) => q.page === 'question' && q.fields.length > 0 && !status.questions[q.code]?.shouldSkip);

  return (
    <dl className={styles.review}>
      {questions.flatMap((question) => {
        const data = currentData(question, state);
        const locked = status.questions[question.code]?.isLocked;
        return visibleFields(question.fields, data, state.records).map((field, index) => {
          const label = text(field.label) || text(question.title) || question.code;
          return (
            <div key={`${question.code}-${field.name}`} className={styles.reviewRow}>
              <dt className={styles.reviewKey}>{label}</dt>
              <dd className={styles.reviewValue}>
                {summarizeField(field, data[field.name], { lang }).map((line, i) => (
                  <span key={i} className={styles.reviewLine}>
                    {line}
                  </span>
                ))}
              </dd>
              <dd className={styles.reviewAction}>
                {index === 0 && !locked && (
                  <button type="button" className={styles.linkButton} onClick={() => onChange(question.code)}>
                    {intl.formatMessage(wizardMessages.reviewChange)}
                    <span className={styles.visuallyHidden}> {label}</span>
                  </button>
                )}
              </dd>
            </div>
          );
        });
      })}
    </dl>
  );
}
