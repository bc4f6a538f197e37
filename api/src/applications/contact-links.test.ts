import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/**
 * Contact links (spec 00 §7.3): PUT …/contacts {id, type} links, DELETE …/contacts {type} unlinks
 * (the wizard engine's reset of a contact question), with the same access and state rules.
 */
let t: TestApp;
let owner: string;
let stranger: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.tokenFor('links@example.org');
  stranger = await t.tokenFor('links-stranger@example.org');
  admin = await t.tokenFor('links-admin@example.org', { admin: true });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type App = Json & { id: string; status: string; contact: Json | null; representation: Json | null; statement?: Json & { paymentRecipient: Json | null } };

async function call(method: string, url: string, payload?: unknown, who = owner): Promise<{ status: number; body: { data: App; message?: string } }> {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: bearer(who),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, body: response.body ? json(response) : ({} as { data: App }) };
}

const input = { salutCode: 'female', firstname: 'Eva', lastname: 'Link', street: 'Weg', houseNumber: '1', zipCode: '3000', location: 'Bern', phone: '031 123 45 67', email: 'eva@example.org' };

async function contactId(): Promise<string> {
  return (await call('POST', '/contacts', input)).body.data.id;
}

async function preparing(): Promise<App> {
  return (await call('POST', '/applications', { type: 'single-person' })).body.data;
}

/** Submitted and accepted through the real routes, with a statement. */
async function acceptedWithStatement(): Promise<App> {
  const app = await preparing();
  await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'leisure' });
  await call('PUT', `/applications/${app.id}/destination`, { destinationLocation: 'Bern' });
  await call('PUT', `/applications/${app.id}/motivation`, { motivation: 'Ferien' });
  expect((await call('POST', `/applications/${app.id}/submit`)).status).toBe(200);
  expect((await call('POST', `/admin/applications/${app.id}/accept`, { grantedAmount: 900 }, admin)).status).toBe(200);
  expect((await call('POST', `/applications/${app.id}/statement`)).status).toBe(201);
  return app;
}

describe('DELETE /applications/{id}/contacts', () => {
  it('unlinks the type given in the body and keeps the other links', async () => {
    const app = await preparing();
    const id = await contactId();
    await call('PUT', `/applications/${app.id}/contacts`, { id, type: 'individual' });
    await call('PUT', `/applications/${app.id}/contacts`, { id, type: 'representation' });
    const response = await call('DELETE', `/applications/${app.id}/contacts`, { type: 'representation' });
    expect(response.status).toBe(200);
    expect(response.body.data.representation).toBeNull();
    expect(response.body.data.contact).toMatchObject({ id });
    // Unlinking what is not linked changes nothing and is allowed (a reset is idempotent).
    expect((await call('DELETE', `/applications/${app.id}/contacts`, { type: 'representation' })).status).toBe(200);
  });

  it('refuses a body with an id or an unknown type (400), foreign applications (404) and admins (403)', async () => {
    const app = await preparing();
    const id = await contactId();
    await call('PUT', `/applications/${app.id}/contacts`, { id, type: 'individual' });
    expect((await call('DELETE', `/applications/${app.id}/contacts`, { id, type: 'individual' })).status).toBe(400);
    expect((await call('DELETE', `/applications/${app.id}/contacts`, { type: 'friend' })).status).toBe(400);
    expect((await call('DELETE', `/applications/${app.id}/contacts`, { type: 'individual' }, stranger)).status).toBe(404);
    expect((await call('DELETE', `/applications/${app.id}/contacts`, { type: 'individual' }, admin)).status).toBe(403);
    expect((await call('GET', `/applications/${app.id}`)).body.data.contact).toMatchObject({ id });
  });

  it('follows the PUT’s state rules: application links only while preparing', async () => {
    const app = await acceptedWithStatement();
    expect((await call('DELETE', `/applications/${app.id}/contacts`, { type: 'individual' })).status).toBe(409);
  });
});

describe('DELETE /applications/{id}/statement/contacts', () => {
  it('unlinks the payment recipient on either path while the statement can be answered', async () => {
    const app = await acceptedWithStatement();
    const id = await contactId();
    expect((await call('PUT', `/applications/${app.id}/contacts`, { id, type: 'paymentRecipient' })).body.data.statement?.paymentRecipient).toMatchObject({ id });
    const viaStatement = await call('DELETE', `/applications/${app.id}/statement/contacts`, { type: 'paymentRecipient' });
    expect(viaStatement.status).toBe(200);
    expect(viaStatement.body.data.statement?.paymentRecipient).toBeNull();

    await call('PUT', `/applications/${app.id}/statement/contacts`, { id, type: 'paymentRecipient' });
    const viaApplication = await call('DELETE', `/applications/${app.id}/contacts`, { type: 'paymentRecipient' });
    expect(viaApplication.status).toBe(200);
    expect(viaApplication.body.data.statement?.paymentRecipient).toBeNull();
  });

  it('refuses application link types (422), strangers (404) and a cancelled application (409)', async () => {
    const app = await acceptedWithStatement();
    expect((await call('DELETE', `/applications/${app.id}/statement/contacts`, { type: 'individual' })).status).toBe(422);
    expect((await call('DELETE', `/applications/${app.id}/statement/contacts`, { type: 'paymentRecipient' }, stranger)).status).toBe(404);
    expect((await call('POST', `/applications/${app.id}/statement/cancel`, {})).status).toBe(200);
    expect((await call('DELETE', `/applications/${app.id}/statement/contacts`, { type: 'paymentRecipient' })).status).toBe(409);
  });
});
