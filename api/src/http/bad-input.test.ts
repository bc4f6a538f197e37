import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/**
 * Malformed input never produces a 500: explicit cases with their exact status, then every
 * route of the OpenAPI document fed with junk as an applicant and as an admin.
 */
let t: TestApp;
let token: string;
let admin: string;
let appId: string;
let contactId: string;
let otherAppId: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.tokenFor('bad@example.org');
  admin = await t.tokenFor('bad-admin@example.org', { admin: true });
  const other = await t.tokenFor('other@example.org');
  const create = async (who: string) =>
    json<{ data: { id: string } }>(await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(who), payload: { type: 'single-person' } })).data.id;
  appId = await create(token);
  otherAppId = await create(other);
  contactId = json<{ data: { id: string } }>(
    await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: bearer(token),
      payload: { salutCode: 'none', firstname: 'A', lastname: 'B', street: 'C', houseNumber: '1', zipCode: '1000', location: 'L', phone: '0791234567', email: 'c@example.org' },
    }),
  ).data.id;
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const send = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}, who = token) =>
  t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...bearer(who), ...headers },
    ...(payload !== undefined ? { payload: payload as string } : {}),
  });

describe('explicit bad input', () => {
  const cases: [string, () => ReturnType<typeof send>, number][] = [
    ['login-link: email of the wrong type', () => send('POST', '/api/auth/login-link', { email: 42 }), 400],
    ['login-link: missing email', () => send('POST', '/api/auth/login-link', {}), 400],
    ['login-link: unknown property', () => send('POST', '/api/auth/login-link', { email: 'a@b.ch', admin: true }), 400],
    ['login-link: unknown language', () => send('POST', '/api/auth/login-link', { email: 'a@b.ch', lang: 'en' }), 400],
    ['login-link: malformed JSON', () => send('POST', '/api/auth/login-link', '{"email":', { 'content-type': 'application/json' }), 400],
    ['login-link: empty JSON body', () => send('POST', '/api/auth/login-link', '', { 'content-type': 'application/json' }), 400],
    ['login-link: prototype pollution', () => send('POST', '/api/auth/login-link', '{"email":"a@b.ch","__proto__":{"x":1}}', { 'content-type': 'application/json' }), 400],
    ['login-link: XML', () => send('POST', '/api/auth/login-link', '<email/>', { 'content-type': 'application/xml' }), 415],
    ['login-link: huge body', () => send('POST', '/api/auth/login-link', { email: 'a'.repeat(2 * 1024 * 1024) }), 413],
    ['login: code too long', () => send('POST', '/api/auth/login', { code: 'x'.repeat(5000) }), 400],
    ['login: array as body', () => send('POST', '/api/auth/login', [1, 2]), 400],
    ['applications: unknown type', () => send('POST', '/api/applications', { type: 'holiday' }), 400],
    ['applications: type of the wrong type', () => send('POST', '/api/applications', { type: ['group'] }), 400],
    ['applications: id not a uuid', () => send('GET', '/api/applications/123'), 400],
    ['applications: SQL in the id', () => send('GET', "/api/applications/1'%20or%201=1--"), 400],
    ['applications: unknown id', () => send('GET', `/api/applications/${UNKNOWN}`), 404],
    ["applications: another user's id", () => send('GET', `/api/applications/${otherAppId}`), 404],
    ["applications: submit another user's", () => send('POST', `/api/applications/${otherAppId}/submit`), 404],
    ['applications: query not allowed', () => send('GET', '/api/applications?all=1'), 400],
    ['answers: string instead of object', () => send('PUT', `/api/applications/${appId}/motivation`, '"x"', { 'content-type': 'application/json' }), 400],
    ['answers: unknown field', () => send('PUT', `/api/applications/${appId}/motivation`, { motivation: 'x', status: 'accepted' }), 400],
    ['answers: invalid value', () => send('PUT', `/api/applications/${appId}/motivation`, { motivation: 12 }), 422],
    ['answers: unknown endpoint', () => send('PUT', `/api/applications/${appId}/nonsense`, { a: 1 }), 404],
    ['answers: huge body', () => send('PUT', `/api/applications/${appId}/motivation`, { motivation: 'x'.repeat(1_100_000) }), 413],
    ['link contact: unknown type', () => send('PUT', `/api/applications/${appId}/contacts`, { id: contactId, type: 'friend' }), 400],
    ['link contact: unknown contact', () => send('PUT', `/api/applications/${appId}/contacts`, { id: UNKNOWN, type: 'individual' }), 404],
    ['link contact: id not a uuid', () => send('PUT', `/api/applications/${appId}/contacts`, { id: 'x', type: 'individual' }), 400],
    ['statement contacts: wrong type', () => send('PUT', `/api/applications/${appId}/statement/contacts`, { id: contactId, type: 'individual' }), 422],
    ['contacts: wrong salutation', () => send('POST', '/api/contacts', { salutCode: 'sir' }), 400],
    ['contacts: number as name', () => send('POST', '/api/contacts', { firstname: 7 }), 400],
    ['contacts: empty', () => send('POST', '/api/contacts', {}), 422],
    ['contacts: unknown id', () => send('PUT', `/api/contacts/${UNKNOWN}`, {}), 404],
    ['admin: page not a number', () => send('GET', '/api/admin/applicants?page=abc', undefined, {}, admin), 400],
    ['admin: reassign to an invalid address', () => send('POST', `/api/admin/applications/${appId}/reassign-to/not-an-address`, undefined, {}, admin), 422],
    ['admin: accept with a negative amount', () => send('POST', `/api/admin/applications/${appId}/accept`, { grantedAmount: -5 }, {}, admin), 400],
    ['admin: accept with a string amount', () => send('POST', `/api/admin/applications/${appId}/accept`, { grantedAmount: '5' }, {}, admin), 400],
    ['admin: impersonate unknown', () => send('POST', `/api/admin/applicants/${UNKNOWN}/impersonate`, undefined, {}, admin), 404],
    ['uploads: unknown id', () => send('GET', `/api/uploads/${UNKNOWN}`), 404],
    ['uploads: multipart without boundary', () => send('POST', '/api/uploads', 'x', { 'content-type': 'multipart/form-data' }), 400],
    [
      'uploads: truncated multipart',
      () => send('POST', '/api/uploads', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4', { 'content-type': 'multipart/form-data; boundary=b' }),
      400,
    ],
    ['answers: NUL in a text', () => send('PUT', `/api/applications/${appId}/motivation`, '{"motivation":"a\\u0000"}', { 'content-type': 'application/json' }), 422],
    ['answers: nested 3,000 deep', () => send('PUT', `/api/applications/${appId}/motivation`, `{"motivation":${'['.repeat(3000)}${']'.repeat(3000)}}`, { 'content-type': 'application/json' }), 400],
    ['admin: NUL in the search', () => send('GET', '/api/admin/applicants?search=%00', undefined, {}, admin), 422],
    ['applications: id of 150 characters', () => send('GET', `/api/applications/${'a'.repeat(150)}`), 400],
    ['unknown route', () => send('GET', '/api/nothing-here'), 404],
  ];
  it.each(cases)('%s', async (_name, run, status) => {
    const response = await run();
    expect(response.statusCode).toBe(status);
    const body = json<{ message: string }>(response);
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toMatch(/FST_|ajv|must have|Error:/);
  });

  it('explains schema errors per field in German', async () => {
    const response = await send('POST', '/api/auth/login-link', { email: 1, extra: true });
    expect(json(response)).toEqual({ message: 'Die Anfrage ist ungültig.', errors: { extra: ['Unbekanntes Feld.'] } });
    const typed = await send('POST', '/api/auth/login-link', { email: 1 });
    expect(json(typed)).toEqual({ message: 'Die Anfrage ist ungültig.', errors: { email: ['Ungültiger Wert. Erlaubt: ein Text.'] } });
    const fr = await send('POST', '/api/auth/login-link', {}, { 'accept-language': 'fr' });
    expect(json(fr)).toEqual({ message: 'La requête est invalide.', errors: { email: ['Donnée manquante.'] } });
  });
});

describe('junk against every route', () => {
  const junk: { payload?: string; headers?: Record<string, string> }[] = [
    {},
    { payload: '{', headers: { 'content-type': 'application/json' } },
    { payload: 'null', headers: { 'content-type': 'application/json' } },
    { payload: '[]', headers: { 'content-type': 'application/json' } },
    { payload: '{"a":{"b":{"c":[1,2,{"d":null}]}},"id":"x","type":1}', headers: { 'content-type': 'application/json' } },
    { payload: 'plain text', headers: { 'content-type': 'text/plain' } },
    { payload: '--x\r\n\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    { payload: 'x', headers: { 'content-type': 'application/octet-stream' } },
  ];
  const ids = ['not-a-uuid', UNKNOWN, '%00', '..%2F..%2Fetc%2Fpasswd'];

  it('never answers 500', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    const failures: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        for (const id of ids) {
          const url = path.replace('{id}', id).replace('{email}', id);
          for (const who of [token, admin]) {
            for (const variant of junk) {
              const response = await send(method.toUpperCase(), `${url}?page=-1&search=%27&to=%00`, variant.payload, variant.headers, who);
              if (response.statusCode >= 500) failures.push(`${method} ${url} ${variant.payload}: ${response.statusCode} ${response.body}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
