import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '@portal/shared-ui/fields';
import { commonMessages } from './messages';
import { errorMessage } from './QueryState';
import styles from './common.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen; irreversible actions add the 'cannot be undone' sentence. */
  children?: ReactNode;
  irreversible?: boolean;
  confirmLabel: string;
  /** Runs the action; `false` or a rejection keeps the dialog open (a rejection shows its error). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Set to false while extra input in the dialog is invalid. */
  confirmDisabled?: boolean;
  danger?: boolean;
}

/** A confirm dialog (alertdialog) built on the form kit's modal: focus trap, Escape, focus return. */
export function ConfirmDialog({
  open,
  title,
  children,
  irreversible,
  confirmLabel,
  onConfirm,
  onClose,
  confirmDisabled,
  danger,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await onConfirm();
      setBusy(false);
      if (result !== false) onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorMessage(error) ?? intl.formatMessage(commonMessages.loadError));
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      role="alertdialog"
      actions={
        <>
          <button
            type="submit"
            form={formId}
            className={danger ? styles.danger : styles.primary}
            disabled={busy || confirmDisabled}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
          <button type="button" className={styles.secondary} onClick={close} disabled={busy}>
            {intl.formatMessage(commonMessages.cancel)}
          </button>
        </>
      }
    >
      {/* A form, so Enter in a field of the dialog (reassign e-mail, granted amount) confirms as in any form. */}
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !confirmDisabled) void confirm();
        }}
      >
        {children}
        {irreversible && <p className={styles.warning}>{intl.formatMessage(commonMessages.cannotBeUndone)}</p>}
        {failure && (
          <p role="alert" className={styles.inlineError}>
            {intl.formatMessage(commonMessages.actionFailed, { message: failure })}
          </p>
        )}
      </form>
    </Modal>
  );
}
