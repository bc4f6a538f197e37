import { adminEndpoints, applicationEndpoints, authEndpoints, contactEndpoints, statementEndpoints, uploadEndpoints } from '@portal/shared-domain/account-api';
import { portalApi } from '@portal/shared-ui/data';

// Bundled into this entry (not a shared module of its own: one file less on a signed-in page);
// the few helpers pages use are exported again here, so no other build bundles a second copy.
export { answerTransport, normaliseApplicantsArgs, type AnswerCall, type ApplicantsArgs } from '@portal/shared-domain/account-api';

/**
 * The signed-in portal's part of the one data layer (entry @portal/shared-ui/account-data): its
 * endpoints (sign-in, applications, statements, contacts, uploads, the admin's) injected into the
 * page's one api, and their hooks. The login page, the dashboard, the contacts, the admin area and
 * the wizards' runner import it; a public page loads only @portal/shared-ui/data.
 */
export const accountApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    ...authEndpoints(build),
    ...applicationEndpoints(build),
    ...statementEndpoints(build),
    ...contactEndpoints(build),
    ...uploadEndpoints(build),
    ...adminEndpoints(build),
  }),
});

// The hooks pages use. The wizards' runner calls getApplication, saveAnswer and upload through
// `accountApi.endpoints` (flow/wizard-data.ts), so those have none here.
export const {
  // Sign-in
  useRequestLoginLinkMutation,
  useExchangeLoginCodeMutation,
  // Applications
  useGetApplicationsQuery,
  useCreateApplicationMutation,
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
  // Admin
  useLazyGetApplicantsQuery,
  useReassignApplicationMutation,
  useSetContactHiddenMutation,
  useReviewApplicationMutation,
  useGetAuditLogQuery,
} = accountApi;
