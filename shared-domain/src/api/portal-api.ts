import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { portalBaseQuery, type PortalBaseQuery } from './base-query';

/**
 * The one RTK Query api of the page (issue 9, item 7): one reducer path, one base query, one set
 * of cache tags. Endpoints are defined per feature (applications.ts, statements.ts, contacts.ts,
 * uploads.ts, admin.ts, auth.ts) as functions of the builder and injected with `injectEndpoints`.
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

/** The application list's tag: lists and every change that adds, removes or moves an application. */
export const APPLICATION_LIST = { type: 'Application', id: 'LIST' } as const;
/** One application; the list provides every listed application's tag too, so a change refreshes both. */
export const applicationTag = (id: string) => ({ type: 'Application', id }) as const;
export const CONTACT_LIST = { type: 'Contact', id: 'LIST' } as const;

/** `/applications/{id}` with the id encoded. */
export const applicationPath = (id: string, rest = '') => `/applications/${encodeURIComponent(id)}${rest}`;
