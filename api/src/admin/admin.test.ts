import { decodeJwt } from 'jose';
import { startTestApp, bearer, json, sessionTokenOf, type TestApp } from '../test-support/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('chief@example.org', { admin: true });
  for (let i = 0; i < 25; i++) await t.tokenFor(`person${String(i).padStart(2, '0')}@example.org`);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown, who = admin) =>
  t.app.inject({ method: method as 'POST', url: `/api${url}`, headers: bearer(who), ...(payload !== undefined ? { payload: payload as object } : {}) });
type Page = { data: { id: string; email: string; isAdmin: boolean; applications: { number: string }[] }[]; meta: { last_page: number; total: number; current_page: number } };

describe('admin', () => {
  it('pages applicants (20 per page, page forced to at least 1) and searches by e-mail or number', async () => {
    const first = json<Page>(await call('GET', '/admin/applicants?page=0'));
    expect(first.meta).toEqual({ last_page: 2, total: 26, current_page: 1 });
    expect(first.data).toHaveLength(20);
    expect(json<Page>(await call('GET', '/admin/applicants?page=2')).data).toHaveLength(6);
    const search = json<Page>(await call('GET', '/admin/applicants?search=PERSON1'));
    expect(search.meta.total).toBe(10);
    const owner = await t.tokenFor('person03@example.org');
    const app = json<{ data: { number: string } }>(await call('POST', '/applications', { type: 'project' }, owner)).data;
    const byNumber = json<Page>(await call('GET', `/admin/applicants?search=${app.number}`));
    expect(byNumber.data.map((a) => a.email)).toEqual(['person03@example.org']);
    expect(byNumber.data[0].applications.map((a) => a.number)).toEqual([app.number]);
    expect(json<Page>(await call('GET', '/admin/applicants?search=%25')).meta.total).toBe(0);
  });

  it("impersonates (not admins, not nested), stops back into the admin's own session, and audits both", async () => {
    const target = json<Page>(await call('GET', '/admin/applicants?search=person07')).data[0];
    const otherAdmin = await t.tokenFor('deputy@example.org', { admin: true });
    expect((await call('POST', `/admin/applicants/${decodeJwt(otherAdmin).sub}/impersonate`)).statusCode).toBe(403);

    const answer = await call('POST', `/admin/applicants/${target.id}/impersonate`);
    expect(json(answer).data).toEqual({ id: target.id, email: 'person07@example.org', isAdmin: false, impersonator: { id: decodeJwt(admin).sub, email: 'chief@example.org' } });
    const started = sessionTokenOf(answer);
    expect((await call('GET', '/admin/applicants', undefined, started)).statusCode).toBe(403);
    expect((await call('POST', `/admin/applicants/${target.id}/impersonate`, undefined, started)).statusCode).toBe(403);
    const created = await call('POST', '/applications', { type: 'single-person' }, started);
    expect(json(created).data).toMatchObject({ issuer: 'person07@example.org' });

    const stopped = await call('POST', '/admin/stop-impersonation', undefined, started);
    expect(stopped.statusCode).toBe(200);
    expect(json(stopped).data).toEqual({ id: decodeJwt(admin).sub, email: 'chief@example.org', isAdmin: true, impersonator: null });
    const back = sessionTokenOf(stopped);
    // The admin's original session again, not a new one.
    expect(decodeJwt(back)).toMatchObject({ email: 'chief@example.org', jti: decodeJwt(admin).jti });
    expect(decodeJwt(back).impersonator).toBeUndefined();
    expect((await call('GET', '/applicants/me', undefined, started)).statusCode).toBe(401);
    expect(json(await call('GET', '/applicants/me', undefined, back)).data).toMatchObject({ isAdmin: true });

    const log = json<{ data: { action: string; actorEmail: string; targetId: string; details: { status?: number } }[] }>(await call('GET', '/admin/audit-log')).data;
    // The refused nested impersonation (403) and the created application (201) in between.
    expect(log.slice(0, 4).map((e) => [e.action, e.details.status])).toEqual([
      ['impersonation.stop', undefined],
      ['impersonation.request', 201],
      ['impersonation.request', 403],
      ['impersonation.start', undefined],
    ]);
    expect(log[0]).toMatchObject({ actorEmail: 'chief@example.org', targetId: target.id });
  });

  it('reassigns an application to another address, creating the applicant, with its contact', async () => {
    const owner = await t.tokenFor('giver@example.org');
    const app = json<{ data: { id: string } }>(await call('POST', '/applications', { type: 'single-person' }, owner)).data;
    const contact = json<{ data: { id: string } }>(
      await call('POST', '/contacts', { salutCode: 'male', firstname: 'Hans', lastname: 'Meier', street: 'Weg', houseNumber: '3', zipCode: '4000', location: 'Basel', phone: '0612345678', email: 'hans@example.org' }, owner),
    ).data;
    await call('PUT', `/applications/${app.id}/contacts`, { id: contact.id, type: 'individual' }, owner);
    const moved = await call('POST', `/admin/applications/${app.id}/reassign-to/Taker@Example.org`);
    expect(moved.statusCode).toBe(200);
    expect(json(moved).data).toMatchObject({ issuer: 'taker@example.org', contact: { firstname: 'Hans' } });
    expect((await call('GET', `/applications/${app.id}`, undefined, owner)).statusCode).toBe(404);
    const taker = await t.tokenFor('taker@example.org');
    expect((await call('GET', `/applications/${app.id}`, undefined, taker)).statusCode).toBe(200);
    const takersContacts = json<{ data: { firstname: string }[] }>(await call('GET', '/contacts', undefined, taker)).data;
    expect(takersContacts.map((c) => c.firstname)).toEqual(['Hans']);
    const log = json<{ data: { action: string; details: Record<string, unknown> }[] }>(await call('GET', '/admin/audit-log')).data;
    expect(log[0]).toMatchObject({ action: 'application.reassign', details: { from: 'giver@example.org', to: 'taker@example.org' } });
    // The target as people name it, not its id (issue 14, item 14).
    expect(log[0]).toMatchObject({ targetLabel: (app as unknown as { number: string }).number });
  });

  it('lists each applicant\'s contacts, hidden and inactive ones too, so the admin can hide and show them', async () => {
    const owner = await t.tokenFor('keeper@example.org');
    const input = { salutCode: 'none', firstname: 'Kim', lastname: 'Roth', street: 'Gasse', houseNumber: '1', zipCode: '3000', location: 'Bern', phone: '0311234567', email: 'kim@example.org' };
    const kept = json<{ data: { id: string } }>(await call('POST', '/contacts', input, owner)).data;
    const gone = json<{ data: { id: string } }>(await call('POST', '/contacts', { ...input, firstname: 'Ben' }, owner)).data;
    await call('POST', `/contacts/${kept.id}/disable`, undefined, owner);
    expect((await call('POST', `/admin/contacts/${gone.id}/hide`)).statusCode).toBe(200);
    type WithContacts = { data: { email: string; contacts: { id: string; firstname: string; active: boolean; hidden: boolean }[] }[] };
    const [entry] = json<WithContacts>(await call('GET', '/admin/applicants?search=keeper@example.org')).data;
    expect(entry.contacts).toEqual([
      expect.objectContaining({ id: kept.id, firstname: 'Kim', active: false, hidden: false }),
      expect.objectContaining({ id: gone.id, firstname: 'Ben', active: true, hidden: true }),
    ]);
    // The owner no longer sees the hidden one; the admin shows it again.
    expect(json<{ data: { id: string }[] }>(await call('GET', '/contacts', undefined, owner)).data.map((c) => c.id)).toEqual([kept.id]);
    await call('POST', `/admin/contacts/${gone.id}/show`);
    const [again] = json<WithContacts>(await call('GET', '/admin/applicants?search=keeper@example.org')).data;
    expect(again.contacts.map((c) => c.hidden)).toEqual([false, false]);
    expect(json<WithContacts>(await call('GET', '/admin/applicants?search=person01')).data[0].contacts).toEqual([]);
  });
});
