import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { groupApplication, groupStatement, toServerFlow } from '@portal/shared-domain/server';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { PNG, uploadFile } from '../test-support/uploads';

/**
 * The group statement (spec 02 §2.5, §4.5, §7.3) through the real routes: a collection's partial
 * billing and its final billing after it, locking and hiding after the partial statement, a
 * single group's statement, the cancellation, and the rules the server enforces.
 */
let t: TestApp;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ flows: [toServerFlow(groupApplication), toServerFlow(groupStatement)] });
  owner = await t.tokenFor('abrechnung@verein.example.org');
  admin = await t.tokenFor('group-admin@example.org', { admin: true });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type App = Json & { id: string; status: string; contact: Json; statement?: Json & { paymentRecipient: Json | null } };
interface Answer {
  status: number;
  body: { data: App; message?: string; errors?: Record<string, string[]> };
}

async function call(method: string, url: string, payload?: unknown, who = owner): Promise<Answer> {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...bearer(who), 'accept-language': 'de' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, body: response.body ? json(response) : ({} as Answer['body']) };
}

const upload = (content: Buffer, filename: string, _type: string) => uploadFile(t.app, owner, content, filename);

/** A one-page PDF of this size (portrait 595 × 842; landscape is refused at upload). */
async function pdf(width: number, height: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([width, height]);
  return Buffer.from(await doc.save());
}
async function sheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Teilabrechnung').getCell('A1').value = 'Abrechnung';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const year = new Date().getUTCFullYear() + 1;
const contact = { salutCode: 'male', firstname: 'Paul', lastname: 'Kasse', street: 'Hauptgasse', houseNumber: '1', zipCode: '4500', location: 'Solothurn', phone: '+41 32 123 45 67', email: 'kasse@verein.example.org', organization: 'Verein Ferien für alle' };
const group = (n: number) => ({ row: 3 + n, activity: `Lager ${n}`, start: `${year}-0${n + 4}-01`, end: `${year}-0${n + 4}-05`, participants: 8, days: 5, expenses: 4200, income: 800, deficit: 3400 });
const common = {
  composition: 'mixed',
  inclusionCriteria: ['mixed-composition', 'participated-in-planning'],
  appeal: 'Gemeinschaft',
  visibility: ['website'],
};
const applications: Record<string, Json> = {
  'group-collection': {
    ...common,
    subtype: 'group-collection',
    timePeriod: { start: `${year}-05-01`, end: `${year}-09-05` },
    groupCollection: [1, 2, 3, 4].map(group),
    numberOfGroups: 4,
    numberOfDisabledPersons: 32,
    averageParticipantDays: 40,
    deficit: 13600,
  },
  'single-group': {
    ...common,
    subtype: 'single-group',
    numberOfDisabledPersons: 8,
    numberOfDays: 3,
    topic: 'sports',
    objective: 'Bewegung',
    destinationCountryCode: 193,
    destinationLocation: 'Davos',
    start: `${year}-06-01`,
    end: `${year}-06-03`,
    expenses: [{ type: 'accommodation', amount: 2000 }],
    budgetAvailable: [{ type: 'participantContributions', amount: 400 }],
  },
};

/** A granted group application with its statement (the application's answers stored as the wizard leaves them). */
async function granted(subtype: 'group-collection' | 'single-group'): Promise<App> {
  const app = (await call('POST', '/applications', { type: 'group', subtype })).body.data;
  const groupCollectionListDocumentId = subtype === 'group-collection' ? await upload(await sheet(), 'gruppen.xlsx', XLSX) : undefined;
  await t.app.services.db
    .updateTable('applications')
    .set({ data: JSON.stringify({ ...applications[subtype], ...(groupCollectionListDocumentId ? { groupCollectionListDocumentId } : {}) }) })
    .where('id', '=', app.id)
    .execute();
  const made = (await call('POST', '/contacts', contact)).body.data;
  expect((await call('PUT', `/applications/${app.id}/contacts`, { id: made.id, type: 'individual' })).status).toBe(200);
  const submitted = await call('POST', `/applications/${app.id}/submit`);
  expect([submitted.status, submitted.body.errors]).toEqual([200, undefined]);
  expect((await call('POST', `/admin/applications/${app.id}/accept`, { grantedAmount: 9000 }, admin)).status).toBe(200);
  expect((await call('POST', `/applications/${app.id}/statement`)).status).toBe(201);
  return (await call('GET', `/applications/${app.id}`)).body.data;
}

async function saveAll(base: string, saves: Array<[string, Json]>) {
  for (const [endpoint, payload] of saves) {
    const saved = await call('PUT', `${base}${endpoint}`, payload);
    expect([endpoint, saved.status, saved.body.errors]).toEqual([endpoint, 200, undefined]);
  }
}

async function finish(app: App, base: string, imagesEndpoint: string) {
  await saveAll(base, [
    ['/evidence-of-inclusion-criteria', { evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Menschen mit und ohne Behinderung reisten zusammen.' }, { criteria: 'participated-in-planning', value: 'Planungstreffen im Frühling.' }] }],
    ['/evidence-of-visibility', { evidenceOfVisibility: ['website'] }],
    ['/review', { review: 'Sehr gelungen.' }],
    [imagesEndpoint, { imageIds: [await upload(PNG, 'bild.png', 'image/png')] }],
    ['/allow-image-use', { allowImageUse: true }],
    ['/organization-logo', { organizationLogoId: null, noOrganizationLogo: true }],
  ]);
  expect((await call('PUT', `/applications/${app.id}/contacts`, { id: app.contact.id, type: 'paymentRecipient' })).status).toBe(200);
  await saveAll(base, [['/bank-details', { iban: 'CH9300762011623852957' }]]);
}

describe('group statement: a collection, partial billing then final billing', () => {
  it('submits the partial statement, hides and keeps BG200–BG360, and settles the rest with the final billing', async () => {
    const app = await granted('group-collection');
    const base = `/applications/${app.id}/statement`;
    await saveAll(base, [
      ['/realization-status', { realizationStatus: 'realized' }],
      ['/partial-billing', { partialBilling: true }],
    ]);
    // Incomplete partial billing: refused.
    expect((await call('POST', `${base}/partial-submit`)).status).toBe(422);
    // A spreadsheet only.
    const pdfId = await upload(await pdf(595, 842), 'teil.pdf', 'application/pdf');
    expect((await call('PUT', `${base}/partial-billing-document`, { partialBillingDocumentId: pdfId })).status).toBe(422);
    await saveAll(base, [
      ['/partial-billing-document', { partialBillingDocumentId: await upload(await sheet(), 'teil.xlsx', XLSX) }],
      ['/partial-billing-deficit', { partialBillingDeficit: 7400 }],
      ['/remaining-deficit-estimate', { remainingDeficitEstimate: 6200 }],
    ]);
    // On the partial path the final submission is refused: the answers chose the partial billing.
    const wrong = await call('POST', `${base}/submit`);
    expect([wrong.status, wrong.body.message]).toEqual([409, 'Diese Abrechnung ist anders gewählt: Reichen Sie sie so ein, wie unter «Teil- oder Schlussabrechnung» angegeben.']);
    const partial = await call('POST', `${base}/partial-submit`);
    expect([partial.status, partial.body.data.status]).toEqual([200, 'partial_statement_submitted']);

    // The final billing follows; what the partial statement holds stays (BG200 is hidden and locked now).
    const final = await call('PUT', `${base}/final-billing-document`, { finalBillingDocumentId: await upload(await sheet(), 'schluss.xlsx', XLSX) });
    expect(final.status).toBe(200);
    expect(final.body.data.statement).toMatchObject({ realizationStatus: 'realized', partialBilling: true, partialBillingDeficit: 7400, remainingDeficitEstimate: 6200 });
    // BG200 is hidden and locked now: its answer cannot change.
    const frozen = await call('PUT', `${base}/realization-status`, { realizationStatus: 'cancelled' });
    expect([frozen.status, frozen.body.errors]).toEqual([422, { realizationStatus: ['Diese Angabe ist eingereicht und kann nicht mehr geändert werden.'] }]);
    // The submitted partial billing stays as it was (shown, locked).
    const changed = await call('PUT', `${base}/partial-billing`, { partialBilling: false });
    expect([changed.status, changed.body.errors]).toEqual([422, { partialBilling: ['Die Teilabrechnung ist bereits eingereicht. Jetzt folgt die Schlussabrechnung.'] }]);
    expect((await call('PUT', `${base}/partial-billing-deficit`, { partialBillingDeficit: 9999 })).status).toBe(422);
    // A second partial statement is not possible.
    expect((await call('POST', `${base}/partial-submit`)).status).toBe(409);
    // Incomplete final billing: refused.
    expect((await call('POST', `${base}/submit`)).status).toBe(422);
    await saveAll(base, [['/deficit', { deficit: 6000 }]]);
    await finish(app, base, '/images');
    const submitted = await call('POST', `${base}/submit`);
    expect([submitted.status, submitted.body.errors, submitted.body.data.status]).toEqual([200, undefined, 'statement_submitted']);
    expect(submitted.body.data.statement).toMatchObject({ partialBillingDeficit: 7400, deficit: 6000, noOrganizationLogo: true, iban: 'CH9300762011623852957' });
  });

  it('at most 20 images for a collection; a proof for a criterion the application did not choose is refused', async () => {
    const app = await granted('group-collection');
    const base = `/applications/${app.id}/statement`;
    await saveAll(base, [['/realization-status', { realizationStatus: 'realized' }], ['/partial-billing', { partialBilling: false }]]);
    // The final billing was chosen: no partial statement.
    expect((await call('POST', `${base}/partial-submit`)).status).toBe(409);
    const image = await upload(PNG, 'bild.png', 'image/png');
    expect((await call('PUT', `${base}/images`, { imageIds: Array(21).fill(image) })).status).toBe(422);
    expect((await call('PUT', `${base}/images`, { imageIds: Array(20).fill(image) })).status).toBe(200);
    const wrong = await call('PUT', `${base}/evidence-of-inclusion-criteria`, { evidenceOfInclusionCriteria: [{ criteria: 'other', value: 'x' }] });
    expect(wrong.status).toBe(422);
  });
});

describe('group statement: a single group', () => {
  it('asks participants, days, expenses with receipts, income and the participant list (portrait PDF), and submits', async () => {
    const app = await granted('single-group');
    const base = `/applications/${app.id}/statement`;
    await saveAll(base, [
      ['/realization-status', { realizationStatus: 'realized' }],
      ['/number-of-disabled-persons', { numberOfDisabledPersons: 8 }],
      ['/number-of-days', { numberOfDays: 2.5 }],
    ]);
    const catering = await call('PUT', `${base}/expenses`, { expenses: [{ type: 'catering', amount: 421 }] });
    expect(catering.body.errors!.expenses[0]).toMatch(/höchstens CHF 420\./);
    await saveAll(base, [['/expenses', { expenses: [{ type: 'accommodation', amount: 1500 }, { type: 'catering', amount: 420 }] }]]);
    expect((await call('PUT', `${base}/receipts`, { documentIds: [] })).status).toBe(422);
    await saveAll(base, [
      ['/receipts', { documentIds: [await upload(await pdf(595, 842), 'beleg.pdf', 'application/pdf')] }],
      ['/budget', { budget: [{ type: 'participantContributions', amount: 300 }] }],
    ]);
    // The participant list: PDF only (an image is the wrong kind; a landscape PDF is refused at upload).
    expect((await call('PUT', `${base}/participant-list-document`, { participantListDocumentId: await upload(PNG, 'liste.png', 'image/png') })).status).toBe(422);
    await expect(upload(await pdf(842, 595), 'quer.pdf', 'application/pdf')).rejects.toThrow();
    await saveAll(base, [['/participant-list-document', { participantListDocumentId: await upload(await pdf(595, 842), 'liste.pdf', 'application/pdf') }]]);
    const image = await upload(PNG, 'bild.png', 'image/png');
    expect((await call('PUT', `${base}/communication-images`, { imageIds: [image, image, image, image] })).status).toBe(422);
    await finish(app, base, '/communication-images');
    const submitted = await call('POST', `${base}/submit`);
    expect([submitted.status, submitted.body.errors, submitted.body.data.status]).toEqual([200, undefined, 'statement_submitted']);
    // A single group has no partial statement.
    expect((await call('POST', `/applications/${app.id}/statement/partial-submit`)).status).toBe(409);
  });

  it('a cancellation ends the statement: the application is cancelled', async () => {
    const app = await granted('single-group');
    const base = `/applications/${app.id}/statement`;
    await saveAll(base, [['/realization-status', { realizationStatus: 'cancelled' }]]);
    // Unconfirmed, a cancelled statement cannot be submitted.
    expect((await call('POST', `${base}/submit`)).status).toBe(422);
    const cancelled = await call('POST', `${base}/cancel`);
    expect([cancelled.status, cancelled.body.data.status]).toEqual([200, 'cancelled']);
    expect((await call('PUT', `${base}/review`, { review: 'x' })).status).toBe(409);
  });
});
