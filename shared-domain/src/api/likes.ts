import type { PortalEndpointBuilder } from './portal-api';

export type LikeKind = 'journal' | 'track';
export interface LikeArgs {
  kind: LikeKind;
  id: string;
}
/** `GET/POST/DELETE likes/{kind}/{id}` (issue 15): the count and whether this browser likes it. */
export interface LikeState {
  count: number;
  liked: boolean;
}

const likePath = ({ kind, id }: LikeArgs) => `/likes/${kind}/${encodeURIComponent(id)}`;

/**
 * Likes of journal entries and tracks. The like button shows its change at once (optimistic,
 * in the component) and then the state the server answers.
 */
export const likeEndpoints = (build: PortalEndpointBuilder) => ({
  // Not kept after the button goes: another visit should show the current count.
  getLikes: build.query<LikeState, LikeArgs>({ query: likePath, keepUnusedDataFor: 0 }),
  setLiked: build.mutation<LikeState, LikeArgs & { liked: boolean }>({
    query: ({ liked, ...args }) => ({ url: likePath(args), method: liked ? 'POST' : 'DELETE' }),
  }),
});
