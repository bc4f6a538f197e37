import { useIntl } from 'react-intl';
import { SUPPORT_CONTACT } from '../common/support';
import styles from './Dashboard.module.css';
import { dashboardMessages as messages } from './messages';

/** Technical support (spec 00 §1.2) and the notice that status information is given in writing only. */
export function SupportBlock() {
  const intl = useIntl();
  return (
    <aside className={styles.support} aria-labelledby="support-heading">
      <h2 id="support-heading">{intl.formatMessage(messages.supportHeading)}</h2>
      <p>{intl.formatMessage(messages.supportText)}</p>
      <dl className={styles.supportList}>
        <div>
          <dt>{intl.formatMessage(messages.supportEmail)}</dt>
          <dd>
            <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.supportPhone)}</dt>
          <dd>
            <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phone}</a>
            <br />
            {intl.formatMessage(messages.supportHours)}
          </dd>
        </div>
      </dl>
      <p className={styles.notice}>{intl.formatMessage(messages.statusNotice)}</p>
    </aside>
  );
}
