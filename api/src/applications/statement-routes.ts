import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/errors';
import { Application, CancelBody, IdParams, NoBody, data, errorResponses } from '../http/schemas';
import { assertAccess, findApplication, loadStatements } from './repository';
import { assertAllowed } from './state-machine';
import { reload, submitStatement } from './submission';
import { LinkBody, UnlinkBody, linkContact } from './contact-links';

const AppData = data(Type.Ref(Application));

/** The settlement (statement) of a granted application: create, submit, partial submit, cancel. */
export const statementRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db, options } = app.services;
  const schema = (summary: string, errors: number[]) => ({
    tags: ['statement'],
    summary,
    params: IdParams,
    body: NoBody,
    response: { 200: AppData, ...errorResponses(...errors) },
  });

  app.post(
    '/applications/:id/statement',
    { schema: { ...schema('Create the statement of a granted application', [400, 401, 403, 404, 409]), response: { 201: AppData, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const now = options.now();
      const result = await db.transaction().execute(async (trx) => {
        const row = assertAccess(request, await findApplication(trx, request.params.id, true), 'write');
        assertAllowed('create-statement', row);
        if ((await loadStatements(trx, [row.id])).has(row.id)) throw new ApiError(409, 'statementExists');
        await trx.insertInto('statements').values({ application_id: row.id, data: '{}', created_at: now, updated_at: now }).execute();
        return reload(trx, row.id);
      });
      reply.status(201);
      return { data: result };
    },
  );

  app.post(
    '/applications/:id/statement/submit',
    { schema: schema('Submit the (final) statement', [400, 401, 403, 404, 409, 422]) },
    async (request) => ({ data: await submitStatement(request, request.params.id, false) }),
  );

  app.post(
    '/applications/:id/statement/partial-submit',
    { schema: schema('Submit a partial statement (group collections only)', [400, 401, 403, 404, 409, 422]) },
    async (request) => ({ data: await submitStatement(request, request.params.id, true) }),
  );

  app.post(
    '/applications/:id/statement/cancel',
    { schema: { ...schema('Cancel from the statement wizard: the activity does not take place', [400, 401, 403, 404, 409]), body: CancelBody } },
    async (request) => {
      const now = options.now();
      const result = await db.transaction().execute(async (trx) => {
        const row = assertAccess(request, await findApplication(trx, request.params.id, true), 'write');
        assertAllowed('statement-cancel', row);
        await trx.updateTable('applications').set({ status: 'cancelled', updated_at: now }).where('id', '=', row.id).execute();
        return reload(trx, row.id);
      });
      return { data: result };
    },
  );

  app.put(
    '/applications/:id/statement/contacts',
    {
      schema: {
        tags: ['statement'],
        summary: 'Link the payment recipient (type paymentRecipient); without id it is unlinked',
        params: IdParams,
        body: LinkBody,
        response: { 200: AppData, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await linkContact(request, request.params.id, request.body, 'statement') }),
  );

  app.delete(
    '/applications/:id/statement/contacts',
    {
      schema: {
        tags: ['statement'],
        summary: 'Unlink the payment recipient (type paymentRecipient)',
        params: IdParams,
        body: UnlinkBody,
        response: { 200: AppData, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await linkContact(request, request.params.id, { type: request.body.type }, 'statement') }),
  );
};
