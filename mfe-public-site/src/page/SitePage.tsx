import { NewsletterConfirmPage, NEWSLETTER_CONFIRM_PATH } from '../newsletter/NewsletterConfirmPage';
import { useSiteLocation } from '../site-location';
import { PageByPath } from './PageByPath';

/** The site's own pages come before the CMS lookup by path (the newsletter confirmation link). */
export function SitePage() {
  const { path } = useSiteLocation();
  if (path === NEWSLETTER_CONFIRM_PATH) return <NewsletterConfirmPage />;
  return <PageByPath />;
}
