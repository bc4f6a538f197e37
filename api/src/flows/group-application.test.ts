import ExcelJS from 'exceljs';
import { groupApplication, toServerFlow } from '@portal/shared-domain/server';
import { serverFlows } from './index';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { portraitPdf, uploadFile } from '../test-support/uploads';

/**
 * The group application (spec 02 §2.3, §4.3, §5, §7.2) through the real routes: every rule on
 * save and again at submission, hidden answers cleared, upload references, and the collection's
 * spreadsheet (template, reading, row errors, prefill, download).
 */
let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await startTestApp({ flows: [toServerFlow(groupApplication)] });
  owner = await t.tokenFor('gruppen@verein.example.org');
  stranger = await t.tokenFor('fremd@example.org');
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type App = Json & { id: string; status: string; subtype: string | null };
interface Answer {
  status: number;
  body: { data: App; message?: string; errors?: Record<string, string[]> };
  raw: Buffer;
  headers: Record<string, unknown>;
}

async function call(method: string, url: string, payload?: unknown, who = owner, lang = 'de'): Promise<Answer> {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...bearer(who), 'accept-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson && response.body ? json(response) : ({} as Answer['body']), raw: response.rawPayload, headers: response.headers };
}

const upload = (content: Buffer, filename: string, _type: string, who = owner) => uploadFile(t.app, who, content, filename);


const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Next year's summer: in one year and more than 10 weeks ahead whenever the suite runs.
const year = new Date().getUTCFullYear() + 1;
const day = (month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
const iso = (month: number, date: number) => day(month, date).toISOString().slice(0, 10);

/** The template as the API writes it, filled by "the applicant" with exceljs. */
async function filledSheet(groups: Array<[string, Date | string, Date | string, number | string, number | string, number | string, number | string]>, lang = 'de'): Promise<Buffer> {
  const template = await call('GET', `/templates/group-collection.xlsx?lang=${lang}`);
  expect(template.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  groups.forEach((group, index) => group.forEach((value, column) => (sheet.getRow(4 + index).getCell(column + 1).value = value)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const contact = {
  salutCode: 'female',
  firstname: 'Eva',
  lastname: 'Gruppe',
  street: 'Seeweg',
  houseNumber: '3',
  zipCode: '3000',
  location: 'Bern',
  phone: '+41 31 123 45 67',
  email: 'gruppen@verein.example.org',
  organization: 'Verein Ferien für alle',
};

async function created(subtype: string): Promise<App> {
  const app = (await call('POST', '/applications', { type: 'group' })).body.data;
  expect((await call('PUT', `/applications/${app.id}/subtype`, { subtype })).body.data.subtype).toBe(subtype);
  return app;
}

async function saveAll(id: string, saves: Array<[string, Json]>) {
  for (const [endpoint, payload] of saves) {
    const saved = await call('PUT', `/applications/${id}${endpoint}`, payload);
    expect([endpoint, saved.status, saved.body.errors]).toEqual([endpoint, 200, undefined]);
  }
}

async function linkContact(id: string) {
  const made = (await call('POST', '/contacts', contact)).body.data;
  expect((await call('PUT', `/applications/${id}/contacts`, { id: made.id, type: 'individual' })).status).toBe(200);
}

const common: Array<[string, Json]> = [
  ['/group-composition', { composition: 'mixed' }],
  ['/inclusion-criteria', { inclusionCriteria: ['mixed-composition', 'participated-in-planning'], inclusionCriteriaOther: null }],
  ['/appeal', { appeal: 'Gemeinschaft erleben und Neues wagen.' }],
  ['/visibility', { visibility: ['website', 'annual-report'], visibilityOther: null }],
];

describe('group application: registration', () => {
  it('is registered in the production flow list, both stages', () => {
    expect(serverFlows.some((flow) => flow.kind === 'group' && flow.stage === 'application')).toBe(true);
    expect(serverFlows.some((flow) => flow.kind === 'group' && flow.stage === 'statement')).toBe(true);
  });
});

describe('group application: a single group', () => {
  it('refuses what breaks a rule, with the spec’s messages, and submits once complete', async () => {
    const app = await created('single-group');
    const base = `/applications/${app.id}`;
    // 10 weeks lead time (FG340).
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const early = await call('PUT', `${base}/time-period`, { start: soon, end: soon });
    expect(early.status).toBe(422);
    expect(early.body.errors!.start[0]).toMatch(/mindestens 10 Wochen vor Beginn der Gruppenaktivität bei uns eintreffen muss\.$/);
    // Self-borne share (FG410), at least 2 inclusion criteria (FG500), half days (FG280), catering (FG400).
    const noShare = await call('PUT', `${base}/budget-available`, { budgetAvailable: [{ type: 'donations', amount: 500 }] });
    expect(noShare.body.errors).toEqual({ budgetAvailable: ['Unsere Richtlinien schreiben vor, dass die Teilnehmenden resp. Ihre Organisation einen Teil der Kosten selbst tragen müssen.'] });
    const one = await call('PUT', `${base}/inclusion-criteria`, { inclusionCriteria: ['mixed-composition'] });
    expect(one.body.errors!.inclusionCriteria[0]).toMatch(/^Bitte wählen Sie mindestens zwei Inklusionsansätze aus/);
    expect((await call('PUT', `${base}/number-of-days`, { numberOfDays: 2.25 })).status).toBe(422);
    await saveAll(app.id, [
      ['/number-of-disabled-persons', { numberOfDisabledPersons: 10 }],
      ['/number-of-days', { numberOfDays: 4.5 }],
    ]);
    const catering = await call('PUT', `${base}/expenses`, { expenses: [{ type: 'catering', amount: 946 }] });
    expect(catering.body.errors).toEqual({ expenses: ['Für die Verpflegung übernehmen wir höchstens CHF 21 pro Person und Tag, hier also höchstens CHF 945.'] });

    // Incomplete: refused.
    expect((await call('POST', `${base}/submit`)).status).toBe(422);
    await saveAll(app.id, [
      ...common,
      ['/topic', { topic: 'sports' }],
      ['/objective', { objective: 'Eine Woche Bewegung in den Bergen.' }],
      ['/destination-country-code', { destinationCountryCode: 193 }],
      ['/destination-location', { destinationLocation: 'Davos' }],
      ['/time-period', { start: iso(7, 6), end: iso(7, 10) }],
      ['/expenses', { expenses: [{ type: 'accommodation', amount: 3200 }, { type: 'catering', amount: 945 }] }],
      ['/budget-available', { budgetAvailable: [{ type: 'participantContributions', amount: 800 }, { type: 'donations', amount: 400 }] }],
      ['/comments', { comments: '' }],
    ]);
    expect((await call('POST', `${base}/submit`)).status).toBe(422);
    await linkContact(app.id);
    const submitted = await call('POST', `${base}/submit`);
    expect([submitted.status, submitted.body.data.status]).toEqual([200, 'submitted']);
    expect(submitted.body.data).toMatchObject({ subtype: 'single-group', start: iso(7, 6), numberOfDays: 4.5 });
    expect((await call('PUT', `${base}/topic`, { topic: 'games' })).status).toBe(409);
  });

  it('clears the answers only the other subtype shows when the subtype changes', async () => {
    const app = await created('group-collection');
    const base = `/applications/${app.id}`;
    await saveAll(app.id, [['/time-period', { timePeriod: { start: iso(6, 1), end: iso(9, 30) } }]]);
    await t.app.services.db
      .updateTable('applications')
      .set({ data: JSON.stringify({ subtype: 'group-collection', timePeriod: { start: iso(6, 1), end: iso(9, 30) }, numberOfGroups: 4, deficit: 5000 }) })
      .where('id', '=', app.id)
      .execute();
    const switched = await call('PUT', `${base}/subtype`, { subtype: 'single-group' });
    expect(switched.body.data).toMatchObject({ subtype: 'single-group', timePeriod: null, numberOfGroups: null, deficit: null });
  });

  it('refuses a submission whose stored answer no longer meets the lead time', async () => {
    const app = await created('single-group');
    await saveAll(app.id, [
      ...common,
      ['/number-of-disabled-persons', { numberOfDisabledPersons: 6 }],
      ['/number-of-days', { numberOfDays: 1 }],
      ['/topic', { topic: 'games' }],
      ['/objective', { objective: 'Spielnachmittag' }],
      ['/destination-country-code', { destinationCountryCode: 276 }],
      ['/destination-location', { destinationLocation: 'Konstanz' }],
      ['/time-period', { start: iso(8, 1), end: iso(8, 1) }],
      ['/expenses', { expenses: [{ type: 'activities', amount: 600 }] }],
      ['/budget-available', { budgetAvailable: [{ type: 'organisationContributions', amount: 100 }] }],
    ]);
    await linkContact(app.id);
    const stored = (await call('GET', `/applications/${app.id}`)).body.data;
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await t.app.services.db.updateTable('applications').set({ data: JSON.stringify({ ...stored, start: soon, end: soon }) }).where('id', '=', app.id).execute();
    expect((await call('POST', `/applications/${app.id}/submit`)).status).toBe(422);
  });
});

describe('group application: the collection’s spreadsheet', () => {
  it('offers the template in German, French and Italian: header, rows with the deficit formula, totals', async () => {
    for (const [lang, header] of [['de', 'Aktivität'], ['fr', 'Activité'], ['it', 'Attività']]) {
      const response = await call('GET', `/templates/group-collection.xlsx?lang=${lang}`, undefined, '');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(3).getCell(1).value).toBe(header);
      expect((sheet.getRow(3).values as unknown[]).filter(Boolean)).toHaveLength(8);
      expect(sheet.getCell('H4').value).toMatchObject({ formula: expect.stringContaining('F4-G4') });
      expect(sheet.getCell('A34').value).toBe(lang === 'it' ? 'Totale' : 'Total');
      expect(sheet.getCell('H34').value).toMatchObject({ formula: 'SUM(H4:H33)' });
    }
  });

  it('reads the filled sheet, shows row errors, then stores the groups and prefills FG260, FG270, FG290 and FG430', async () => {
    const app = await created('group-collection');
    const base = `/applications/${app.id}`;
    const wrong = await upload(
      await filledSheet([
        ['Kletterlager', day(6, 1), day(6, 5), 8, 5, 4200, 800],
        ['Malwoche', day(7, 15), '40.07.' + year, 10, 4.5, 3150.5, 500],
        ['Herbstwanderung', day(10, 3), day(10, 3), 12, 0.5, 600, 120],
      ]),
      'gruppen.xlsx',
      XLSX,
    );
    const refused = await call('PUT', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ groupCollectionListDocumentId: ['Die Tabelle enthält Fehler: Zeile 5, Ende: ist kein gültiges Datum (TT.MM.JJJJ).'] });
    const fr = await call('PUT', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: wrong }, owner, 'fr');
    expect(fr.body.errors!.groupCollectionListDocumentId[0]).toBe('Le tableau contient des erreurs\u00a0: Ligne 5, Fin\u00a0: n’est pas une date valable (JJ.MM.AAAA).');

    const right = await upload(
      await filledSheet([
        ['Kletterlager', day(6, 1), day(6, 5), 8, 5, 4200, 800],
        ['Malwoche', day(7, 15), `19.07.${year}`, 10, 4.5, 3150.5, 500],
        ['Herbstwanderung', day(10, 3), day(10, 3), 12, 0.5, 600, 120],
      ]),
      'gruppen.xlsx',
      XLSX,
    );
    const saved = await call('PUT', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: right });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      groupCollectionListDocumentId: right,
      numberOfGroups: 3,
      numberOfDisabledPersons: 30,
      averageParticipantDays: 30.33,
      deficit: 6530.5,
    });
    expect((saved.body.data.groupCollection as Json[]).map((group) => group.activity)).toEqual(['Kletterlager', 'Malwoche', 'Herbstwanderung']);
    // FG260 and FG430 must agree with the sheet.
    expect((await call('PUT', `${base}/number-of-groups`, { numberOfGroups: 4 })).body.errors).toEqual({ numberOfGroups: ['Die Anzahl Gruppen muss mit der hochgeladenen Tabelle übereinstimmen (3 Gruppen).'] });

    // The uploaded list is downloadable by its owner only.
    const download = await call('GET', `${base}/group-collection-list-document`);
    expect([download.status, download.headers['content-type']]).toEqual([200, XLSX]);
    expect(download.raw.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', `${base}/group-collection-list-document`, undefined, stranger)).status).toBe(404);

    // A reset clears the groups read from the sheet too.
    const reset = await call('DELETE', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: null });
    expect(reset.body.data).toMatchObject({ groupCollectionListDocumentId: null, groupCollection: null });
  });

  it('refuses fewer than 3 groups, groups in two years, a file that is no spreadsheet of groups, and someone else’s upload', async () => {
    const app = await created('group-collection');
    const base = `/applications/${app.id}`;
    const two = await upload(await filledSheet([['A', day(6, 1), day(6, 2), 5, 2, 500, 100], ['B', day(6, 8), day(6, 9), 5, 2, 500, 100]]), 'zwei.xlsx', XLSX);
    expect((await call('PUT', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: two })).body.errors!.groupCollectionListDocumentId[0]).toContain('mindestens 3 Gruppen');
    const years = await upload(
      await filledSheet([
        ['A', day(6, 1), day(6, 2), 5, 2, 500, 100],
        ['B', day(6, 8), day(6, 9), 5, 2, 500, 100],
        ['C', new Date(Date.UTC(year + 1, 0, 5)), new Date(Date.UTC(year + 1, 0, 6)), 5, 2, 500, 100],
      ]),
      'jahre.xlsx',
      XLSX,
    );
    expect((await call('PUT', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: years })).body.errors!.groupCollectionListDocumentId[0]).toContain('im selben Jahr');

    const other = new ExcelJS.Workbook();
    other.addWorksheet('Budget').getCell('A1').value = 'Irgendetwas';
    const blank = await upload(Buffer.from(await other.xlsx.writeBuffer()), 'budget.xlsx', XLSX);
    expect((await call('PUT', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: blank })).body.errors).toEqual({
      groupCollectionListDocumentId: ['Die Datei konnte nicht als Tabelle gelesen werden. Bitte verwenden Sie die Vorlage.'],
    });

    // The right kind (a spreadsheet, not a PDF) and the applicant's own upload only.
    const pdf = await upload(await portraitPdf(), 'liste.pdf', 'application/pdf');
    expect((await call('PUT', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: pdf })).status).toBe(422);
    const foreign = await upload(await filledSheet([['A', day(6, 1), day(6, 2), 5, 2, 500, 100]]), 'fremd.xlsx', XLSX, stranger);
    const refused = await call('PUT', `${base}/group-collection-list-document`, { groupCollectionListDocumentId: foreign });
    expect(refused.status).toBe(422);
    expect(refused.body.errors!.groupCollectionListDocumentId).toBeDefined();
  });

  it('submits a complete collection', async () => {
    const app = await created('group-collection');
    const sheet = await upload(
      await filledSheet([
        ['Lager 1', day(6, 1), day(6, 5), 8, 5, 4200, 800],
        ['Lager 2', day(7, 1), day(7, 5), 8, 5, 4200, 800],
        ['Lager 3', day(8, 1), day(8, 5), 8, 5, 4200, 800],
        ['Lager 4', day(9, 1), day(9, 5), 8, 5, 4200, 800],
      ]),
      'gruppen.xlsx',
      XLSX,
    );
    await saveAll(app.id, [
      ...common,
      ['/time-period', { timePeriod: { start: iso(6, 1), end: iso(9, 5) } }],
      ['/group-collection-list-document', { groupCollectionListDocumentId: sheet }],
    ]);
    // Prefilled by the sheet: FG260, FG270, FG290, FG430 are complete.
    expect((await call('POST', `/applications/${app.id}/submit`)).status).toBe(422);
    await linkContact(app.id);
    const submitted = await call('POST', `/applications/${app.id}/submit`);
    expect([submitted.status, submitted.body.data.status]).toEqual([200, 'submitted']);
    expect(submitted.body.data).toMatchObject({ numberOfGroups: 4, numberOfDisabledPersons: 32, averageParticipantDays: 40, deficit: 13600 });
  });
});
