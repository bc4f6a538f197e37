import type { Lang } from '@portal/shared-domain';
import { contentQueryString, type JournalsArgs, type RouteQuery } from '@portal/shared-domain/api';

/** The journal page (the collection's parent); rubric and tag chips lead to it, filtered. */
export const JOURNAL_PATH = '/journal';

/** Entries per page of results ("Mehr laden" adds the next page). */
export const JOURNAL_PAGE_SIZE = 8;

/** The API takes at most 100 characters of search text. */
export const SEARCH_MAX_LENGTH = 100;

/** What the journal search shows, all of it in the URL (shareable; back and forward restore it). */
export interface JournalState {
  q: string;
  rubrics: string[];
  tags: string[];
  /** How many pages of results are shown (1 unless "Mehr laden" was used). */
  page: number;
}

const listOf = (query: RouteQuery, key: string): string[] => {
  const values = [query[key], query[`${key}[]`]].flat().filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return [...new Set(values.map((value) => value.trim()))];
};

const firstOf = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** The journal state of a route query; `rubrics[]=a` and `rubrics=a` both read as a list. */
export function readJournalState(query: RouteQuery): JournalState {
  const page = Number.parseInt(firstOf(query.page), 10);
  return {
    q: firstOf(query.q).trim().slice(0, SEARCH_MAX_LENGTH),
    rubrics: listOf(query, 'rubrics'),
    tags: listOf(query, 'tags'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API query of one page of results for a state (the block and the server renderer alike). */
export const journalResultsArgs = (state: JournalState, page: number, lang: Lang): JournalsArgs => ({
  lang,
  perPage: JOURNAL_PAGE_SIZE,
  q: state.q,
  rubrics: state.rubrics,
  tags: state.tags,
  page,
});

/** The URL query of a journal state ('' when nothing is filtered): rubrics and tags as lists, page 1 and empty search left out. */
export function journalSearch(state: Partial<JournalState>): string {
  return contentQueryString({
    q: state.q?.trim() ? state.q.trim() : undefined,
    rubrics: state.rubrics ?? [],
    tags: state.tags ?? [],
    page: state.page && state.page > 1 ? String(state.page) : undefined,
  });
}

/** The journal page filtered by a rubric or tag (the chips on entries and teasers). */
export const journalFilterPath = (filter: { rubrics?: string[]; tags?: string[] }) => `${JOURNAL_PATH}${journalSearch(filter)}`;

/** Whether anything narrows the results. */
export const isFiltered = (state: JournalState) => state.q !== '' || state.rubrics.length > 0 || state.tags.length > 0;

/** The state with a tag added or taken away (back to the first page). */
export function toggleTag(state: JournalState, slug: string): JournalState {
  const tags = state.tags.includes(slug) ? state.tags.filter((tag) => tag !== slug) : [...state.tags, slug];
  return { ...state, tags, page: 1 };
}
