import { useIntl } from 'react-intl';
import { breadcrumbTrail, type ContentPage } from '@portal/shared-domain';
import { useGetNavigationQuery } from '@portal/shared-ui/data';
import { SiteLink } from '../SiteLink';
import { useSiteLocation } from '../site-location';
import { messages } from '../messages';
import styles from './Page.module.css';

/** Breadcrumbs (spec 00 §2.7): 'Startseite', then the trail; the last one is the current page. None on the home page. */
export function Breadcrumbs({ page }: { page: ContentPage }) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  // The shell's header loads the same navigation; until it is here, the page stands alone.
  const { data: navigation = [] } = useGetNavigationQuery(lang);
  const trail = breadcrumbTrail(page, navigation);
  if (trail.length === 0) return null;
  const crumbs = [{ title: intl.formatMessage(messages.home), url: '/' }, ...trail];
  return (
    <nav className={styles.breadcrumbs} aria-label={intl.formatMessage(messages.breadcrumbs)}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.title}`}>
            {crumb.url ? (
              <SiteLink to={crumb.url} current={index === crumbs.length - 1}>
                {crumb.title}
              </SiteLink>
            ) : (
              <span>{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
