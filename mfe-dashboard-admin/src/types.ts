/**
 * Shapes of the API answers this remote reads (spec 00 §3.6–3.10, §7.2–7.3), taken from the
 * types generated from the API's OpenAPI document (shared-domain/src/api-types.ts).
 */
import type { components, paths } from '@portal/shared-domain/src/api-types';

type Schemas = components['schemas'];
type JsonOf<Path extends keyof paths> = paths[Path] extends { get: { responses: { 200: { content: { 'application/json': infer Body } } } } } ? Body : never;

export type ApplicationStatus = Schemas['Application']['status'];
export type ApplicationType = Schemas['Application']['type'];
export type GroupSubtype = 'single-group' | 'group-collection';
export type SalutCode = Schemas['Contact']['salutCode'];

/** Every status, in the order of spec 00 §4.1 (checked against the generated union). */
export const APPLICATION_STATUSES = [
  'preparing',
  'submitting',
  'submitted',
  'accepted',
  'rejected',
  'statement_submitting',
  'partial_statement_submitting',
  'statement_submitted',
  'partial_statement_submitted',
  'completed',
  'cancelled',
  'unknown',
] as const satisfies readonly ApplicationStatus[];

export type Contact = Schemas['Contact'];
/** The fields sent with POST /contacts and PUT /contacts/{id}. */
export type ContactInput = Omit<Contact, 'id' | 'active' | 'hidden'>;
export type Statement = Schemas['Statement'];
export type Application = Schemas['Application'];
/** An application as the admin list gives it. */
export type ApplicationBrief = Schemas['ApplicationBrief'];
export type AdminApplicant = JsonOf<'/api/admin/applicants'>['data'][number];
export type PageMeta = Schemas['PageMeta'];
export type AuditEntry = JsonOf<'/api/admin/audit-log'>['data'][number];

export interface Paged<T> {
  items: T[];
  meta: PageMeta;
}
