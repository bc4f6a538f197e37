import { defineMessages, useIntl } from 'react-intl';
import { PRODUCT_NAME, navigateToPath, withLangPrefix } from '@portal/shared-domain';
import { useLang } from '@portal/shared-ui';
import styles from './Shell.module.css';

const messages = defineMessages({
  home: { id: 'shell.logo.home', defaultMessage: '{product} – zur Startseite' },
});

export function Logo() {
  const intl = useIntl();
  const href = withLangPrefix('/', useLang());
  return (
    <a
      className={styles.logo}
      href={href}
      aria-label={intl.formatMessage(messages.home, { product: PRODUCT_NAME })}
      onClick={(event) => {
        event.preventDefault();
        navigateToPath(href);
      }}
    >
      <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" focusable="false">
        <circle cx="18" cy="18" r="17" fill="currentColor" />
        <path d="M10 22c3-6 13-6 16 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="18" cy="13" r="3.5" fill="#fff" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </a>
  );
}
