import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns Ajv issues into `{field: [message]}` with readable German (or fr/it) texts. */
function schemaFieldErrors(issues: AjvIssue[], lang: ReturnType<typeof requestLang>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    let field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    let key: MessageKey = 'invalidValue';
    if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
      field = field ? `${field}.${issue.params.missingProperty}` : issue.params.missingProperty;
      key = 'missingValue';
    } else if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
      field = field ? `${field}.${issue.params.additionalProperty}` : issue.params.additionalProperty;
      key = 'unknownField';
    }
    (errors[field || '_'] ??= []).push(translate(key, lang));
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
