import { createApi } from '@reduxjs/toolkit/query/react';
import { contentEndpoints, donationEndpoints, likeEndpoints, journalEndpoints, formEndpoints, newsletterEndpoints, portalApiOptions } from '@portal/shared-domain/api';

/**
 * The page's one RTK Query api instance, with React hooks, built from shared-domain's options and
 * per-feature endpoints (shared-domain has no React). This module is a Module Federation singleton
 * (`@portal/shared-ui/data`), so every remote uses this instance and the reducer path
 * `portalApi`; each remote mounts it in its own store (PortalDataProvider). It holds the public
 * site's endpoints; the signed-in portal's are injected into it by @portal/shared-ui/account-data.
 */
export const portalApi = createApi(portalApiOptions)
  .injectEndpoints({ endpoints: contentEndpoints })
  .injectEndpoints({ endpoints: likeEndpoints })
  .injectEndpoints({ endpoints: donationEndpoints })
  .injectEndpoints({ endpoints: journalEndpoints })
  .injectEndpoints({ endpoints: formEndpoints })
  .injectEndpoints({ endpoints: newsletterEndpoints });

export const {
  // Content (CMS)
  useGetNavigationQuery,
  useGetGlobalLinksQuery,
  useGetCookieBannerQuery,
  useGetCashBoxesQuery,
  useGetPageQuery,
  useGetJournalsQuery,
  // Likes and donations
  useGetLikesQuery,
  useSetLikedMutation,
  useGetDonationConfigQuery,
  useGetDonorsQuery,
  useGetJournalTagsQuery,
  useGetRubricsQuery,
  // Forms and newsletter
  useGetFormDefinitionQuery,
  useSubmitFormMutation,
  useSubscribeNewsletterMutation,
  useConfirmNewsletterMutation,
} = portalApi;
