import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { authOf } from '../http/auth-hook';
import { requestLang, translate } from '../http/i18n';
import { ApiError, forbidden, notFound } from '../http/errors';
import {
  Application,
  ApplicationBrief,
  Contact,
  IdParams,
  NoBody,
  PageMeta,
  data,
  errorResponses,
} from '../http/schemas';
import { assertAllowed, type Action } from '../applications/state-machine';
import { contactJson, findApplication } from '../applications/repository';
import { reload } from '../applications/submission';
import { applicantByEmail, normaliseEmail } from '../auth/login-links';
import { EMAIL } from '../auth/routes';
import { CurrentUser, currentUser } from '../auth/current-user';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { audit } from './audit';
import { reassignApplication } from './reassign';

const PAGE_SIZE = 20;
const AppData = data(Type.Ref(Application));
const admin = { auth: 'admin' as const };

/** Admin area (spec 00 §2.15, §6): applicants, impersonation, reassignment, contacts, review. */
export const adminRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db, options, tokens } = app.services;

  app.get(
    '/admin/applicants',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Applicants by e-mail substring or application number, 20 per page',
        querystring: Type.Object(
          {
            page: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
            search: Type.Optional(Type.String({ maxLength: 254 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            {
              data: Type.Array(
                Type.Object(
                  {
                    id: Type.String(),
                    email: Type.String(),
                    isAdmin: Type.Boolean(),
                    applications: Type.Array(Type.Ref(ApplicationBrief)),
                    // All their contacts, hidden and inactive ones too: the admin hides and shows them by id.
                    contacts: Type.Array(Type.Ref(Contact)),
                  },
                  { additionalProperties: false },
                ),
              ),
              meta: Type.Ref(PageMeta),
            },
            { additionalProperties: false },
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      // Spec 00 §4.8: the page is forced to at least 1; search defaults to ''.
      const page = Math.max(1, request.query.page ?? 1);
      const search = (request.query.search ?? '').trim().toLowerCase();
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      let base = db.selectFrom('applicants');
      if (search) {
        base = base.where((eb) =>
          eb.or([
            eb('applicants.email', 'like', pattern),
            eb.exists(
              eb
                .selectFrom('applications')
                .select(sql`1`.as('one'))
                .whereRef('applications.applicant_id', '=', 'applicants.id')
                .where('applications.number', '=', search),
            ),
          ]),
        );
      }
      const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['applicants.id', 'applicants.email', 'applicants.is_admin'])
        .orderBy('applicants.email')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute();
      const apps = rows.length
        ? await db
            .selectFrom('applications')
            .select(['id', 'applicant_id', 'number', 'type', 'subtype', 'status', 'created_at', 'submitted_at', 'archived_at'])
            .where(
              'applicant_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('created_at', 'desc')
            .execute()
        : [];
      const contacts = rows.length
        ? await db
            .selectFrom('contacts')
            .selectAll()
            .where(
              'applicant_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('created_at')
            .execute()
        : [];
      const count = Number(total);
      return {
        data: rows.map((row) => ({
          id: row.id,
          email: row.email,
          isAdmin: row.is_admin,
          applications: apps
            .filter((a) => a.applicant_id === row.id)
            .map((a) => ({
              id: a.id,
              number: a.number,
              type: a.type as 'single-person',
              subtype: a.subtype,
              status: a.status as 'preparing',
              createdAt: a.created_at.toISOString(),
              submittedAt: a.submitted_at?.toISOString() ?? null,
              archived: Boolean(a.archived_at),
            })),
          contacts: contacts.filter((c) => c.applicant_id === row.id).map(contactJson),
        })),
        meta: { last_page: Math.max(1, Math.ceil(count / PAGE_SIZE)), total: count, current_page: page },
      };
    },
  );

  app.post(
    '/admin/applicants/:id/impersonate',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Act as an applicant for up to an hour (not for admins); the session cookie becomes the impersonation',
        description:
          "The impersonation session is bound to the admin's own session: it ends with it (logout, log out everywhere).",
        params: IdParams,
        body: NoBody,
        response: { 200: data(Type.Ref(CurrentUser)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const target = await db.selectFrom('applicants').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!target) throw notFound();
      if (target.is_admin) throw forbidden();
      const subject = { id: target.id, email: target.email };
      setSessionCookie(request, reply, await tokens.impersonate(auth, subject));
      await audit(db, auth, 'impersonation.start', 'applicant', target.id, { email: target.email });
      return { data: currentUser({ applicantId: target.id, email: target.email, isAdmin: false, impersonator: { id: auth.applicantId, email: auth.email } }) };
    },
  );

  app.post(
    '/admin/stop-impersonation',
    {
      config: { auditsItself: true },
      schema: {
        tags: ['admin'],
        summary: "Stop impersonating: back to the admin's own session, while it is still valid",
        description:
          "Ends the impersonation session and sets the admin's original session again (never a new one); " +
          'when that session has ended in the meantime the answer is 401 and the admin signs in again.',
        body: NoBody,
        response: { 200: data(Type.Ref(CurrentUser)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!auth.impersonator) throw forbidden();
      const resumed = await tokens.resumeParent(auth);
      await audit(db, { applicantId: auth.impersonator.id, email: auth.impersonator.email }, 'impersonation.stop', 'applicant', auth.applicantId, {
        email: auth.email,
      });
      if (!resumed) {
        clearSessionCookie(request, reply);
        throw new ApiError(401, 'sessionInvalid');
      }
      setSessionCookie(request, reply, resumed);
      return { data: currentUser({ applicantId: auth.impersonator.id, email: auth.impersonator.email, isAdmin: true, impersonator: null }) };
    },
  );

  app.post(
    '/admin/applications/:id/reassign-to/:email',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Move an application to another e-mail address (the applicant is created if needed)',
        params: Type.Object(
          { id: Type.String({ format: 'uuid' }), email: Type.String({ maxLength: 254 }) },
          { additionalProperties: false },
        ),
        body: NoBody,
        response: { 200: AppData, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const email = normaliseEmail(request.params.email);
      if (!EMAIL.test(email)) {
        throw new ApiError(422, 'validationFailed', { errors: { email: [translate('invalidEmail', requestLang(request))] } });
      }
      const result = await db.transaction().execute(async (trx) => {
        const row = await findApplication(trx, request.params.id, true);
        if (!row) throw notFound();
        const target = await applicantByEmail(trx, email);
        await reassignApplication(trx, row, target.id);
        await audit(trx, auth, 'application.reassign', 'application', row.id, { from: row.issuer, to: email });
        return reload(trx, row.id);
      });
      return { data: result };
    },
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/admin/contacts/:id/${action}`,
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: `${hidden ? 'Hide a contact, even from its owner' : 'Show a hidden contact again'}`,
          params: IdParams,
          body: NoBody,
          response: { 200: data(Type.Ref(Contact)), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const row = await db
          .updateTable('contacts')
          .set({ hidden })
          .where('id', '=', request.params.id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound();
        await audit(db, auth, `contact.${action}`, 'contact', row.id, {});
        return { data: contactJson(row) };
      },
    );
  }

  /** Review back office: accept (with the granted amount), reject, complete after the statement. */
  const review = (path: string, action: Action, to: string, withAmount: boolean) =>
    app.post(
      `/admin/applications/:id/${path}`,
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: `Review: ${path} (→ ${to})`,
          params: IdParams,
          body: withAmount
            ? Type.Object({ grantedAmount: Type.Number({ minimum: 0, maximum: 10_000_000 }) }, { additionalProperties: false })
            : NoBody,
          response: { 200: AppData, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const body = request.body as { grantedAmount?: number } | null;
        const result = await db.transaction().execute(async (trx) => {
          const row = await findApplication(trx, (request.params as { id: string }).id, true);
          if (!row) throw notFound();
          assertAllowed(action, row);
          await trx
            .updateTable('applications')
            .set({
              status: to,
              updated_at: options.now(),
              ...(withAmount ? { granted_amount: Math.round((body?.grantedAmount ?? 0) * 100) / 100 } : {}),
            })
            .where('id', '=', row.id)
            .execute();
          await audit(trx, auth, `application.${path}`, 'application', row.id, withAmount ? { grantedAmount: body?.grantedAmount } : {});
          return reload(trx, row.id);
        });
        return { data: result };
      },
    );
  review('accept', 'accept', 'accepted', true);
  review('reject', 'reject', 'rejected', false);
  review('complete', 'complete', 'completed', false);

  app.get(
    '/admin/audit-log',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Admin actions and impersonations, newest first, 50 per page',
        querystring: Type.Object(
          { page: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            {
              data: Type.Array(
                Type.Object(
                  {
                    id: Type.String(),
                    actorId: Type.String(),
                    actorEmail: Type.String(),
                    action: Type.String(),
                    targetType: Type.String(),
                    targetId: Type.String(),
                    /** The target as people name it: an application's number, an applicant's e-mail, a contact's name. */
                    targetLabel: Type.Union([Type.String(), Type.Null()]),
                    details: Type.Record(Type.String(), Type.Unknown()),
                    createdAt: Type.String({ format: 'date-time' }),
                  },
                  { additionalProperties: false },
                ),
              ),
              meta: Type.Ref(PageMeta),
            },
            { additionalProperties: false },
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const page = Math.max(1, request.query.page ?? 1);
      const { total } = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('audit_log')
        .selectAll('audit_log')
        .select(
          sql<string | null>`case audit_log.target_type
            when 'application' then (select number from applications where applications.id::text = audit_log.target_id)
            when 'applicant' then (select email from applicants where applicants.id::text = audit_log.target_id)
            when 'contact' then (select trim(concat(firstname, ' ', lastname)) from contacts where contacts.id::text = audit_log.target_id)
          end`.as('target_label'),
        )
        .orderBy('id', 'desc')
        .limit(50)
        .offset((page - 1) * 50)
        .execute();
      const count = Number(total);
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          targetLabel: row.target_label ?? null,
          details: row.details,
          createdAt: row.created_at.toISOString(),
        })),
        meta: { last_page: Math.max(1, Math.ceil(count / 50)), total: count, current_page: page },
      };
    },
  );
};

