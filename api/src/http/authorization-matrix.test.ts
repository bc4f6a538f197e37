import { sql } from 'kysely';
import { startTestApp, bearer, type TestApp } from '../test-support/harness';
import { applicantByEmail } from '../auth/login-links';

/**
 * Object-level authorization as a matrix (OWASP authorization testing cheat sheet): every route
 * × anonymous, applicant A (owner), applicant B, admin, admin impersonating A, with the exact
 * status. Each cell gets fresh objects and fresh tokens, so cells cannot influence each other.
 */
let t: TestApp;
let ids: { a: string; b: string; admin: string };
beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.services.db;
  ids = {
    a: (await applicantByEmail(db, 'a@example.org')).id,
    b: (await applicantByEmail(db, 'b@example.org')).id,
    admin: (await applicantByEmail(db, 'admin@example.org')).id,
  };
  await db.updateTable('applicants').set({ is_admin: true }).where('id', '=', ids.admin).execute();
  // The CMS (migrated and seeded on first start) is up before the content rows run: on a loaded
  // machine its start alone outlasted the first row's time limit.
  await t.app.services.content.start();
}, 180_000);
afterAll(() => t.close());

type Actor = 'anonymous' | 'A' | 'B' | 'admin' | 'impersonating A';
const ACTORS: Actor[] = ['anonymous', 'A', 'B', 'admin', 'impersonating A'];

async function tokenOf(actor: Actor): Promise<string | undefined> {
  const { tokens } = t.app.services;
  if (actor === 'anonymous') return undefined;
  if (actor === 'A') return tokens.issue({ id: ids.a, email: 'a@example.org' });
  if (actor === 'B') return tokens.issue({ id: ids.b, email: 'b@example.org' });
  if (actor === 'admin') return tokens.issue({ id: ids.admin, email: 'admin@example.org' });
  const adminSession = await tokens.verify(await tokens.issue({ id: ids.admin, email: 'admin@example.org' }));
  return (await tokens.impersonate(adminSession!, { id: ids.a, email: 'a@example.org' })).token;
}

const COMPLETE = { reasonForRequest: 'leisure', destinationLocation: 'Bern', motivation: 'Kurs' };

/** An application of A in the given state, inserted directly (fast). */
async function appOfA(status: string, options: { type?: string; subtype?: string; statement?: Record<string, unknown> } = {}) {
  const db = t.app.services.db;
  const row = await db
    .insertInto('applications')
    .values({
      number: sql<string>`'2026-' || lpad(nextval('application_number_seq')::text, 6, '0')`,
      applicant_id: ids.a,
      type: options.type ?? 'single-person',
      subtype: options.subtype ?? null,
      status,
      data: JSON.stringify(COMPLETE),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.statement) await db.insertInto('statements').values({ application_id: row.id, data: JSON.stringify(options.statement) }).execute();
  return row.id;
}

/** A field of the demo podcast's first track (the CMS's seed), read once. */
let track: Record<string, string> | null = null;
async function firstTrack(field: 'id' | 'audio_url'): Promise<string> {
  track ??= (JSON.parse((await t.app.inject({ method: 'GET', url: '/api/podcasts' })).body) as { data: { tracks: Record<string, string>[] }[] }).data[0].tracks[0];
  return String(track[field]);
}

async function contactOfA() {
  return (
    await t.app.services.db
      .insertInto('contacts')
      .values({ applicant_id: ids.a, salut_code: 'male', firstname: 'Max', lastname: 'Muster', street: 'Weg', house_number: '1', zip_code: '3000', location: 'Bern', phone: '0791234567', email: 'max@example.org' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function uploadOfA() {
  const key = 'matrix-' + Math.random().toString(16).slice(2);
  await t.app.services.storage.put(key, Buffer.from('%PDF-'), 'application/pdf');
  return (
    await t.app.services.db
      .insertInto('uploads')
      .values({ owner_id: ids.a, kind: 'document', name: 'a.pdf', mime_type: 'application/pdf', size: 5, storage_key: key })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** A group collection of A with its uploaded list of groups. */
async function groupCollectionOfA() {
  const id = await appOfA('submitted', { type: 'group', subtype: 'group-collection' });
  const data = JSON.stringify({ subtype: 'group-collection', groupCollectionListDocumentId: await uploadOfA() });
  await t.app.services.db.updateTable('applications').set({ data }).where('id', '=', id).execute();
  return id;
}

async function submittedWithPdfOfA() {
  const id = await appOfA('preparing');
  const token = await tokenOf('A');
  const response = await t.app.inject({ method: 'POST', url: `/api/applications/${id}/submit`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(response.body);
  return id;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const multipart = () => {
  const boundary = 'matrixboundary';
  return {
    payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

interface Case {
  name: string;
  request: () => Promise<{ method: string; url: string; payload?: unknown; headers?: Record<string, string> }>;
  /** anonymous, A, B, admin, impersonating A */
  expect: [number, number, number, number, number];
}

const CONTACT = { salutCode: 'female', firstname: 'Eva', lastname: 'Beispiel', street: 'Gasse', houseNumber: '2', zipCode: '8000', location: 'Zürich', phone: '+41791234567', email: 'eva@example.org' };
const OWNER: Case['expect'] = [401, 200, 404, 403, 200];
const OWNER_READ: Case['expect'] = [401, 200, 404, 200, 200];
const ANY_USER: Case['expect'] = [401, 200, 200, 200, 200];
const ADMIN_ONLY: Case['expect'] = [401, 403, 403, 200, 403];

const cases: Case[] = [
  { name: 'GET /applicants/me', request: async () => ({ method: 'GET', url: '/api/applicants/me' }), expect: ANY_USER },
  { name: 'GET /applications', request: async () => ({ method: 'GET', url: '/api/applications' }), expect: ANY_USER },
  { name: 'POST /applications', request: async () => ({ method: 'POST', url: '/api/applications', payload: { type: 'project' } }), expect: [401, 201, 201, 201, 201] },
  { name: 'GET /applications/{id}', request: async () => ({ method: 'GET', url: `/api/applications/${await appOfA('preparing')}` }), expect: OWNER_READ },
  { name: 'DELETE /applications/{id}', request: async () => ({ method: 'DELETE', url: `/api/applications/${await appOfA('preparing')}` }), expect: [401, 204, 404, 403, 204] },
  { name: 'POST /applications/{id}/submit', request: async () => ({ method: 'POST', url: `/api/applications/${await appOfA('preparing')}/submit` }), expect: OWNER },
  { name: 'POST /applications/{id}/cancel', request: async () => ({ method: 'POST', url: `/api/applications/${await appOfA('accepted')}/cancel` }), expect: OWNER },
  { name: 'POST /applications/{id}/annul', request: async () => ({ method: 'POST', url: `/api/applications/${await appOfA('submitted')}/annul` }), expect: OWNER },
  { name: 'POST /applications/{id}/archive', request: async () => ({ method: 'POST', url: `/api/applications/${await appOfA('rejected')}/archive` }), expect: OWNER },
  { name: 'GET /applications/{id}/summary', request: async () => ({ method: 'GET', url: `/api/applications/${await appOfA('preparing')}/summary` }), expect: OWNER_READ },
  { name: 'GET /applications/{id}/pdf', request: async () => ({ method: 'GET', url: `/api/applications/${await submittedWithPdfOfA()}/pdf` }), expect: OWNER_READ },
  { name: 'PUT /applications/{id}{endpoint}', request: async () => ({ method: 'PUT', url: `/api/applications/${await appOfA('preparing')}/motivation`, payload: { motivation: 'neu' } }), expect: OWNER },
  { name: 'DELETE /applications/{id}{endpoint}', request: async () => ({ method: 'DELETE', url: `/api/applications/${await appOfA('preparing')}/motivation` }), expect: OWNER },
  { name: 'PUT /applications/{id}/contacts', request: async () => ({ method: 'PUT', url: `/api/applications/${await appOfA('preparing')}/contacts`, payload: { id: await contactOfA(), type: 'individual' } }), expect: OWNER },
  { name: 'DELETE /applications/{id}/contacts', request: async () => ({ method: 'DELETE', url: `/api/applications/${await appOfA('preparing')}/contacts`, payload: { type: 'individual' } }), expect: OWNER },
  { name: 'POST /applications/{id}/statement', request: async () => ({ method: 'POST', url: `/api/applications/${await appOfA('accepted')}/statement` }), expect: [401, 201, 404, 403, 201] },
  { name: 'PUT /applications/{id}/statement{endpoint}', request: async () => ({ method: 'PUT', url: `/api/applications/${await appOfA('accepted', { statement: {} })}/statement/review`, payload: { review: 'gut' } }), expect: OWNER },
  { name: 'DELETE /applications/{id}/statement{endpoint}', request: async () => ({ method: 'DELETE', url: `/api/applications/${await appOfA('accepted', { statement: {} })}/statement/review` }), expect: OWNER },
  { name: 'POST /applications/{id}/statement/submit', request: async () => ({ method: 'POST', url: `/api/applications/${await appOfA('accepted', { statement: { realizationStatus: 'realized', review: 'gut' } })}/statement/submit` }), expect: OWNER },
  {
    name: 'POST /applications/{id}/statement/partial-submit',
    request: async () => ({ method: 'POST', url: `/api/applications/${await appOfA('accepted', { type: 'group', subtype: 'group-collection', statement: { partialBilling: true } })}/statement/partial-submit` }),
    expect: OWNER,
  },
  { name: 'POST /applications/{id}/statement/cancel', request: async () => ({ method: 'POST', url: `/api/applications/${await appOfA('accepted', { statement: {} })}/statement/cancel` }), expect: OWNER },
  {
    name: 'PUT /applications/{id}/statement/contacts',
    request: async () => ({ method: 'PUT', url: `/api/applications/${await appOfA('accepted', { statement: {} })}/statement/contacts`, payload: { id: await contactOfA(), type: 'paymentRecipient' } }),
    expect: OWNER,
  },
  {
    name: 'DELETE /applications/{id}/statement/contacts',
    request: async () => ({ method: 'DELETE', url: `/api/applications/${await appOfA('accepted', { statement: {} })}/statement/contacts`, payload: { type: 'paymentRecipient' } }),
    expect: OWNER,
  },
  { name: 'GET /contacts', request: async () => ({ method: 'GET', url: '/api/contacts' }), expect: ANY_USER },
  { name: 'POST /contacts', request: async () => ({ method: 'POST', url: '/api/contacts', payload: CONTACT }), expect: [401, 201, 201, 201, 201] },
  { name: 'PUT /contacts/{id}', request: async () => ({ method: 'PUT', url: `/api/contacts/${await contactOfA()}`, payload: CONTACT }), expect: [401, 200, 404, 404, 200] },
  { name: 'POST /contacts/{id}/enable', request: async () => ({ method: 'POST', url: `/api/contacts/${await contactOfA()}/enable` }), expect: [401, 200, 404, 404, 200] },
  { name: 'POST /contacts/{id}/disable', request: async () => ({ method: 'POST', url: `/api/contacts/${await contactOfA()}/disable` }), expect: [401, 200, 404, 404, 200] },
  { name: 'POST /uploads', request: async () => ({ method: 'POST', url: '/api/uploads', ...multipart() }), expect: [401, 201, 201, 201, 201] },
  { name: 'GET /uploads/{id}', request: async () => ({ method: 'GET', url: `/api/uploads/${await uploadOfA()}` }), expect: OWNER_READ },
  { name: 'GET /templates/group-collection.xlsx', request: async () => ({ method: 'GET', url: '/api/templates/group-collection.xlsx?lang=fr' }), expect: [200, 200, 200, 200, 200] },
  {
    name: 'GET /applications/{id}/group-collection-list-document',
    request: async () => ({ method: 'GET', url: `/api/applications/${await groupCollectionOfA()}/group-collection-list-document` }),
    expect: OWNER_READ,
  },
  { name: 'GET /admin/applicants', request: async () => ({ method: 'GET', url: '/api/admin/applicants?page=1&search=a' }), expect: ADMIN_ONLY },
  { name: 'POST /admin/applicants/{id}/impersonate', request: async () => ({ method: 'POST', url: `/api/admin/applicants/${ids.b}/impersonate` }), expect: ADMIN_ONLY },
  { name: 'POST /admin/stop-impersonation', request: async () => ({ method: 'POST', url: '/api/admin/stop-impersonation' }), expect: [401, 403, 403, 403, 200] },
  { name: 'POST /admin/applications/{id}/reassign-to/{email}', request: async () => ({ method: 'POST', url: `/api/admin/applications/${await appOfA('submitted')}/reassign-to/new-owner@example.org` }), expect: ADMIN_ONLY },
  { name: 'POST /admin/contacts/{id}/hide', request: async () => ({ method: 'POST', url: `/api/admin/contacts/${await contactOfA()}/hide` }), expect: ADMIN_ONLY },
  { name: 'POST /admin/contacts/{id}/show', request: async () => ({ method: 'POST', url: `/api/admin/contacts/${await contactOfA()}/show` }), expect: ADMIN_ONLY },
  { name: 'POST /admin/applications/{id}/accept', request: async () => ({ method: 'POST', url: `/api/admin/applications/${await appOfA('submitted')}/accept`, payload: { grantedAmount: 900 } }), expect: ADMIN_ONLY },
  { name: 'POST /admin/applications/{id}/reject', request: async () => ({ method: 'POST', url: `/api/admin/applications/${await appOfA('submitted')}/reject` }), expect: ADMIN_ONLY },
  { name: 'POST /admin/applications/{id}/complete', request: async () => ({ method: 'POST', url: `/api/admin/applications/${await appOfA('statement_submitted', { statement: {} })}/complete` }), expect: ADMIN_ONLY },
  { name: 'GET /admin/audit-log', request: async () => ({ method: 'GET', url: '/api/admin/audit-log' }), expect: ADMIN_ONLY },
  { name: 'POST /auth/logout', request: async () => ({ method: 'POST', url: '/api/auth/logout' }), expect: [401, 204, 204, 204, 204] },
  { name: 'POST /auth/login-link', request: async () => ({ method: 'POST', url: '/api/auth/login-link', payload: { email: `m${Math.random().toString(16).slice(2)}@example.org` } }), expect: [202, 202, 202, 202, 202] },
  { name: 'POST /auth/login (unknown code)', request: async () => ({ method: 'POST', url: '/api/auth/login', headers: { 'x-requested-with': 'test' }, payload: { code: 'unknown-code' } }), expect: [401, 401, 401, 401, 401] },
  { name: 'GET /dev/outbox', request: async () => ({ method: 'GET', url: '/api/dev/outbox' }), expect: [200, 200, 200, 200, 200] },
  // Public content from the CMS (Payload starts in its worker for these).
  { name: 'GET /navigation', request: async () => ({ method: 'GET', url: '/api/navigation' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /globals/{name}', request: async () => ({ method: 'GET', url: '/api/globals/links' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /pages', request: async () => ({ method: 'GET', url: '/api/pages' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /pages/{*}', request: async () => ({ method: 'GET', url: '/api/pages/kontakt?preview=forged' }), expect: [403, 403, 403, 403, 403] },
  { name: 'GET /journals', request: async () => ({ method: 'GET', url: '/api/journals?per_page=2' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /documents/{file}/download', request: async () => ({ method: 'GET', url: '/api/documents/merkblatt-gruppen.pdf/download' }), expect: [200, 200, 200, 200, 200] },
  // The site's forms and newsletter are public; the server checks the CMS form's rules (422).
  {
    name: 'POST /forms/{handle}',
    request: async () => {
      const body = multipart();
      return { method: 'POST', url: '/api/forms/kontakt', payload: body.payload, headers: { ...body.headers, 'x-requested-with': 'test' } };
    },
    expect: [422, 422, 422, 422, 422],
  },
  {
    name: 'POST /newsletter/subscribe',
    request: async () => ({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: `n${Math.random().toString(16).slice(2)}@example.org`, gender: 'n', firstname: 'A', lastname: 'B' } }),
    expect: [202, 202, 202, 202, 202],
  },
  { name: 'POST /newsletter/confirm', request: async () => ({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: 'unknown-token-unknown-token' } }), expect: [404, 404, 404, 404, 404] },
  // Journal, podcasts, likes and donations (issue 15): public, the server checks what is sent.
  { name: 'GET /journals/tags', request: async () => ({ method: 'GET', url: '/api/journals/tags?limit=5' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /journals/rubrics', request: async () => ({ method: 'GET', url: '/api/journals/rubrics' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /podcasts', request: async () => ({ method: 'GET', url: '/api/podcasts' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /audio/{file}', request: async () => ({ method: 'GET', url: await firstTrack('audio_url') }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /forms/{handle}', request: async () => ({ method: 'GET', url: '/api/forms/kontakt' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /likes/{kind}/{id}', request: async () => ({ method: 'GET', url: `/api/likes/track/${await firstTrack('id')}` }), expect: [200, 200, 200, 200, 200] },
  {
    name: 'POST /likes/{kind}/{id}',
    request: async () => ({ method: 'POST', url: `/api/likes/track/${await firstTrack('id')}`, headers: { 'x-requested-with': 'test' } }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    name: 'DELETE /likes/{kind}/{id}',
    request: async () => ({ method: 'DELETE', url: `/api/likes/track/${await firstTrack('id')}`, headers: { 'x-requested-with': 'test' } }),
    expect: [200, 200, 200, 200, 200],
  },
  { name: 'GET /donations/config', request: async () => ({ method: 'GET', url: '/api/donations/config' }), expect: [200, 200, 200, 200, 200] },
  { name: 'GET /donations/donors', request: async () => ({ method: 'GET', url: '/api/donations/donors?campaign=weihnachtsaktion-2023' }), expect: [200, 200, 200, 200, 200] },
  // Only the provider's signature admits a webhook, whoever sends it.
  {
    name: 'POST /donations/webhook',
    request: async () => ({ method: 'POST', url: '/api/donations/webhook', headers: { 'x-signature': 't=1,v1=00' }, payload: { id: 'evt_forged', type: 'donation.succeeded' } }),
    expect: [400, 400, 400, 400, 400],
  },
  { name: 'POST /donations/local-provider/checkout', request: async () => ({ method: 'POST', url: '/api/donations/local-provider/checkout', payload: {} }), expect: [400, 400, 400, 400, 400] },
  { name: 'GET /config/public', request: async () => ({ method: 'GET', url: '/api/config/public' }), expect: [200, 200, 200, 200, 200] },
  // Editors are the portal's admins; while impersonating, the admin acts as the applicant.
  { name: 'GET /cms/sign-in', request: async () => ({ method: 'GET', url: '/api/cms/sign-in' }), expect: [302, 403, 403, 302, 403] },
  { name: 'GET /openapi.json', request: async () => ({ method: 'GET', url: '/api/openapi.json' }), expect: [200, 200, 200, 200, 200] },
];

describe('authorization matrix', () => {
  it.each(cases)('$name', async ({ request, expect: expected }) => {
    const actual: Record<string, number> = {};
    for (const actor of ACTORS) {
      const req = await request();
      const token = await tokenOf(actor);
      const response = await t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: { ...req.headers, ...bearer(token) },
        ...(req.payload !== undefined ? { payload: req.payload as object } : {}),
      });
      actual[actor] = response.statusCode;
    }
    expect(actual).toEqual(Object.fromEntries(ACTORS.map((actor, i) => [actor, expected[i]])));
  });

  it('covers every route of the OpenAPI document', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body) as { paths: Record<string, object> };
    const covered = new Set(cases.map((c) => c.name.split(' (')[0]));
    const flowRoute = /^\/api\/applications\/\{id\}(\/statement)?\/(reason-for-request|destination|procurement|motivation|realization-status|review|partial-billing|subtype)$/;
    const missing = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`)
        .filter((route) => {
          const [method, url] = route.split(' ');
          if (flowRoute.test(`/api${url}`)) return !covered.has(`${method} /applications/{id}${url.includes('/statement/') ? '/statement' : ''}{endpoint}`);
          return !covered.has(route);
        }),
    );
    expect(missing).toEqual([]);
  });
});
