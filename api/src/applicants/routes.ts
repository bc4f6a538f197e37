import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authOf } from '../http/auth-hook';
import { NoQuery, data, errorResponses } from '../http/schemas';
import { CurrentUser, currentUser } from '../auth/current-user';

/** The current user (spec 00 §7.2): a 401 here makes the front end clear its session. */
export const applicantRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/applicants/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in applicant (while impersonating: the impersonated one, isAdmin false, and the impersonator)',
        querystring: NoQuery,
        response: { 200: data(Type.Ref(CurrentUser)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      return { data: currentUser(authOf(request)) };
    },
  );
};
