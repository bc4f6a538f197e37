import { useIntl } from 'react-intl';
import { commonMessages } from './messages';
import styles from './common.module.css';

/** Previous / next paging with the current page announced; buttons stay in place (disabled at the ends). */
export function Pager({
  page,
  pages,
  label,
  onPage,
  disabled,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={styles.secondary} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(commonMessages.previous)}
      </button>
      <span aria-live="polite">{intl.formatMessage(commonMessages.pageOf, { page, pages })}</span>
      <button type="button" className={styles.secondary} disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(commonMessages.next)}
      </button>
    </nav>
  );
}
