import type { LinkCardsBlock as LinkCardsBlockData } from '@portal/shared-domain';
import { CardImage } from '../page/images';
import { SiteLink } from '../SiteLink';
import { BlockSection, itemHeading } from './BlockSection';
import styles from './blocks.module.css';

/** Cards that lead to portal routes or pages, e.g. the quick checks on the 'apply for funds' page. */
export function LinkCardsBlock({ block }: { block: LinkCardsBlockData }) {
  const Heading = itemHeading(block.title);
  return (
    <BlockSection id={block.id} title={block.title}>
      <ul className={`${styles.cards} ${styles.linkCards}`}>
        {block.cards.map((card) => (
          <li key={card.url} className={`${styles.card} ${styles.linkCard}`}>
            {card.image && <CardImage image={card.image} sizes="(min-width: 64em) 33vw, (min-width: 40em) 50vw, 100vw" className={styles.cardImage} />}
            <div className={styles.cardBody}>
              <Heading className={styles.cardTitle}>{card.title}</Heading>
              {card.text && <p className={styles.cardText}>{card.text}</p>}
              <SiteLink to={card.url} className={styles.buttonLink}>
                {card.link_text}
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
