import { useIntl } from 'react-intl';
import type { NewsletterBlock as NewsletterBlockData } from '@portal/shared-domain';
import { BlockSection } from '../blocks/BlockSection';
import { newsletterMessages as m } from './messages';
import { RichText } from '../page/RichText';
import { NewsletterForm } from './NewsletterForm';
import styles from './newsletter.module.css';

/** The newsletter block: its title (default 'Newsletter'), text and the sign-up form. */
export function NewsletterBlock({ block }: { block: NewsletterBlockData }) {
  const intl = useIntl();
  return (
    <BlockSection id={block.id} title={block.title ?? intl.formatMessage(m.title)} className={styles.block}>
      {block.text && <RichText html={block.text} className={styles.text} />}
      <NewsletterForm idPrefix={`newsletter-${block.id}`} headingLevel="h3" />
    </BlockSection>
  );
}
