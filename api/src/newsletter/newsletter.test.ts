import crypto from 'node:crypto';
import { cmsRows } from '../test-support/cms';
import { startTestApp, json, outbox, type TestApp } from '../test-support/harness';

/**
 * Newsletter sign-up with double opt-in (spec 00 §3.11, §5.4, §8) through the real CMS (its
 * worker, `newsletter_signups`), on PGlite or, with DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let cmsUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  cmsUrl = await t.app.services.content.start();
}, 180_000);
afterAll(() => t.close());

type Errors = { data: { errors: Record<string, string[]> }; errors: Record<string, string[]> };

const subscribe = (payload: object, lang = 'de', remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: { 'accept-language': lang }, payload, remoteAddress });
const signup = async (email: string) =>
  (await cmsRows(cmsUrl, 'SELECT email, gender, firstname, lastname, language, status, token_hash, confirmed_at FROM cms.newsletter_signups WHERE email = $1', [email]))[0];
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });

/** The token of the newest confirmation mail to the address. */
async function tokenFor(email: string): Promise<{ token: string; link: string; text: string; subject: string }> {
  const [mail] = await outbox(t.app, email);
  const link = mail.links[0];
  return { token: new URL(link).searchParams.get('token')!, link, text: mail.text, subject: mail.subject };
}

describe('POST /api/newsletter/subscribe', () => {
  it('keeps a pending sign-up and mails the confirmation link in the visitor language', async () => {
    const response = await subscribe({ email: ' Anna.Muster@Example.org ', gender: 'f', firstname: 'Anna', lastname: 'Muster' }, 'fr');
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual({ data: { ok: true } });
    const mail = await tokenFor('anna.muster@example.org');
    expect(mail.link).toMatch(/^http:\/\/localhost:4200\/fr\/newsletter\/bestaetigen\?token=[\w-]{43}$/);
    expect(mail.subject).toBe('Veuillez confirmer votre inscription à la newsletter');
    expect(mail.text).toMatch(/^Bonjour Madame Muster\n/);
    expect(mail.text).toContain('valable 7 jours');
    // Kept for the editors, pending, in the visitor's language, with the token's hash only.
    expect(await signup('anna.muster@example.org')).toEqual({
      email: 'anna.muster@example.org',
      gender: 'f',
      firstname: 'Anna',
      lastname: 'Muster',
      language: 'fr',
      status: 'pending',
      token_hash: sha256(mail.token),
      confirmed_at: null,
    });
  });

  it('answers 422 with each field named in data.errors (catalogue messages, de/fr/it)', async () => {
    const response = await subscribe({ email: 'anna@example', gender: 'x', firstname: ' ' });
    expect(response.statusCode).toBe(422);
    const body = json<Errors>(response);
    expect(body.data.errors).toEqual({
      email: ['E-Mail muss eine gültige E-Mail-Adresse beinhalten.'],
      gender: ['Anrede muss eine der angebotenen Auswahlmöglichkeiten sein.'],
      firstname: ['Vorname ist ein Pflichtfeld.'],
      lastname: ['Nachname ist ein Pflichtfeld.'],
    });
    expect(body.errors).toEqual(body.data.errors);
    const italian = json<Errors>(await subscribe({ gender: 'm', firstname: 'A', lastname: 'B' }, 'it'));
    expect(italian.data.errors).toEqual({ email: ['Il campo «E-mail» è obbligatorio.'] });
    expect(await outbox(t.app, 'anna@example')).toEqual([]);
  });

  it('refuses wrong types and unknown properties (400)', async () => {
    expect((await subscribe({ email: 1, gender: 'm', firstname: 'A', lastname: 'B' })).statusCode).toBe(400);
    expect((await subscribe({ email: 'a@example.org', gender: 'm', firstname: 'A', lastname: 'B', admin: true })).statusCode).toBe(400);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms a sign-up once with its link; a used, unknown or forged token is refused', async () => {
    await subscribe({ email: 'ben@example.org', gender: 'm', firstname: 'Ben', lastname: 'Beispiel' });
    const { token, text } = await tokenFor('ben@example.org');
    expect(text).toMatch(/^Sehr geehrter Herr Beispiel\n/);
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ data: { confirmed: true } });
    expect(await signup('ben@example.org')).toMatchObject({ status: 'confirmed', token_hash: null, confirmed_at: expect.anything() });
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(json<{ message: string }>(again).message).toMatch(/ungültig, abgelaufen \(gültig 7 Tage\) oder wurde schon verwendet/);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('refuses a link older than 7 days; a new sign-up sends a new link that works', async () => {
    await subscribe({ email: 'cleo@example.org', gender: 'n', firstname: 'Cleo', lastname: 'Neutral' });
    const old = await tokenFor('cleo@example.org');
    expect(old.text).toMatch(/^Guten Tag Cleo Neutral\n/);
    const start = t.now.value;
    try {
      // The CMS stamps the request with the real clock; the API judges it by its own (t.now).
      t.now.value = new Date(Date.now() + 7 * 24 * 3600 * 1000 + 60_000);
      expect((await confirm(old.token)).statusCode).toBe(404);
      t.now.value = new Date();
      await subscribe({ email: 'cleo@example.org', gender: 'n', firstname: 'Cleo', lastname: 'Neutral' });
      const fresh = await tokenFor('cleo@example.org');
      expect(fresh.token).not.toBe(old.token);
      expect((await confirm(fresh.token)).statusCode).toBe(200);
      // Signing up again once confirmed sends a link but leaves the sign-up confirmed.
      expect((await subscribe({ email: 'cleo@example.org', gender: 'n', firstname: 'Cleo', lastname: 'Neutral' })).statusCode).toBe(202);
      expect(await signup('cleo@example.org')).toMatchObject({ status: 'confirmed' });
    } finally {
      t.now.value = start;
    }
  });
});

describe('newsletter rate limits', () => {
  const person = { gender: 'f', firstname: 'Dora', lastname: 'D' };

  it('limits sign-ups per client address (default 10 an hour; 429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await subscribe({ ...person, email: `dora${i}@example.org` }, 'de', '192.0.2.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    const refused = await subscribe({ ...person, email: 'dora99@example.org' }, 'de', '192.0.2.1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox(t.app, 'dora99@example.org')).toEqual([]);
    // Another client is not affected.
    expect((await subscribe({ ...person, email: 'dora99@example.org' }, 'de', '192.0.2.2')).statusCode).toBe(202);
  });

  it('limits confirmation mails per e-mail address over all clients (default 3 an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await subscribe({ ...person, email: 'erika@example.org' }, 'de', `198.51.100.${i + 1}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await outbox(t.app, 'erika@example.org')).toHaveLength(3);
  });
});
