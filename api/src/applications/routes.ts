import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { authOf } from '../http/auth-hook';
import { requestLang, translate } from '../http/i18n';
import { ApiError, notFound } from '../http/errors';
import {
  APPLICATION_TYPES,
  Application,
  CancelBody,
  GROUP_SUBTYPES,
  IdParams,
  NoBody,
  NoQuery,
  data,
  errorResponses,
} from '../http/schemas';
import { assertAccess, applicationView, applicationViews, findApplication } from './repository';
import { assertAllowed, type Action } from './state-machine';
import { reload, submitApplication } from './submission';
import { linkContact, LinkBody, UnlinkBody } from './contact-links';
import { flowContext, guarded, loadForFlow } from '../flows/register-flow';

const AppData = data(Type.Ref(Application));

/** The applicant's applications: list, create, read, delete and the status actions (spec 00 §7.3). */
export const applicationRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db, options } = app.services;

  app.get(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Own applications that are not archived, newest first',
        querystring: NoQuery,
        response: { 200: data(Type.Array(Type.Ref(Application))), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const rows = await db
        .selectFrom('applications')
        .selectAll('applications')
        .select(sql<string>`cast(${auth.email} as text)`.as('issuer'))
        .where('applicant_id', '=', auth.applicantId)
        .where('archived_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
      return { data: await applicationViews(db, rows) };
    },
  );

  app.post(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Create an application (status preparing)',
        body: Type.Object(
          {
            type: Type.Union(APPLICATION_TYPES.map((t) => Type.Literal(t))),
            subtype: Type.Optional(Type.Union(GROUP_SUBTYPES.map((t) => Type.Literal(t)))),
          },
          { additionalProperties: false },
        ),
        response: { 201: AppData, ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { type, subtype } = request.body;
      if (subtype && type !== 'group') {
        throw new ApiError(422, 'subtypeNotAllowed', {
          errors: { subtype: [translate('subtypeNotAllowed', requestLang(request))] },
        });
      }
      const now = options.now();
      const inserted = await db
        .insertInto('applications')
        .values({
          // Human number: year and a six-digit running number, e.g. 2026-000123.
          number: sql<string>`${String(now.getFullYear())} || '-' || lpad(nextval('application_number_seq')::text, 6, '0')`,
          applicant_id: auth.applicantId,
          type,
          subtype: subtype ?? null,
          status: 'preparing',
          data: '{}',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.status(201);
      return { data: await reload(db, inserted.id) };
    },
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One application, with its statement when one exists',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: AppData, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = assertAccess(request, await findApplication(db, request.params.id), 'read');
      return { data: await applicationView(db, row) };
    },
  );

  app.delete(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Delete an application that is still being prepared (cannot be undone)',
        params: IdParams,
        body: NoBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const row = assertAccess(request, await findApplication(trx, request.params.id, true), 'write');
        assertAllowed('delete', row);
        await trx.deleteFrom('applications').where('id', '=', row.id).execute();
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/applications/:id/submit',
    {
      schema: {
        tags: ['applications'],
        summary: 'Submit: checks completeness, clears hidden answers, stores the PDF and e-mails its link',
        params: IdParams,
        body: NoBody,
        response: { 200: AppData, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await submitApplication(request, request.params.id) }),
  );

  /** Simple status changes by the owner: one action, one target status. */
  const statusAction = (path: string, action: Action, summary: string, apply: (now: Date) => Record<string, unknown>) =>
    app.post(
      `/applications/:id/${path}`,
      {
        schema: {
          tags: ['applications'],
          summary,
          params: IdParams,
          body: action === 'cancel' ? CancelBody : NoBody,
          response: { 200: AppData, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const now = options.now();
        const result = await db.transaction().execute(async (trx) => {
          const row = assertAccess(request, await findApplication(trx, request.params.id, true), 'write');
          assertAllowed(action, row);
          await trx
            .updateTable('applications')
            .set({ ...apply(now), updated_at: now })
            .where('id', '=', row.id)
            .execute();
          return reload(trx, row.id);
        });
        return { data: result };
      },
    );

  statusAction('cancel', 'cancel', 'Cancel a granted application (the activity does not take place)', () => ({
    status: 'cancelled',
  }));
  statusAction('annul', 'annul', 'Annul an application under review or granted (cannot be undone)', () => ({
    status: 'cancelled',
  }));
  statusAction('archive', 'archive', 'Archive a closed application (removed from the list)', (now) => ({
    archived_at: now,
  }));

  app.get(
    '/applications/:id/summary',
    {
      schema: {
        tags: ['applications'],
        summary: 'Status overview: open questions of the application and of its statement',
        params: IdParams,
        querystring: NoQuery,
        response: {
          200: data(
            Type.Object(
              {
                id: Type.String(),
                number: Type.String(),
                type: Type.String(),
                subtype: Type.Union([Type.String(), Type.Null()]),
                status: Type.String(),
                issuer: Type.String(),
                submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
                grantedAmount: Type.Union([Type.Number(), Type.Null()]),
                hasStatement: Type.Boolean(),
                incompleteQuestions: Type.Array(Type.String()),
                statementIncompleteQuestions: Type.Array(Type.String()),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const loaded = await loadForFlow(db, request, request.params.id, 'read', false);
      const context = flowContext(request, loaded, options.now());
      const { flows } = app.services;
      const appFlow = flows.flow(loaded.row.type, 'application');
      const statementFlow = flows.flow(loaded.row.type, 'statement');
      const json = context.application;
      return {
        data: {
          id: loaded.row.id,
          number: loaded.row.number,
          type: loaded.row.type,
          subtype: loaded.row.subtype,
          status: loaded.row.status,
          issuer: loaded.row.issuer,
          submittedAt: loaded.row.submitted_at?.toISOString() ?? null,
          grantedAmount: json.grantedAmount as number | null,
          hasStatement: Boolean(loaded.statement),
          incompleteQuestions: appFlow ? guarded(request, () => appFlow.incompleteQuestions(json, context)) : [],
          statementIncompleteQuestions:
            statementFlow && context.statement
              ? guarded(request, () => statementFlow.incompleteQuestions(context.statement ?? {}, context))
              : [],
        },
      };
    },
  );

  app.get(
    '/applications/:id/pdf',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['applications'],
        summary: 'The submitted application as PDF (owner, admin, or the signed key from the e-mail)',
        params: IdParams,
        querystring: Type.Object({ key: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false }),
        response: {
          200: Type.String({ format: 'binary', description: 'application/pdf' }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findApplication(db, id);
      const byKey = request.query.key ? await app.services.tokens.verifyDownloadKey(request.query.key, id, row?.applicant_id) : false;
      if (!byKey) {
        if (!request.auth) throw new ApiError(401, 'unauthenticated');
        assertAccess(request, row, 'read');
      }
      if (!row?.pdf_upload_id) throw notFound();
      const upload = await db.selectFrom('uploads').selectAll().where('id', '=', row.pdf_upload_id).executeTakeFirst();
      if (!upload) throw notFound();
      const body = await app.services.storage.get(upload.storage_key);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="Gesuch-${row.number}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(body as never);
    },
  );

  app.put(
    '/applications/:id/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Link a contact as individual, representation or paymentRecipient; without id the type is unlinked',
        params: IdParams,
        body: LinkBody,
        response: { 200: AppData, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await linkContact(request, request.params.id, request.body, 'application') }),
  );

  app.delete(
    '/applications/:id/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Unlink the contact of a type (individual, representation or paymentRecipient)',
        params: IdParams,
        body: UnlinkBody,
        response: { 200: AppData, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await linkContact(request, request.params.id, { type: request.body.type }, 'application') }),
  );
};
