import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authOf } from '../http/auth-hook';
import { ApiError } from '../http/errors';
import { requestLang, translate } from '../http/i18n';
import { data, errorResponses } from '../http/schemas';
import { loginLinkMail, loginLinkUrl } from '../mail/templates';
import { createLoginLink, normaliseEmail, redeemLoginLink, revokeLoginLinks } from './login-links';
import { CurrentUser, currentUser } from './current-user';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A same-site path: starts with one slash, no scheme or protocol-relative trick, no backslash. */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f]/.test(value) && value.length <= 500;
}

/** Sign-in by e-mail link (spec 00 §1.2, §2.12) and logout. */
export const authRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db, options, tokens, mailer, limits } = app.services;

  app.post(
    '/auth/login-link',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a sign-in link; the same answer whether the address is known or not',
        body: Type.Object(
          {
            email: Type.String({ maxLength: 254 }),
            lang: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('fr'), Type.Literal('it')])),
            redirect: Type.Optional(Type.String({ maxLength: 500 })),
          },
          { additionalProperties: false },
        ),
        description: 'A 429 carries `Retry-After` (seconds).',
        response: {
          202: data(Type.Object({ sent: Type.Literal(true) }, { additionalProperties: false })),
          ...errorResponses(400, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const lang = request.body.lang ?? requestLang(request);
      const email = normaliseEmail(request.body.email);
      const errors: Record<string, string[]> = {};
      if (!EMAIL.test(email)) errors.email = [translate('invalidEmail', requestLang(request))];
      const { redirect } = request.body;
      if (redirect !== undefined && !isSameSitePath(redirect)) errors.redirect = [translate('invalidRedirect', requestLang(request))];
      if (Object.keys(errors).length > 0) throw new ApiError(422, 'validationFailed', { errors });
      const limit = limits.loginLink.hit(email, request.ip);
      if (!limit.allowed) {
        reply.header('retry-after', String(limit.retryAfterSeconds));
        throw new ApiError(429, 'tooManyRequests');
      }
      const code = await createLoginLink(db, email, lang, options.now());
      await mailer.send(loginLinkMail(email, lang, loginLinkUrl(options.publicUrl, lang, code, redirect)));
      reply.status(202);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/login',
    {
      config: { auth: 'public', setsSession: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the code of a sign-in link for a session (valid 365 days)',
        description:
          'The session token is set as the HttpOnly cookie `portal_session` (Path /api), never put in the body; ' +
          'API clients may send it back as that cookie or as `Authorization: Bearer`. Needs `X-Requested-With`.',
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: data(Type.Ref(CurrentUser)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const applicant = await redeemLoginLink(db, request.body.code, options.now());
      setSessionCookie(request, reply, await tokens.startSession({ id: applicant.id, email: applicant.email }));
      return { data: currentUser({ applicantId: applicant.id, email: applicant.email, isAdmin: applicant.is_admin, impersonator: null }) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke this session (and clear its cookie); with everywhere=true all sessions and sign-in links of the user',
        body: Type.Union([
          Type.Null(),
          Type.Object({ everywhere: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        ]),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await tokens.revoke(auth.jti);
      clearSessionCookie(request, reply);
      if (request.body?.everywhere && !auth.impersonator) {
        await tokens.revokeAllOf(auth.applicantId);
        await revokeLoginLinks(db, auth.email, options.now());
      }
      return reply.status(204).send(null);
    },
  );
};

