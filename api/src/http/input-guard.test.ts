import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { serverFlows } from '../flows';
import { jsonNestingExceeds, isCleanText } from './input-guard';

/**
 * The bounds every request meets (issue 10, items 1, 9, 10): JSON depth, NUL and lone
 * surrogates anywhere, prototype keys, over-long path parameters, one clear message per field.
 * On the production flows, whose answers the crash went through.
 */
let t: TestApp;
let token: string;
let admin: string;
let appId: string;
beforeAll(async () => {
  t = await startTestApp({ flows: serverFlows });
  token = await t.tokenFor('guard@example.org');
  admin = await t.tokenFor('guard-admin@example.org', { admin: true });
  appId = json<{ data: { id: string } }>(
    await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { type: 'single-person' } }),
  ).data.id;
});
afterAll(() => t.close());

type ErrorAnswer = { message: string; errors?: Record<string, string[]> };
const raw = (method: 'GET' | 'PUT' | 'POST', url: string, body?: string, headers: Record<string, string> = {}, who = token) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(who), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: body } : {}),
  });
const nested = (depth: number) => `{"motivation":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const healthy = async () => {
  expect((await raw('GET', `/api/applications/${appId}`)).statusCode).toBe(200);
  const saved = await raw('PUT', `/api/applications/${appId}/motivation`, JSON.stringify({ motivation: 'Ferien am See.' }));
  expect(saved.statusCode).toBe(200);
};

describe('JSON depth', () => {
  it.each([3000, 1800, 17])('refuses an answer nested %i deep with 400 at once; the API and its database stay healthy', async (depth) => {
    const started = Date.now();
    const response = await raw('PUT', `/api/applications/${appId}/motivation`, nested(depth));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Die Anfrage ist zu tief verschachtelt (höchstens 16 Ebenen).' });
    await healthy();
  });

  it('lets 16 levels through to the schemas and rules of the route', async () => {
    const response = await raw('PUT', `/api/applications/${appId}/motivation`, nested(15));
    expect(response.statusCode).toBeLessThan(500);
    expect(json<ErrorAnswer>(response).message ?? '').not.toMatch(/verschachtelt/);
    await healthy();
  });

  it('bounds every route, public ones too, and counts brackets inside strings as text', async () => {
    const deep = await raw('POST', '/api/auth/login-link', `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`, {}, '');
    expect(deep.statusCode).toBe(400);
    expect(jsonNestingExceeds(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonNestingExceeds('[[[]]]', 2)).toBe(true);
  });
});

describe('NUL and lone surrogates', () => {
  it.each([
    ['NUL', '"Ferien\\u0000"'],
    ['a lone high surrogate', '"Ferien \\ud83d"'],
    ['a lone low surrogate', '"\\ude00 Ferien"'],
  ])('refuses %s in an answer with 422 naming the field', async (_name, value) => {
    const response = await raw('PUT', `/api/applications/${appId}/motivation`, `{"motivation":${value}}`);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Die Anfrage enthält unzulässige Zeichen.',
      errors: { motivation: ['Enthält unzulässige Zeichen (Nullzeichen oder ungültige Unicode-Zeichen). Bitte entfernen Sie sie.'] },
    });
    await healthy();
  });

  it('keeps valid surrogate pairs (emoji) and answers in French and Italian', async () => {
    expect((await raw('PUT', `/api/applications/${appId}/motivation`, '{"motivation":"Ferien \\ud83d\\ude00"}')).statusCode).toBe(200);
    expect(isCleanText('😀')).toBe(true);
    const fr = await raw('PUT', `/api/applications/${appId}/motivation`, '{"motivation":"\\u0000"}', { 'accept-language': 'fr-CH' });
    expect(json(fr)).toEqual({
      message: 'La requête contient des caractères non autorisés.',
      errors: { motivation: ['Contient des caractères non autorisés (caractère nul ou caractère Unicode invalide). Veuillez les supprimer.'] },
    });
    const it = await raw('PUT', `/api/applications/${appId}/motivation`, '{"motivation":"\\u0000"}', { 'accept-language': 'it' });
    expect(json<ErrorAnswer>(it).message).toBe('La richiesta contiene caratteri non ammessi.');
  });

  it('finds them deep in lists and objects, in keys, in the query string and in the path', async () => {
    const nestedBody = await raw('PUT', `/api/applications/${appId}/expenses`, '{"expenses":[{"type":"unterkunft","amount":1},{"type":"x\\u0000","amount":2}]}');
    expect(nestedBody.statusCode).toBe(422);
    expect(Object.keys(json<ErrorAnswer>(nestedBody).errors!)).toEqual(['expenses.1.type']);
    const key = await raw('POST', '/api/contacts', '{"firstname\\u0000":"A"}');
    expect(key.statusCode).toBe(422);
    expect(Object.keys(json<ErrorAnswer>(key).errors!)).toEqual(['_']);
    const search = await raw('GET', '/api/admin/applicants?search=%00', undefined, {}, admin);
    expect(search.statusCode).toBe(422);
    expect(Object.keys(json<ErrorAnswer>(search).errors!)).toEqual(['search']);
    const path = await raw('POST', `/api/admin/applications/${appId}/reassign-to/a%00b@example.org`, undefined, {}, admin);
    expect(path.statusCode).toBe(422);
    expect(Object.keys(json<ErrorAnswer>(path).errors!)).toEqual(['email']);
  });

  it('refuses a lone surrogate in the sign-in redirect before anything happens: the older link keeps working', async () => {
    const { db } = t.app.services;
    const before = await db.selectFrom('login_links').select('id').where('email', '=', 'guard-link@example.org').execute();
    const response = await raw('POST', '/api/auth/login-link', '{"email":"guard-link@example.org","redirect":"/gesuche\\ud800"}', {}, '');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<ErrorAnswer>(response).errors!)).toEqual(['redirect']);
    const after = await db.selectFrom('login_links').select(['id', 'revoked_at']).where('email', '=', 'guard-link@example.org').execute();
    expect(after).toHaveLength(before.length);
    expect(after.every((link) => link.revoked_at === null)).toBe(true);
  });
});

describe('prototype keys, long ids and messages', () => {
  it('answers ?__proto__=1 and a body key toString with a field message, never a leaked TypeError', async () => {
    const proto = await raw('GET', '/api/applications?__proto__=1');
    expect(proto.statusCode).toBe(400);
    expect(proto.body).toBe('{"message":"Die Anfrage ist ungültig.","errors":{"__proto__":["Unbekanntes Feld."]}}');
    for (const key of ['toString', 'hasOwnProperty', 'valueOf']) {
      const response = await raw('POST', '/api/applications', JSON.stringify({ type: 'single-person', [key]: 1 }));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: 'Die Anfrage ist ungültig.', errors: { [key]: ['Unbekanntes Feld.'] } });
    }
    const constructor = await raw('PUT', `/api/applications/${appId}/motivation`, '{"motivation":"x","constructor":{"prototype":{"polluted":1}}}');
    expect(constructor.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([101, 299, 301, 5000])('answers an id of %i characters with a localized 400, without echoing it', async (length) => {
    for (const lang of ['de', 'fr']) {
      const response = await raw('GET', `/api/applications/${'a'.repeat(length)}`, undefined, { 'accept-language': lang });
      expect(response.statusCode).toBe(400);
      const body = json<ErrorAnswer>(response);
      expect(body.message).toBe(lang === 'de' ? 'Die Anfrage ist ungültig.' : 'La requête est invalide.');
      expect(response.body).not.toContain('aaaa');
    }
  });

  it('says once what a field with several allowed forms accepts', async () => {
    const response = await raw('POST', '/api/contacts', JSON.stringify({ salutCode: 'sir' }));
    expect(json(response)).toEqual({
      message: 'Die Anfrage ist ungültig.',
      errors: { salutCode: ['Ungültiger Wert. Erlaubt: "male", "female", "none", "neutral", "" oder null.'] },
    });
    const fr = await raw('POST', '/api/contacts', JSON.stringify({ firstname: 7 }), { 'accept-language': 'fr' });
    expect(json(fr)).toEqual({ message: 'La requête est invalide.', errors: { firstname: ['Valeur invalide. Admis\u00a0: un texte ou null.'] } });
    // A union whose object branch matched reports what is wrong inside it, not the union.
    const cancel = await raw('POST', `/api/applications/${appId}/cancel`, JSON.stringify({ confirm: [1] }));
    expect(json(cancel)).toEqual({
      message: 'Die Anfrage ist ungültig.',
      errors: { confirm: ['Ungültiger Wert. Erlaubt: true/false, ein Text oder null.'] },
    });
  });
});
