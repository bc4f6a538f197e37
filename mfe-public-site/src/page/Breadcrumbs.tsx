import { useIntl } from 'react-intl';
import { breadcrumbTrail, siteContent, type ContentPage } from '@portal/shared-domain';
import { SITE_CONTENT_ON_SERVER, useBrowserState } from '../browser-state';
import { SiteLink } from '../SiteLink';
import { useSiteLocation } from '../site-location';
import { messages } from '../messages';
import styles from './Page.module.css';

/** Breadcrumbs (spec 00 §2.7): 'Startseite', then the trail; the last one is the current page. None on the home page. */
export function Breadcrumbs({ page }: { page: ContentPage }) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  // The navigation the shell loaded once for the whole site; until it is here (in the page's
  // language), and while a server-rendered page is hydrated, the page stands alone after 'Startseite'.
  const content = useBrowserState(siteContent, SITE_CONTENT_ON_SERVER);
  const trail = breadcrumbTrail(page, content.lang === lang ? content.navigation : []);
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
