import { decodeJwt } from 'jose';
import { startTestApp, bearer, json, outbox, signInByMail, sessionTokenOf, CSRF, type TestApp } from '../test-support/harness';
import { hashCode } from './login-links';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { perAddress: 3, perIp: 6, perAddressTotal: 8, windowMs: 60_000 } });
});
afterAll(() => t.close());

const randomClient = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const requestLink = (body: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = randomClient()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: body, headers, remoteAddress });
const login = (code: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CSRF, payload: { code } });
const codeOf = (link: string) => link.split('/login/')[1].split('?')[0];

describe('sign-in by e-mail link', () => {
  it('answers the same for known and unknown addresses and creates the applicant on first sign-in', async () => {
    await t.tokenFor('known@example.org');
    const known = await requestLink({ email: 'known@example.org' });
    const unknown = await requestLink({ email: 'New.Person@Example.org' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(json(unknown)).toEqual({ data: { sent: true } });
    const before = await t.app.services.db.selectFrom('applicants').select('id').where('email', '=', 'new.person@example.org').executeTakeFirst();
    expect(before).toBeUndefined();

    const [mail] = await outbox(t.app, 'new.person@example.org');
    expect(mail.subject).toBe('Ihr Anmeldelink zum Gesuchsportal');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:4200\/login\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.links[0]);

    const signedIn = await login(codeOf(mail.links[0]));
    expect(signedIn.statusCode).toBe(200);
    const token = sessionTokenOf(signedIn);
    const me = await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(json<{ data: { email: string; isAdmin: boolean } }>(me).data).toMatchObject({ email: 'new.person@example.org', isAdmin: false });
    expect(json(signedIn)).toEqual(json(me));
  });

  it('stores only the SHA-256 hash of a 256-bit code', async () => {
    await requestLink({ email: 'hash@example.org' });
    const [mail] = await outbox(t.app, 'hash@example.org');
    const code = codeOf(mail.links[0]);
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.app.services.db.selectFrom('login_links').selectAll().where('email', '=', 'hash@example.org').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toBe(hashCode(code));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('writes French and Italian links and texts, with the redirect', async () => {
    await requestLink({ email: 'fr@example.org', lang: 'fr', redirect: '/fr/gesuche/einzelperson/1' });
    const [fr] = await outbox(t.app, 'fr@example.org');
    expect(fr.links[0]).toMatch(/^http:\/\/localhost:4200\/fr\/login\/[\w-]+\?redirect=%2Ffr%2Fgesuche%2Feinzelperson%2F1$/);
    expect(fr.subject).toBe('Votre lien de connexion au portail des demandes');
    await requestLink({ email: 'it@example.org' }, { 'accept-language': 'it-CH,it;q=0.9' });
    const [it] = await outbox(t.app, 'it@example.org');
    expect(it.links[0]).toMatch(/^http:\/\/localhost:4200\/it\/login\//);
    expect(it.text).toContain('Buongiorno');
  });

  it('refuses redirects that leave the site, and invalid addresses (422, German)', async () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example', 'gesuche']) {
      const response = await requestLink({ email: 'r@example.org', redirect });
      expect(response.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(response).errors.redirect[0]).toMatch(/Pfad dieser Website/);
    }
    const bad = await requestLink({ email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.email).toEqual(['E-Mail muss eine gültige E-Mail-Adresse beinhalten.']);
  });

  it('reuses a link; requesting newer links revokes nothing, signing in with one revokes the older ones', async () => {
    const email = 'reuse@example.org';
    await requestLink({ email });
    const first = codeOf((await outbox(t.app, email))[0].links[0]);
    for (let i = 0; i < 2; i++) expect((await login(first)).statusCode).toBe(200);
    t.now.value = new Date(t.now.value.getTime() + 1000);
    await requestLink({ email });
    const second = codeOf((await outbox(t.app, email))[0].links[0]);
    expect((await login(first)).statusCode).toBe(200);
    expect((await login(second)).statusCode).toBe(200);
    const revoked = await login(first);
    expect(revoked.statusCode).toBe(401);
    expect(json(revoked)).toMatchObject({ code: 'login_link_revoked' });
    expect(json<{ message: string }>(revoked).message).toMatch(/neuen an/);
    expect((await login(second)).statusCode).toBe(200);
  });

  it('answers login_link_unknown and login_link_expired with German messages', async () => {
    const unknown = await login('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual({
      message: 'Dieser Anmeldelink ist ungültig. Bitte fordern Sie einen neuen Link an.',
      code: 'login_link_unknown',
    });

    const email = 'expired@example.org';
    await requestLink({ email });
    const code = codeOf((await outbox(t.app, email))[0].links[0]);
    const realNow = t.now.value;
    try {
      t.now.value = new Date(realNow.getTime() + 364 * 86_400_000);
      expect((await login(code)).statusCode).toBe(200);
      t.now.value = new Date(realNow.getTime() + 367 * 86_400_000);
      const expired = await login(code);
      expect(expired.statusCode).toBe(401);
      expect(json(expired)).toMatchObject({ code: 'login_link_expired' });
      expect(json<{ message: string }>(expired).message).toMatch(/abgelaufen.*neuen Link an/);
    } finally {
      t.now.value = realNow;
    }
  });

  it('rate-limits per address and client and per client address, with a German 429 and Retry-After', async () => {
    const email = 'limit@example.org';
    const client = '198.51.100.7';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestLink({ email }, {}, client)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await requestLink({ email }, {}, client);
    expect(json(limited)).toEqual({ message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const byIp = [];
    for (let i = 0; i < 7; i++) byIp.push((await requestLink({ email: `ip${i}@example.org` }, {}, '192.0.2.77')).statusCode);
    expect(byIp).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });

  it('ignores X-Forwarded-For without a trusted proxy, so one client cannot rotate addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await requestLink({ email: `rotate${i}@example.org` }, { 'x-forwarded-for': `203.0.113.${i}` }, '192.0.2.99')).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429, 429]);
  });

  it('counts IPv6 clients by their /64', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await requestLink({ email: `six${i}@example.org` }, {}, `2001:db8:1:2::${i + 1}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });

  it("does not let a flood for someone else's address revoke their link or lock them out", async () => {
    const email = 'victim@example.org';
    const victim = '198.51.100.20';
    await requestLink({ email }, {}, victim);
    const code = codeOf((await outbox(t.app, email))[0].links[0]);
    const flood = [];
    for (let i = 0; i < 10; i++) flood.push((await requestLink({ email }, {}, '203.0.113.66')).statusCode);
    expect(flood.filter((status) => status === 429)).toHaveLength(7);
    expect((await login(code)).statusCode).toBe(200);
    expect((await requestLink({ email }, {}, victim)).statusCode).toBe(202);
  });
});

describe('session tokens', () => {
  it('carries sub, email and jti, is valid 365 days, and is refused after logout', async () => {
    const token = await signInByMail(t.app, 'session@example.org');
    const claims = decodeJwt(token);
    const me = json<{ data: { id: string } }>(await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(token) }));
    expect(claims.sub).toBe(me.data.id);
    expect(claims.email).toBe('session@example.org');
    expect(typeof claims.jti).toBe('string');
    expect(claims.impersonator).toBeUndefined();
    expect(claims.exp! - claims.iat!).toBe(365 * 86_400);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(json<{ message: string }>(after).message).toMatch(/erneut an/);
  });

  it('logs out everywhere: all tokens and sign-in links of the user', async () => {
    const email = 'everywhere@example.org';
    const one = await signInByMail(t.app, email);
    const code = codeOf((await outbox(t.app, email))[0].links[0]);
    const two = sessionTokenOf(await login(code));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(one), payload: { everywhere: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(two) })).statusCode).toBe(401);
    const relogin = await login(code);
    expect(json(relogin)).toMatchObject({ code: 'login_link_revoked' });
  });

  it('refuses forged, expired and garbage tokens', async () => {
    const token = await t.tokenFor('forge@example.org');
    const [h, p] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(token), email: 'admin@example.org' })).toString('base64url');
    for (const bad of [`${h}.${forgedPayload}.${token.split('.')[2]}`, `${h}.${p}.AAAA`, 'garbage', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: { authorization: `Bearer ${bad}` } });
      expect(response.statusCode).toBe(401);
    }
    const realNow = t.now.value;
    try {
      t.now.value = new Date(realNow.getTime() + 366 * 86_400_000);
      expect((await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      t.now.value = realNow;
    }
  });

  it('puts the impersonator claim into impersonation tokens and acts as the applicant', async () => {
    const admin = await t.tokenFor('boss@example.org', { admin: true });
    const target = await t.tokenFor('client@example.org');
    const targetId = decodeJwt(target).sub!;
    const started = await t.app.inject({ method: 'POST', url: `/api/admin/applicants/${targetId}/impersonate`, headers: bearer(admin) });
    expect(started.statusCode).toBe(200);
    const token = sessionTokenOf(started);
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(targetId);
    expect(claims.email).toBe('client@example.org');
    expect(claims.impersonator).toEqual({ id: decodeJwt(admin).sub, email: 'boss@example.org' });
    const me = json<{ data: { email: string; isAdmin: boolean } }>(await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(token) }));
    expect(me.data).toMatchObject({ email: 'client@example.org', isAdmin: false });
  });
});
