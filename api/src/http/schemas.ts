import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_STATUSES as STATUSES, APPLICATION_TYPES } from '@portal/shared-domain/server';

/**
 * JSON schemas shared by the routes. Each carries an $id: it is registered once with
 * `app.addSchema`, referenced with `Type.Ref`, and becomes a named component of the OpenAPI
 * document (and so a named type in shared-domain/src/api-types.ts).
 */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

// Types, subtypes and statuses come from the shared status model (one list for API and front end).
export { APPLICATION_TYPES, GROUP_SUBTYPES, APPLICATION_STATUSES as STATUSES } from '@portal/shared-domain/server';
export const CONTACT_LINK_TYPES = ['individual', 'representation', 'paymentRecipient'] as const;
export const SALUT_CODES = ['male', 'female', 'none', 'neutral'] as const;

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    code: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody', additionalProperties: false },
);

export const Contact = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    salutCode: literals(SALUT_CODES),
    firstname: Type.String(),
    lastname: Type.String(),
    street: Type.String(),
    houseNumber: Type.String(),
    zipCode: Type.String(),
    location: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    organization: Nullable(Type.String()),
    active: Type.Boolean(),
    hidden: Type.Boolean(),
  },
  { $id: 'Contact', additionalProperties: false },
);
export type ContactJson = Static<typeof Contact>;

/** Statement answers are merged at the top level, like the application's (spec 00 §3.9). */
export const Statement = Type.Object(
  {
    createdAt: Timestamp,
    submittedAt: Nullable(Timestamp),
    partialSubmittedAt: Nullable(Timestamp),
    paymentRecipient: Nullable(Type.Ref(Contact)),
  },
  { $id: 'Statement', additionalProperties: true },
);
export type StatementJson = Static<typeof Statement> & Record<string, unknown>;

/** The application with its answers (stored data) merged at the top level (spec 00 §3.8). */
export const Application = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    number: Type.String(),
    type: literals(APPLICATION_TYPES),
    subtype: Nullable(Type.String()),
    status: literals(STATUSES),
    createdAt: Timestamp,
    submittedAt: Nullable(Timestamp),
    issuer: Type.String(),
    grantedAmount: Nullable(Type.Number()),
    contact: Nullable(Type.Ref(Contact)),
    representation: Nullable(Type.Ref(Contact)),
    paymentRecipient: Nullable(Type.Ref(Contact)),
    statement: Type.Optional(Type.Ref(Statement)),
  },
  { $id: 'Application', additionalProperties: true },
);
export type ApplicationJson = Static<typeof Application> & Record<string, unknown>;

export const ApplicationBrief = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    number: Type.String(),
    type: literals(APPLICATION_TYPES),
    subtype: Nullable(Type.String()),
    status: literals(STATUSES),
    createdAt: Timestamp,
    submittedAt: Nullable(Timestamp),
    archived: Type.Boolean(),
  },
  { $id: 'ApplicationBrief', additionalProperties: false },
);

export const Upload = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: literals(['document', 'image'] as const),
    name: Type.String(),
    mimeType: Type.String(),
    size: Type.Integer(),
  },
  { $id: 'Upload', additionalProperties: false },
);

export const PageMeta = Type.Object(
  { last_page: Type.Integer(), total: Type.Integer(), current_page: Type.Integer() },
  { $id: 'PageMeta', additionalProperties: false },
);

/**
 * Contact form input: structure only (types, known properties). The content rules answer 422
 * with the catalogue's messages so the form can show them on its fields.
 */
const text = () => Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]));
export const ContactInput = Type.Object(
  {
    salutCode: Type.Optional(Type.Union([...SALUT_CODES.map((s) => Type.Literal(s)), Type.Literal(''), Type.Null()])),
    firstname: text(),
    lastname: text(),
    street: text(),
    houseNumber: text(),
    zipCode: text(),
    location: text(),
    phone: text(),
    email: text(),
    organization: text(),
  },
  { additionalProperties: false, $id: 'ContactInput' },
);

export const SHARED_SCHEMAS = [ErrorBody, ContactInput, Contact, Statement, Application, ApplicationBrief, Upload, PageMeta];

export function addSharedSchemas(app: FastifyInstance): void {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
}

/** `{ data: T }`, the envelope of every answer (spec 00 §7.1). */
export const data = <T extends TSchema>(schema: T) => Type.Object({ data: schema }, { additionalProperties: false });

/** Error answers of a route, all with the same body. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((status) => [status, Type.Ref(ErrorBody)]));
}

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export const NoQuery = Type.Object({}, { additionalProperties: false });
/** Routes that take no body still declare it: nothing, or an empty JSON object. */
export const NoBody = Type.Union([Type.Null(), Type.Object({}, { additionalProperties: false })]);
/** Cancellation may carry the wizard's confirmation answer (e.g. {confirmCancellation: true}); it is not needed. */
export const CancelBody = Type.Union([
  Type.Null(),
  Type.Record(Type.String({ maxLength: 100 }), Type.Union([Type.Boolean(), Type.String({ maxLength: 200 }), Type.Null()]), {
    maxProperties: 10,
  }),
]);
