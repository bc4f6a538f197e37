import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { portalBaseQuery, type PortalBaseQuery } from './base-query';

/**
 * The one RTK Query api of the page (issue 9, item 7): one reducer path, one base query, one set
 * of cache tags. Endpoints are defined per feature as functions of the builder and injected with
 * `injectEndpoints`: the public site's here (content.ts, journal.ts, likes.ts, donations.ts,
 * forms.ts, newsletter.ts), the signed-in portal's in `@portal/shared-domain/account-api`
 * (sign-in, applications, statements, contacts, uploads, admin), so that a public page does not
 * download them.
 *
 * shared-domain has no React, so the instance with React hooks is created once, from these
 * options, in shared-ui (`@portal/shared-ui/data`, a Module Federation singleton like this
 * library); tests and non-React code can create a core instance with `createApi` from
 * '@reduxjs/toolkit/query' from the same options.
 */
export const PORTAL_API_PATH = 'portalApi';
export const PORTAL_TAGS = ['Application', 'Contact', 'Applicant', 'AuditLog'] as const;
export type PortalTag = (typeof PORTAL_TAGS)[number];

export const portalApiOptions = {
  reducerPath: PORTAL_API_PATH,
  baseQuery: portalBaseQuery,
  tagTypes: PORTAL_TAGS,
  endpoints: () => ({}),
} as const;

export type PortalEndpointBuilder = EndpointBuilder<PortalBaseQuery, PortalTag, typeof PORTAL_API_PATH>;
