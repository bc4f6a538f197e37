import type { FastifyRequest } from 'fastify';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { Database, ApplicationRow, ContactRow, StatementRow } from '../db/schema';
import { authOf } from '../http/auth-hook';
import { ApiError, notFound } from '../http/errors';
import type { ApplicationJson, ContactJson, StatementJson } from '../http/schemas';
import { prepared } from '../db/database';

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

/** An application with everything its JSON and the flows need, read in one query. */
export interface LoadedApplication {
  row: AppRow;
  links: Links;
  statement: StatementRow | undefined;
  /** Row versions for optimistic writes: an UPDATE only applies while they are unchanged. */
  versions: Versions;
  /** Size of the answers as JSON text (bytes when read, characters when written): what keeping them costs. */
  answerBytes: { application: number; statement: number };
}

/**
 * What a conditional write checks: the application's and the statement's row versions (xmin) and
 * `related`, the owner's e-mail and the linked contacts with their row versions (issuer and
 * links are part of the answer the save returns; editing a contact changes no application row).
 */
export interface Versions {
  application: string;
  statement: string | null;
  related: string;
}

interface LoadedRow extends AppRow {
  version: string;
  related_version: string;
  data_bytes: number;
  s_data_bytes: number | null;
  s_application_id: string | null;
  s_data: Record<string, unknown> | null;
  s_created_at: Date | null;
  s_updated_at: Date | null;
  s_submitted_at: Date | null;
  s_partial_submitted_at: Date | null;
  s_version: string | null;
  links: { type: LinkType; contact: Omit<ContactRow, 'created_at'> & { created_at: string } }[] | null;
}

// Columns listed (not a.*): the statement is prepared, and its result type must not change.
const APPLICATION_COLUMNS = [
  'id', 'number', 'applicant_id', 'type', 'subtype', 'status', 'data', 'granted_amount', 'lang', 'pdf_upload_id',
  'created_at', 'updated_at', 'submitted_at', 'archived_at',
] as const satisfies readonly (keyof ApplicationRow)[];
/** `Versions.related` of the application `a`, computed by the same text where it is read and where it is checked. */
const RELATED_VERSION = `json_build_array(
    (select email from applicants where id = a.applicant_id),
    (select json_agg(json_build_array(l.type, l.contact_id, c.xmin::text) order by l.type)
       from application_contacts l join contacts c on c.id = l.contact_id where l.application_id = a.id))::text`;
const LOAD_SQL = `select ${APPLICATION_COLUMNS.map((column) => `a.${column}`).join(', ')}, a.xmin::text as version, ap.email as issuer,
  s.application_id as s_application_id, s.data as s_data, s.created_at as s_created_at, s.updated_at as s_updated_at,
  s.submitted_at as s_submitted_at, s.partial_submitted_at as s_partial_submitted_at, s.xmin::text as s_version,
  (select json_agg(json_build_object('type', l.type, 'contact', to_jsonb(c)))
     from application_contacts l join contacts c on c.id = l.contact_id
    where l.application_id = a.id) as links,
  ${RELATED_VERSION} as related_version,
  octet_length(a.data::text) as data_bytes, octet_length(s.data::text) as s_data_bytes
from applications a
join applicants ap on ap.id = a.applicant_id
left join statements s on s.application_id = a.id
where a.id = $1`;
const LOAD = prepared('load_application', LOAD_SQL);
const LOAD_FOR_UPDATE = prepared('load_application_for_update', `${LOAD_SQL}\nfor update of a`);
// Every write returns the row version it wrote, so the answer it saved can be kept (SavedApplications).
const WRITE_DATA = prepared(
  'write_application_data',
  'update applications set data = $1, subtype = $2, updated_at = $3 where id = $4 returning xmin::text as version',
);
// Conditional writes of several applications' answers in one statement (application-writes.ts):
// each row of $1 ({ id, data, subtype, updated_at, version, related }) applies only while its
// application, owner and linked contacts are as read. The ids are looked up by the primary key
// first: a plan that joined the rows to all applications computed `related` for every one.
// No statement check: answers change only while preparing, and an application gets a statement
// only after status changes (new row versions) to 'accepted'.
const WRITE_DATA_IF = prepared(
  'write_application_data_if',
  `update applications a set data = v.data, subtype = v.subtype, updated_at = v.updated_at
     from jsonb_to_recordset($1) as v(id uuid, data jsonb, subtype text, updated_at timestamptz, version xid, related text)
    where a.id = any(array(select l.id from applications l
                            where l.id = any(array(select (w ->> 'id')::uuid from jsonb_array_elements($1) w))
                              for update skip locked))
      and a.id = v.id and a.xmin = v.version and ${RELATED_VERSION} = v.related
   returning a.id, a.xmin::text as version`,
);
const WRITE_STATEMENT = prepared(
  'write_statement_data',
  'update statements set data = $1, updated_at = $2 where application_id = $3 returning xmin::text as version',
);
const WRITE_STATEMENT_IF = prepared(
  'write_statement_data_if',
  `with app as (select a.id from applications a where a.id = $3 and a.xmin = $4::xid and ${RELATED_VERSION} = $6 for update)
   update statements s set data = $1, updated_at = $2 from app
    where s.application_id = app.id and s.xmin = $5::xid
   returning s.xmin::text as version`,
);

/**
 * One round trip instead of four (application, owner's e-mail, linked contacts, statement);
 * every lookup is by primary key (applications, statements) or its prefix (application_contacts).
 */
export async function loadApplication(db: Queryable, id: string, lock: boolean): Promise<LoadedApplication | undefined> {
  const { rows } = await db.executeQuery<LoadedRow>(CompiledQuery.raw(lock ? LOAD_FOR_UPDATE : LOAD, [id]));
  const loaded = rows[0];
  if (!loaded) return undefined;
  const {
    version,
    related_version,
    data_bytes,
    s_data_bytes,
    s_application_id,
    s_data,
    s_created_at,
    s_updated_at,
    s_submitted_at,
    s_partial_submitted_at,
    s_version,
    links: linkRows,
    ...row
  } = loaded;
  const links: Links = {};
  for (const link of linkRows ?? []) links[link.type] = { ...link.contact, created_at: new Date(link.contact.created_at) };
  const statement: StatementRow | undefined =
    s_application_id === null
      ? undefined
      : {
          application_id: s_application_id,
          data: s_data ?? {},
          created_at: s_created_at as Date,
          updated_at: s_updated_at as Date,
          submitted_at: s_submitted_at,
          partial_submitted_at: s_partial_submitted_at,
        };
  return {
    row,
    links,
    statement,
    versions: { application: version, statement: s_version, related: related_version },
    answerBytes: { application: Number(data_bytes ?? 0), statement: Number(s_data_bytes ?? 0) },
  };
}

/** Writes the answers of an application (as JSON text) unconditionally and returns the row version written. */
export async function writeApplicationData(db: Queryable, id: string, dataJson: string, subtype: string | null, now: Date): Promise<string> {
  const { rows } = await db.executeQuery<{ version: string }>(CompiledQuery.raw(WRITE_DATA, [dataJson, subtype, now, id]));
  return rows[0]!.version;
}

/** One conditional write of an application's answers: applies only while `versions` still match. */
export interface ApplicationWrite {
  id: string;
  /** The answers as JSON text. */
  dataJson: string;
  subtype: string | null;
  now: Date;
  versions: Versions;
}

/**
 * Applies each write while its application, owner and linked contacts are as they were read, in
 * one statement; returns the row version written by application id (missing: someone else wrote
 * in between). At most one write per application: two would race within the statement.
 */
export async function writeApplicationsData(db: Queryable, writes: readonly ApplicationWrite[]): Promise<Map<string, string>> {
  // The answers are JSON text already: spliced in, not parsed and written again.
  const rows = writes.map(
    ({ id, dataJson, subtype, now, versions }) =>
      `{"id":${JSON.stringify(id)},"data":${dataJson},"subtype":${JSON.stringify(subtype)},"updated_at":"${now.toISOString()}",` +
      `"version":${JSON.stringify(versions.application)},"related":${JSON.stringify(versions.related)}}`,
  );
  const { rows: written } = await db.executeQuery<{ id: string; version: string }>(CompiledQuery.raw(WRITE_DATA_IF, [`[${rows.join(',')}]`]));
  return new Map(written.map((row) => [row.id, row.version]));
}

/**
 * Writes the answers of a statement (as JSON text) and returns its row version written. With `versions`, only
 * while neither the statement nor its application, owner and linked contacts changed since they
 * were read; the application row is locked for the write, as the status transitions lock it.
 */
export async function writeStatementData(
  db: Queryable,
  id: string,
  dataJson: string,
  now: Date,
  versions: Versions | null,
): Promise<string | null> {
  const { rows } = await db.executeQuery<{ version: string }>(
    versions === null
      ? CompiledQuery.raw(WRITE_STATEMENT, [dataJson, now, id])
      : CompiledQuery.raw(WRITE_STATEMENT_IF, [dataJson, now, id, versions.application, versions.statement, versions.related]),
  );
  return rows[0]?.version ?? null;
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
  return withAnswers(
    {
      createdAt: row.created_at.toISOString(),
      submittedAt: iso(row.submitted_at),
      partialSubmittedAt: iso(row.partial_submitted_at),
      paymentRecipient: linked(links.paymentRecipient),
    },
    row.data,
  );
}

export function applicationJson(row: AppRow, links: Links, statement?: StatementRow): ApplicationJson {
  const json: ApplicationJson = withAnswers(
    {
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
    },
    row.data,
  );
  if (statement) json.statement = statementJson(statement, links);
  return json;
}

/**
 * The server's fields with the stored answers added where they do not name one of them. Not
 * `{ ...answers, id, ... }`: on Node 20 (V8 11.3) each key added after a spread of a plain object
 * costs about 1 µs, and a save builds this JSON three times.
 */
function withAnswers<T extends Record<string, unknown>>(server: T, answers: Record<string, unknown> | null): T {
  if (!answers) return server;
  const json: Record<string, unknown> = server;
  for (const key of Object.keys(answers)) {
    if (!Object.hasOwn(server, key) && key !== '__proto__') json[key] = answers[key];
  }
  return server;
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
