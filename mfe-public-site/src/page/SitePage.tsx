import { lazy, Suspense } from 'react';
import { PageLoading } from '@portal/shared-ui';
import { NEWSLETTER_CONFIRM_PATH } from '../newsletter/confirm-path';
import { useSiteLocation } from '../site-location';
import { PageByPath } from './PageByPath';

// Reached only from the confirmation e-mail: its code and texts are not part of every page's first load.
const NewsletterConfirmPage = lazy(() => import('../newsletter/NewsletterConfirmPage').then((m) => ({ default: m.NewsletterConfirmPage })));

/** The site's own pages come before the CMS lookup by path (the newsletter confirmation link). */
export function SitePage() {
  const { path } = useSiteLocation();
  if (path === NEWSLETTER_CONFIRM_PATH)
    return (
      <Suspense fallback={<PageLoading />}>
        <NewsletterConfirmPage />
      </Suspense>
    );
  return <PageByPath />;
}
