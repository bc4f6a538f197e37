import { startTestApp, json, type TestApp } from '../test-support/harness';
import { donationOptionsFromEnv, productionProblems, optionsFromEnv } from '../config';
import { listedName } from './routes';
import { signatureHeader, verifySignature } from './signature';

const SECRET = 'whsec-test-0123456789abcdef';

function event(id: string, overrides: { campaign?: string | null; listName?: boolean; firstname?: string; lastname?: string } = {}, created = Math.floor(Date.now() / 1000)) {
  return {
    id,
    type: 'donation.succeeded',
    created,
    data: {
      amount: 5000,
      currency: 'CHF',
      variant: 'donate',
      campaign: overrides.campaign === undefined ? 'weihnachtsaktion-2023' : overrides.campaign,
      payment_method: 'card',
      donor: { firstname: overrides.firstname ?? 'Anna', lastname: overrides.lastname ?? 'Muster', email: 'anna@example.org', list_name: overrides.listName ?? true },
    },
  };
}

describe('donations with the local provider double', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await startTestApp({
      donations: { provider: 'local', publicKey: 'pk_local', webhookSecret: SECRET, widgetScript: null, testMode: false },
    });
  });
  afterAll(() => harness.close());

  const deliver = (body: string, signature?: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/donations/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
      payload: body,
    });
  const now = () => Math.floor(harness.now.value.getTime() / 1000);
  const stored = (eventId: string) => harness.app.services.db.selectFrom('donations').selectAll().where('event_id', '=', eventId).execute();
  const donors = async (campaign: string) => json<{ data: { names: string[] } }>(await harness.app.inject({ url: `/api/donations/donors?campaign=${campaign}` })).data.names;

  test('the config names the provider, its widget script and test mode off', async () => {
    const response = await harness.app.inject({ url: '/api/donations/config' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { provider: 'local', publicKey: 'pk_local', widgetScript: '/api/donations/local-provider/widget.js', testMode: false },
    });
    const script = await harness.app.inject({ url: '/api/donations/local-provider/widget.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('window.DonationWidget');
  });

  test('a correctly signed webhook is stored once; its replay is acknowledged and not counted again', async () => {
    const body = JSON.stringify(event('evt_good'));
    const signature = signatureHeader(SECRET, body, now());
    const first = await deliver(body, signature);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ data: { received: true, duplicate: false } });
    const replay = await deliver(body, signature);
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual({ data: { received: true, duplicate: true } });
    const rows = await stored('evt_good');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 5000, currency: 'CHF', variant: 'donate', campaign: 'weihnachtsaktion-2023', donor_name: 'Anna Muster', email: 'anna@example.org', list_name: true, provider: 'local' });
  });

  test.each([
    ['no signature', undefined],
    ['another secret', (body: string, t: number) => signatureHeader('another-secret', body, t)],
    ['a changed body', (body: string, t: number) => signatureHeader(SECRET, body.replace('5000', '500000'), t)],
    ['garbage', () => 't=abc,v1=xyz'],
    ['a stale timestamp (6 minutes old)', (body: string, t: number) => signatureHeader(SECRET, body, t - 6 * 60)],
    ['a timestamp in the future', (body: string, t: number) => signatureHeader(SECRET, body, t + 6 * 60)],
  ])('%s: 400 and nothing stored', async (_name, sign) => {
    const id = `evt_bad_${Math.random().toString(36).slice(2)}`;
    const body = JSON.stringify(event(id));
    const response = await deliver(body, sign?.(body, now()));
    expect(response.statusCode).toBe(400);
    expect(await stored(id)).toHaveLength(0);
  });

  test('a signed event of another type is acknowledged and not stored', async () => {
    const body = JSON.stringify({ id: 'evt_refund', type: 'donation.refunded', created: now(), data: {} });
    const response = await deliver(body, signatureHeader(SECRET, body, now()));
    expect(response.statusCode).toBe(200);
    expect(await stored('evt_refund')).toHaveLength(0);
  });

  test('the donor list shows only donors who agreed, by first name and initial, newest first', async () => {
    const campaign = 'liste-test';
    const send = async (id: string, firstname: string, lastname: string, listName: boolean) => {
      harness.now.value = new Date(harness.now.value.getTime() + 1000);
      const body = JSON.stringify(event(id, { campaign, firstname, lastname, listName }, now()));
      expect((await deliver(body, signatureHeader(SECRET, body, now()))).statusCode).toBe(200);
    };
    expect(await donors(campaign)).toEqual([]);
    await send('evt_l1', 'Beat', 'Keller', true);
    await send('evt_l2', 'Carla', 'Secret', false);
    await send('evt_l3', 'Dora Maria', 'von Arx', true);
    expect(await donors(campaign)).toEqual(['Dora Maria von A.', 'Beat K.']);
    expect(await donors('andere-aktion')).toEqual([]);
    expect((await harness.app.inject({ url: '/api/donations/donors?campaign=<b>' })).statusCode).toBe(400);
  });

  test('the checkout of the double sends a signed webhook that records the donation', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/donations/local-provider/checkout',
      payload: { variant: 'memorial', campaign: 'gedenk-test', amount: 80, frequency: 'once', firstname: 'Eva', lastname: 'Zeller', email: 'eva@example.org', listName: true, method: 'twint', memorialName: 'Hans' },
    });
    expect(response.statusCode).toBe(200);
    const { eventId } = json<{ data: { eventId: string } }>(response).data;
    const rows = await stored(eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 8000, variant: 'memorial', campaign: 'gedenk-test' });
    expect(await donors('gedenk-test')).toEqual(['Eva Z.']);
  });

  test('the checkout refuses missing names, a bad e-mail and amounts out of range (422, fields named)', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/donations/local-provider/checkout',
      headers: { 'accept-language': 'fr' },
      payload: { variant: 'gift', campaign: null, amount: 0, frequency: 'once', firstname: ' ', lastname: 'X', email: 'nope', listName: false, method: 'card' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(response).errors).sort()).toEqual(['amount', 'email', 'firstname', 'giftRecipient']);
  });
});

describe('donations without a provider', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await startTestApp({ donations: { provider: null, publicKey: null, webhookSecret: null, widgetScript: null, testMode: false } });
  });
  afterAll(() => harness.close());

  test('the config says none; the double and the webhook do not exist', async () => {
    expect(json(await harness.app.inject({ url: '/api/donations/config' }))).toEqual({ data: { provider: null, publicKey: null, widgetScript: null, testMode: false } });
    expect((await harness.app.inject({ url: '/api/donations/local-provider/widget.js' })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'POST', url: '/api/donations/local-provider/checkout', payload: {} })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'POST', url: '/api/donations/webhook', payload: {} })).statusCode).toBe(404);
  });
});

describe('signature and names', () => {
  test('verification is bound to secret, body and time', () => {
    const body = Buffer.from('{"a":1}');
    const header = signatureHeader('s', body, 1000);
    expect(verifySignature('s', body, header, 1000)).toBe('ok');
    expect(verifySignature('s', body, header, 1000 + 301)).toBe('stale');
    expect(verifySignature('s', body, header, 1000 + 300)).toBe('ok');
    expect(verifySignature('t', body, header, 1000)).toBe('mismatch');
    expect(verifySignature('s', Buffer.from('{"a":2}'), header, 1000)).toBe('mismatch');
    expect(verifySignature('s', body, 'v1=abc', 1000)).toBe('malformed');
  });

  test('listed names: first name(s) and the initial of the last', () => {
    expect(listedName('Anna Muster')).toBe('Anna M.');
    expect(listedName('  Anna   Maria  muster ')).toBe('Anna Maria M.');
    expect(listedName('Cher')).toBe('Cher');
  });
});

describe('which provider the environment chooses', () => {
  test('the local double: by default only in demo mode and tests; in production only when set explicitly', () => {
    expect(donationOptionsFromEnv({ NODE_ENV: 'test' }).provider).toBe('local');
    expect(donationOptionsFromEnv({ DEMO_MODE: 'true' }).provider).toBe('local');
    expect(donationOptionsFromEnv({ DEMO_MODE: 'true', DONATION_PROVIDER: 'none' }).provider).toBeNull();
    expect(donationOptionsFromEnv({}).provider).toBeNull();
    expect(donationOptionsFromEnv({ NODE_ENV: 'production', DEMO_MODE: 'true' }).provider).toBeNull();
    expect(donationOptionsFromEnv({ NODE_ENV: 'production', DONATION_PROVIDER: 'local' }).provider).toBe('local');
    expect(donationOptionsFromEnv({ NODE_ENV: 'test' }).testMode).toBe(false);
  });

  test('production refuses a provider without a webhook secret', () => {
    const env = { NODE_ENV: 'production', DONATION_PROVIDER: 'local' };
    expect(productionProblems(optionsFromEnv(env)).join('\n')).toContain('DONATION_WEBHOOK_SECRET');
    expect(productionProblems(optionsFromEnv({ ...env, DONATION_WEBHOOK_SECRET: 'x'.repeat(40) })).join('\n')).not.toContain('DONATION_WEBHOOK_SECRET');
  });
});
