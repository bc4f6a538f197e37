import { useIntl, type IntlShape } from 'react-intl';
import type { ContentPage, Rubric } from '@portal/shared-domain';
import type { RouteQuery } from '@portal/shared-domain/api';
import { useGetRubricsQuery } from '@portal/shared-ui/data';
import { useSiteLocation } from '../site-location';
import { readJournalState } from './journal-state';
import { journalMessages } from './messages';

const pageHeading = (page: ContentPage) => page.page_title?.trim() || page.title;

/** The rubric slugs a page with the journal search is narrowed to (`?rubrics[]=…`); none elsewhere. */
const rubricSlugs = (page: ContentPage, query: RouteQuery) => (page.items.some((block) => block.type === 'journal_search') ? readJournalState(query).rubrics : []);

/**
 * The heading of a rubric page ('Journal: Geschichten'), or undefined where the page keeps its
 * own title (no journal search, no rubric, unknown slugs). The block's hook and the server
 * renderer's <title> both use it, so the two never differ.
 */
export function rubricPageHeading(intl: IntlShape, page: ContentPage, query: RouteQuery, rubrics: Rubric[] | undefined): string | undefined {
  const titles = rubricSlugs(page, query).flatMap((slug) => rubrics?.find((rubric) => rubric.slug === slug)?.title ?? []);
  if (titles.length === 0) return undefined;
  return intl.formatMessage(journalMessages.rubricHeading, { page: pageHeading(page), rubrics: titles.join(', ') });
}

/**
 * The heading of a page with the journal search: on a rubric page (`?rubrics[]=…`) it names the
 * rubric ('Journal: Geschichten'), so the heading and the document title say what is listed.
 * Other pages, and unknown rubric slugs, keep the page's own title.
 */
export function usePageHeading(page: ContentPage): { heading: string; rubricPage: boolean } {
  const intl = useIntl();
  const { lang, query } = useSiteLocation();
  const rubrics = useGetRubricsQuery(lang, { skip: rubricSlugs(page, query).length === 0 });
  const heading = rubricPageHeading(intl, page, query, rubrics.data);
  return heading ? { heading, rubricPage: true } : { heading: pageHeading(page), rubricPage: false };
}
