import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatContentDate, type ContentPage } from '@portal/shared-domain';
import { RubricChip, TagChip } from '../journal/FilterChips';
import { messages } from '../messages';
import styles from './Page.module.css';

/** A named list of labels (rubrics, tags), each a link to the journal filtered by it; the name is for screen readers. */
function LabelList({ name, items }: { name: string; items: { slug: string; chip: ReactNode }[] }) {
  if (items.length === 0) return null;
  return (
    <dl className={styles.labels}>
      <dt>{name}</dt>
      {items.map((item) => (
        <dd key={item.slug}>{item.chip}</dd>
      ))}
    </dl>
  );
}

/** A journal entry's date (dd.MM.yyyy), rubrics and tags. */
export function JournalMeta({ page }: { page: ContentPage }) {
  const intl = useIntl();
  return (
    <div className={styles.journalMeta}>
      {page.date && (
        <p className={styles.date}>
          {intl.formatMessage(messages.published)} <time dateTime={page.date.slice(0, 10)}>{formatContentDate(page.date)}</time>
        </p>
      )}
      <LabelList name={intl.formatMessage(messages.rubrics)} items={page.rubrics.map((rubric) => ({ slug: rubric.slug, chip: <RubricChip rubric={rubric} /> }))} />
      <LabelList name={intl.formatMessage(messages.tags)} items={page.tags.map((tag) => ({ slug: tag.slug, chip: <TagChip tag={tag} /> }))} />
    </div>
  );
}
