import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, bearer, json, outbox, CSRF, type TestApp } from '../test-support/harness';

/**
 * Issue 10, item 11: the browser's session is an HttpOnly cookie set by the API, protected
 * against CSRF by a custom header; the e-mailed PDF key expires and dies with reassignment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeOf = (link: string) => link.split('/login/')[1].split('?')[0];

async function linkCode(email: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email } });
  return codeOf((await outbox(t.app, email))[0].links[0]);
}

const setCookie = (response: LightMyRequestResponse) => String(response.headers['set-cookie'] ?? '');
const cookieHeader = (response: LightMyRequestResponse) => {
  const value = response.cookies.find((cookie) => cookie.name === 'portal_session')?.value;
  return { cookie: `portal_session=${value}` };
};

describe('session cookie', () => {
  it('is set HttpOnly, SameSite=Lax, Path=/api by the sign-in, which puts no token in its body', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CSRF, payload: { code: await linkCode('cookie@example.org') } });
    expect(login.statusCode).toBe(200);
    expect(setCookie(login)).toMatch(/^portal_session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(login.body).not.toContain(login.cookies[0].value);
    expect(json(login).data).toMatchObject({ email: 'cookie@example.org', isAdmin: false, impersonator: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: cookieHeader(login) });
    expect(json(me).data).toMatchObject({ email: 'cookie@example.org' });
  });

  it('is Secure when the portal is served over https', async () => {
    const https = await startTestApp({ publicUrl: 'https://portal.example.ch' });
    try {
      await https.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email: 'secure@example.org' } });
      const code = codeOf((await outbox(https.app, 'secure@example.org'))[0].links[0]);
      const login = await https.app.inject({ method: 'POST', url: '/api/auth/login', headers: CSRF, payload: { code } });
      expect(setCookie(login)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await https.close();
    }
  });

  it('needs the X-Requested-With header for changes and for the sign-in itself (CSRF)', async () => {
    const code = await linkCode('csrf@example.org');
    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { code } });
    expect(forged.statusCode).toBe(403);
    expect(json(forged)).toEqual({ message: 'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.' });
    expect(forged.headers['set-cookie']).toBeUndefined();
    const cookie = cookieHeader(await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CSRF, payload: { code } }));

    const crossSite = await t.app.inject({ method: 'POST', url: '/api/applications', headers: cookie, payload: { type: 'project' } });
    expect(crossSite.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/applications', headers: cookie });
    expect(json<{ data: unknown[] }>(list).data).toEqual([]);
    const ours = await t.app.inject({ method: 'POST', url: '/api/applications', headers: { ...cookie, ...CSRF }, payload: { type: 'project' } });
    expect(ours.statusCode).toBe(201);
    // A Bearer header is not sent by browsers on their own: no CSRF header needed.
    const token = cookie.cookie.split('=')[1];
    expect((await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { type: 'project' } })).statusCode).toBe(201);
  });

  it('is cleared by logout and when the server refuses it', async () => {
    const cookie = cookieHeader(await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CSRF, payload: { code: await linkCode('bye@example.org') } }));
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...cookie, ...CSRF } });
    expect(logout.statusCode).toBe(204);
    expect(setCookie(logout)).toMatch(/^portal_session=; Path=\/api; Max-Age=0; HttpOnly; SameSite=Lax$/);
    const after = await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: cookie });
    expect(after.statusCode).toBe(401);
    expect(setCookie(after)).toMatch(/^portal_session=; Path=\/api; Max-Age=0/);
  });
});

describe('e-mailed PDF key', () => {
  async function submitted(email: string) {
    const token = await t.tokenFor(email);
    const send = (method: string, url: string, payload?: object) =>
      t.app.inject({ method: method as 'POST', url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const app = json<{ data: { id: string } }>(await send('POST', '/applications', { type: 'single-person' })).data;
    await send('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'leisure' });
    await send('PUT', `/applications/${app.id}/destination`, { destinationLocation: 'Bern' });
    await send('PUT', `/applications/${app.id}/motivation`, { motivation: 'Kurs' });
    expect((await send('POST', `/applications/${app.id}/submit`)).statusCode).toBe(200);
    const link = (await outbox(t.app, email))[0].links.find((url) => url.includes('/pdf?key='))!;
    return { id: app.id, path: link.replace(/^https?:\/\/[^/]+/, '') };
  }

  it('works for 30 days', async () => {
    const { path } = await submitted('pdf30@example.org');
    const key = new URL(path, 'http://x').searchParams.get('key')!;
    const claims = decodeJwt(key);
    expect(claims.exp! - claims.iat!).toBe(30 * 86_400);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const realNow = t.now.value;
    try {
      t.now.value = new Date(realNow.getTime() + 31 * 86_400_000);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    } finally {
      t.now.value = realNow;
    }
  });

  it('dies when the application is reassigned to another applicant', async () => {
    const { id, path } = await submitted('pdfowner@example.org');
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const admin = await t.tokenFor('pdfadmin@example.org', { admin: true });
    const moved = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${id}/reassign-to/someone-else@example.org`, headers: bearer(admin) });
    expect(moved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});
