import { useIntl } from 'react-intl';
import type { ContentPage } from '@portal/shared-domain';
import { useGetRubricsQuery } from '@portal/shared-ui/data';
import { useSiteLocation } from '../site-location';
import { readJournalState } from './journal-state';
import { journalMessages } from './messages';

/**
 * The heading of a page with the journal search: on a rubric page (`?rubrics[]=…`) it names the
 * rubric ('Journal: Geschichten'), so the heading and the document title say what is listed.
 * Other pages, and unknown rubric slugs, keep the page's own title.
 */
export function usePageHeading(page: ContentPage): { heading: string; rubricPage: boolean } {
  const intl = useIntl();
  const { lang, query } = useSiteLocation();
  const title = page.page_title?.trim() || page.title;
  const slugs = page.items.some((block) => block.type === 'journal_search') ? readJournalState(query).rubrics : [];
  const rubrics = useGetRubricsQuery(lang, { skip: slugs.length === 0 });
  const titles = slugs.flatMap((slug) => rubrics.data?.find((rubric) => rubric.slug === slug)?.title ?? []);
  if (titles.length === 0) return { heading: title, rubricPage: false };
  return { heading: intl.formatMessage(journalMessages.rubricHeading, { page: title, rubrics: titles.join(', ') }), rubricPage: true };
}
