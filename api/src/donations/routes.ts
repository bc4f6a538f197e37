import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import { LOCAL_DONATION_PROVIDER } from '../config';
import { ApiError } from '../http/errors';
import { parseJsonBody } from '../http/input-guard';
import { requestLang, translate } from '../http/i18n';
import { data, errorResponses, Nullable } from '../http/schemas';
import { signatureHeader, verifySignature } from './signature';
import { WIDGET_SCRIPT } from './widget-script';

export const DONATION_VARIANTS = ['donate', 'gift', 'memorial', 'patronage'] as const;
const Variant = Type.Union(DONATION_VARIANTS.map((variant) => Type.Literal(variant)));
const CAMPAIGN = '^[a-z0-9-]{1,80}$';
const Campaign = Type.String({ pattern: CAMPAIGN });
const Name = Type.String({ minLength: 1, maxLength: 100 });
export const LOCAL_WIDGET_PATH = '/api/donations/local-provider/widget.js';
const WEBHOOK_PATH = '/api/donations/webhook';
/** The donor list shows at most this many names (newest first). */
const MAX_LISTED = 500;

/** The event a provider posts when a donation succeeded (other event types are acknowledged, not stored). */
export const DonationEvent = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  type: Type.String({ maxLength: 100 }),
  created: Type.Integer(),
  data: Type.Object({
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    currency: Type.Literal('CHF'),
    variant: Variant,
    campaign: Nullable(Campaign),
    payment_method: Type.String({ maxLength: 40 }),
    donor: Type.Object({
      firstname: Name,
      lastname: Name,
      email: Type.String({ minLength: 3, maxLength: 254 }),
      list_name: Type.Boolean(),
    }),
  }),
});
export type DonationEventJson = Static<typeof DonationEvent>;

const CheckoutBody = Type.Object(
  {
    variant: Variant,
    campaign: Nullable(Campaign),
    amount: Type.Integer(),
    frequency: Type.Literal('once'),
    firstname: Type.String({ maxLength: 100 }),
    lastname: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 254 }),
    listName: Type.Boolean(),
    method: Type.Union([Type.Literal('card'), Type.Literal('twint')]),
    giftRecipient: Type.Optional(Type.String({ maxLength: 100 })),
    giftMessage: Type.Optional(Type.String({ maxLength: 500 })),
    memorialName: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Anna Muster' → 'Anna M.': donors are listed by first name and initial (spec 00 §1.1). */
export function listedName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  const last = words[words.length - 1];
  return `${words.slice(0, -1).join(' ')} ${Array.from(last)[0].toUpperCase()}.`;
}

/**
 * Donations (issue 15; docs/api.md, "Donations"). The provider is chosen by configuration; the
 * pages embed its widget (`GET donations/config`). A donation is recorded only from the
 * provider's signed webhook: the raw body is verified (HMAC-SHA256, 5 minutes tolerance,
 * timing-safe) before anything is parsed, and stored once per event id. The local provider
 * double (provider `local`) serves a widget and a checkout that sends that webhook exactly as a
 * real provider would, so the whole path runs offline; nothing is charged.
 */
export const donationRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { db, options } = app.services;
  const { provider, publicKey, testMode } = options.donations;
  // The local double needs no configured key: it signs and verifies in the same process.
  const secret =
    options.donations.webhookSecret ?? (provider === LOCAL_DONATION_PROVIDER ? crypto.randomBytes(32).toString('hex') : null);
  if (provider && !secret) throw new Error('DONATION_WEBHOOK_SECRET is required when DONATION_PROVIDER is set.');
  if (provider && provider !== LOCAL_DONATION_PROVIDER && !options.donations.widgetScript) {
    throw new Error('DONATION_WIDGET_SCRIPT is required for a donation provider other than the local double.');
  }
  const widgetScript = provider === LOCAL_DONATION_PROVIDER ? LOCAL_WIDGET_PATH : options.donations.widgetScript;

  app.get(
    '/donations/config',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'The donation provider of the donation pages (provider null: donations not available)',
        response: {
          200: data(
            Type.Object(
              { provider: Nullable(Type.String()), publicKey: Nullable(Type.String()), widgetScript: Nullable(Type.String()), testMode: Type.Boolean() },
              { additionalProperties: false },
            ),
          ),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: provider ? { provider, publicKey, widgetScript, testMode } : { provider: null, publicKey: null, widgetScript: null, testMode: false } };
    },
  );

  app.get(
    '/donations/donors',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Names of the donors of a campaign who agreed to be listed, newest first',
        querystring: Type.Object({ campaign: Campaign }, { additionalProperties: false }),
        response: { 200: data(Type.Object({ names: Type.Array(Type.String()) }, { additionalProperties: false })), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const rows = await db
        .selectFrom('donations')
        .select('donor_name')
        .where('campaign', '=', request.query.campaign)
        .where('list_name', '=', true)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_LISTED)
        .execute();
      reply.header('cache-control', 'no-cache');
      return { data: { names: rows.map((row) => listedName(row.donor_name)) } };
    },
  );

  if (!provider || !secret) return;

  // The webhook reads its body as bytes: the signature covers the exact text the provider sent.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.withTypeProvider<TypeBoxTypeProvider>().post(
      '/donations/webhook',
      {
        config: { auth: 'public' },
        // The body is documented as the event but checked only after the signature, on the raw bytes.
        validatorCompiler: () => () => true,
        schema: {
          body: DonationEvent,
          summary: "The provider's donation webhook (X-Signature: t={unix},v1={hex HMAC-SHA256(secret, t.body)})",
          description: 'A replayed event id is acknowledged and not stored again; 400 for a missing, wrong or stale signature.',
          response: {
            200: data(Type.Object({ received: Type.Literal(true), duplicate: Type.Boolean() }, { additionalProperties: false })),
            ...errorResponses(400, 415),
          },
        },
      },
      async (request) => {
        const body: unknown = request.body;
        const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        const header = request.headers['x-signature'];
        const check = verifySignature(secret, raw, typeof header === 'string' ? header : undefined, Math.floor(options.now().getTime() / 1000));
        if (check !== 'ok') {
          request.log.warn({ check }, 'donation webhook refused');
          throw new ApiError(400, 'badRequest', { extra: { code: `signature_${check}` } });
        }
        const event = parseJsonBody(raw.toString('utf8'));
        if (!Value.Check(DonationEvent, event)) {
          // Signed by the provider but not a donation this product knows: acknowledged, not stored.
          const type = (event as { type?: unknown } | null)?.type;
          if (type !== 'donation.succeeded') return { data: { received: true as const, duplicate: false } };
          throw new ApiError(400, 'badRequest');
        }
        if (event.type !== 'donation.succeeded') return { data: { received: true as const, duplicate: false } };
        const { donor } = event.data;
        const inserted = await db
          .insertInto('donations')
          .values({
            event_id: event.id,
            provider,
            amount: event.data.amount,
            currency: event.data.currency,
            variant: event.data.variant,
            campaign: event.data.campaign,
            donor_name: `${donor.firstname.trim()} ${donor.lastname.trim()}`.trim(),
            email: donor.email,
            list_name: donor.list_name,
          })
          .onConflict((oc) => oc.column('event_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        return { data: { received: true as const, duplicate: !inserted } };
      },
    );
  });

  if (provider !== LOCAL_DONATION_PROVIDER) return;

  app.get('/donations/local-provider/widget.js', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return WIDGET_SCRIPT;
  });

  app.post(
    '/donations/local-provider/checkout',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Local provider double: take a donation (nothing is charged) and send the signed webhook',
        body: CheckoutBody,
        response: {
          200: data(Type.Object({ ok: Type.Literal(true), eventId: Type.String() }, { additionalProperties: false })),
          ...errorResponses(400, 422, 502),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const lang = requestLang(request);
      const errors: Record<string, string[]> = {};
      const required = (key: 'firstname' | 'lastname' | 'giftRecipient' | 'memorialName') => {
        if (!body[key]?.trim()) errors[key] = [translate('missingValue', lang)];
      };
      required('firstname');
      required('lastname');
      if (body.variant === 'gift') required('giftRecipient');
      if (body.variant === 'memorial') required('memorialName');
      if (!EMAIL.test(body.email.trim())) errors.email = [translate('invalidEmail', lang)];
      if (body.amount < 1 || body.amount > 100_000) errors.amount = [translate('invalidValue', lang)];
      if (Object.keys(errors).length > 0) throw new ApiError(422, 'validationFailed', { errors });

      const event: DonationEventJson = {
        id: `evt_${crypto.randomBytes(12).toString('hex')}`,
        type: 'donation.succeeded',
        created: Math.floor(options.now().getTime() / 1000),
        data: {
          amount: body.amount * 100,
          currency: 'CHF',
          variant: body.variant,
          campaign: body.campaign,
          payment_method: body.method,
          donor: { firstname: body.firstname.trim(), lastname: body.lastname.trim(), email: body.email.trim(), list_name: body.listName },
        },
      };
      const raw = JSON.stringify(event);
      // Delivered through the HTTP stack like a provider's call, so the real verification runs.
      const delivered = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'x-signature': signatureHeader(secret, raw, event.created) },
        payload: raw,
      });
      if (delivered.statusCode !== 200) throw new ApiError(502, 'internal');
      return { data: { ok: true as const, eventId: event.id } };
    },
  );
};
