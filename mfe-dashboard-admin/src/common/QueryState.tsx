import { useIntl } from 'react-intl';
import { commonMessages } from './messages';
import styles from './common.module.css';

/** Accessible busy state: a polite status region, the surrounding region marks aria-busy itself. */
export function Loading({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <p role="status" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      {label ?? intl.formatMessage(commonMessages.loading)}
    </p>
  );
}

/** Error state with the server's message (when any) and a retry button. */
export function LoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.error}>
      <p>{intl.formatMessage(commonMessages.loadError)}</p>
      {message && <p>{message}</p>}
      {onRetry && (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {intl.formatMessage(commonMessages.retry)}
        </button>
      )}
    </div>
  );
}

/** The message of an RTK Query error (PortalQueryError or a serialized error). */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: { message?: unknown } }).data;
  if (data && typeof data.message === 'string') return data.message;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
