import { Fragment, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Rubric, Tag } from '@portal/shared-domain';
import { SiteLink } from '../SiteLink';
import { journalFilterPath } from './journal-state';
import { journalMessages } from './messages';
import labels from '../labels.module.css';
import styles from './journal.module.css';

/**
 * A sentence of which only `visible` is shown; the rest is read by screen readers. The link's name
 * says where it leads ('Alle Beiträge der Rubrik Geschichten') while the chip shows the title, in
 * each language's word order.
 */
function useHiddenSentence(message: MessageDescriptor, key: string, visible: ReactNode): ReactNode {
  const intl = useIntl();
  const parts = intl.formatMessage(message, { [key]: <Fragment key="visible">{visible}</Fragment> }) as unknown as ReactNode;
  return (Array.isArray(parts) ? parts : [parts]).map((part, index) =>
    typeof part === 'string' ? (
      <span key={index} className="visually-hidden">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** A rubric's label as a link to its rubric page (`/journal?rubrics[]=…`). */
export function RubricChip({ rubric }: { rubric: Rubric }) {
  const content = useHiddenSentence(journalMessages.filterByRubric, 'rubric', rubric.title);
  return (
    <SiteLink to={journalFilterPath({ rubrics: [rubric.slug] })} className={`${labels.rubric} ${styles.chipLink}`}>
      {content}
    </SiteLink>
  );
}

/** A tag as '#title', linking to the journal filtered by it (`/journal?tags[]=…`). */
export function TagChip({ tag }: { tag: Tag }) {
  const content = useHiddenSentence(
    journalMessages.filterByTag,
    'tag',
    <>
      <span aria-hidden="true">#</span>
      {tag.title}
    </>,
  );
  return (
    <SiteLink to={journalFilterPath({ tags: [tag.slug] })} className={`${styles.tagChip} ${styles.chipLink}`}>
      {content}
    </SiteLink>
  );
}
