import { useIntl } from 'react-intl';
import { formatContentDate, type ContentPage } from '@portal/shared-domain';
import { messages } from '../messages';
import labels from '../labels.module.css';
import styles from './Page.module.css';

/** A named list of labels (rubrics, tags); the name is for screen readers. */
function LabelList({ name, items }: { name: string; items: { slug: string; text: string; className: string }[] }) {
  if (items.length === 0) return null;
  return (
    <dl className={styles.labels}>
      <dt>{name}</dt>
      {items.map((item) => (
        <dd key={item.slug} className={item.className}>
          {item.text}
        </dd>
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
      <LabelList name={intl.formatMessage(messages.rubrics)} items={page.rubrics.map(({ slug, title }) => ({ slug, text: title, className: labels.rubric }))} />
      <LabelList name={intl.formatMessage(messages.tags)} items={page.tags.map(({ slug, title }) => ({ slug, text: `#${title}`, className: styles.tag }))} />
    </div>
  );
}
