import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { routePath } from '@portal/shared-domain';
import { useLang } from '@portal/shared-ui';
import { settlementMessages as messages } from './messages';
import styles from './Settlement.module.css';

/** Route name of the applicant's dashboard ("close", and "back" before the first page). */
export const DASHBOARD_ROUTE = 'gesuche-uebersicht';

/** A real link to the dashboard (opens in a new tab too), followed inside the single-page portal. */
export function DashboardLink() {
  const intl = useIntl();
  const lang = useLang();
  const routerNavigate = useNavigate();
  const href = routePath(DASHBOARD_ROUTE, {}, lang);
  return (
    <a
      className={styles.link}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        routerNavigate(href);
      }}
    >
      {intl.formatMessage(messages.toDashboard)}
    </a>
  );
}
