import type { FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ApiError, notFound } from '../http/errors';
import { requestLang, translate } from '../http/i18n';
import { CONTACT_LINK_TYPES } from '../http/schemas';
import type { ApplicationJson } from '../http/schemas';
import { assertAccess, findApplication, loadStatements } from './repository';
import { assertAllowed } from './state-machine';
import { reload } from './submission';

export const LinkBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    type: Type.Union(CONTACT_LINK_TYPES.map((t) => Type.Literal(t))),
  },
  { additionalProperties: false },
);

/** DELETE …/contacts: unlinks the type (the engine's reset of a contact question). */
export const UnlinkBody = Type.Object(
  { type: Type.Union(CONTACT_LINK_TYPES.map((t) => Type.Literal(t))) },
  { additionalProperties: false },
);

/**
 * Links one of the owner's contacts to an application (spec 00 §7.3), or unlinks the type when
 * no id is given. Individual and representation belong to the application answers (only while
 * preparing); the payment recipient belongs to the statement (while it can be answered).
 */
export async function linkContact(
  request: FastifyRequest,
  applicationId: string,
  body: Static<typeof LinkBody>,
  base: 'application' | 'statement',
): Promise<ApplicationJson> {
  const { db } = request.server.services;
  return db.transaction().execute(async (trx) => {
    const row = assertAccess(request, await findApplication(trx, applicationId, true), 'write');
    const statementLink = body.type === 'paymentRecipient';
    if (base === 'statement' && !statementLink) throw new ApiError(422, 'contactTypeNotAllowed', {
        errors: { type: [translate('contactTypeNotAllowed', requestLang(request))] },
      });
    assertAllowed(statementLink ? 'statement-answer' : 'answer', row);
    if (statementLink) {
      const statements = await loadStatements(trx, [row.id]);
      if (!statements.has(row.id)) throw new ApiError(409, 'statementMissing');
    }
    await trx.deleteFrom('application_contacts').where('application_id', '=', row.id).where('type', '=', body.type).execute();
    if (body.id) {
      // Only the owner's own, visible contacts can be linked (the application owner, also when an admin impersonates).
      const contact = await trx
        .selectFrom('contacts')
        .select(['id'])
        .where('id', '=', body.id)
        .where('applicant_id', '=', row.applicant_id)
        .where('hidden', '=', false)
        .executeTakeFirst();
      if (!contact) throw notFound();
      await trx.insertInto('application_contacts').values({ application_id: row.id, type: body.type, contact_id: contact.id }).execute();
    }
    await trx.updateTable('applications').set({ updated_at: new Date() }).where('id', '=', row.id).execute();
    return reload(trx, row.id);
  });
}
