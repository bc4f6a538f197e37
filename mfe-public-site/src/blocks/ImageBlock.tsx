import type { ImageBlock as ImageBlockData } from '@portal/shared-domain';
import { ContentImageView } from '../page/images';
import styles from './blocks.module.css';

/** An image in the text column, with its caption. */
export function ImageBlock({ block }: { block: ImageBlockData }) {
  return (
    <figure className={`${styles.block} ${styles.figure}`}>
      <ContentImageView image={block.image} className={styles.figureImage} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}
