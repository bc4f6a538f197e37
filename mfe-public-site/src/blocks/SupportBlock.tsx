import { useIntl } from 'react-intl';
import type { SupportBlock as SupportBlockData } from '@portal/shared-domain';
import { messages } from '../messages';
import { BlockSection } from './BlockSection';
import { ContactDetails } from './ContactDetails';
import styles from './blocks.module.css';

/** Technical support (spec 00 §1.2): support e-mail, hotline and hours. */
export function SupportBlock({ block }: { block: SupportBlockData }) {
  const intl = useIntl();
  return (
    <BlockSection id={block.id} title={block.title ?? intl.formatMessage(messages.supportTitle)} className={styles.support}>
      <ContactDetails email={block.email} phone={block.phone} hours={block.hours} />
    </BlockSection>
  );
}
