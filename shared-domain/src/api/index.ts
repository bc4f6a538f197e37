/** The one data layer (RTK Query, no React): the api's options and the public site's endpoints (the signed-in portal's: @portal/shared-domain/account-api). */
export { portalBaseQuery, toQueryError, type PortalBaseQuery, type PortalQueryArgs, type PortalQueryError } from './base-query';
export { PORTAL_API_PATH, PORTAL_TAGS, portalApiOptions, type PortalEndpointBuilder, type PortalTag } from './portal-api';
export * from './types';
export { contentEndpoints, contentQueryString, journalsQueryString, journalsMeta, journalsPageOf, journalsPath, LIST_QUERY_KEYS, type PageArgs, type JournalsArgs, type RouteQuery } from './content';
export { journalEndpoints, journalTagsPath, MOST_USED_TAGS, RUBRICS_PATH, type JournalTagsArgs } from './journal';
export { formEndpoints, type FormDefinitionArgs, type SubmitFormArgs } from './forms';
export { newsletterEndpoints, type NewsletterSignup } from './newsletter';
export { likeEndpoints, type LikeArgs, type LikeKind, type LikeState } from './likes';
export { donationEndpoints, donorsPath, type DonationConfig, type Donors } from './donations';
