import { useIntl } from 'react-intl';
import { Modal } from '@portal/shared-ui/fields';
import { wizardMessages } from './messages';
import styles from './Wizard.module.css';

export interface QuickCheckResultProps {
  /** The engine's QuickCheckPopup kind; null hides the pop-up. */
  kind: 'success' | 'failure' | null;
  /** Failure reason (translated text of the pop-up, e.g. popup3). */
  reason?: string;
  /** Dismiss: the pop-up closes and the answer can be changed (spec 00 §4.6). */
  onDismiss: () => void;
  /** Success: go to the application. */
  onApply?: () => void;
  /** Link to the foundation's contact page (failure pop-ups ask the user to get in touch). */
  contactHref?: string;
}

/**
 * Quick-check result pop-ups (spec 00 §2.16): success 'Unterstützung möglich!' with a way to
 * apply, failure 'Nicht alle Kriterien erfüllt!' with the reason and a call to contact the
 * foundation. Modal: moving on is possible only after it is dismissed.
 */
export function QuickCheckResult({ kind, reason, onDismiss, onApply, contactHref }: QuickCheckResultProps) {
  const intl = useIntl();
  if (!kind) return null;
  const success = kind === 'success';
  return (
    <Modal
      open
      onClose={onDismiss}
      tone={kind}
      title={intl.formatMessage(success ? wizardMessages.quickCheckSuccessTitle : wizardMessages.quickCheckFailureTitle)}
      actions={
        success ? (
          <>
            <button type="button" className={styles.secondary} onClick={onDismiss}>
              {intl.formatMessage(wizardMessages.quickCheckDismiss)}
            </button>
            {onApply && (
              <button type="button" className={styles.primary} onClick={onApply}>
                {intl.formatMessage(wizardMessages.quickCheckApply)}
              </button>
            )}
          </>
        ) : (
          <>
            <button type="button" className={styles.secondary} onClick={onDismiss}>
              {intl.formatMessage(wizardMessages.quickCheckDismiss)}
            </button>
            {contactHref && (
              <a className={styles.primaryLink} href={contactHref}>
                {intl.formatMessage(wizardMessages.quickCheckContactLink)}
              </a>
            )}
          </>
        )
      }
    >
      {success ? (
        <p>{intl.formatMessage(wizardMessages.quickCheckSuccessText)}</p>
      ) : (
        <>
          {reason && <p>{reason}</p>}
          <p>{intl.formatMessage(wizardMessages.quickCheckContact)}</p>
        </>
      )}
    </Modal>
  );
}
