import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

let t: TestApp;
let token: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.tokenFor('contacts@example.org');
  admin = await t.tokenFor('contacts-admin@example.org', { admin: true });
});
afterAll(() => t.close());

const VALID = { salutCode: 'female', firstname: 'Eva', lastname: 'Beispiel', street: 'Gasse', houseNumber: '2a', zipCode: '8000', location: 'Zürich', phone: '+41 79 123 45 67', email: 'Eva@Example.org', organization: 'Verein' };
const call = (method: string, url: string, payload?: unknown, who = token, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'POST', url: `/api${url}`, headers: { ...bearer(who), ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('contacts', () => {
  it('validates with the exact German messages (first error per field)', async () => {
    const response = await call('POST', '/contacts', { ...VALID, firstname: '', lastname: undefined, phone: '079 12', email: 'eva@' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Bitte prüfen Sie Ihre Angaben.',
      errors: {
        firstname: ['Vorname ist ein Pflichtfeld.'],
        lastname: ['Nachname ist ein Pflichtfeld.'],
        phone: ['Telefon muss eine gültige Telefonnummer sein.'],
        email: ['E-Mail muss eine gültige E-Mail-Adresse beinhalten.'],
      },
    });
    const empty = json<{ errors: Record<string, string[]> }>(await call('POST', '/contacts', {}));
    expect(Object.keys(empty.errors).sort()).toEqual(['email', 'firstname', 'houseNumber', 'lastname', 'location', 'phone', 'salutCode', 'street', 'zipCode']);
    expect(empty.errors.salutCode).toEqual(['Anrede ist ein Pflichtfeld.']);
    const it = json<{ errors: Record<string, string[]> }>(await call('POST', '/contacts', { ...VALID, zipCode: '' }, token, { 'accept-language': 'it' }));
    expect(it.errors).toEqual({ zipCode: ['Il campo «NPA» è obbligatorio.'] }); // the shared catalogue's Italian
  });

  it.each([
    ['+41791234567', true],
    ['0041 79 123 45 67', true],
    ['079 123 45 67', true],
    ['+4179123', false],
    ['41791234567', false],
    ['079-123-45-67', false],
  ])('phone %s valid: %s', async (phone, valid) => {
    expect((await call('POST', '/contacts', { ...VALID, phone })).statusCode).toBe(valid ? 201 : 422);
  });

  it('creates, lists, edits, disables and enables', async () => {
    const created = await call('POST', '/contacts', VALID);
    expect(created.statusCode).toBe(201);
    const contact = json<{ data: { id: string } }>(created).data;
    expect(contact).toMatchObject({ firstname: 'Eva', email: 'eva@example.org', organization: 'Verein', active: true, hidden: false });
    const edited = await call('PUT', `/contacts/${contact.id}`, { ...VALID, firstname: 'Eva Maria', organization: null });
    expect(json(edited).data).toMatchObject({ firstname: 'Eva Maria', organization: null });
    expect(json(await call('POST', `/contacts/${contact.id}/disable`)).data).toMatchObject({ active: false });
    const list = json<{ data: { id: string; active: boolean }[] }>(await call('GET', '/contacts')).data;
    expect(list.find((c) => c.id === contact.id)).toMatchObject({ active: false });
    expect(json(await call('POST', `/contacts/${contact.id}/enable`)).data).toMatchObject({ active: true });
  });

  it('links and unlinks contacts; a hidden contact is invisible (404) to its owner', async () => {
    const contact = json<{ data: { id: string } }>(await call('POST', '/contacts', VALID)).data;
    const app = json<{ data: { id: string } }>(await call('POST', '/applications', { type: 'single-person' })).data;
    const linked = await call('PUT', `/applications/${app.id}/contacts`, { id: contact.id, type: 'representation' });
    expect(json(linked).data).toMatchObject({ representation: { id: contact.id }, contact: null });
    const unlinked = await call('PUT', `/applications/${app.id}/contacts`, { type: 'representation' });
    expect(json(unlinked).data).toMatchObject({ representation: null });
    await call('PUT', `/applications/${app.id}/contacts`, { id: contact.id, type: 'individual' });

    const hidden = await call('POST', `/admin/contacts/${contact.id}/hide`, undefined, admin);
    expect(json(hidden).data).toMatchObject({ hidden: true });
    expect((await call('PUT', `/contacts/${contact.id}`, VALID)).statusCode).toBe(404);
    expect((await call('POST', `/contacts/${contact.id}/enable`)).statusCode).toBe(404);
    const list = json<{ data: { id: string }[] }>(await call('GET', '/contacts')).data;
    expect(list.map((c) => c.id)).not.toContain(contact.id);
    expect(json(await call('GET', `/applications/${app.id}`)).data).toMatchObject({ contact: null });
    expect((await call('PUT', `/applications/${app.id}/contacts`, { id: contact.id, type: 'individual' })).statusCode).toBe(404);
    await call('POST', `/admin/contacts/${contact.id}/show`, undefined, admin);
    expect((await call('PUT', `/contacts/${contact.id}`, VALID)).statusCode).toBe(200);
  });
});
