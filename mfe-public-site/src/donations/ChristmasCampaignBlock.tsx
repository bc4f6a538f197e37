import { useIntl } from 'react-intl';
import type { ChristmasCampaignBlock as ChristmasCampaignBlockData } from '@portal/shared-domain';
import { RichText } from '../page/RichText';
import { messages } from './messages';
import styles from './donations.module.css';

/**
 * The Christmas campaign's introduction (issue 15, spec 00 §1.1): a candle whose flame flickers
 * (CSS only; still under prefers-reduced-motion) beside the campaign's title and text. The candle
 * is decoration: hidden from assistive technology. The company variant addresses companies.
 */
export function ChristmasCampaignBlock({ block }: { block: ChristmasCampaignBlockData }) {
  const intl = useIntl();
  const headingId = `block-${block.id}-title`;
  return (
    <section className={styles.christmas} data-variant={block.variant} aria-labelledby={headingId}>
      <div className={styles.candle} aria-hidden="true" data-testid="candle">
        <span className={styles.flame} />
        <span className={styles.wick} />
        <span className={styles.wax} />
      </div>
      <div className={styles.christmasText}>
        <p className={styles.eyebrow}>{intl.formatMessage(block.variant === 'company' ? messages.campaignCompany : messages.campaignInfo)}</p>
        <h2 id={headingId} className={styles.christmasTitle}>
          {block.title}
        </h2>
        {block.text && <RichText html={block.text} />}
      </div>
    </section>
  );
}
