import { ErrorPage, PageLoading } from '@portal/shared-ui';
import { useGetPageQuery } from '@portal/shared-ui/data';
import { useSiteLocation } from '../site-location';
import { PageView } from './PageView';

/**
 * The CMS page at the route's path (spec 00 §2.9): loaded by path in the route's language with the
 * route query (preview token included); not found → 404 page, any other failure → error page.
 */
export function PageByPath() {
  const { lang, path, query } = useSiteLocation();
  // currentData: while another path loads, the previous page is not shown under the new address.
  const { currentData: page, error, isError } = useGetPageQuery({ path, lang, query });
  if (isError) return <ErrorPage status={error && 'status' in error && error.status === 404 ? 404 : 500} />;
  if (!page) return <PageLoading />;
  return <PageView key={page.url} page={page} />;
}
