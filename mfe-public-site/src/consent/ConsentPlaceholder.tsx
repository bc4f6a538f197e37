import { defineMessages, useIntl } from 'react-intl';
import { decideAnalyticsConsent } from '@portal/shared-domain';
import styles from './ConsentPlaceholder.module.css';

const messages = defineMessages({
  video: {
    id: 'public-site.consent.video',
    defaultMessage: 'Zum Anzeigen des Videos müssen Sie Cookies akzeptieren.',
  },
  map: {
    id: 'public-site.consent.map',
    defaultMessage: 'Zum Anzeigen der Karte müssen Sie Cookies akzeptieren.',
  },
  accept: {
    id: 'public-site.consent.accept',
    defaultMessage: 'Cookies akzeptieren',
  },
});

/**
 * Stands in for a third-party embed (video, map) until the visitor consented (spec 00 §2.5):
 * nothing of the service is requested before. Accepting here is the same decision as in the
 * banner (remembered, event emitted), and every embed on the page then loads.
 */
export function ConsentPlaceholder({ kind }: { kind: 'video' | 'map' }) {
  const intl = useIntl();
  return (
    <div className={styles.placeholder} data-testid={`consent-placeholder-${kind}`}>
      <p>{intl.formatMessage(kind === 'video' ? messages.video : messages.map)}</p>
      <button type="button" className={styles.button} onClick={() => decideAnalyticsConsent(true)}>
        {intl.formatMessage(messages.accept)}
      </button>
    </div>
  );
}
