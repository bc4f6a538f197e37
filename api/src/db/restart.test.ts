import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/** Data survives a restart on the same PGlite data dir (or the same PostgreSQL schema). */
let t: TestApp;
beforeAll(async () => {
  // No JWT_SECRET: the generated key must be persisted in DATA_DIR, so tokens survive too.
  t = await startTestApp({ jwtSecret: undefined, seedDemo: true });
});
afterAll(() => t.close());

describe('restart', () => {
  it('keeps answers, statuses, sessions, files and the demo data', async () => {
    const token = await t.tokenFor('restart@example.org');
    const h = bearer(token);
    const app = json<{ data: { id: string; number: string } }>(await t.app.inject({ method: 'POST', url: '/api/applications', headers: h, payload: { type: 'single-person' } })).data;
    await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/motivation`, headers: h, payload: { motivation: 'Ferien am Meer' } });
    await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/destination`, headers: h, payload: { destinationLocation: 'Ascona' } });
    const before = json<{ data: Record<string, unknown> }>(await t.app.inject({ method: 'GET', url: `/api/applications/${app.id}`, headers: h })).data;
    if (!t.schema) expect(fs.existsSync(path.join(t.dataDir, 'jwt-secret'))).toBe(true);

    await t.app.close();
    const reopened = await t.reopen();

    const after = await reopened.inject({ method: 'GET', url: `/api/applications/${app.id}`, headers: h });
    expect(after.statusCode).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(after).data).toEqual(before);
    // The number sequence continues; the seed did not run twice.
    const next = json<{ data: { number: string } }>(await reopened.inject({ method: 'POST', url: '/api/applications', headers: h, payload: { type: 'group' } })).data;
    expect(Number(next.number.slice(5))).toBeGreaterThan(Number(app.number.slice(5)));
    const demo = await reopened.services.db.selectFrom('applicants').select('email').where('email', 'like', '%@example.org').where('email', 'in', ['admin@example.org', 'demo@example.org', 'demo2@example.org']).execute();
    expect(demo).toHaveLength(3);
  });

  it('seeded the demo applicants with applications in several statuses', async () => {
    const db = t.app.services.db;
    const rows = await db
      .selectFrom('applications')
      .innerJoin('applicants', 'applicants.id', 'applications.applicant_id')
      .select(['applications.status', 'applications.type', 'applications.subtype', 'applications.granted_amount', 'applicants.email'])
      .where('applicants.email', 'in', ['demo@example.org', 'demo2@example.org'])
      .execute();
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of ['preparing', 'submitted', 'accepted', 'rejected', 'completed', 'partial_statement_submitted']) expect(statuses).toContain(status);
    expect(rows.find((r) => r.subtype === 'group-collection')?.status).toBe('partial_statement_submitted');
    expect(rows.find((r) => r.type === 'project' && r.status === 'accepted')).toBeDefined();
    expect(rows.find((r) => r.type === 'project' && r.status === 'preparing')?.subtype).toBe('leisure');
    expect(rows.find((r) => r.type === 'single-person' && r.status === 'accepted')?.granted_amount).toBe('1200.00');
    const adminRow = await db.selectFrom('applicants').selectAll().where('email', '=', 'admin@example.org').executeTakeFirstOrThrow();
    expect(adminRow.is_admin).toBe(true);
    // The submitted demo applications have their PDF.
    const demoToken = await t.tokenFor('demo@example.org');
    const list = json<{ data: { id: string; status: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(demoToken) })).data;
    const submitted = list.find((a) => a.status === 'submitted')!;
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${submitted.id}/pdf`, headers: bearer(demoToken) })).statusCode).toBe(200);
  });
});
