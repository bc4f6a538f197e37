import { createApi } from '@reduxjs/toolkit/query/react';
import {
  adminEndpoints,
  applicationEndpoints,
  authEndpoints,
  contactEndpoints,
  contentEndpoints,
  donationEndpoints,
  likeEndpoints,
  journalEndpoints,
  formEndpoints,
  newsletterEndpoints,
  portalApiOptions,
  statementEndpoints,
  uploadEndpoints,
} from '@portal/shared-domain/api';

/**
 * The page's one RTK Query api instance, with React hooks, built from shared-domain's options and
 * per-feature endpoints (shared-domain has no React). This module is a Module Federation singleton
 * (`@portal/shared-ui/data`), so every remote uses this instance and the reducer path
 * `portalApi`; each remote mounts it in its own store (PortalDataProvider).
 */
export const portalApi = createApi(portalApiOptions)
  .injectEndpoints({ endpoints: authEndpoints })
  .injectEndpoints({ endpoints: applicationEndpoints })
  .injectEndpoints({ endpoints: statementEndpoints })
  .injectEndpoints({ endpoints: contactEndpoints })
  .injectEndpoints({ endpoints: uploadEndpoints })
  .injectEndpoints({ endpoints: adminEndpoints })
  .injectEndpoints({ endpoints: contentEndpoints })
  .injectEndpoints({ endpoints: likeEndpoints })
  .injectEndpoints({ endpoints: donationEndpoints })
  .injectEndpoints({ endpoints: journalEndpoints })
  .injectEndpoints({ endpoints: formEndpoints })
  .injectEndpoints({ endpoints: newsletterEndpoints });

export const {
  // Sign-in
  useRequestLoginLinkMutation,
  useExchangeLoginCodeMutation,
  // Applications
  useGetApplicationsQuery,
  useGetApplicationQuery,
  useCreateApplicationMutation,
  useSaveAnswerMutation,
  useDeleteApplicationMutation,
  useAnnulApplicationMutation,
  useArchiveApplicationMutation,
  useDownloadApplicationPdfMutation,
  // Statements
  useCreateStatementMutation,
  // Contacts
  useGetContactsQuery,
  useCreateContactMutation,
  useUpdateContactMutation,
  useSetContactActiveMutation,
  // Uploads
  useUploadMutation,
  // Admin
  useLazyGetApplicantsQuery,
  useReassignApplicationMutation,
  useSetContactHiddenMutation,
  useReviewApplicationMutation,
  useGetAuditLogQuery,
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
