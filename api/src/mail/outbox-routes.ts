import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { data, errorResponses } from '../http/schemas';

/**
 * The local outbox (development and tests only; not registered when NODE_ENV=production):
 * the mails the server would have sent, newest first.
 */
export const outboxRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.services;
  app.get(
    '/dev/outbox',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Mails of the local outbox, newest first (not available in production)',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }, { additionalProperties: false }),
        response: {
          200: data(
            Type.Array(
              Type.Object(
                {
                  to: Type.String(),
                  subject: Type.String(),
                  text: Type.String(),
                  links: Type.Array(Type.String()),
                  createdAt: Type.String({ format: 'date-time' }),
                },
                { additionalProperties: false },
              ),
            ),
          ),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      let query = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(100);
      if (request.query.to) query = query.where('recipient', '=', request.query.to.trim().toLowerCase());
      const rows = await query.execute();
      return {
        data: rows.map((row) => ({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          links: row.links,
          createdAt: row.created_at.toISOString(),
        })),
      };
    },
  );
};
