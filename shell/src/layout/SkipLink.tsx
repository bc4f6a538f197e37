import { defineMessages, useIntl } from 'react-intl';
import styles from './Shell.module.css';

const messages = defineMessages({
  skip: { id: 'shell.skip-to-content', defaultMessage: 'Zum Inhalt springen' },
});

export function SkipLink() {
  const intl = useIntl();
  return (
    <a className={styles.skipLink} href="#content">
      {intl.formatMessage(messages.skip)}
    </a>
  );
}
