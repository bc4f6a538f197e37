import ExcelJS from 'exceljs';
import { groupApplication, groupStatement, toServerFlow } from '@portal/shared-domain/server';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/**
 * The demo data's group applications (issue 12, item 7): a collection whose partial statement is
 * submitted, with its uploaded list of groups, and a granted single group; both as the group flows
 * read them.
 */
let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await startTestApp({ seedDemo: true, flows: [toServerFlow(groupApplication), toServerFlow(groupStatement)] });
  demo = await t.tokenFor('demo@example.org');
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const get = async (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(demo) });

describe('demo data: groups', () => {
  it('has a collection in partial_statement_submitted with its list of groups, and a granted single group', async () => {
    const list = json<{ data: Json[] }>(await get('/applications')).data;
    const collection = list.find((app) => app.type === 'group' && app.subtype === 'group-collection')!;
    const single = list.find((app) => app.type === 'group' && app.subtype === 'single-group' && app.status === 'accepted');
    expect(collection).toMatchObject({ status: 'partial_statement_submitted', numberOfGroups: 4, deficit: 12200, groupCollectionListDocumentId: expect.any(String) });
    expect(single).toMatchObject({ numberOfDays: 4.5, destinationLocation: 'Davos' });

    const full = json<{ data: Json & { statement: Json } }>(await get(`/applications/${String(collection.id)}`)).data;
    expect(full.statement).toMatchObject({ partialBilling: true, partialBillingDeficit: 7400, partialBillingDocumentId: expect.any(String) });

    const file = await get(`/applications/${String(collection.id)}/group-collection-list-document`);
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(4).getCell(1).value).toBe('Frühlingslager Engadin');

    // The final billing can be answered now (the status model and the flow allow it).
    const saved = await t.app.inject({ method: 'PUT', url: `/api/applications/${String(collection.id)}/statement/deficit`, headers: bearer(demo), payload: { deficit: 4500 } });
    expect(saved.statusCode).toBe(200);
  });
});
