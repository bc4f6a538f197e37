import type { ReviewAction } from '../applications';
import type { PortalEndpointBuilder, AdminApplicant, AuditEntry, PageMeta, Paged } from '@portal/shared-domain/api';
import { APPLICATION_LIST, applicationTag } from './tags';

export interface ApplicantsArgs {
  page: number;
  search: string;
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

const APPLICANT_LIST = { type: 'Applicant', id: 'LIST' } as const;
const adminPath = (kind: 'applications' | 'contacts', id: string, action: string) =>
  `/admin/${kind}/${encodeURIComponent(id)}/${action}`;

/** The admin area (spec 00 §2.15, §4.8, §7.2): applicants, reassignment, review, audit log. */
export const adminEndpoints = (build: PortalEndpointBuilder) => ({
  getApplicants: build.query<Paged<AdminApplicant>, ApplicantsArgs>({
    query: (args) => {
      const { page, search } = normaliseApplicantsArgs(args);
      return `/admin/applicants?page=${page}&search=${encodeURIComponent(search)}`;
    },
    transformResponse: (items: AdminApplicant[], meta, args) => ({
      items: items ?? [],
      meta: pagingOf(meta, normaliseApplicantsArgs(args).page),
    }),
    providesTags: [APPLICANT_LIST],
  }),
  reassignApplication: build.mutation<unknown, { id: string; email: string }>({
    query: ({ id, email }) => ({ url: adminPath('applications', id, `reassign-to/${encodeURIComponent(email)}`), method: 'POST' }),
    invalidatesTags: (_result, _error, { id }) => [APPLICANT_LIST, 'AuditLog', APPLICATION_LIST, applicationTag(id)],
  }),
  setContactHidden: build.mutation<unknown, { id: string; hidden: boolean }>({
    query: ({ id, hidden }) => ({ url: adminPath('contacts', id, hidden ? 'hide' : 'show'), method: 'POST' }),
    invalidatesTags: [APPLICANT_LIST, 'AuditLog'],
  }),
  reviewApplication: build.mutation<unknown, { id: string; action: ReviewAction; grantedAmount?: number }>({
    query: ({ id, action, grantedAmount }) => ({
      url: adminPath('applications', id, action),
      method: 'POST',
      body: action === 'accept' ? { grantedAmount } : undefined,
    }),
    invalidatesTags: (_result, _error, { id }) => [APPLICANT_LIST, 'AuditLog', APPLICATION_LIST, applicationTag(id)],
  }),
  getAuditLog: build.query<Paged<AuditEntry>, number>({
    query: (page) => `/admin/audit-log?page=${Math.max(1, Math.floor(page) || 1)}`,
    transformResponse: (items: AuditEntry[], meta, page) => ({ items: items ?? [], meta: pagingOf(meta, page) }),
    providesTags: ['AuditLog'],
  }),
});
