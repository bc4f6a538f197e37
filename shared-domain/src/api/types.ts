/**
 * Shapes of the API answers (spec 00 §3.6–3.10, §7.2–7.3), taken from the types generated from
 * the API's OpenAPI document (../api-types.ts, `npm run api:types`).
 */
import type { components, paths } from '../api-types';
import type { ApplicationStatus, ApplicationType, GroupSubtype } from '../applications';

type Schemas = components['schemas'];
type JsonOf<Path extends keyof paths> = paths[Path] extends { get: { responses: { 200: { content: { 'application/json': infer Body } } } } } ? Body : never;

export type Application = Schemas['Application'];

/** The status model's lists are the API's (checked by the compiler against the generated types). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _StatusesMatchTheApi = Assert<Same<Application['status'], ApplicationStatus>>;
type _TypesMatchTheApi = Assert<Same<Application['type'], ApplicationType>>;
/** An application as the admin list gives it. */
export type ApplicationBrief = Schemas['ApplicationBrief'];
export type Statement = Schemas['Statement'];
export type Contact = Schemas['Contact'];
/** The fields sent with POST /contacts and PUT /contacts/{id}. */
export type ContactInput = Omit<Contact, 'id' | 'active' | 'hidden'>;
export type SalutCode = Contact['salutCode'];
export type AdminApplicant = JsonOf<'/api/admin/applicants'>['data'][number];
export type AuditEntry = JsonOf<'/api/admin/audit-log'>['data'][number];
export type PageMeta = Schemas['PageMeta'];

export interface Paged<T> {
  items: T[];
  meta: PageMeta;
}

/** Body of POST /applications. */
export interface NewApplication {
  type: ApplicationType;
  subtype?: GroupSubtype;
}

/** A stored upload as POST /uploads answers it. */
export interface StoredUpload {
  id: string;
  name: string;
  size: number;
}
