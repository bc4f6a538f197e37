import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { serverFlows } from './index';
import { PNG, portraitPdf, uploadFile } from '../test-support/uploads';

/**
 * The project statement as the API serves it (spec 02 §2.6, §4.6, §7.3): a statement with a
 * deficit through every endpoint and submitted; no deficit ending in the cancellation; a
 * cancellation; donors as a list or as a PDF; proofs per criterion of the application.
 */
let t: TestApp;
let token: string;
const NOW = new Date('2026-09-01T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ flows: serverFlows });
  t.now.value = NOW;
  token = await t.tokenFor('projekt@example.ch');
});
afterAll(() => t.close());

type Body = { data: Record<string, unknown> & { id: string }; message?: string; errors?: Record<string, string[]> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), 'accept-language': 'de' }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: response.statusCode, body: response.body ? json<Body>(response) : null };
};
const put = (id: string, endpoint: string, payload: Record<string, unknown>) => call('PUT', `/applications/${id}/statement${endpoint}`, payload);
const statementOf = async (id: string) => (await call('GET', `/applications/${id}`)).body!.data.statement as Record<string, unknown>;

/** A granted project whose application chose two inclusion criteria, with its statement created. */
async function grantedProject(): Promise<string> {
  const { id } = (await call('POST', '/applications', { type: 'project' })).body!.data;
  await t.app.services.db
    .updateTable('applications')
    .set({ status: 'accepted', subtype: 'leisure', data: JSON.stringify({ subtype: 'leisure', projectTitle: 'Inklusives Theater', inclusionCriteria: ['remove-barriers', 'other'], numberOfDisabledPersons: 40 }) })
    .where('id', '=', id)
    .execute();
  expect((await call('POST', `/applications/${id}/statement`)).status).toBe(201);
  return id;
}

async function contactId(): Promise<string> {
  const response = await call('POST', '/contacts', { salutCode: 'none', firstname: 'Pia', lastname: 'Projekt', street: 'Weg', houseNumber: '2', zipCode: '8000', location: 'Zürich', phone: '044 123 45 67', email: 'projekt@example.ch' });
  return response.body!.data.id;
}

const saves = async (id: string, list: Array<[string, Record<string, unknown>]>) => {
  for (const [endpoint, payload] of list) expect([endpoint, (await put(id, endpoint, payload)).status]).toEqual([endpoint, 200]);
};

describe('project statement in the API', () => {
  it('settles a project with a deficit through every endpoint and submits it', async () => {
    const id = await grantedProject();
    await saves(id, [
      ['/realization-status', { realizationStatus: 'realized' }],
      ['/number-of-disabled-persons', { numberOfDisabledPersons: 35 }],
      ['/expenses', { expenses: [{ description: 'Bühne', amount: 8000 }, { description: 'Honorare', amount: 12000 }] }],
      ['/budget', { budget: [{ type: 'applicantContributions', amount: 2000 }, { type: 'institutionalDonations', amount: 10000 }] }],
      ['/donations', { uploadDocument: false, donations: [{ name: 'Stiftung A', amount: 10000 }], donationsListDocumentId: null }],
      ['/evidence-of-inclusion-criteria', { evidenceOfInclusionCriteria: [{ criteria: 'remove-barriers', value: 'Rampen und Führungen' }, { criteria: 'other', value: 'Gebärdensprache' }] }],
      ['/evidence-of-visibility', { evidenceOfVisibility: ['website'], evidenceOfVisibilityOther: null }],
      ['/project-report-document', { projectReportDocumentId: await uploadFile(t.app, token, await portraitPdf(), 'bericht.pdf') }],
      ['/images', { imageIds: [await uploadFile(t.app, token, PNG, 'bild.png')] }],
      ['/allow-image-use', { allowImageUse: true }],
      ['/organization-logo', { organizationLogoId: null, noOrganizationLogo: true }],
      ['/bank-details', { iban: 'CH9300762011623852957' }],
      ['/comments', { comments: 'Danke!' }],
    ]);
    // Not yet: no account holder.
    const early = await call('POST', `/applications/${id}/statement/submit`);
    expect(early.status).toBe(422);
    expect(early.body!.message).toBe('Die Abrechnung ist noch nicht vollständig. Bitte beantworten Sie alle offenen Fragen, bevor Sie sie einreichen.');
    expect((await call('PUT', `/applications/${id}/contacts`, { id: await contactId(), type: 'paymentRecipient' })).status).toBe(200);
    const submitted = await call('POST', `/applications/${id}/statement/submit`);
    expect(submitted.status).toBe(200);
    expect((await call('GET', `/applications/${id}`)).body!.data.status).toBe('statement_submitted');
    expect((await put(id, '/comments', { comments: 'Später' })).status).toBe(409);
  });

  it('refuses "pending" and "planning", proofs of criteria the application did not choose, and donors that do not add up', async () => {
    const id = await grantedProject();
    const pending = await put(id, '/realization-status', { realizationStatus: 'pending' });
    expect(pending.status).toBe(422);
    expect(pending.body!.errors!.realizationStatus[0]).toMatch(/^Die Abrechnung kann erst eingereicht werden, wenn das Projekt realisiert ist/);
    expect((await put(id, '/realization-status', { realizationStatus: 'planning' })).status).toBe(422);
    expect((await put(id, '/evidence-of-inclusion-criteria', { evidenceOfInclusionCriteria: [{ criteria: 'remove-barriers', value: 'x' }] })).status).toBe(422);
    await saves(id, [['/budget', { budget: [{ type: 'applicantContributions', amount: 2000 }, { type: 'institutionalDonations', amount: 3000 }] }]]);
    const donors = await put(id, '/donations', { uploadDocument: false, donations: [{ name: 'A', amount: 2000 }], donationsListDocumentId: null });
    expect(donors.status).toBe(422);
    expect(donors.body!.errors!.donations[0]).toContain("Im Budget stehen CHF 3'000.00, die Liste ergibt CHF 2'000.00");
    // Donors as a PDF: an image is refused, a PDF kept and the list stored empty.
    expect((await put(id, '/donations', { uploadDocument: true, donations: null, donationsListDocumentId: await uploadFile(t.app, token, PNG, 'liste.png') })).status).toBe(422);
    const pdf = await uploadFile(t.app, token, await portraitPdf(), 'liste.pdf');
    await saves(id, [['/donations', { uploadDocument: true, donations: [{ name: 'A', amount: 3000 }], donationsListDocumentId: pdf }]]);
    expect(await statementOf(id)).toMatchObject({ uploadDocument: true, donations: null, donationsListDocumentId: pdf });
    // No institutional donations any more: the donors are cleared.
    await saves(id, [['/budget', { budget: [{ type: 'applicantContributions', amount: 2000 }] }]]);
    expect(await statementOf(id)).toMatchObject({ uploadDocument: null, donationsListDocumentId: null });
    expect((await put(id, '/images', { imageIds: ['a', 'b', 'c', 'd'] })).status).toBe(422);
  });

  it('a statement without a deficit cannot be submitted; confirming "no deficit" cancels the application', async () => {
    const id = await grantedProject();
    await saves(id, [
      ['/realization-status', { realizationStatus: 'realized' }],
      ['/number-of-disabled-persons', { numberOfDisabledPersons: 35 }],
      ['/expenses', { expenses: [{ description: 'Bühne', amount: 5000 }] }],
      ['/budget', { budget: [{ type: 'applicantContributions', amount: 5000 }] }],
    ]);
    expect((await call('POST', `/applications/${id}/statement/submit`)).status).toBe(422);
    const cancelled = await call('POST', `/applications/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body!.data.status).toBe('cancelled');
    expect((await put(id, '/comments', { comments: 'x' })).status).toBe(409);
  });

  it('a cancelled project (BP210): "cancelled" without the confirmation cannot be submitted, the confirmation cancels', async () => {
    const id = await grantedProject();
    await saves(id, [['/realization-status', { realizationStatus: 'cancelled' }]]);
    expect((await call('POST', `/applications/${id}/statement/submit`)).status).toBe(422);
    expect((await call('POST', `/applications/${id}/cancel`, {})).body!.data.status).toBe('cancelled');
  });
});
