/**
 * Shapes of the API answers this remote reads (spec 00 §3.6–3.10, §7.2–7.3). Kept by hand until
 * shared-domain/src/api-types.ts (generated from the API's OpenAPI) exists; field names follow the
 * API's JSON schemas (api/src/http/schemas.ts).
 */
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
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplicationType = 'single-person' | 'group' | 'project';
export type GroupSubtype = 'single-group' | 'group-collection';
export type SalutCode = 'male' | 'female' | 'none' | 'neutral';

export interface Contact {
  id: string;
  salutCode: SalutCode;
  firstname: string;
  lastname: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  location: string;
  phone: string;
  email: string;
  organization: string | null;
  active: boolean;
  hidden: boolean;
}

/** The fields sent with POST /contacts and PUT /contacts/{id}. */
export type ContactInput = Omit<Contact, 'id' | 'active' | 'hidden'>;

export interface Statement {
  createdAt: string;
  submittedAt: string | null;
  partialSubmittedAt: string | null;
}

export interface Application {
  id: string;
  number: string;
  type: ApplicationType;
  /** Groups: single-group | group-collection; projects: the area (FP210). */
  subtype: string | null;
  status: ApplicationStatus;
  createdAt: string;
  submittedAt: string | null;
  issuer: string;
  grantedAmount?: number | null;
  statement?: Statement | null;
}

/** An application as the admin list gives it (ApplicationBrief). */
export interface ApplicationBrief {
  id: string;
  number: string;
  type: ApplicationType;
  subtype: string | null;
  status: ApplicationStatus;
  createdAt: string;
  submittedAt: string | null;
  archived?: boolean;
}

export interface AdminApplicant {
  id: string;
  email: string;
  isAdmin?: boolean;
  applications?: ApplicationBrief[];
  /** Listed when the API gives them (needed to hide or show contacts). */
  contacts?: Contact[];
}

export interface PageMeta {
  last_page: number;
  total: number;
  current_page: number;
}

export interface Paged<T> {
  items: T[];
  meta: PageMeta;
}

export interface AuditEntry {
  id: string | number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  createdAt: string;
}
