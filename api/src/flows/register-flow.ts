import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type {
  AnswerData,
  FieldErrors,
  FlowKind,
  FlowStage,
  ServerContext,
  ServerEndpoint,
  ServerFlow,
} from '@portal/shared-domain/server';
import { ApiError } from '../http/errors';
import { requestLang, translate } from '../http/i18n';
import { Application, IdParams, data, errorResponses, type ApplicationJson } from '../http/schemas';
import {
  RESERVED_KEYS,
  applicationJson,
  assertAccess,
  statementJson,
  loadApplication,
  writeApplicationData,
  type LoadedApplication,
  writeStatementData,
  type AppRow,
  type LinkType,
  type Links,
  type Queryable,
} from '../applications/repository';
import { assertAllowed } from '../applications/state-machine';
import { assertUploadReferences } from '../uploads/references';
import type { StatementRow } from '../db/schema';

/**
 * The generic question save/reset machinery (spec 00 §4.5, §7.3): every endpoint of every
 * registered ServerFlow becomes `PUT`/`DELETE /api/applications/{id}{endpoint}` (application
 * stage) or `/api/applications/{id}/statement{endpoint}` (statement stage). Flows of different
 * kinds share paths (e.g. /expenses), so one route serves a path and dispatches on the
 * application's type.
 */
export class FlowRegistry {
  private readonly flows = new Map<string, ServerFlow>();
  readonly endpoints = new Map<string, Map<FlowKind, ServerEndpoint>>();

  add(flow: ServerFlow): void {
    this.flows.set(`${flow.kind}:${flow.stage}`, flow);
  }

  flow(kind: string, stage: FlowStage): ServerFlow | undefined {
    return this.flows.get(`${kind}:${stage}`);
  }

  /** Readers of what an answer refers to, by `kind:stage:endpoint`. */
  readonly readers = new Map<string, AnswerReader>();

  addReader(kind: FlowKind, stage: FlowStage, endpoint: string, reader: AnswerReader): void {
    this.readers.set(`${kind}:${stage}:${endpoint}`, reader);
  }
}

/**
 * Reads what a validated answer refers to (the spreadsheet of a group collection, FG245) into
 * further stored fields; throws an ApiError (422 with field messages) when it does not fit.
 */
export type AnswerReader = (db: Queryable, request: FastifyRequest, payload: AnswerData, context: ServerContext) => Promise<AnswerData>;

/** Paths served by dedicated routes; a flow endpoint may not take them. */
const RESERVED_PATHS: Record<FlowStage, string[]> = {
  application: ['/submit', '/cancel', '/archive', '/annul', '/statement', '/summary', '/pdf'],
  statement: ['/submit', '/partial-submit', '/cancel'],
};
const PATH = /^(\/[a-z0-9][a-z0-9-]*)+$/;

export function registerFlow(app: FastifyInstance, flow: ServerFlow): void {
  const registry = app.services.flows;
  registry.add(flow);
  for (const endpoint of flow.endpoints) {
    // Contact links have their own route (PUT .../contacts {id?, type}), shared by all flows.
    if (endpoint.endpoint === '/contacts') continue;
    if (!PATH.test(endpoint.endpoint) || RESERVED_PATHS[flow.stage].includes(endpoint.endpoint)) {
      throw new Error(`Flow ${flow.kind}/${flow.stage}: endpoint ${endpoint.endpoint} is not allowed`);
    }
    const clash = endpoint.fields.find((field) => RESERVED_KEYS.has(field));
    if (clash) throw new Error(`Flow ${flow.kind}/${flow.stage}: field ${clash} is reserved by the server`);
    const key = `${flow.stage}:${endpoint.endpoint}`;
    let byKind = registry.endpoints.get(key);
    if (!byKind) {
      byKind = new Map();
      registry.endpoints.set(key, byKind);
      // Registered as a plugin so the route is built at ready(), when every flow sharing the
      // path is known (its body schema lists the union of their fields).
      const routes = byKind;
      app.register(async (instance) => registerEndpointRoutes(instance, flow.stage, endpoint.endpoint, routes));
    }
    if (byKind.has(flow.kind)) throw new Error(`Flow ${flow.kind}/${flow.stage}: duplicate endpoint ${endpoint.endpoint}`);
    byKind.set(flow.kind, endpoint);
  }
}

/**
 * The schema of one payload key: what the question's field kinds allow (shared-domain's
 * `payloadSchemas`); a key that several kinds' flows write takes any of their schemas.
 */
function keySchema(byKind: Map<FlowKind, ServerEndpoint>, key: string): Record<string, unknown> {
  const schemas = [...byKind.values()].map((endpoint) => endpoint.schema?.[key]);
  if (schemas.some((schema) => schema === undefined)) return {};
  return schemas.length === 1 ? schemas[0]! : { anyOf: schemas };
}

function registerEndpointRoutes(
  app: FastifyInstance,
  stage: FlowStage,
  path: string,
  byKind: Map<FlowKind, ServerEndpoint>,
): void {
  const fields = [...new Set([...byKind.values()].flatMap((endpoint) => endpoint.fields))].sort();
  const url = stage === 'application' ? `/api/applications/:id${path}` : `/api/applications/:id/statement${path}`;
  const tags = [stage === 'application' ? 'answers' : 'statement answers'];
  const response = { 200: data(Type.Ref(Application)), ...errorResponses(400, 401, 403, 404, 409, 422) };

  app.put(
    url,
    {
      schema: {
        tags,
        summary: `Save ${path} (${[...byKind.keys()].join(', ')})`,
        params: IdParams,
        body: Type.Object(Object.fromEntries(fields.map((field) => [field, Type.Optional(Type.Unsafe(keySchema(byKind, field)))])), {
          additionalProperties: false,
        }),
        response,
      },
    },
    async (request) => ({
      data: await saveAnswers(request, stage, byKind, request.body as AnswerData, 'save'),
    }),
  );

  app.delete(
    url,
    {
      schema: {
        tags,
        summary: `Reset ${path}: its fields become null`,
        params: IdParams,
        // The client sends an emptied question payload; its content is irrelevant.
        body: Type.Unknown(),
        response,
      },
    },
    async (request) => ({ data: await saveAnswers(request, stage, byKind, {}, 'reset') }),
  );
}

interface Loaded {
  row: AppRow;
  links: Links;
  statement: StatementRow | undefined;
}

/** The application as the flows see it: stored answers plus the server's fields (type, status, links). */
function applicationAnswers(loaded: Loaded): AnswerData {
  return applicationJson(loaded.row, loaded.links);
}

function statementAnswers(loaded: Loaded): AnswerData | undefined {
  return loaded.statement ? statementJson(loaded.statement, loaded.links) : undefined;
}

export async function loadForFlow(db: Queryable, request: FastifyRequest, id: string, mode: 'read' | 'write', forUpdate: boolean): Promise<Loaded> {
  const loaded = await loadApplication(db, id, forUpdate);
  const row = assertAccess(request, loaded?.row, mode);
  return { row, links: loaded?.links ?? {}, statement: loaded?.statement };
}

export function flowContext(request: FastifyRequest, loaded: Loaded, now: Date): ServerContext {
  return {
    lang: requestLang(request),
    application: applicationAnswers(loaded),
    statement: statementAnswers(loaded),
    now,
  };
}

/**
 * Runs a flow callback defensively: flows are data-driven code, and a throw on odd input must
 * answer 422, never 500.
 */
export function guarded<T>(request: FastifyRequest, run: () => T): T {
  try {
    return run();
  } catch (error) {
    request.log.warn({ err: error }, 'flow callback failed');
    throw new ApiError(422, 'validationFailed');
  }
}

/** Sets every hidden field that holds a value to null (dependent reset, spec 00 §4.5). */
export function clearHidden(stored: AnswerData, hidden: string[]): AnswerData {
  const next = { ...stored };
  for (const field of hidden) {
    if (!RESERVED_KEYS.has(field) && next[field] !== undefined && next[field] !== null) next[field] = null;
  }
  return next;
}

const LINK_OF_FIELD: Record<FlowStage, Partial<Record<string, LinkType>>> = {
  application: { contact: 'individual', representation: 'representation' },
  statement: { paymentRecipient: 'paymentRecipient' },
};

/**
 * Unlinks the contacts of hidden contact questions (issue 14, item 1): after FE150 changes from
 * stand-in to self-reliant, the representative's link goes whatever the browser sends, so it is
 * neither submitted nor offered as payout recipient. Returns the links that remain.
 */
export async function unlinkHidden(db: Queryable, id: string, links: Links, hidden: string[], stage: FlowStage): Promise<Links> {
  const types = hidden.map((field) => LINK_OF_FIELD[stage][field]).filter((type): type is LinkType => !!type && !!links[type]);
  if (types.length === 0) return links;
  await db.deleteFrom('application_contacts').where('application_id', '=', id).where('type', 'in', types).execute();
  return Object.fromEntries(Object.entries(links).filter(([type]) => !types.includes(type as LinkType)));
}

/**
 * Saves with as few round trips as it can (docs/decisions.md, API performance):
 * 1. from the application as this process last saved it (SavedApplications), with one UPDATE
 *    that applies only while the rows are as they were then: one statement, shared with the
 *    other saves of that moment (ApplicationWrites);
 * 2. else, or when that UPDATE did not apply or the attempt was refused (its answer may rest on
 *    what changed since), from a fresh read with the same conditional UPDATE: two statements;
 * 3. when someone else wrote in between, in a transaction holding the application row lock.
 */
async function saveAnswers(
  request: FastifyRequest,
  stage: FlowStage,
  byKind: Map<FlowKind, ServerEndpoint>,
  payload: AnswerData,
  mode: 'save' | 'reset',
) {
  const { db, savedApplications } = request.server.services;
  const { id } = request.params as { id: string };
  const attempt = (queryable: Queryable, found: LoadedApplication | undefined, conditional: boolean) =>
    saveOnce(queryable, request, stage, byKind, payload, mode, found, conditional);
  const keep = (saved: Saved) => {
    if (saved.next) savedApplications.set(id, saved.next);
    else savedApplications.delete(id);
    return saved.json;
  };

  const last = savedApplications.get(id);
  if (last) {
    const fromLast = await attempt(db, last, true).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (fromLast) return keep(fromLast);
    savedApplications.delete(id);
  }
  const optimistic = await attempt(db, await loadApplication(db, id, false), true);
  if (optimistic) return keep(optimistic);
  const locked = await db.transaction().execute(async (trx) => {
    const saved = await attempt(trx, await loadApplication(trx, id, true), false);
    if (!saved) throw new Error('locked save did not apply');
    return saved;
  });
  return keep(locked);
}

/** A save's answer, and the application as written when it can start the next save (else null). */
interface Saved {
  json: ApplicationJson;
  next: LoadedApplication | null;
}

/**
 * One attempt from `found`. `conditional`: the write applies only while the rows are as found
 * (null when they changed); else inside a transaction that read the application row FOR UPDATE.
 */
async function saveOnce(
  db: Queryable,
  request: FastifyRequest,
  stage: FlowStage,
  byKind: Map<FlowKind, ServerEndpoint>,
  payload: AnswerData,
  mode: 'save' | 'reset',
  found: LoadedApplication | undefined,
  conditional: boolean,
): Promise<Saved | null> {
  const now = request.server.services.options.now();
  const row = assertAccess(request, found?.row, 'write');
  const { id } = row;
  const { versions, answerBytes, ...kept } = found as LoadedApplication; // assertAccess refused a missing one
  const loaded: Loaded = { ...kept, row };
  const endpoint = byKind.get(row.type as FlowKind);
  const flow = request.server.services.flows.flow(row.type, stage);
  if (!endpoint || !flow) throw new ApiError(404, 'notFound');
  assertAllowed(stage === 'application' ? 'answer' : 'statement-answer', row);
  if (stage === 'statement' && !loaded.statement) throw new ApiError(409, 'statementMissing');

  let patch: AnswerData;
  if (mode === 'reset') {
    patch = Object.fromEntries(endpoint.fields.map((field) => [field, null]));
  } else {
    const unknown = Object.keys(payload).filter((key) => !endpoint.fields.includes(key));
    if (unknown.length > 0) {
      throw new ApiError(400, 'badRequest', {
        errors: Object.fromEntries(unknown.map((key) => [key, [translate('unknownField', requestLang(request))]])),
      });
    }
    const context = flowContext(request, loaded, now);
    const errors: FieldErrors | null = guarded(request, () => endpoint.validate(payload, context));
    if (errors && Object.keys(errors).length > 0) throw new ApiError(422, 'validationFailed', { errors });
    await assertUploadReferences(db, row.applicant_id, endpoint.files, payload, context.lang);
    patch = guarded(request, () => (endpoint.toStored ? endpoint.toStored(payload, context) : payload));
    const reader = request.server.services.flows.readers.get(`${row.type}:${stage}:${endpoint.endpoint}`);
    if (reader) patch = { ...patch, ...(await reader(db, request, patch, context)) };
  }

  if (stage === 'application') {
    const merged = { ...row.data, ...patch };
    // The rules read the subtype just chosen (FG220 hides the other subtype's answers).
    const view: Loaded = { ...loaded, row: { ...row, data: merged, subtype: typeof merged.subtype === 'string' ? merged.subtype : row.subtype } };
    const viewContext = flowContext(request, view, now);
    const hidden = guarded(request, () => flow.hiddenFields(viewContext.application, viewContext));
    const stored = clearHidden(merged, hidden);
    // The group flow chooses its subtype as an answer; keep the column (and JSON) in step.
    const subtype = typeof stored.subtype === 'string' ? stored.subtype : row.subtype;
    const answersJson = JSON.stringify(stored);
    const written = conditional
      ? await request.server.services.applicationWrites.write({ id, dataJson: answersJson, subtype, now, versions })
      : await writeApplicationData(db, id, answersJson, subtype, now);
    if (written === null) return null;
    const links = await unlinkHidden(db, id, loaded.links, hidden, stage);
    const next: LoadedApplication = {
      row: { ...row, data: stored, subtype, updated_at: now },
      links,
      statement: loaded.statement,
      versions: { ...versions, application: written },
      answerBytes: { ...answerBytes, application: answersJson.length },
    };
    // Unlinking changed what `versions.related` stands for: the next save reads again.
    return { json: applicationJson(next.row, links, loaded.statement), next: links === loaded.links ? next : null };
  }

  const statement = loaded.statement as StatementRow;
  const merged = { ...statement.data, ...patch };
  const view: Loaded = { ...loaded, statement: { ...statement, data: merged } };
  const viewContext = flowContext(request, view, now);
  const hidden = guarded(request, () => flow.hiddenFields(viewContext.statement ?? {}, viewContext));
  const stored = clearHidden(merged, hidden);
  const answersJson = JSON.stringify(stored);
  const written = await writeStatementData(db, id, answersJson, now, conditional ? versions : null);
  if (written === null) return null;
  const links = await unlinkHidden(db, id, loaded.links, hidden, stage);
  const next: LoadedApplication = {
    row,
    links,
    statement: { ...statement, data: stored, updated_at: now },
    versions: { ...versions, statement: written },
    answerBytes: { ...answerBytes, statement: answersJson.length },
  };
  return { json: applicationJson(row, links, next.statement), next: links === loaded.links ? next : null };
}
