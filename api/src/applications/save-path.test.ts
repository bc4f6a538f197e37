import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/**
 * The answer-save hot path (docs/decisions.md, API performance): statements per save, the
 * session cache (logout still revokes at once), and no lost answers when saves of one
 * application run concurrently (optimistic write, locked retry).
 */
let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => t.close());

type App = Record<string, unknown> & { id: string };
const put = (token: string, id: string, path: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/applications/${id}${path}`, headers: bearer(token), payload });
const create = async (token: string) =>
  json<{ data: App }>(await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { type: 'single-person' } })).data;

describe('answer saves', () => {
  it('cost two statements with a known session: one read, one conditional UPDATE, no transaction', async () => {
    const token = await t.tokenFor('fast@example.org');
    const app = await create(token);
    expect((await put(token, app.id, '/motivation', { motivation: 'Erste' })).statusCode).toBe(200);
    statements.length = 0;
    const response = await put(token, app.id, '/motivation', { motivation: 'Zweite' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: App }>(response).data).toMatchObject({ id: app.id, motivation: 'Zweite', issuer: 'fast@example.org' });
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^select/);
    expect(statements[1]).toMatch(/^update applications .* xmin = /s);
  });

  it('still refuse a session at once after logout, also when it was cached', async () => {
    const token = await t.tokenFor('cached@example.org');
    const app = await create(token);
    expect((await put(token, app.id, '/motivation', { motivation: 'Vorher' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await put(token, app.id, '/motivation', { motivation: 'Nachher' })).statusCode).toBe(401);
  });

  it('refuse every cached session of the user after logout everywhere', async () => {
    const one = await t.tokenFor('everywhere@example.org');
    const two = await t.tokenFor('everywhere@example.org');
    const app = await create(one);
    expect((await put(two, app.id, '/motivation', { motivation: 'Vorher' })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(one), payload: { everywhere: true } });
    expect((await put(two, app.id, '/motivation', { motivation: 'Nachher' })).statusCode).toBe(401);
  });

  it('keep every answer when saves of one application run at the same time', async () => {
    const token = await t.tokenFor('concurrent@example.org');
    const app = await create(token);
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all([
        put(token, app.id, '/reason-for-request', { reasonForRequest: 'travel' }),
        put(token, app.id, '/destination', { destinationLocation: `Bern ${round}` }),
        put(token, app.id, '/motivation', { motivation: `Motivation ${round}` }),
        put(token, app.id, '/motivation', { motivation: `Motivation ${round}` }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const stored = json<{ data: App }>(await t.app.inject({ method: 'GET', url: `/api/applications/${app.id}`, headers: bearer(token) })).data;
      expect(stored).toMatchObject({ reasonForRequest: 'travel', destinationLocation: `Bern ${round}`, motivation: `Motivation ${round}` });
    }
  });
});
