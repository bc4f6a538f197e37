import { useIntl } from 'react-intl';
import { mapsLink, type MapsCardBlock as MapsCardBlockData } from '@portal/shared-domain';
import { messages } from '../messages';
import { BlockSection } from './BlockSection';
import styles from './blocks.module.css';

/**
 * A location: its address and a link that opens it in the maps service. No script or embed of
 * the service on the page (that waits for the visitor's consent).
 */
export function MapsCardBlock({ block }: { block: MapsCardBlockData }) {
  const intl = useIntl();
  const lines = block.address.split('\n').map((line) => line.trim()).filter(Boolean);
  return (
    <BlockSection id={block.id} title={block.title} className={styles.mapsCard}>
      <address>
        {lines.map((line, index) => (
          <span key={index} className={styles.addressLine}>
            {line}
          </span>
        ))}
      </address>
      <a className={styles.buttonLink} href={mapsLink(block.latitude, block.longitude)} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(messages.openMap)}
        <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>
      </a>
    </BlockSection>
  );
}
