import { useIntl } from 'react-intl';
import { analyticsConsent, mapsEmbedUrl, mapsLink, publicConfig, type MapsCardBlock as MapsCardBlockData } from '@portal/shared-domain';
import { CONSENT_ON_SERVER, PUBLIC_CONFIG_ON_SERVER, useBrowserState } from '../browser-state';
import { ConsentPlaceholder } from '../consent/ConsentPlaceholder';
import { messages } from '../messages';
import { BlockSection } from './BlockSection';
import styles from './blocks.module.css';

/**
 * A location: its address, the maps service's map when the deployment configured the service
 * (an embed that waits for the visitor's consent, with a placeholder until then) and a link that
 * opens it in the maps service.
 */
export function MapsCardBlock({ block }: { block: MapsCardBlockData }) {
  const intl = useIntl();
  const consent = useBrowserState(analyticsConsent, CONSENT_ON_SERVER);
  const embed = mapsEmbedUrl(useBrowserState(publicConfig, PUBLIC_CONFIG_ON_SERVER), block.latitude, block.longitude);
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
      {embed && (
        <div className={styles.map}>
          {consent === 'accepted' ? (
            <iframe src={embed} title={block.title ?? lines[0] ?? intl.formatMessage(messages.openMap)} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
          ) : (
            <ConsentPlaceholder kind="map" />
          )}
        </div>
      )}
      <a className={styles.buttonLink} href={mapsLink(block.latitude, block.longitude)} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(messages.openMap)}
        <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>
      </a>
    </BlockSection>
  );
}
