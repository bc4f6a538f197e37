import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, ApplicationRow, ContactRow, StatementRow } from '../db/schema';
import { authOf } from '../http/auth-hook';
import { ApiError, notFound } from '../http/errors';
import type { ApplicationJson, ContactJson, StatementJson } from '../http/schemas';

/** Loading applications with their owner's e-mail, linked contacts and statement, and their JSON. */
export type Queryable = Kysely<Database> | Transaction<Database>;
export type AppRow = ApplicationRow & { issuer: string };
export type LinkType = 'individual' | 'representation' | 'paymentRecipient';
export type Links = Partial<Record<LinkType, ContactRow>>;

/** Keys the server owns; stored answers never override them in the JSON. */
export const RESERVED_KEYS = new Set([
  'id',
  'number',
  'type',
  'status',
  'createdAt',
  'submittedAt',
  'issuer',
  'grantedAmount',
  'contact',
  'representation',
  'paymentRecipient',
  'statement',
  'partialSubmittedAt',
]);

export async function findApplication(db: Queryable, id: string, forUpdate = false): Promise<AppRow | undefined> {
  let query = db
    .selectFrom('applications')
    .selectAll('applications')
    .select(sql<string>`(select email from applicants where applicants.id = applications.applicant_id)`.as('issuer'))
    .where('applications.id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Object-level authorization: the owner may read and write; an admin (not impersonating) may
 * read any application but changes others' only through impersonation (403); anyone else
 * learns nothing (404).
 */
export function assertAccess(request: FastifyRequest, row: AppRow | undefined, mode: 'read' | 'write'): AppRow {
  const auth = authOf(request);
  if (!row) throw notFound();
  if (row.applicant_id === auth.applicantId) return row;
  if (auth.isAdmin) {
    if (mode === 'read') return row;
    throw new ApiError(403, 'forbidden');
  }
  throw notFound();
}

export async function loadLinks(db: Queryable, applicationIds: string[]): Promise<Map<string, Links>> {
  const result = new Map<string, Links>();
  if (applicationIds.length === 0) return result;
  const rows = await db
    .selectFrom('application_contacts as l')
    .innerJoin('contacts as c', 'c.id', 'l.contact_id')
    .selectAll('c')
    .select(['l.application_id', 'l.type as link_type'])
    .where('l.application_id', 'in', applicationIds)
    .execute();
  for (const row of rows) {
    const links = result.get(row.application_id) ?? {};
    const { application_id: _app, link_type, ...contact } = row;
    links[link_type as LinkType] = contact;
    result.set(row.application_id, links);
  }
  return result;
}

export async function loadStatements(db: Queryable, applicationIds: string[]): Promise<Map<string, StatementRow>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db.selectFrom('statements').selectAll().where('application_id', 'in', applicationIds).execute();
  return new Map(rows.map((row) => [row.application_id, row]));
}

export function contactJson(row: ContactRow): ContactJson {
  return {
    id: row.id,
    salutCode: row.salut_code as ContactJson['salutCode'],
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street,
    houseNumber: row.house_number,
    zipCode: row.zip_code,
    location: row.location,
    phone: row.phone,
    email: row.email,
    organization: row.organization,
    active: row.active,
    hidden: row.hidden,
  };
}

/** A hidden contact is invisible to its owner, also where it is linked. */
const linked = (row: ContactRow | undefined): ContactJson | null => (row && !row.hidden ? contactJson(row) : null);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function statementJson(row: StatementRow, links: Links): StatementJson {
  return {
    ...row.data,
    createdAt: row.created_at.toISOString(),
    submittedAt: iso(row.submitted_at),
    partialSubmittedAt: iso(row.partial_submitted_at),
    paymentRecipient: linked(links.paymentRecipient),
  };
}

export function applicationJson(row: AppRow, links: Links, statement?: StatementRow): ApplicationJson {
  const data = row.data ?? {};
  const json: ApplicationJson = {
    ...data,
    id: row.id,
    number: row.number,
    type: row.type as ApplicationJson['type'],
    subtype: row.subtype,
    status: row.status as ApplicationJson['status'],
    createdAt: row.created_at.toISOString(),
    submittedAt: iso(row.submitted_at),
    issuer: row.issuer,
    grantedAmount: row.granted_amount === null ? null : Number(row.granted_amount),
    contact: linked(links.individual),
    representation: linked(links.representation),
    paymentRecipient: linked(links.paymentRecipient),
  };
  if (statement) json.statement = statementJson(statement, links);
  return json;
}

/** The full JSON of one application, statement included when one exists. */
export async function applicationView(db: Queryable, row: AppRow): Promise<ApplicationJson> {
  const [links, statements] = await Promise.all([loadLinks(db, [row.id]), loadStatements(db, [row.id])]);
  return applicationJson(row, links.get(row.id) ?? {}, statements.get(row.id));
}

export async function applicationViews(db: Queryable, rows: AppRow[]): Promise<ApplicationJson[]> {
  const ids = rows.map((row) => row.id);
  const [links, statements] = await Promise.all([loadLinks(db, ids), loadStatements(db, ids)]);
  return rows.map((row) => applicationJson(row, links.get(row.id) ?? {}, statements.get(row.id)));
}

export async function touch(db: Queryable, id: string, set: Partial<Record<string, unknown>> = {}): Promise<void> {
  await db
    .updateTable('applications')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
