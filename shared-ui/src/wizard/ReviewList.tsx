import { useIntl } from 'react-intl';
import { type Flow, type WizardContext, type WizardState } from '@portal/shared-domain/wizard-core';
import { summarizeAnswers } from '@portal/shared-domain/wizard';
import { knownFileName } from './file-names';
import { useIntlLang } from './label';
import { wizardMessages } from './messages';
import styles from './Wizard.module.css';

export interface ReviewListProps {
  flow: Flow;
  state: WizardState;
  context: Pick<WizardContext, 'user' | 'now'>;
  /** "Ändern": go to the question (and come back here after saving). */
  onChange: (code: string) => void;
}

/**
 * The check-answers page (GOV.UK pattern): every shown answer as the engine summarises it (the
 * application PDF prints the same), and an "Ändern" button per question (locked ones have none).
 */
export function ReviewList({ flow, state, context, onChange }: ReviewListProps) {
  const intl = useIntl();
  const lang = useIntlLang();
  const rows = summarizeAnswers(flow, state, { ...context, lang, fileName: knownFileName }).flatMap((section) => section.rows);
  return (
    <dl className={styles.review}>
      {rows.map((row, index) => (
        <div key={`${row.code}-${index}`} className={styles.reviewRow}>
          <dt className={styles.reviewKey}>{row.label}</dt>
          <dd className={styles.reviewValue}>
            {row.lines.map((line, i) => (
              <span key={i} className={styles.reviewLine}>
                {line}
              </span>
            ))}
          </dd>
          <dd className={styles.reviewAction}>
            {row.first && !row.locked && (
              <button type="button" className={styles.linkButton} onClick={() => onChange(row.code)}>
                {intl.formatMessage(wizardMessages.reviewChange)}
                <span className={styles.visuallyHidden}> {row.label}</span>
              </button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
