import { useEffect, useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { formatContentDate, type JournalTeaser } from '@portal/shared-domain';
import { useGetJournalsQuery } from '@portal/shared-ui/data';
import { CardImage } from '../page/images';
import { SiteLink } from '../SiteLink';
import { useSiteLocation } from '../site-location';
import { messages } from '../messages';
import { RubricChip, TagChip } from './FilterChips';
import { journalResultsArgs, type JournalState } from './journal-state';
import blockStyles from '../blocks/blocks.module.css';
import styles from './journal.module.css';

/** The API query of one page of results for a state. */
export function useResultsPage(state: JournalState, page: number) {
  const { lang } = useSiteLocation();
  return useGetJournalsQuery(journalResultsArgs(state, page, lang));
}

/** One result: picture, date, rubric and tag chips (links to the filtered journal), title link, intro. */
function ResultCard({ entry, itemRef }: { entry: JournalTeaser; itemRef?: Ref<HTMLLIElement> }) {
  const intl = useIntl();
  return (
    <li ref={itemRef} className={`${blockStyles.card} ${styles.result}`}>
      {entry.image && <CardImage image={entry.image} sizes="(min-width: 48em) 50vw, 100vw" className={blockStyles.cardImage} />}
      <div className={blockStyles.cardBody}>
        <p className={blockStyles.cardMeta}>
          <time dateTime={entry.date.slice(0, 10)}>{formatContentDate(entry.date)}</time>
          {entry.rubrics.map((rubric) => (
            <RubricChip key={rubric.slug} rubric={rubric} />
          ))}
        </p>
        <h3 className={blockStyles.cardTitle}>
          <SiteLink to={entry.url} className={blockStyles.cardLink}>
            {entry.title}
          </SiteLink>
        </h3>
        {entry.intro_text && <p className={blockStyles.cardText}>{entry.intro_text}</p>}
        {entry.tags.length > 0 && (
          <p className={styles.resultTags}>
            {entry.tags.map((tag) => (
              <TagChip key={tag.slug} tag={tag} />
            ))}
          </p>
        )}
        <span className={blockStyles.readMore} aria-hidden="true">
          {intl.formatMessage(messages.readMore)}
        </span>
      </div>
    </li>
  );
}

/**
 * The results of one page (pages after the first are added by "Mehr laden"). When `focusFirst`,
 * keyboard focus moves to the first new result once it is there, so the visitor reads on where
 * the new entries begin.
 */
export function ResultsPage({ state, page, focusFirst }: { state: JournalState; page: number; focusFirst: boolean }) {
  const { currentData } = useResultsPage(state, page);
  const first = useRef<HTMLLIElement>(null);
  const items = currentData?.items ?? [];
  useEffect(() => {
    if (focusFirst && items.length > 0) first.current?.querySelector<HTMLAnchorElement>('h3 a')?.focus();
  }, [focusFirst, items.length]);
  return (
    <>
      {items.map((entry, index) => (
        <ResultCard key={entry.url} entry={entry} itemRef={index === 0 ? first : undefined} />
      ))}
    </>
  );
}
