import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { serverFlows } from './index';
import { PNG, portraitPdf, uploadFile } from '../test-support/uploads';

/**
 * The project application as the API serves it (toServerFlow of the shared flow): every answer
 * endpoint of spec 02 §7.2, the rules of §5 with their messages, hidden answers cleared, upload
 * references checked, and submission refused until complete and valid.
 */
let t: TestApp;
let token: string;
let otherToken: string;
// Monday 2 March 2026, 11:00 in Zurich: the earliest project start is 11 May 2026.
const NOW = new Date('2026-03-02T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ flows: serverFlows });
  t.now.value = NOW;
  token = await t.tokenFor('projekt@example.ch');
  otherToken = await t.tokenFor('andere@example.ch');
});
afterAll(() => t.close());

type Body = { data: Record<string, unknown> & { id: string }; message?: string; errors?: Record<string, string[]> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = token, lang = 'de') => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(who), 'accept-language': lang }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: response.statusCode, body: response.body ? json<Body>(response) : null };
};
const put = (id: string, endpoint: string, payload: Record<string, unknown>, lang = 'de') => call('PUT', `/applications/${id}${endpoint}`, payload, token, lang);
const stored = async (id: string) => (await call('GET', `/applications/${id}`)).body!.data;
async function expectError(id: string, endpoint: string, payload: Record<string, unknown>, key: string, message: string, lang = 'de') {
  const response = await put(id, endpoint, payload, lang);
  expect(response.status).toBe(422);
  expect(response.body!.errors?.[key]).toEqual([message]);
}

async function contactId(): Promise<string> {
  const response = await call('POST', '/contacts', {
    salutCode: 'female', firstname: 'Pia', lastname: 'Projekt', street: 'Bahnhofstrasse', houseNumber: '1', zipCode: '3000', location: 'Bern', phone: '031 123 45 67', email: 'projekt@example.ch', organization: 'Theater für alle',
  });
  expect(response.status).toBe(201);
  return response.body!.data.id;
}

const budget = [{ type: 'applicantContributions', amount: 2000 }, { type: 'institutionalDonations', amount: 6000 }];

/** A project application with every answer saved through its endpoint. */
async function completeProject(): Promise<string> {
  const { id } = (await call('POST', '/applications', { type: 'project' })).body!.data;
  const concept = await uploadFile(t.app, token, await portraitPdf(), 'konzept.pdf');
  const saves: Array<[string, Record<string, unknown>]> = [
    ['/guidelines', { read: true }],
    ['/subtype', { subtype: 'leisure' }],
    ['/target-group', { targetGroup: ['non-disabled'] }],
    ['/project-lead-disability-status', { projectLeadDisabilityStatus: true }],
    ['/non-profit', { nonProfit: true }],
    ['/project-status', { projectStatus: 'in-planning' }],
    ['/time-period', { start: '2026-05-11', end: '2026-06-30' }],
    ['/project-category', { projectCategory: 'art' }],
    ['/project-title', { projectTitle: 'Inklusives Theater' }],
    ['/project-description', { projectDescription: 'Ein Theaterprojekt für alle.' }],
    ['/number-of-disabled-persons', { numberOfDisabledPersons: 40 }],
    ['/project-concept-document', { projectConceptDocumentId: concept }],
    ['/appeal', { appeal: 'Begegnungen auf Augenhöhe.' }],
    ['/inclusion-criteria', { inclusionCriteria: ['remove-barriers', 'other'], inclusionCriteriaOther: 'Gebärdensprache' }],
    ['/expenses', { expenses: [{ description: 'Bühne', amount: 8000 }, { description: 'Honorare', amount: 12000 }] }],
    ['/budget-available', { budgetAvailable: budget }],
    ['/donations', { donations: [{ name: 'Stiftung A', amount: 4000 }, { name: 'Stiftung B', amount: 2000 }] }],
    ['/institutions-requested', { institutionsRequested: ['Stiftung C'] }],
    ['/institutions-rejected', { institutionsRejected: [] }],
    ['/requested-amount', { requestedAmount: 12000 }],
    ['/visibility', { visibility: ['website', 'other'], visibilityOther: 'Programmheft' }],
    ['/accept', { accept: true }],
    ['/comments', { comments: null }],
  ];
  for (const [endpoint, payload] of saves) expect([endpoint, (await put(id, endpoint, payload)).status]).toEqual([endpoint, 200]);
  expect((await put(id, '/contacts', { id: await contactId(), type: 'individual' })).status).toBe(200);
  return id;
}

describe('project application in the API', () => {
  it('stores every answer under its payload key, keeps the subtype column in step, and submits a complete application', async () => {
    const id = await completeProject();
    const data = await stored(id);
    expect(data).toMatchObject({
      subtype: 'leisure',
      targetGroup: ['non-disabled'],
      projectLeadDisabilityStatus: true,
      start: '2026-05-11',
      end: '2026-06-30',
      inclusionCriteria: ['remove-barriers', 'other'],
      donations: [{ name: 'Stiftung A', amount: 4000 }, { name: 'Stiftung B', amount: 2000 }],
      institutionsRejected: [],
      requestedAmount: 12000,
    });
    const submitted = await call('POST', `/applications/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body!.data.status).toBe('submitted');
    // Submitted: answers are closed.
    expect((await put(id, '/comments', { comments: 'Noch etwas' })).status).toBe(409);
  });

  it('refuses each rule of spec 02 §5 with its message', async () => {
    const { id } = (await call('POST', '/applications', { type: 'project' })).body!.data;
    await expectError(id, '/time-period', { start: '2026-05-10', end: '2026-06-01' }, 'start', 'Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 10 Wochen vor Beginn bei uns eintreffen muss.');
    await expectError(id, '/budget-available', { budgetAvailable: [{ type: 'privateDonations', amount: 100 }] }, 'budgetAvailable', 'Unsere Richtlinien schreiben vor, dass ein Teil der Kosten durch Eigenleistungen gedeckt werden muss.');
    await expectError(id, '/inclusion-criteria', { inclusionCriteria: ['other'], inclusionCriteriaOther: 'Etwas' }, 'inclusionCriteria', 'Bitte wählen Sie mindestens eines der drei genannten Inklusionskriterien aus, auch wenn Sie «Anderes» angeben.');
    await expectError(id, '/expenses', { expenses: Array.from({ length: 21 }, (_, i) => ({ description: `P${i}`, amount: 1 })) }, 'expenses', 'Ausgaben kann max. 20 Einträge enthalten.');
    await expectError(id, '/project-status', { projectStatus: 'finished' }, 'projectStatus', 'Wir unterstützen nur Projekte, die sich noch in der Planungsphase befinden.');
    expect((await put(id, '/expenses', { expenses: [{ description: 'Bühne', amount: 10000 }] })).status).toBe(200);
    expect((await put(id, '/budget-available', { budgetAvailable: budget })).status).toBe(200);
    await expectError(id, '/donations', { donations: [{ name: 'Stiftung A', amount: 5000 }] }, 'donations', "Das Total der institutionellen Spenden stimmt nicht mit dem angegebenen Betrag im Budget überein: Im Budget stehen CHF 6'000.00, die Liste ergibt CHF 5'000.00.");
    await expectError(id, '/donations', { donations: [{ name: 'A', amount: 5000 }] }, 'donations', "Le total des dons institutionnels ne correspond pas au montant indiqué dans le budget\u00a0: le budget indique CHF 6'000.00, la liste donne CHF 5'000.00.", 'fr');
    await expectError(id, '/requested-amount', { requestedAmount: 2000.5 }, 'requestedAmount', "Der beantrage Betrag darf nicht höher als das Defizit von CHF 2'000.00 sein.");
    expect((await put(id, '/requested-amount', { requestedAmount: 2000 })).status).toBe(200);
    // A field of another flow is refused as unknown.
    expect((await put(id, '/expenses', { expenses: [], reasonForRequest: 'travel' })).status).toBe(400);
  });

  it('clears hidden answers: the lead once the target group includes "disabled", the donors once the budget has none', async () => {
    const id = await completeProject();
    await put(id, '/target-group', { targetGroup: ['disabled'] });
    expect((await stored(id)).projectLeadDisabilityStatus).toBeNull();
    await put(id, '/budget-available', { budgetAvailable: [{ type: 'applicantContributions', amount: 2000 }] });
    expect((await stored(id)).donations).toBeNull();
    // The "other" text goes with "other".
    await put(id, '/visibility', { visibility: ['website'], visibilityOther: 'Programmheft' });
    expect((await stored(id)).visibilityOther).toBeNull();
  });

  it('refuses a submission while incomplete, and while a rule broke since (donors no longer adding up)', async () => {
    const { id } = (await call('POST', '/applications', { type: 'project' })).body!.data;
    const early = await call('POST', `/applications/${id}/submit`);
    expect(early.status).toBe(422);
    expect(early.body!.message).toBe('Das Gesuch ist noch nicht vollständig. Bitte beantworten Sie alle offenen Fragen, bevor Sie es einreichen.');

    const full = await completeProject();
    await t.app.services.db.updateTable('applications').set({ data: JSON.stringify({ ...(await stored(full)), donations: [{ name: 'Stiftung A', amount: 1000 }] }) }).where('id', '=', full).execute();
    const stale = await call('POST', `/applications/${full}/submit`);
    expect(stale.status).toBe(422);
    expect(stale.body!.errors).toEqual({ FP420: [expect.stringContaining('Das Total der institutionellen Spenden stimmt nicht')] });
    expect((await stored(full)).status).toBe('preparing');
  });

  it('takes only the applicant’s own uploads of the right kind for the concept', async () => {
    const { id } = (await call('POST', '/applications', { type: 'project' })).body!.data;
    const image = await uploadFile(t.app, token, PNG, 'konzept.png');
    const wrongKind = await put(id, '/project-concept-document', { projectConceptDocumentId: image });
    expect(wrongKind.status).toBe(422);
    expect(Object.keys(wrongKind.body!.errors!)).toEqual(['projectConceptDocumentId']);
    const foreign = await uploadFile(t.app, otherToken, await portraitPdf(), 'fremd.pdf');
    expect((await put(id, '/project-concept-document', { projectConceptDocumentId: foreign })).status).toBe(422);
    const own = await uploadFile(t.app, token, await portraitPdf(), 'konzept.pdf');
    expect((await put(id, '/project-concept-document', { projectConceptDocumentId: own })).status).toBe(200);
    // Another applicant cannot read or answer it.
    expect((await call('PUT', `/applications/${id}/project-title`, { projectTitle: 'x' }, otherToken)).status).toBe(404);
  });
});
