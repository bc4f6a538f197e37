import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authOf } from '../http/auth-hook';
import { ApiError, notFound } from '../http/errors';
import { requestLang } from '../http/i18n';
import { Contact, ContactInput, IdParams, NoBody, NoQuery, data, errorResponses } from '../http/schemas';
import { contactJson } from '../applications/repository';
import type { Db } from '../db/database';
import { validateContact } from './validation';

type ContactInputT = Static<typeof ContactInput>;

function toColumns(input: ContactInputT, request: FastifyRequest) {
  const errors = validateContact(input as Record<string, string | null | undefined>, requestLang(request));
  if (errors) throw new ApiError(422, 'validationFailed', { errors });
  const t = (value: string | null | undefined) => (value ?? '').trim();
  return {
    salut_code: t(input.salutCode),
    firstname: t(input.firstname),
    lastname: t(input.lastname),
    street: t(input.street),
    house_number: t(input.houseNumber),
    zip_code: t(input.zipCode),
    location: t(input.location),
    phone: t(input.phone),
    email: t(input.email).toLowerCase(),
    organization: t(input.organization) || null,
  };
}

/** The caller's own contact; hidden ones do not exist for their owner (admin: any contact). */
async function ownContact(db: Db, request: FastifyRequest, id: string) {
  const auth = authOf(request);
  const row = await db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.applicant_id !== auth.applicantId || row.hidden) throw notFound();
  return row;
}

/** Contacts management (spec 00 §2.14, §3.10). */
export const contactRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.services;
  const ContactData = data(Type.Ref(Contact));

  app.get(
    '/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Own contacts (active and inactive; hidden ones are not listed)',
        querystring: NoQuery,
        response: { 200: data(Type.Array(Type.Ref(Contact))), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const rows = await db
        .selectFrom('contacts')
        .selectAll()
        .where('applicant_id', '=', auth.applicantId)
        .where('hidden', '=', false)
        .orderBy('lastname')
        .orderBy('firstname')
        .orderBy('created_at')
        .execute();
      return { data: rows.map(contactJson) };
    },
  );

  app.post(
    '/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Create a contact',
        body: Type.Ref(ContactInput),
        response: { 201: ContactData, ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await db
        .insertInto('contacts')
        .values({ ...toColumns(request.body as ContactInputT, request), applicant_id: auth.applicantId })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.status(201);
      return { data: contactJson(row) };
    },
  );

  app.put(
    '/contacts/:id',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Replace a contact',
        params: IdParams,
        body: Type.Ref(ContactInput),
        response: { 200: ContactData, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => {
      const existing = await ownContact(db, request, request.params.id);
      const row = await db
        .updateTable('contacts')
        .set(toColumns(request.body as ContactInputT, request))
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: contactJson(row) };
    },
  );

  for (const [action, active] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(
      `/contacts/:id/${action}`,
      {
        schema: {
          tags: ['contacts'],
          summary: `${action === 'enable' ? 'Enable' : 'Disable'} a contact`,
          params: IdParams,
          body: NoBody,
          response: { 200: ContactData, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const existing = await ownContact(db, request, request.params.id);
        const row = await db
          .updateTable('contacts')
          .set({ active })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { data: contactJson(row) };
      },
    );
  }
};
