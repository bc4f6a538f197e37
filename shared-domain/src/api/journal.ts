import type { PortalEndpointBuilder } from './portal-api';
import type { Lang } from '../languages';
import type { JournalTag, Rubric } from '../content/types';

/** How many most-used tags the journal search offers. */
export const MOST_USED_TAGS = 10;

/**
 * The journal's filters (issue 15): the most-used tags (most-used first) and every rubric, in the
 * visitor's language (the language is part of the cache key; the API reads it from the request).
 */
export const journalEndpoints = (build: PortalEndpointBuilder) => ({
  getJournalTags: build.query<JournalTag[], { lang: Lang; limit?: number }>({
    query: ({ limit = MOST_USED_TAGS }) => `/journals/tags?limit=${limit}`,
  }),
  getRubrics: build.query<Rubric[], Lang>({ query: () => '/journals/rubrics' }),
});
