import { defineMessages, useIntl } from 'react-intl';
import { analyticsConsent, withdrawAnalyticsConsent } from '@portal/shared-domain';
import { useObservable } from '@portal/shared-ui';
import styles from './consent.module.css';

const messages = defineMessages({
  settings: {
    id: 'shell.cookies.settings',
    defaultMessage: 'Cookie-Einstellungen',
  },
  accepted: {
    id: 'shell.cookies.settings-accepted',
    defaultMessage: 'Sie haben Statistiken erlaubt. Zurücksetzen und neu entscheiden',
  },
  declined: {
    id: 'shell.cookies.settings-declined',
    defaultMessage: 'Sie haben Statistiken abgelehnt. Zurücksetzen und neu entscheiden',
  },
});

/**
 * The footer's 'Cookie-Einstellungen': once the visitor decided, this withdraws the decision
 * (spec 00 §2.5: the remembered value is cleared and the page reloads, so the banner asks again
 * and no script loaded after the consent stays in the page).
 */
export function CookieSettings() {
  const intl = useIntl();
  const consent = useObservable(analyticsConsent);
  if (consent === null) return null;
  return (
    <li>
      <button
        type="button"
        className={styles.settings}
        title={intl.formatMessage(consent === 'accepted' ? messages.accepted : messages.declined)}
        aria-describedby="cookie-settings-state"
        onClick={() => withdrawAnalyticsConsent()}
      >
        {intl.formatMessage(messages.settings)}
        <span id="cookie-settings-state" className="visually-hidden">
          {intl.formatMessage(consent === 'accepted' ? messages.accepted : messages.declined)}
        </span>
      </button>
    </li>
  );
}
