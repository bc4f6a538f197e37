import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS, loadingState } from '@portal/shared-domain';
import { useObservable } from '@portal/shared-ui';
import styles from './Shell.module.css';

const messages = defineMessages({
  failed: { id: 'shell.loading.failed', defaultMessage: 'Beim Laden ist ein Fehler aufgetreten.' },
});

/** Page-wide loading bar: appears only after 200 ms of pending requests, runs over 5 s, red on failure. */
export function LoadingBar() {
  const intl = useIntl();
  const { pending, failed } = useObservable(loadingState);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (pending === 0) {
      const hide = setTimeout(() => setVisible(false), failed ? LOADING_BAR_DURATION_MS : 300);
      return () => clearTimeout(hide);
    }
    const show = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(show);
  }, [pending, failed]);

  return (
    <>
      <div
        className={[styles.loadingBar, visible ? styles.loadingVisible : '', pending === 0 ? styles.loadingDone : '', failed ? styles.loadingFailed : ''].join(' ')}
        style={{ ['--loading-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
        data-state={failed ? 'failed' : pending > 0 ? 'loading' : 'idle'}
        aria-hidden="true"
      />
      <p role="status" className="visually-hidden">
        {failed && visible ? intl.formatMessage(messages.failed) : ''}
      </p>
    </>
  );
}
