import { sql } from 'kysely';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { ApplicationWrites } from './application-writes';
import { loadApplication } from './repository';

/**
 * The answer-save hot path (docs/decisions.md, API performance): statements per save, the
 * session cache (logout still revokes at once), saves that start from the application as this
 * process saved it last (and what others changed since), and no lost answers when saves of one
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
const get = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: bearer(token) });
const create = async (token: string) =>
  json<{ data: App }>(await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { type: 'single-person' } })).data;

describe('answer saves', () => {
  it('cost two statements the first time: one read, one conditional UPDATE, no transaction', async () => {
    const token = await t.tokenFor('fast@example.org');
    const app = await create(token);
    statements.length = 0;
    const response = await put(token, app.id, '/motivation', { motivation: 'Erste' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: App }>(response).data).toMatchObject({ id: app.id, motivation: 'Erste', issuer: 'fast@example.org' });
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^select/);
    expect(statements[1]).toMatch(/^update applications .* a\.xmin = /s);
  });

  it('cost one statement when this process saved the application last: the conditional UPDATE', async () => {
    const token = await t.tokenFor('faster@example.org');
    const app = await create(token);
    expect((await put(token, app.id, '/motivation', { motivation: 'Erste' })).statusCode).toBe(200);
    for (const motivation of ['Zweite', 'Dritte']) {
      statements.length = 0;
      const response = await put(token, app.id, '/motivation', { motivation });
      expect(response.statusCode).toBe(200);
      expect(json<{ data: App }>(response).data).toMatchObject({ id: app.id, motivation, issuer: 'faster@example.org', contact: null });
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^update applications .* a\.xmin = /s);
    }
    expect(json<{ data: App }>(await get(token, app.id)).data).toMatchObject({ motivation: 'Dritte' });
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

describe('a save from the application as this process saved it last', () => {
  /** An application this process has saved once, so that the next save starts from memory. */
  async function savedOnce(email: string) {
    const token = await t.tokenFor(email);
    const app = await create(token);
    expect((await put(token, app.id, '/motivation', { motivation: 'Erste' })).statusCode).toBe(200);
    return { token, app };
  }
  const db = () => t.app.services.db;

  it('reads again when someone else wrote the application meanwhile, and keeps their answer', async () => {
    const { token, app } = await savedOnce('other-process@example.org');
    // Another API process (or an admin tool) writes the row directly.
    await db().updateTable('applications').set({ data: sql`data || '{"destinationLocation":"Basel"}'::jsonb` }).where('id', '=', app.id).execute();
    statements.length = 0;
    const response = await put(token, app.id, '/motivation', { motivation: 'Zweite' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: App }>(response).data).toMatchObject({ destinationLocation: 'Basel', motivation: 'Zweite' });
    expect(statements.map((text) => text.slice(0, 6))).toEqual(['update', 'select', 'update']);
    expect(json<{ data: App }>(await get(token, app.id)).data).toMatchObject({ destinationLocation: 'Basel', motivation: 'Zweite' });
  });

  it('answers with a linked contact as edited since (editing a contact changes no application row)', async () => {
    const { token, app } = await savedOnce('edited-contact@example.org');
    const contact = { salutCode: 'female', firstname: 'Eva', lastname: 'Link', street: 'Weg', houseNumber: '1', zipCode: '3000', location: 'Bern', phone: '031 123 45 67', email: 'eva@example.org' };
    const created = json<{ data: { id: string } }>(await t.app.inject({ method: 'POST', url: '/api/contacts', headers: bearer(token), payload: contact })).data;
    await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/contacts`, headers: bearer(token), payload: { id: created.id, type: 'individual' } });
    expect(json<{ data: App }>(await put(token, app.id, '/motivation', { motivation: 'Zweite' })).data.contact).toMatchObject({ firstname: 'Eva' });
    const edited = await t.app.inject({ method: 'PUT', url: `/api/contacts/${created.id}`, headers: bearer(token), payload: { ...contact, firstname: 'Eva-Maria' } });
    expect(edited.statusCode).toBe(200);
    const response = await put(token, app.id, '/motivation', { motivation: 'Dritte' });
    expect(json<{ data: App }>(response).data).toMatchObject({ motivation: 'Dritte', contact: { id: created.id, firstname: 'Eva-Maria' } });
  });

  it("answers with the owner's e-mail address as changed since", async () => {
    const { token, app } = await savedOnce('before-change@example.org');
    await db().updateTable('applicants').set({ email: 'after-change@example.org' }).where('email', '=', 'before-change@example.org').execute();
    const response = await put(token, app.id, '/motivation', { motivation: 'Zweite' });
    expect(json<{ data: App }>(response).data).toMatchObject({ motivation: 'Zweite', issuer: 'after-change@example.org' });
  });

  it('lets the new owner save after an admin reassigned the application, and refuses the former one (404)', async () => {
    const { token: giver, app } = await savedOnce('giver@example.org');
    const admin = await t.tokenFor('reassigner@example.org', { admin: true });
    const moved = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${app.id}/reassign-to/taker@example.org`, headers: bearer(admin) });
    expect(moved.statusCode).toBe(200);
    const taker = await t.tokenFor('taker@example.org');
    // The process last saved it for the giver: the taker's save must not be refused on that.
    const taken = await put(taker, app.id, '/motivation', { motivation: 'Neu' });
    expect(taken.statusCode).toBe(200);
    expect(json<{ data: App }>(taken).data).toMatchObject({ motivation: 'Neu', issuer: 'taker@example.org' });
    expect((await put(giver, app.id, '/motivation', { motivation: 'Alt' })).statusCode).toBe(404);
    expect(json<{ data: App }>(await get(taker, app.id)).data).toMatchObject({ motivation: 'Neu' });
  });

  it('refuses an answer once the application was submitted meanwhile (409), and saves nothing', async () => {
    const { token, app } = await savedOnce('submitted-meanwhile@example.org');
    await put(token, app.id, '/reason-for-request', { reasonForRequest: 'leisure' });
    await put(token, app.id, '/destination', { destinationLocation: 'Bern' });
    expect((await t.app.inject({ method: 'POST', url: `/api/applications/${app.id}/submit`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await put(token, app.id, '/motivation', { motivation: 'Zu spät' })).statusCode).toBe(409);
    expect(json<{ data: App }>(await get(token, app.id)).data).toMatchObject({ motivation: 'Erste', status: 'submitted' });
  });

  it('saves a statement in one statement the second time, and reads again when the statement or the application changed', async () => {
    const { token, app } = await savedOnce('statement@example.org');
    const admin = await t.tokenFor('accepter@example.org', { admin: true });
    await put(token, app.id, '/reason-for-request', { reasonForRequest: 'leisure' });
    await put(token, app.id, '/destination', { destinationLocation: 'Bern' });
    expect((await t.app.inject({ method: 'POST', url: `/api/applications/${app.id}/submit`, headers: bearer(token) })).statusCode).toBe(200);
    const accepted = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${app.id}/accept`, headers: bearer(admin), payload: { grantedAmount: 1500 } });
    expect(accepted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/applications/${app.id}/statement`, headers: bearer(token) })).statusCode).toBe(201);
    const save = (realizationStatus: string) => put(token, app.id, '/statement/realization-status', { realizationStatus });
    expect((await save('realized')).statusCode).toBe(200);
    statements.length = 0;
    const second = await save('pending');
    expect(second.statusCode).toBe(200);
    expect(json<{ data: App }>(second).data).toMatchObject({ statement: { realizationStatus: 'pending' } });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^with app as .* update statements/s);
    // Someone else changes the statement: the next save reads again and keeps their answer.
    await db().updateTable('statements').set({ data: sql`data || '{"review":"Von anderswo"}'::jsonb` }).where('application_id', '=', app.id).execute();
    const third = await save('realized');
    expect(json<{ data: App }>(third).data).toMatchObject({ grantedAmount: 1500, statement: { realizationStatus: 'realized', review: 'Von anderswo' } });
    await db().updateTable('applications').set({ granted_amount: '1200' }).where('id', '=', app.id).execute();
    const fourth = await save('pending');
    expect(json<{ data: App }>(fourth).data).toMatchObject({ grantedAmount: 1200, statement: { realizationStatus: 'pending', review: 'Von anderswo' } });
  });
});

describe('saves of several applications at the same time', () => {
  /** Applications of different applicants, each saved once by this process. */
  async function savedApplications(prefix: string, count: number) {
    return Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const token = await t.tokenFor(`${prefix}-${n}@example.org`);
        const app = await create(token);
        expect((await put(token, app.id, '/motivation', { motivation: 'Erste' })).statusCode).toBe(200);
        return { token, app };
      }),
    );
  }

  it('write in one statement, and each answers with its own application', async () => {
    const saved = await savedApplications('together', 4);
    statements.length = 0;
    const responses = await Promise.all(saved.map(({ token, app }, n) => put(token, app.id, '/motivation', { motivation: `Zusammen ${n}` })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(statements).toHaveLength(1);
    responses.forEach((response, n) => expect(json<{ data: App }>(response).data).toMatchObject({ id: saved[n]!.app.id, motivation: `Zusammen ${n}` }));
    for (const [n, { token, app }] of saved.entries()) {
      expect(json<{ data: App }>(await get(token, app.id)).data).toMatchObject({ motivation: `Zusammen ${n}` });
    }
  });

  it('write the others when one was changed meanwhile, and read that one again', async () => {
    const saved = await savedApplications('one-changed', 3);
    await t.app.services.db
      .updateTable('applications')
      .set({ data: sql`data || '{"destinationLocation":"Basel"}'::jsonb` })
      .where('id', '=', saved[1]!.app.id)
      .execute();
    statements.length = 0;
    const responses = await Promise.all(saved.map(({ token, app }, n) => put(token, app.id, '/motivation', { motivation: `Danach ${n}` })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(statements.map((text) => text.slice(0, 6))).toEqual(['update', 'select', 'update']);
    expect(json<{ data: App }>(responses[1]!).data).toMatchObject({ destinationLocation: 'Basel', motivation: 'Danach 1' });
    for (const [n, { token, app }] of saved.entries()) {
      expect(json<{ data: App }>(await get(token, app.id)).data).toMatchObject({ motivation: `Danach ${n}` });
    }
  });

  it('fail only the save whose write the database refuses, and write the others', async () => {
    const saved = await savedApplications('one-refused', 3);
    const db = t.app.services.db;
    // A rule of the database that one answer breaks (a trigger or a lost connection would do the same).
    await sql`alter table applications add constraint no_refused check (data ->> 'motivation' is distinct from 'Verweigert')`.execute(db);
    try {
      statements.length = 0;
      const motivation = (n: number) => (n === 1 ? 'Verweigert' : `Angenommen ${n}`);
      const responses = await Promise.all(saved.map(({ token, app }, n) => put(token, app.id, '/motivation', { motivation: motivation(n) })));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 500, 200]);
      // The shared statement, then each write on its own.
      expect(statements.filter((text) => text.startsWith('update'))).toHaveLength(4);
      expect(json<{ data: App }>(await get(saved[0]!.token, saved[0]!.app.id)).data).toMatchObject({ motivation: 'Angenommen 0' });
      expect(json<{ data: App }>(await get(saved[1]!.token, saved[1]!.app.id)).data).toMatchObject({ motivation: 'Erste' });
      expect(json<{ data: App }>(await get(saved[2]!.token, saved[2]!.app.id)).data).toMatchObject({ motivation: 'Angenommen 2' });
    } finally {
      await sql`alter table applications drop constraint no_refused`.execute(db);
    }
  });

  it('write at most the set number in one statement, the rest in the next', async () => {
    const saved = await savedApplications('capped', 3);
    const db = t.app.services.db;
    const writes = new ApplicationWrites(db, 2);
    const loaded = await Promise.all(saved.map(({ app }) => loadApplication(db, app.id, false)));
    statements.length = 0;
    const versions = await Promise.all(
      loaded.map((found, n) => {
        const { row, versions } = found!;
        return writes.write({ id: row.id, dataJson: JSON.stringify({ ...row.data, motivation: `Gestaffelt ${n}` }), subtype: null, now: new Date(), versions });
      }),
    );
    expect(versions.every((version) => typeof version === 'string')).toBe(true);
    expect(statements.filter((text) => text.startsWith('update'))).toHaveLength(2);
    for (const [n, { token, app }] of saved.entries()) {
      expect(json<{ data: App }>(await get(token, app.id)).data).toMatchObject({ motivation: `Gestaffelt ${n}` });
    }
  });

  // PGlite has one session: a transaction there holds back every statement, not rows.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('write the others while another transaction holds one application locked, and that one after it ends', async () => {
    const saved = await savedApplications('one-locked', 3);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // As a submission does while it renders and stores the PDF.
    const holder = t.app.services.db.transaction().execute(async (trx) => {
      await trx.selectFrom('applications').select('id').where('id', '=', saved[1]!.app.id).forUpdate().execute();
      locked();
      await released;
    });
    await isLocked;
    const saves = saved.map(({ token, app }, n) => put(token, app.id, '/motivation', { motivation: `Gesperrt ${n}` }));
    const others = await Promise.all([saves[0]!, saves[2]!]);
    expect(others.map((response) => response.statusCode)).toEqual([200, 200]);
    release();
    await holder;
    expect((await saves[1]!).statusCode).toBe(200);
    for (const [n, { token, app }] of saved.entries()) {
      expect(json<{ data: App }>(await get(token, app.id)).data).toMatchObject({ motivation: `Gesperrt ${n}` });
    }
  });
});
