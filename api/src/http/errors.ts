import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerLang } from '@portal/shared-domain/server';
import { requestLang, translate, type MessageKey } from './i18n';

export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure with its HTTP status. The message is a key so the error handler can
 * answer in the requester's language; `extra` adds fields such as the login-link `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly options: {
      params?: Record<string, string | number>;
      errors?: FieldErrors;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, 'notFound');
export const forbidden = () => new ApiError(403, 'forbidden');
export const conflict = (status: string) => new ApiError(409, 'transitionNotAllowed', { params: { status } });

interface AjvIssue {
  instancePath?: string;
  schemaPath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** What a value may be: constants (enum, const) and JSON types, gathered over a union's branches. */
interface Allowed {
  values: unknown[];
  types: string[];
}

/** One reported problem before translation; `schemaPath` ties branch errors to their union. */
interface Problem {
  field: string;
  schemaPath: string;
  key: MessageKey;
  params?: Record<string, string | number>;
  allowed?: Allowed;
}

const depthOf = (field: string) => (field === '' ? 0 : field.split('.').length);
const MAX_LISTED = 12;

function problemOf(issue: AjvIssue): Problem {
  const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const schemaPath = issue.schemaPath ?? '';
  const params = issue.params ?? {};
  const under = (name: unknown) => (field ? `${field}.${String(name)}` : String(name));
  switch (issue.keyword) {
    case 'required':
      return { field: under(params.missingProperty), schemaPath, key: 'missingValue' };
    case 'additionalProperties':
      return { field: under(params.additionalProperty), schemaPath, key: 'unknownField' };
    case 'const':
      return { field, schemaPath, key: 'allowedValues', allowed: { values: [params.allowedValue], types: [] } };
    case 'enum':
      return { field, schemaPath, key: 'allowedValues', allowed: { values: (params.allowedValues as unknown[]) ?? [], types: [] } };
    case 'type': {
      const types = Array.isArray(params.type) ? (params.type as string[]) : String(params.type ?? '').split(',');
      return { field, schemaPath, key: 'allowedValues', allowed: { values: [], types: types.filter(Boolean) } };
    }
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return { field, schemaPath, key: 'tooLong', params: { limit: Number(params.limit) } };
    default:
      return { field, schemaPath, key: 'invalidValue' };
  }
}

/**
 * Ajv reports every failing branch of a union (anyOf/oneOf) and then the union itself: a field
 * allowing six forms got "Ungültiger Wert." seven times. The branch problems are folded into the
 * union's: when a branch failed deeper inside the value (the value had that branch's shape), its
 * problems are kept, they say what is wrong; otherwise one problem lists every allowed form.
 */
function foldUnions(issues: AjvIssue[]): Problem[] {
  let problems: Problem[] = [];
  for (const issue of issues) {
    if (issue.keyword !== 'anyOf' && issue.keyword !== 'oneOf') {
      problems.push(problemOf(issue));
      continue;
    }
    const union = problemOf(issue);
    const prefix = `${union.schemaPath}/`;
    const branches = problems.filter((problem) => problem.schemaPath.startsWith(prefix));
    problems = problems.filter((problem) => !problem.schemaPath.startsWith(prefix));
    const deeper = branches.filter((problem) => depthOf(problem.field) > depthOf(union.field));
    if (deeper.length > 0) {
      problems.push(...deeper);
      continue;
    }
    const allowed: Allowed = { values: [], types: [] };
    for (const problem of branches) {
      allowed.values.push(...(problem.allowed?.values ?? []));
      allowed.types.push(...(problem.allowed?.types ?? []));
    }
    const known = allowed.values.length + allowed.types.length > 0;
    problems.push({ field: union.field, schemaPath: union.schemaPath, key: known ? 'allowedValues' : 'invalidValue', allowed: known ? allowed : undefined });
  }
  return problems;
}

/** '"male", "female", Text oder null': constants as JSON, types in words. */
function allowedText(allowed: Allowed, lang: ServerLang): string {
  const values = [...new Set(allowed.values.map((value) => JSON.stringify(value)))];
  const types = [...new Set(allowed.types)]
    // An integer is a number: say "number" once.
    .filter((type, _i, all) => !(type === 'integer' && all.includes('number')))
    .map((type) => (TYPE_WORDS[type]?.[lang] ?? type));
  const items = [...values, ...types];
  const listed = items.length > MAX_LISTED ? [...items.slice(0, MAX_LISTED), '…'] : items;
  if (listed.length === 1) return listed[0];
  return `${listed.slice(0, -1).join(', ')} ${translate('or', lang)} ${listed[listed.length - 1]}`;
}

const TYPE_WORDS: Record<string, Record<ServerLang, string>> = {
  string: { de: 'ein Text', fr: 'un texte', it: 'un testo' },
  number: { de: 'eine Zahl', fr: 'un nombre', it: 'un numero' },
  integer: { de: 'eine ganze Zahl', fr: 'un nombre entier', it: 'un numero intero' },
  boolean: { de: 'true/false', fr: 'true/false', it: 'true/false' },
  object: { de: 'ein Objekt', fr: 'un objet', it: 'un oggetto' },
  array: { de: 'eine Liste', fr: 'une liste', it: 'una lista' },
  null: { de: 'null', fr: 'null', it: 'null' },
};

/**
 * Turns Ajv issues into `{field: [message]}` with readable German (or fr/it) texts, one message
 * per problem and no repeats. Field names come from the client (`?__proto__=1`, a body key
 * `toString`): the map has no prototype, so no name can reach Object.prototype.
 */
function schemaFieldErrors(issues: AjvIssue[], lang: ServerLang): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  for (const problem of foldUnions(issues)) {
    const params = problem.allowed ? { values: allowedText(problem.allowed, lang) } : problem.params;
    const message = translate(problem.key, lang, params);
    const field = problem.field || '_';
    const list = Object.hasOwn(errors, field) ? errors[field] : (errors[field] = []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** Maps Fastify's own error codes (parsers, limits, multipart) to statuses and messages. */
const fastifyCodes: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'badRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'fileTooLarge' },
  FST_FILES_LIMIT: { status: 400, key: 'badRequest' },
  FST_FIELDS_LIMIT: { status: 400, key: 'badRequest' },
  FST_PARTS_LIMIT: { status: 400, key: 'badRequest' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_PROTO_VIOLATION: { status: 400, key: 'badRequest' },
};

/** Path parameters longer than this never match a route (an e-mail address has at most 254). */
export const MAX_PARAM_LENGTH = 300;

/**
 * Errors Fastify's router raises before a route is found (a path parameter over
 * MAX_PARAM_LENGTH, a malformed percent-encoding): a localized 400, never Fastify's English
 * body echoing the URL.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.status(400).send({ message: translate('badRequest', requestLang(request)) });
}

/**
 * One error handler for the whole API: nothing a client sends may produce a 500. Schema
 * violations (wrong types, missing or unknown properties, malformed JSON) are 400; content
 * rules (flow validation, contact rules) are 422 and raised as ApiError by the handlers.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    if (error instanceof ApiError) {
      return reply.status(error.status).send({
        message: translate(error.key, lang, error.options.params),
        ...(error.options.errors ? { errors: error.options.errors } : {}),
        ...error.options.extra,
      });
    }
    if (error.validation) {
      return reply.status(400).send({
        message: translate('badRequest', lang),
        errors: schemaFieldErrors(error.validation as AjvIssue[], lang),
      });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: translate(known.key, lang) });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.status(429).send({ message: translate('tooManyRequests', lang) });
    // The database's wait queue is full (DatabaseBusyError): shed the request, ask to retry.
    if (status === 503) {
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      return reply
        .status(503)
        .header('retry-after', String(typeof retryAfter === 'number' ? retryAfter : 1))
        .send({ message: translate('tooManyRequests', lang) });
    }
    if (status === 413) return reply.status(413).send({ message: translate('bodyTooLarge', lang) });
    if (status === 415) return reply.status(415).send({ message: translate('unsupportedMediaType', lang) });
    if (status >= 400 && status < 500) return reply.status(400).send({ message: translate('badRequest', lang) });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: translate('internal', lang) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: translate('notFound', requestLang(request)) });
  });
}
