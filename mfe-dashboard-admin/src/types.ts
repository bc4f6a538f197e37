/**
 * Shapes of the API answers this remote reads (spec 00 §3.6–3.10, §7.2–7.3), taken from the
 * types generated from the API's OpenAPI document (shared-domain/src/api-types.ts).
 */
import type { components, paths } from '@portal/shared-domain/src/api-types';

type Schemas = components['schemas'];
type JsonOf<Path extends keyof paths> = paths[Path] extends { get: { responses: { 200: { content: { 'application/json': infer Body } } } } } ? Body : never;

export type ApplicationStatus = Schemas['Application']['status'];
export type ApplicationType = Schemas['Application']['type'];
export type SalutCode = Schemas['Contact']['salutCode'];

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
