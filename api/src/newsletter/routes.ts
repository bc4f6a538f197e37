import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { validateFormValues, type FormField, type ServerLang } from '@portal/shared-domain/server';
import { RateLimiter } from '../auth/rate-limiter';
import { normaliseEmail } from '../auth/login-links';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/i18n';
import { data, errorResponses } from '../http/schemas';
import { newsletterConfirmMail, newsletterConfirmUrl, type Salutation } from '../mail/templates';
import { Ok, SiteFieldErrors, clientOf, enforceLimit, siteFieldErrors } from '../forms/public-writes';

/** A confirmation link is valid 7 days (docs/decisions.md, "Newsletter double opt-in"). */
export const NEWSLETTER_TOKEN_DAYS = 7;
const TOKEN_BYTES = 32;

/** Only the token's SHA-256 is stored: the database alone cannot confirm anybody. */
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

const LABELS: Record<'email' | 'gender' | 'firstname' | 'lastname', Record<ServerLang, string>> = {
  email: { de: 'E-Mail', fr: 'E-mail', it: 'E-mail' },
  gender: { de: 'Anrede', fr: 'Civilité', it: 'Appellativo' },
  firstname: { de: 'Vorname', fr: 'Prénom', it: 'Nome' },
  lastname: { de: 'Nachname', fr: 'Nom', it: 'Cognome' },
};

/**
 * The sign-up form (spec 00 §3.11, §5.4) as form fields, so its rules run through the same
 * catalogue as the CMS's forms: e-mail required and valid, salutation m/f/n, both names required.
 */
function signupFields(lang: ServerLang): FormField[] {
  const text = (handle: keyof typeof LABELS, validate: string[]): FormField => ({ handle, field: { type: 'text', display: LABELS[handle][lang], validate } });
  return [
    text('email', ['required', 'email']),
    { handle: 'gender', field: { type: 'radio', display: LABELS.gender[lang], validate: ['required'], options: { m: 'm', f: 'f', n: 'n' } } },
    text('firstname', ['required', 'max:100']),
    text('lastname', ['required', 'max:100']),
  ];
}

const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Newsletter sign-up with double opt-in (spec 00 §1.1, §5.4, §8; issue 15 item 7). */
export const newsletterRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { content, mailer, options } = app.services;
  const { newsletterPerIp, newsletterPerAddress, windowMs } = options.publicLimits;
  const now = () => options.now().getTime();
  const perClient = new RateLimiter(newsletterPerIp, windowMs, now);
  const perAddress = new RateLimiter(newsletterPerAddress, windowMs, now);
  const confirmations = new RateLimiter(newsletterPerIp, windowMs, now);

  app.post(
    '/newsletter/subscribe',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Sign up for the newsletter; a confirmation link (valid 7 days) is e-mailed',
        description: 'The same 202 whether the address is new, pending or confirmed. 422 names each field in `data.errors`; a 429 carries `Retry-After`.',
        body: Type.Object(
          { email: optionalText(254), gender: optionalText(10), firstname: optionalText(200), lastname: optionalText(200) },
          { additionalProperties: false },
        ),
        response: { 202: Ok, 422: SiteFieldErrors, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      enforceLimit(perClient, clientOf(request), reply);
      const lang = requestLang(request);
      const body = { ...request.body, email: normaliseEmail(request.body.email ?? '') };
      const errors = validateFormValues(signupFields(lang), body, lang);
      if (Object.keys(errors).length > 0) throw siteFieldErrors(errors);
      enforceLimit(perAddress, body.email, reply);
      const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
      const person = { gender: body.gender as Salutation, firstname: body.firstname!.trim(), lastname: body.lastname!.trim() };
      await content.createNewsletterSignup({ email: body.email, ...person, lang, tokenHash: tokenHash(token) });
      await mailer.send(newsletterConfirmMail(body.email, lang, person, newsletterConfirmUrl(options.publicUrl, lang, token)));
      reply.status(202);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Confirm a newsletter sign-up with the token of its e-mailed link (once, within 7 days)',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: {
          200: data(Type.Object({ confirmed: Type.Literal(true) }, { additionalProperties: false })),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      // Tokens cannot be guessed (256 bits); the limit only keeps a client from hammering the CMS.
      enforceLimit(confirmations, clientOf(request), reply);
      const since = new Date(options.now().getTime() - NEWSLETTER_TOKEN_DAYS * 24 * 3600 * 1000);
      const confirmed = await content.confirmNewsletterSignup(tokenHash(request.body.token), since.toISOString());
      if (!confirmed) throw new ApiError(404, 'newsletterLinkInvalid');
      return { data: { confirmed: true as const } };
    },
  );
};
