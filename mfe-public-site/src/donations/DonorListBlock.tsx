import { useIntl } from 'react-intl';
import type { DonorListBlock as DonorListBlockData } from '@portal/shared-domain';
import { useGetDonorsQuery } from '@portal/shared-ui/data';
import { BlockSection } from '../blocks/BlockSection';
import { messages } from './messages';
import styles from './donations.module.css';

/** The names of a campaign's donors who agreed to be listed (issue 15), newest first. */
export function DonorListBlock({ block }: { block: DonorListBlockData }) {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetDonorsQuery(block.campaign);
  return (
    <BlockSection id={block.id} title={block.title ?? intl.formatMessage(messages.donorsTitle)} className={styles.donors}>
      {isLoading && <p role="status">{intl.formatMessage(messages.donorsLoading)}</p>}
      {isError && <p className={styles.unavailable}>{intl.formatMessage(messages.donorsError)}</p>}
      {data && data.names.length === 0 && <p className={styles.note}>{intl.formatMessage(messages.donorsEmpty)}</p>}
      {data && data.names.length > 0 && (
        <ul className={styles.donorNames}>
          {data.names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
