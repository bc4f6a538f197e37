import { defineFlow, toServerFlow } from '@portal/shared-domain/server';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { fixtureFlows } from '../test-support/fixture-flow';
import { PNG, portraitPdf, uploadFile } from '../test-support/uploads';
import { serverFlows } from '../flows';

/**
 * Upload ids in answers (issue 10, item 4): checked on save and again on submission, from the
 * field definitions (file fields and their `ext`/`size` rules), for every flow.
 */
const projectFlow = toServerFlow(
  defineFlow({
    id: 'test-project',
    applicant: 'project',
    type: 'wizard',
    mode: 'application',
    paths: { base: '/gesuche/projekt' },
    steps: [
      {
        name: 'files',
        questions: [
          {
            code: 'FP100',
            path: 'budget',
            save: { endpoint: '/budget-sheet' },
            fields: [{ name: 'budgetSheet', kind: 'file-select', sendAs: 'budgetSheetId', rules: [{ rule: 'required' }, { rule: 'ext', extensions: ['pdf', 'xlsx'] }] }],
          },
          {
            code: 'FP110',
            path: 'bilder',
            save: { endpoint: '/photos' },
            fields: [
              {
                name: 'photos',
                kind: 'file-select',
                multiple: true,
                sendAs: 'photoIds',
                rules: [{ rule: 'ext', extensions: ['jpg', 'jpeg', 'png'] }, { rule: 'size', kb: 1 }],
              },
            ],
          },
        ],
      },
    ],
  }),
);

let t: TestApp;
let anna: string;
let bruno: string;
let annaPdf: string;
let annaPng: string;
let brunoPdf: string;
beforeAll(async () => {
  t = await startTestApp({ flows: [...serverFlows, projectFlow] });
  anna = await t.tokenFor('anna-files@example.org');
  bruno = await t.tokenFor('bruno-files@example.org');
  annaPdf = await uploadFile(t.app, anna, await portraitPdf(), 'budget.pdf');
  annaPng = await uploadFile(t.app, anna, PNG, 'foto.png');
  brunoPdf = await uploadFile(t.app, bruno, await portraitPdf(), 'fremd.pdf');
});
afterAll(() => t.close());

type Answer = { data: Record<string, unknown> & { id: string; status: string }; message?: string; errors?: Record<string, string[]> };
const call = async (method: 'POST' | 'PUT', url: string, payload?: unknown, who = anna, lang = 'de') => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(who), 'accept-language': lang }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: response.statusCode, body: json<Answer>(response) };
};
const create = async (type: string) => (await call('POST', '/applications', { type })).body.data.id;

describe('upload references on save', () => {
  it("refuses unknown ids, another applicant's upload, paths and other values with the field's message", async () => {
    const id = await create('single-person');
    // FE240 (the tax document) is asked once a taxable income is given.
    await call('PUT', `/applications/${id}/welfare-aid`, { disabilityInsurance: true, supplementaryBenefits: false, socialAid: false, others: false });
    expect((await call('PUT', `/applications/${id}/taxable-income`, { taxableIncome: 20000 })).status).toBe(200);
    const refused = ['00000000-0000-4000-8000-000000000000', brunoPdf, '../../etc/passwd', 'doc-iv', 12345];
    for (const value of refused) {
      const response = await call('PUT', `/applications/${id}/taxable-income-document`, { taxableIncomeDocumentId: value });
      expect([value, response.status, response.body.errors]).toEqual([
        value,
        422,
        { taxableIncomeDocumentId: ['Die Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch.'] },
      ]);
    }
    // Values of another shape: the answer's schema (400) or this check (422) refuses them.
    for (const value of [{ id: annaPdf }, [annaPdf]]) {
      expect([400, 422]).toContain((await call('PUT', `/applications/${id}/taxable-income-document`, { taxableIncomeDocumentId: value })).status);
    }
    const fr = await call('PUT', `/applications/${id}/taxable-income-document`, { taxableIncomeDocumentId: brunoPdf }, anna, 'fr');
    expect(fr.body.errors).toEqual({ taxableIncomeDocumentId: ['Le fichier est introuvable. Veuillez le télécharger à nouveau.'] });
    // Anna's own document is taken, and nothing of the refused ones was stored.
    const saved = await call('PUT', `/applications/${id}/taxable-income-document`, { taxableIncomeDocumentId: annaPdf });
    expect(saved.status).toBe(200);
    expect(saved.body.data.taxableIncomeDocumentId).toBe(annaPdf);
  });

  it('takes the types the field accepts: an image field refuses a PDF, a document field an image', async () => {
    const id = await create('project');
    const image = await call('PUT', `/applications/${id}/photos`, { photoIds: [annaPng, annaPdf] });
    expect([image.status, image.body.errors]).toEqual([422, { photoIds: ['Datei muss ein Bild sein.'] }]);
    const document = await call('PUT', `/applications/${id}/budget-sheet`, { budgetSheetId: annaPng });
    expect([document.status, document.body.errors]).toEqual([422, { budgetSheetId: ['Dieser Dateityp ist hier nicht erlaubt. Erlaubt: PDF, XLSX.'] }]);
    expect((await call('PUT', `/applications/${id}/budget-sheet`, { budgetSheetId: annaPdf })).status).toBe(200);
    expect((await call('PUT', `/applications/${id}/photos`, { photoIds: [annaPng] })).status).toBe(200);
    expect((await call('PUT', `/applications/${id}/photos`, { photoIds: [] })).status).toBe(200);
  });

  it("applies the field's size rule to the stored size", async () => {
    const id = await create('project');
    const big = await uploadFile(t.app, anna, Buffer.concat([PNG, Buffer.alloc(2048)]), 'gross.png');
    const response = await call('PUT', `/applications/${id}/photos`, { photoIds: [big] });
    expect([response.status, response.body.errors]).toEqual([422, { photoIds: ['Die Datei ist zu gross (max. 1 KB).'] }]);
  });

  it('checks the settlement images of the production flow: images only', async () => {
    const flow = serverFlows.find((candidate) => candidate.stage === 'statement')!;
    const images = flow.endpoints.find((endpoint) => endpoint.endpoint === '/images')!;
    expect(images.files).toEqual([{ key: 'imageIds', multiple: true, extensions: ['avif', 'bmp', 'jpg', 'jpeg', 'png', 'webp'], maxKb: expect.any(Number) }]);
    const receipts = flow.endpoints.find((endpoint) => endpoint.endpoint === '/receipts')!;
    expect(receipts.files?.map((file) => file.key)).toEqual(['documentIds']);
  });
});

describe('upload references at submission', () => {
  it('refuses to submit while an answer names an upload that is no longer the applicant’s, then submits', async () => {
    const id = await create('project');
    expect((await call('PUT', `/applications/${id}/budget-sheet`, { budgetSheetId: annaPdf })).status).toBe(200);
    expect((await call('PUT', `/applications/${id}/photos`, { photoIds: [annaPng] })).status).toBe(200);
    const { db } = t.app.services;
    const owner = (await db.selectFrom('uploads').select('owner_id').where('id', '=', annaPdf).executeTakeFirstOrThrow()).owner_id;
    const brunoId = (await db.selectFrom('uploads').select('owner_id').where('id', '=', brunoPdf).executeTakeFirstOrThrow()).owner_id;
    await db.updateTable('uploads').set({ owner_id: brunoId }).where('id', '=', annaPdf).execute();
    const refused = await call('POST', `/applications/${id}/submit`);
    expect([refused.status, refused.body.errors]).toEqual([422, { budgetSheetId: ['Die Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch.'] }]);
    await db.updateTable('uploads').set({ owner_id: owner }).where('id', '=', annaPdf).execute();
    const submitted = await call('POST', `/applications/${id}/submit`);
    expect([submitted.status, submitted.body.data.status]).toEqual([200, 'submitted']);
  });

  it('also when the id was stored without the save check (older data)', async () => {
    const id = await create('project');
    const { db } = t.app.services;
    await db.updateTable('applications').set({ data: JSON.stringify({ budgetSheetId: '../../etc/passwd', photoIds: [annaPng] }) }).where('id', '=', id).execute();
    const refused = await call('POST', `/applications/${id}/submit`);
    expect([refused.status, refused.body.errors]).toEqual([422, { budgetSheetId: ['Die Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch.'] }]);
    const row = await db.selectFrom('applications').select(['status', 'pdf_upload_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'preparing', pdf_upload_id: null });
  });
});

// The fixture flows' applications carry no file fields: nothing to check, nothing queried.
it('leaves flows without file fields alone', () => {
  expect(fixtureFlows.flatMap((flow) => flow.endpoints).every((endpoint) => !endpoint.files?.length)).toBe(true);
});
