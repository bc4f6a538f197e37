import { decodeJwt } from 'jose';
import { startTestApp, bearer, json, sessionTokenOf, type TestApp } from '../test-support/harness';

/**
 * Issue 10, items 3 and 8: an impersonation lives at most an hour, dies with the admin's
 * session, cannot be turned into a new admin session, and everything done in it is audited
 * with both identities.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (who: string, method: string, url: string, payload?: unknown) =>
  t.app.inject({ method: method as 'POST', url: `/api${url}`, headers: bearer(who), ...(payload !== undefined ? { payload: payload as object } : {}) });

let counter = 0;
/** A fresh admin session and an impersonation of a fresh applicant started from it. */
async function impersonation() {
  counter += 1;
  const admin = await t.tokenFor(`boss${counter}@example.org`, { admin: true });
  const applicant = await t.tokenFor(`client${counter}@example.org`);
  const applicantId = decodeJwt(applicant).sub!;
  const started = await call(admin, 'POST', `/admin/applicants/${applicantId}/impersonate`);
  expect(started.statusCode).toBe(200);
  return { admin, adminId: decodeJwt(admin).sub!, applicantId, token: sessionTokenOf(started), email: `client${counter}@example.org` };
}

const adminSessions = (adminId: string) =>
  t.app.services.db.selectFrom('sessions').select('jti').where('applicant_id', '=', adminId).execute();

describe('impersonation sessions', () => {
  it('last one hour and carry the admin session they belong to', async () => {
    const { token, admin } = await impersonation();
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.parent).toBe(decodeJwt(admin).jti);
    const realNow = t.now.value;
    try {
      t.now.value = new Date(realNow.getTime() + 59 * 60_000);
      expect((await call(token, 'GET', '/applicants/me')).statusCode).toBe(200);
      t.now.value = new Date(realNow.getTime() + 61 * 60_000);
      expect((await call(token, 'GET', '/applicants/me')).statusCode).toBe(401);
    } finally {
      t.now.value = realNow;
    }
  });

  it("end with the admin's logout of that session", async () => {
    const { token, admin } = await impersonation();
    expect((await call(token, 'GET', '/applicants/me')).statusCode).toBe(200);
    expect((await call(admin, 'POST', '/auth/logout')).statusCode).toBe(204);
    expect((await call(token, 'GET', '/applicants/me')).statusCode).toBe(401);
  });

  it('end with "log out everywhere", and stopping then mints no admin session', async () => {
    const { token, admin, adminId } = await impersonation();
    const before = await adminSessions(adminId);
    expect((await call(admin, 'POST', '/auth/logout', { everywhere: true })).statusCode).toBe(204);
    expect((await call(token, 'GET', '/applicants/me')).statusCode).toBe(401);
    const stop = await call(token, 'POST', '/admin/stop-impersonation');
    expect(stop.statusCode).toBe(401);
    expect(stop.cookies.find((cookie) => cookie.name === 'portal_session')?.value ?? '').toBe('');
    expect(await adminSessions(adminId)).toEqual(before);
  });

  it("are checked against the admin's session in the database, not only in this process's cache", async () => {
    const { token, admin } = await impersonation();
    // Warm the cache of this process, then revoke the admin session behind its back.
    expect((await call(token, 'GET', '/applicants/me')).statusCode).toBe(200);
    await t.app.services.db.updateTable('sessions').set({ revoked_at: t.now.value }).where('jti', '=', decodeJwt(admin).jti!).execute();
    await t.app.close();
    const fresh = await t.reopen();
    expect((await fresh.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it("stop returns to the admin's still-valid session and ends the impersonation", async () => {
    const { token, admin, adminId } = await impersonation();
    const before = await adminSessions(adminId);
    const stop = await call(token, 'POST', '/admin/stop-impersonation');
    expect(stop.statusCode).toBe(200);
    expect(decodeJwt(sessionTokenOf(stop)).jti).toBe(decodeJwt(admin).jti);
    expect(await adminSessions(adminId)).toEqual(before);
    expect((await call(token, 'GET', '/applicants/me')).statusCode).toBe(401);
    expect((await call(token, 'POST', '/admin/stop-impersonation')).statusCode).toBe(401);
  });

  it('die when the admin loses the admin role', async () => {
    const { token, adminId } = await impersonation();
    await t.app.services.db.updateTable('applicants').set({ is_admin: false }).where('id', '=', adminId).execute();
    await t.app.close();
    const fresh = await t.reopen();
    expect((await fresh.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

type LogEntry = { action: string; actorId: string; actorEmail: string; targetType: string; targetId: string; details: Record<string, unknown> };

describe('audit of impersonated actions', () => {
  it('records every change with the admin as actor and the applicant as target, once, whatever the route', async () => {
    const { token, admin, adminId, applicantId, email } = await impersonation();
    const app = json<{ data: { id: string } }>(await call(token, 'POST', '/applications', { type: 'single-person' })).data;
    await call(token, 'PUT', `/applications/${app.id}/motivation`, { motivation: 'Ferien' });
    await call(token, 'DELETE', `/applications/${app.id}/motivation`);
    const contact = await call(token, 'POST', '/contacts', {
      salutCode: 'none', firstname: 'A', lastname: 'B', street: 'C', houseNumber: '1', zipCode: '1000', location: 'L', phone: '0791234567', email: 'c@example.org',
    });
    const boundary = 'auditboundary';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        Buffer.from('%PDF-1.4\n%%EOF\n'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    await call(token, 'POST', `/applications/${app.id}/submit`);
    await call(token, 'DELETE', `/applications/${app.id}`);
    // Reading is not an action.
    await call(token, 'GET', `/applications/${app.id}`);

    const log = json<{ data: LogEntry[] }>(await call(admin, 'GET', '/admin/audit-log')).data.filter(
      (entry) => entry.action === 'impersonation.request' && entry.targetId === applicantId,
    );
    expect(log.map((entry) => [entry.details.method, entry.details.route, entry.details.status]).reverse()).toEqual([
      ['POST', '/api/applications', 201],
      ['PUT', '/api/applications/:id/motivation', 200],
      ['DELETE', '/api/applications/:id/motivation', 200],
      ['POST', '/api/contacts', contact.statusCode],
      ['POST', '/api/uploads', upload.statusCode],
      ['POST', '/api/applications/:id/submit', expect.any(Number)],
      ['DELETE', '/api/applications/:id', expect.any(Number)],
    ]);
    for (const entry of log) {
      expect(entry).toMatchObject({ actorId: adminId, actorEmail: `boss${counter}@example.org`, targetType: 'applicant', targetId: applicantId });
      expect(entry.details.applicant).toEqual({ id: applicantId, email });
      expect(entry.details.path).toMatch(/^\/api\//);
    }
  });

  it('records nothing for the applicant acting as themself', async () => {
    const own = await t.tokenFor('self@example.org');
    const before = await t.app.services.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    await call(own, 'POST', '/applications', { type: 'single-person' });
    const after = await t.app.services.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
