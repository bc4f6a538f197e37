import { createApi } from '@reduxjs/toolkit/query/react';
import type { GroupSubtype } from '@portal/shared-domain/applications';
import { apiDownload, ApiError, portalBaseQuery, type PortalQueryError } from '@portal/shared-domain';
import type {
  AdminApplicant,
  Application,
  ApplicationType,
  AuditEntry,
  Contact,
  ContactInput,
  PageMeta,
  Paged,
} from './types';

export interface ApplicantsArgs {
  page: number;
  search: string;
}

export interface NewApplication {
  type: ApplicationType;
  subtype?: GroupSubtype;
}

/** Page ≥ 1 and a trimmed search, default '' (spec 00 §4.8). */
export function normaliseApplicantsArgs(args: Partial<ApplicantsArgs>): ApplicantsArgs {
  const page = Math.max(1, Math.floor(Number(args.page) || 1));
  return { page, search: (args.search ?? '').trim() };
}

function pagingOf(meta: { paging?: Record<string, unknown> } | undefined, fallbackPage: number): PageMeta {
  const paging = meta?.paging ?? {};
  const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    last_page: num(paging.last_page, 1),
    total: num(paging.total, 0),
    current_page: num(paging.current_page, fallbackPage),
  };
}

/** Saves a blob as a file in the browser (the PDF download). */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The one RTK Query slice of the dashboard remote: sign-in, applications, contacts and admin.
 * Every call goes through shared-domain's portalBaseQuery (headers, `data` unwrapping, loading bar).
 */
export const dashboardApi = createApi({
  reducerPath: 'dashboardApi',
  baseQuery: portalBaseQuery,
  tagTypes: ['Application', 'Contact', 'Applicant', 'AuditLog'],
  endpoints: (build) => ({
    // Sign-in (spec 00 §2.12)
    requestLoginLink: build.mutation<{ sent: true }, { email: string; lang: string; redirect?: string }>({
      query: (body) => ({ url: '/auth/login-link', method: 'POST', body }),
    }),
    exchangeLoginCode: build.mutation<{ token: string }, string>({
      query: (code) => ({ url: '/auth/login', method: 'POST', body: { code } }),
    }),

    // Applications (spec 00 §2.13, §4.2, §7.3)
    getApplications: build.query<Application[], void>({
      query: () => '/applications',
      providesTags: (result) => [
        { type: 'Application', id: 'LIST' },
        ...(result ?? []).map((application) => ({ type: 'Application' as const, id: application.id })),
      ],
    }),
    createApplication: build.mutation<Application, NewApplication>({
      query: (body) => ({ url: '/applications', method: 'POST', body }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    deleteApplication: build.mutation<null, string>({
      // 204 No Content: the base query answers data undefined, which RTK Query rejects; map it to null.
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `/applications/${encodeURIComponent(id)}`, method: 'DELETE' });
        return result.error ? { error: result.error } : { data: null };
      },
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    annulApplication: build.mutation<Application, string>({
      query: (id) => ({ url: `/applications/${encodeURIComponent(id)}/annul`, method: 'POST' }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    archiveApplication: build.mutation<Application, string>({
      query: (id) => ({ url: `/applications/${encodeURIComponent(id)}/archive`, method: 'POST' }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    createStatement: build.mutation<Application, string>({
      query: (id) => ({ url: `/applications/${encodeURIComponent(id)}/statement`, method: 'POST' }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    /** GET /applications/{id}/pdf with the bearer token; the file is saved, nothing is cached. */
    downloadApplicationPdf: build.mutation<string, { id: string; number: string }>({
      async queryFn({ id, number }) {
        try {
          const { blob, filename } = await apiDownload(`/applications/${encodeURIComponent(id)}/pdf`);
          const name = filename ?? `Gesuch-${number}.pdf`;
          saveBlob(blob, name);
          return { data: name };
        } catch (error) {
          const failure: PortalQueryError =
            error instanceof ApiError
              ? { status: error.status, data: error.body }
              : { status: 0, data: { message: (error as Error).message } };
          return { error: failure };
        }
      },
    }),

    // Contacts (spec 00 §2.14)
    getContacts: build.query<Contact[], void>({
      query: () => '/contacts',
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
    createContact: build.mutation<Contact, ContactInput>({
      query: (body) => ({ url: '/contacts', method: 'POST', body }),
      invalidatesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
    updateContact: build.mutation<Contact, { id: string; contact: ContactInput }>({
      query: ({ id, contact }) => ({ url: `/contacts/${encodeURIComponent(id)}`, method: 'PUT', body: contact }),
      invalidatesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
    setContactActive: build.mutation<Contact, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/contacts/${encodeURIComponent(id)}/${active ? 'enable' : 'disable'}`,
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'Contact', id: 'LIST' }],
    }),

    // Admin (spec 00 §2.15, §4.8, §7.2)
    getApplicants: build.query<Paged<AdminApplicant>, ApplicantsArgs>({
      query: (args) => {
        const { page, search } = normaliseApplicantsArgs(args);
        return `/admin/applicants?page=${page}&search=${encodeURIComponent(search)}`;
      },
      transformResponse: (items: AdminApplicant[], meta, args) => ({
        items: items ?? [],
        meta: pagingOf(meta, normaliseApplicantsArgs(args).page),
      }),
      providesTags: [{ type: 'Applicant', id: 'LIST' }],
    }),
    reassignApplication: build.mutation<unknown, { id: string; email: string }>({
      query: ({ id, email }) => ({
        url: `/admin/applications/${encodeURIComponent(id)}/reassign-to/${encodeURIComponent(email)}`,
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'LIST' }, 'AuditLog'],
    }),
    setContactHidden: build.mutation<unknown, { id: string; hidden: boolean }>({
      query: ({ id, hidden }) => ({
        url: `/admin/contacts/${encodeURIComponent(id)}/${hidden ? 'hide' : 'show'}`,
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'LIST' }, 'AuditLog'],
    }),
    reviewApplication: build.mutation<
      unknown,
      { id: string; action: 'accept' | 'reject' | 'complete'; grantedAmount?: number }
    >({
      query: ({ id, action, grantedAmount }) => ({
        url: `/admin/applications/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
        body: action === 'accept' ? { grantedAmount } : undefined,
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'LIST' }, 'AuditLog'],
    }),
    getAuditLog: build.query<Paged<AuditEntry>, number>({
      query: (page) => `/admin/audit-log?page=${Math.max(1, Math.floor(page) || 1)}`,
      transformResponse: (items: AuditEntry[], meta, page) => ({ items: items ?? [], meta: pagingOf(meta, page) }),
      providesTags: ['AuditLog'],
    }),
  }),
});

export const {
  useRequestLoginLinkMutation,
  useExchangeLoginCodeMutation,
  useGetApplicationsQuery,
  useCreateApplicationMutation,
  useDeleteApplicationMutation,
  useAnnulApplicationMutation,
  useArchiveApplicationMutation,
  useCreateStatementMutation,
  useDownloadApplicationPdfMutation,
  useGetContactsQuery,
  useCreateContactMutation,
  useUpdateContactMutation,
  useSetContactActiveMutation,
  useLazyGetApplicantsQuery,
  useReassignApplicationMutation,
  useSetContactHiddenMutation,
  useReviewApplicationMutation,
  useGetAuditLogQuery,
} = dashboardApi;
