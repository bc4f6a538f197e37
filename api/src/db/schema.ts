import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely's view of the tables created by the migrations in ./migrations. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface ApplicantTable {
  id: Generated<string>;
  email: string;
  is_admin: Generated<boolean>;
  lang: Generated<string>;
  created_at: CreatedAt;
}

export interface LoginLinkTable {
  id: Generated<string>;
  email: string;
  code_hash: string;
  lang: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export interface SessionTable {
  jti: string;
  applicant_id: string;
  impersonator_id: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface ApplicationTable {
  id: Generated<string>;
  number: string;
  applicant_id: string;
  type: string;
  subtype: string | null;
  status: string;
  data: Json<Record<string, unknown>>;
  granted_amount: ColumnType<string | null, number | string | null, number | string | null>;
  lang: Generated<string>;
  pdf_upload_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  submitted_at: Date | null;
  archived_at: Date | null;
}

export interface StatementTable {
  application_id: string;
  data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  submitted_at: Date | null;
  partial_submitted_at: Date | null;
}

export interface ContactTable {
  id: Generated<string>;
  applicant_id: string;
  salut_code: string;
  firstname: string;
  lastname: string;
  street: string;
  house_number: string;
  zip_code: string;
  location: string;
  phone: string;
  email: string;
  organization: string | null;
  active: Generated<boolean>;
  hidden: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ApplicationContactTable {
  application_id: string;
  type: string;
  contact_id: string;
}

export interface UploadTable {
  id: Generated<string>;
  owner_id: string;
  kind: string;
  name: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text: string;
  links: Json<string[]>;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface LikeTable {
  kind: string;
  item_id: string;
  browser: string;
  created_at: CreatedAt;
}

export interface DonationTable {
  id: Generated<string>;
  event_id: string;
  provider: string;
  /** Rappen. */
  amount: number;
  currency: string;
  variant: string;
  campaign: string | null;
  donor_name: string;
  email: string;
  list_name: boolean;
  created_at: CreatedAt;
}

export interface Database {
  applicants: ApplicantTable;
  login_links: LoginLinkTable;
  sessions: SessionTable;
  applications: ApplicationTable;
  statements: StatementTable;
  contacts: ContactTable;
  application_contacts: ApplicationContactTable;
  uploads: UploadTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  likes: LikeTable;
  donations: DonationTable;
}

export type ApplicantRow = Selectable<ApplicantTable>;
export type ApplicationRow = Selectable<ApplicationTable>;
export type StatementRow = Selectable<StatementTable>;
export type ContactRow = Selectable<ContactTable>;
export type NewContact = Insertable<ContactTable>;
export type ContactUpdate = Updateable<ContactTable>;
export type UploadRow = Selectable<UploadTable>;
