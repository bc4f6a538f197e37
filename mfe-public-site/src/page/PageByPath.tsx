import { useRef } from 'react';
import type { ContentPage } from '@portal/shared-domain';
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
  const { currentData, error, isError } = useGetPageQuery({ path, lang, query });
  // Only the query changed (the journal search's filters): the page stays while it reloads, so the
  // search keeps its focus and place instead of giving way to the loading page.
  const shown = useRef<{ lang: string; path: string; page: ContentPage } | null>(null);
  if (currentData) shown.current = { lang, path, page: currentData };
  const page = currentData ?? (shown.current?.lang === lang && shown.current.path === path ? shown.current.page : undefined);
  if (isError) return <ErrorPage status={error && 'status' in error && error.status === 404 ? 404 : 500} />;
  if (!page) return <PageLoading />;
  return <PageView key={page.url} page={page} />;
}
