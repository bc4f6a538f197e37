import { useIntl } from 'react-intl';
import { Modal } from '@portal/shared-ui/fields';
import { newsletterMessages as m } from './messages';
import { NewsletterForm } from './NewsletterForm';
import styles from './newsletter.module.css';

/**
 * The pop-up's dialog with its form. Its own chunk: the form kit (and the validation and wizard
 * modules it brings along) is fetched when the pop-up opens, never on a page's first load.
 */
export function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal open onClose={onClose} title={intl.formatMessage(m.popupTitle)}>
      <p className={styles.popupText}>{intl.formatMessage(m.popupText)}</p>
      <NewsletterForm idPrefix="newsletter-popup" headingLevel="h3" />
    </Modal>
  );
}
