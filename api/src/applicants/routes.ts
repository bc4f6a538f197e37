import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authOf } from '../http/auth-hook';
import { Applicant, NoQuery, data, errorResponses } from '../http/schemas';

/** The current user (spec 00 §7.2): a 401 here makes the front end clear its session. */
export const applicantRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/applicants/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in applicant (while impersonating: the impersonated one, isAdmin false)',
        querystring: NoQuery,
        response: { 200: data(Type.Ref(Applicant)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return { data: { id: auth.applicantId, email: auth.email, isAdmin: auth.isAdmin } };
    },
  );
};
