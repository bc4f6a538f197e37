import { PDFDocument } from 'pdf-lib';
import { startTestApp, bearer, json, outbox, type TestApp } from '../test-support/harness';

let t: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.tokenFor('owner@example.org');
  adminToken = await t.tokenFor('review@example.org', { admin: true });
});
afterAll(() => t.close());

type App = Record<string, unknown> & { id: string; status: string; number: string; statement?: Record<string, unknown> };
const call = async (method: string, url: string, payload?: unknown, who = token, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...bearer(who), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, body: response.body && String(response.headers['content-type']).startsWith('application/json') ? json<{ data: App; message?: string; errors?: Record<string, string[]> }>(response) : null, raw: response };
};
const create = async (type = 'single-person', subtype?: string) =>
  (await call('POST', '/applications', subtype ? { type, subtype } : { type })).body!.data;

/** Moves an application to accepted through the real routes. */
async function accepted(type = 'single-person', subtype?: string): Promise<App> {
  const app = await create(type, subtype);
  if (type === 'single-person') {
    await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'leisure' });
    await call('PUT', `/applications/${app.id}/destination`, { destinationLocation: 'Bern' });
    await call('PUT', `/applications/${app.id}/motivation`, { motivation: 'Ferien' });
  } else if (type === 'group') {
    await call('PUT', `/applications/${app.id}/subtype`, { subtype });
  }
  expect((await call('POST', `/applications/${app.id}/submit`)).status).toBe(200);
  expect((await call('POST', `/admin/applications/${app.id}/accept`, { grantedAmount: 1500 }, adminToken)).status).toBe(200);
  return (await call('GET', `/applications/${app.id}`)).body!.data;
}

describe('applications', () => {
  it('creates an application in preparing with a human number and lists it', async () => {
    const { status, body } = await call('POST', '/applications', { type: 'group', subtype: 'group-collection' });
    expect(status).toBe(201);
    expect(body!.data).toMatchObject({ type: 'group', subtype: 'group-collection', status: 'preparing', issuer: 'owner@example.org', grantedAmount: null, contact: null, submittedAt: null });
    expect(body!.data.number).toMatch(/^\d{4}-\d{6}$/);
    const list = await call('GET', '/applications');
    expect((list.body!.data as unknown as App[]).map((a) => a.id)).toContain(body!.data.id);
    const other = await create();
    expect(Number(other.number.slice(5))).toBe(Number(body!.data.number.slice(5)) + 1);
  });

  it('refuses a subtype for other types (422)', async () => {
    const response = await call('POST', '/applications', { type: 'project', subtype: 'single-group' });
    expect(response.status).toBe(422);
  });

  it('deletes only while preparing', async () => {
    const app = await create();
    expect((await call('DELETE', `/applications/${app.id}`)).status).toBe(204);
    expect((await call('GET', `/applications/${app.id}`)).status).toBe(404);
    const granted = await accepted();
    const refused = await call('DELETE', `/applications/${granted.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body!.message).toBe('Diese Aktion ist im aktuellen Status des Gesuchs (accepted) nicht möglich.');
  });
});

describe('question save and reset (registerFlow)', () => {
  it('stores the answer, applies toStored, returns the application with answers at the top level', async () => {
    const app = await create();
    const saved = await call('PUT', `/applications/${app.id}/destination`, { destinationLocation: '  Locarno ' });
    expect(saved.status).toBe(200);
    expect(saved.body!.data).toMatchObject({ id: app.id, destinationCountryCode: 193, destinationLocation: 'Locarno' });
    expect((await call('GET', `/applications/${app.id}`)).body!.data.destinationLocation).toBe('Locarno');
  });

  it('refuses unknown fields (400) and invalid answers (422 with field errors, per language)', async () => {
    const app = await create();
    const unknown = await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'travel', isAdmin: true });
    expect(unknown.status).toBe(400);
    // Known to another endpoint, unknown to this one.
    const foreign = await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'travel', motivation: 'x' });
    expect(foreign.status).toBe(400);
    expect(foreign.body!.errors).toEqual({ motivation: ['Unbekanntes Feld.'] });
    const invalid = await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'moon' });
    expect(invalid.status).toBe(422);
    expect(invalid.body!.errors).toEqual({ reasonForRequest: ['Gesuchsgrund ist ein Pflichtfeld.'] });
    const fr = await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'moon' }, token, { 'accept-language': 'fr-CH' });
    expect(fr.body!.message).toBe('Veuillez vérifier vos données.');
    expect(fr.body!.errors).toEqual({ reasonForRequest: ['Motif est obligatoire.'] });
  });

  it('clears answers hidden by the new answer (dependent reset)', async () => {
    const app = await create();
    await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'procurement' });
    await call('PUT', `/applications/${app.id}/procurement`, { object: 'Rollstuhl-Velo' });
    const switched = await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'travel' });
    expect(switched.body!.data).toMatchObject({ reasonForRequest: 'travel', object: null });
  });

  it('DELETE sets the endpoint fields to null', async () => {
    const app = await create();
    await call('PUT', `/applications/${app.id}/destination`, { destinationCountryCode: 12, destinationLocation: 'Paris' });
    const reset = await call('DELETE', `/applications/${app.id}/destination`, { destinationLocation: '' });
    expect(reset.status).toBe(200);
    expect(reset.body!.data).toMatchObject({ destinationCountryCode: null, destinationLocation: null });
  });

  it('answers 404 for an endpoint of another kind and 409 outside preparing', async () => {
    const project = await create('project');
    expect((await call('PUT', `/applications/${project.id}/motivation`, { motivation: 'x' })).status).toBe(404);
    const granted = await accepted();
    const late = await call('PUT', `/applications/${granted.id}/motivation`, { motivation: 'later' });
    expect(late.status).toBe(409);
    expect(late.body!.message).toMatch(/nicht möglich/);
  });
});

describe('submission', () => {
  it('refuses an incomplete application with a German message listing nothing technical', async () => {
    const app = await create();
    await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'travel' });
    const refused = await call('POST', `/applications/${app.id}/submit`);
    expect(refused.status).toBe(422);
    expect(refused.body!.message).toBe('Das Gesuch ist noch nicht vollständig. Bitte beantworten Sie alle offenen Fragen, bevor Sie es einreichen.');
    expect(refused.body!.message).not.toMatch(/FE\d+/);
    expect((await call('GET', `/applications/${app.id}`)).body!.data.status).toBe('preparing');
  });

  it('clears hidden answers, stores a PDF in the applicant language and e-mails its link', async () => {
    const app = await create();
    // A hidden answer smuggled into the stored data must not survive submission.
    await t.app.services.db.updateTable('applications').set({ data: JSON.stringify({ object: 'versteckt' }) }).where('id', '=', app.id).execute();
    await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'leisure' });
    await t.app.services.db.updateTable('applications').set({ data: JSON.stringify({ reasonForRequest: 'leisure', object: 'versteckt', destinationLocation: 'Chur', motivation: 'Kurs' }) }).where('id', '=', app.id).execute();
    const submitted = await call('POST', `/applications/${app.id}/submit`, undefined, token, { 'accept-language': 'fr' });
    expect(submitted.status).toBe(200);
    expect(submitted.body!.data).toMatchObject({ status: 'submitted', object: null, destinationLocation: 'Chur' });
    expect(submitted.body!.data.submittedAt).toEqual(expect.any(String));

    const [mail] = await outbox(t.app, 'owner@example.org');
    expect(mail.subject).toBe(`Votre demande ${app.number} a été reçue`);
    const link = new URL(mail.links[0]);
    expect(link.pathname).toBe(`/api/applications/${app.id}/pdf`);
    // The e-mailed link works without a session; the signed key is bound to this application.
    const download = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getTitle()).toBe(`Demande ${app.number}`);
    const { width, height } = pdf.getPage(0).getSize();
    expect(height).toBeGreaterThan(width);
    const other = await create();
    const stolen = await t.app.inject({ method: 'GET', url: `/api/applications/${other.id}/pdf${link.search}` });
    expect(stolen.statusCode).toBe(401);
    expect((await call('GET', `/applications/${app.id}/pdf`)).status).toBe(200);
    expect((await call('POST', `/applications/${app.id}/submit`)).status).toBe(409);
  });

  it('summarises open questions', async () => {
    const app = await create();
    await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'procurement' });
    const summary = await call('GET', `/applications/${app.id}/summary`);
    expect(summary.status).toBe(200);
    expect(summary.body!.data).toMatchObject({ status: 'preparing', incompleteQuestions: ['FE400', 'FE420'], hasStatement: false });
  });
});

describe('status machine', () => {
  it('runs accepted → statement → statement_submitted → completed → archived', async () => {
    const app = await accepted();
    expect(app.grantedAmount).toBe(1500);
    expect((await call('PUT', `/applications/${app.id}/statement/realization-status`, { realizationStatus: 'realized' })).status).toBe(409);
    const created = await call('POST', `/applications/${app.id}/statement`);
    expect(created.status).toBe(201);
    expect(created.body!.data.statement).toMatchObject({ submittedAt: null, paymentRecipient: null });
    expect((await call('POST', `/applications/${app.id}/statement`)).status).toBe(409);
    expect((await call('POST', `/applications/${app.id}/statement/submit`)).status).toBe(422);
    const saved = await call('PUT', `/applications/${app.id}/statement/realization-status`, { realizationStatus: 'realized' });
    expect(saved.body!.data.statement).toMatchObject({ realizationStatus: 'realized' });
    await call('PUT', `/applications/${app.id}/statement/review`, { review: 'Schön war es.' });
    expect((await call('POST', `/applications/${app.id}/statement/partial-submit`)).status).toBe(409);
    const submitted = await call('POST', `/applications/${app.id}/statement/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body!.data.status).toBe('statement_submitted');
    expect((await call('PUT', `/applications/${app.id}/statement/review`, { review: 'später' })).status).toBe(409);
    expect((await call('POST', `/applications/${app.id}/archive`)).status).toBe(409);
    expect((await call('POST', `/admin/applications/${app.id}/complete`, undefined, adminToken)).body!.data.status).toBe('completed');
    const archived = await call('POST', `/applications/${app.id}/archive`);
    expect(archived.status).toBe(200);
    const list = (await call('GET', '/applications')).body!.data as unknown as App[];
    expect(list.map((a) => a.id)).not.toContain(app.id);
    expect((await call('POST', `/applications/${app.id}/archive`)).status).toBe(409);
  });

  it('lets group collections submit a partial statement and keep answering for the final billing', async () => {
    const app = await accepted('group', 'group-collection');
    await call('POST', `/applications/${app.id}/statement`);
    await call('PUT', `/applications/${app.id}/statement/partial-billing`, { partialBilling: true });
    const partial = await call('POST', `/applications/${app.id}/statement/partial-submit`);
    expect(partial.status).toBe(200);
    expect(partial.body!.data.status).toBe('partial_statement_submitted');
    expect((await call('PUT', `/applications/${app.id}/statement/partial-billing`, { partialBilling: false })).status).toBe(200);
    expect((await call('POST', `/applications/${app.id}/statement/submit`)).body!.data.status).toBe('statement_submitted');
  });

  it('refuses partial statements for single groups; cancels and annuls where allowed', async () => {
    const single = await accepted('group', 'single-group');
    await call('POST', `/applications/${single.id}/statement`);
    const partial = await call('POST', `/applications/${single.id}/statement/partial-submit`);
    expect(partial.status).toBe(409);
    expect(partial.body!.message).toBe('Eine Teilabrechnung ist nur für Sammelgesuche möglich.');
    expect((await call('POST', `/applications/${single.id}/statement/cancel`)).body!.data.status).toBe('cancelled');
    expect((await call('POST', `/applications/${single.id}/cancel`)).status).toBe(409);

    const fresh = await create();
    expect((await call('POST', `/applications/${fresh.id}/annul`)).status).toBe(409);
    expect((await call('POST', `/applications/${fresh.id}/cancel`)).status).toBe(409);
    const granted = await accepted();
    expect((await call('POST', `/applications/${granted.id}/annul`)).body!.data.status).toBe('cancelled');
    expect((await call('POST', `/admin/applications/${granted.id}/accept`, { grantedAmount: 1 }, adminToken)).status).toBe(409);
  });

  it('rejects and archives', async () => {
    const app = await create();
    await call('PUT', `/applications/${app.id}/reason-for-request`, { reasonForRequest: 'leisure' });
    await call('PUT', `/applications/${app.id}/destination`, { destinationLocation: 'Bern' });
    await call('PUT', `/applications/${app.id}/motivation`, { motivation: 'x' });
    await call('POST', `/applications/${app.id}/submit`);
    expect((await call('POST', `/admin/applications/${app.id}/reject`, undefined, adminToken)).body!.data.status).toBe('rejected');
    expect((await call('POST', `/applications/${app.id}/archive`)).status).toBe(200);
  });
});
