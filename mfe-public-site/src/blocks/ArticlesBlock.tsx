import { useIntl } from 'react-intl';
import { formatContentDate, type ArticleBlock, type ArticleItem, type JournalTeaser } from '@portal/shared-domain';
import { useGetJournalsQuery } from '@portal/shared-ui/data';
import { RubricChip } from '../journal/FilterChips';
import { CardImage } from '../page/images';
import { SiteLink } from '../SiteLink';
import { useSiteLocation } from '../site-location';
import { messages } from '../messages';
import { BlockSection, itemHeading } from './BlockSection';
import { newestJournalsArgs } from './newest-journals';
import styles from './blocks.module.css';

/** How wide a card's picture is shown in each layout (for the browser's choice in srcset). */
const IMAGE_SIZES_ATTR: Record<ArticleBlock['type'], string> = {
  large_articles: '(min-width: 48em) 50vw, 100vw',
  large_articles_long_text: '(min-width: 48em) 50vw, 100vw',
  medium_articles: '(min-width: 64em) 33vw, (min-width: 40em) 50vw, 100vw',
  small_articles: '10rem',
  teasers: '(min-width: 64em) 25vw, (min-width: 40em) 50vw, 100vw',
};

const asArticle = ({ title, url, intro_text, image, date, rubrics }: JournalTeaser): ArticleItem => ({ title, url, intro_text, image, date, rubrics });

function ArticleCard({ item, type, heading: Heading }: { item: ArticleItem; type: ArticleBlock['type']; heading: 'h2' | 'h3' }) {
  const intl = useIntl();
  return (
    <li className={styles.card}>
      {item.image && <CardImage image={item.image} sizes={IMAGE_SIZES_ATTR[type]} className={styles.cardImage} />}
      <div className={styles.cardBody}>
        {(item.date || item.rubrics.length > 0) && (
          <p className={styles.cardMeta}>
            {item.date && <time dateTime={item.date.slice(0, 10)}>{formatContentDate(item.date)}</time>}
            {item.rubrics.map((rubric) => (
              <RubricChip key={rubric.slug} rubric={rubric} />
            ))}
          </p>
        )}
        <Heading className={styles.cardTitle}>
          {/* The whole card is the link's target area (CSS), the heading names it. */}
          <SiteLink to={item.url} className={styles.cardLink}>
            {item.title}
          </SiteLink>
        </Heading>
        {item.intro_text && type !== 'small_articles' && <p className={styles.cardText}>{item.intro_text}</p>}
        <span className={styles.readMore} aria-hidden="true">
          {intl.formatMessage(messages.readMore)}
        </span>
      </div>
    </li>
  );
}

/**
 * Article blocks (spec 00 §2.9): the selected articles and pages, or, with
 * show_newest_journal_entries, the newest journal entries of the block's rubrics
 * (number_of_entries, default 4).
 */
export function ArticlesBlock({ block }: { block: ArticleBlock }) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  const newestArgs = newestJournalsArgs(block, lang);
  const newest = newestArgs !== undefined;
  // Skipped for a block with its own selection: those stand-in arguments are never sent.
  const journals = useGetJournalsQuery(newestArgs ?? { lang, perPage: 1 }, { skip: !newest });
  const items = newest ? (journals.data?.items ?? []).map(asArticle) : block.items;
  const heading = itemHeading(block.title);
  return (
    <BlockSection id={block.id} title={block.title} className={styles.articles}>
      {newest && journals.isLoading && (
        <p role="status" className={styles.status}>
          {intl.formatMessage(messages.journalLoading)}
        </p>
      )}
      {newest && journals.isError && <p className={styles.status}>{intl.formatMessage(messages.journalError)}</p>}
      {newest && journals.isSuccess && items.length === 0 && <p className={styles.status}>{intl.formatMessage(messages.journalEmpty)}</p>}
      {items.length > 0 && (
        <ul className={`${styles.cards} ${styles[block.type]}`} data-layout={block.type}>
          {items.map((item) => (
            <ArticleCard key={item.url} item={item} type={block.type} heading={heading} />
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
