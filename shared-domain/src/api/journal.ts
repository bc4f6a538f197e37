import type { PortalEndpointBuilder } from './portal-api';
import type { Lang } from '../languages';
import type { JournalTag, Rubric } from '../content/types';

/** How many most-used tags the journal search offers. */
export const MOST_USED_TAGS = 10;

export interface JournalTagsArgs {
  lang: Lang;
  limit?: number;
}

/** The API paths of the filters (below /api; the server renderer asks them too). */
export const journalTagsPath = ({ limit = MOST_USED_TAGS }: JournalTagsArgs) => `/journals/tags?limit=${limit}`;
export const RUBRICS_PATH = '/journals/rubrics';

/**
 * The journal's filters (issue 15): the most-used tags (most-used first) and every rubric, in the
 * visitor's language (the language is part of the cache key; the API reads it from the request).
 */
export const journalEndpoints = (build: PortalEndpointBuilder) => ({
  getJournalTags: build.query<JournalTag[], JournalTagsArgs>({ query: journalTagsPath }),
  getRubrics: build.query<Rubric[], Lang>({ query: () => RUBRICS_PATH }),
});
