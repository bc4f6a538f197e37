import type { QuoteBlock as QuoteBlockData } from '@portal/shared-domain';
import { PortraitImage } from '../page/images';
import styles from './blocks.module.css';

/** A quote with its author. */
export function QuoteBlock({ block }: { block: QuoteBlockData }) {
  return (
    <figure className={`${styles.block} ${styles.quote}`}>
      {block.image && <PortraitImage image={block.image} className={styles.quoteImage} />}
      <div>
        <blockquote>
          <p>{block.quote}</p>
        </blockquote>
        {block.author && (
          <figcaption>
            <span className={styles.quoteAuthor}>{block.author}</span>
            {block.role && <span>, {block.role}</span>}
          </figcaption>
        )}
      </div>
    </figure>
  );
}
