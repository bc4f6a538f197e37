import { PDFDocument } from 'pdf-lib';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { serverFlows } from './index';
import { portraitPdf, uploadFile } from '../test-support/uploads';

/**
 * The single-person application flow as the API serves it (toServerFlow of the shared flow
 * definition): saves, the flow's validation messages, dependent resets in the database, hidden
 * answers cleared on submission and access by other applicants.
 */
let t: TestApp;
let token: string;
let otherToken: string;
let adminToken: string;
// Friday 1 March 2024, 11:00 in Zurich: the earliest start date is 12 April 2024.
const NOW = new Date('2024-03-01T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ flows: serverFlows });
  t.now.value = NOW;
  token = await t.tokenFor('anna@example.ch');
  otherToken = await t.tokenFor('bruno@example.ch');
  adminToken = await t.tokenFor('admin@example.ch', { admin: true });
});
afterAll(() => t.close());

type Body = { data: Record<string, unknown> & { id: string }; message?: string; errors?: Record<string, string[]> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = token, lang = 'de') => {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(who), 'accept-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, body: response.body ? json<Body>(response) : null };
};
const create = async () => (await call('POST', '/applications', { type: 'single-person' })).body!.data;
const put = (id: string, endpoint: string, payload: Record<string, unknown>, who = token, lang = 'de') => call('PUT', `/applications/${id}${endpoint}`, payload, who, lang);
const stored = async (id: string) => (await call('GET', `/applications/${id}`)).body!.data;

async function expectError(id: string, endpoint: string, payload: Record<string, unknown>, key: string, message: string, lang = 'de') {
  const response = await put(id, endpoint, payload, token, lang);
  expect(response.status).toBe(422);
  expect(response.body!.errors?.[key]).toEqual([message]);
}

async function contactId(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await call('POST', '/contacts', {
    salutCode: 'female',
    firstname: 'Anna',
    lastname: 'Muster',
    street: 'Bahnhofstrasse',
    houseNumber: '1',
    zipCode: '3000',
    location: 'Bern',
    phone: '031 123 45 67',
    email: 'anna@example.ch',
    ...fields,
  });
  expect(response.status).toBe(201);
  return response.body!.data.id;
}

/** An uploaded one-page PDF of the applicant (answers may only name the applicant's own uploads). */
const document = async () => uploadFile(t.app, token, await portraitPdf(), 'verfuegung.pdf');

/** A complete self-entry procurement application. */
async function procurementApplication(): Promise<string> {
  const { id } = await create();
  const saves: Array<[string, Record<string, unknown>]> = [
    ['/identification', { identification: 'self-reliant' }],
    ['/birthday', { birthday: '1980-01-15' }],
    ['/welfare-aid', { disabilityInsurance: true, supplementaryBenefits: true, socialAid: false, others: false }],
    ['/welfare-aid-documents', { disabilityInsuranceDocumentId: await document(), supplementaryBenefitsDocumentId: await document(), socialAidDocumentId: null }],
    ['/reason-for-request', { reasonForRequest: 'procurement' }],
    ['/procurement', { object: 'Ein Dreirad-Velo' }],
    ['/time-period', { start: '2024-05-01' }],
    ['/motivation', { motivation: 'Damit ich mit meiner Familie Ausflüge machen kann.' }],
    ['/expenses', { expenses: [{ type: 'kosten', amount: 2400 }] }],
    ['/budget-available', { budgetAvailable: [{ type: 'individual-contributions', amount: 300 }] }],
  ];
  for (const [endpoint, payload] of saves) expect([endpoint, (await put(id, endpoint, payload)).status]).toEqual([endpoint, 200]);
  expect((await put(id, '/contacts', { id: await contactId(), type: 'individual' })).status).toBe(200);
  return id;
}

describe('single-person application flow in the API', () => {
  it('saves answers under their payload keys and answers with the application', async () => {
    const { id } = await create();
    const saved = await put(id, '/welfare-aid', { disabilityInsurance: true, supplementaryBenefits: false, socialAid: false, others: false });
    expect(saved.status).toBe(200);
    expect(saved.body!.data).toMatchObject({ id, disabilityInsurance: true, supplementaryBenefits: false });
    expect((await put(id, '/reason-for-request', { reasonForRequest: 'travel' })).status).toBe(200);
    expect((await put(id, '/organizational-form', { organizationalForm: 'independent-travel' })).status).toBe(200);
    expect((await put(id, '/number-of-people', { numberOfPeople: 2 })).status).toBe(200);
    expect((await put(id, '/travel-companions', { companions: ['friend', 'companion'] })).status).toBe(200);
    expect((await put(id, '/travel-companion-reasons', { reasons: ['other'], reasonsOther: 'Orientierung' })).status).toBe(200);
    expect((await put(id, '/time-period', { start: '2024-04-12', end: '2024-04-20' })).status).toBe(200);
    expect((await put(id, '/destination', { destinationCountryCode: 250, destinationLocation: 'Paris' })).status).toBe(200);
    expect((await put(id, '/expenses', { expenses: [{ type: 'verpflegung', amount: 378 }, { type: 'unterkunft', amount: 900 }] })).status).toBe(200);
    expect(await stored(id)).toMatchObject({
      reasonForRequest: 'travel',
      numberOfPeople: 2,
      companions: ['friend', 'companion'],
      start: '2024-04-12',
      end: '2024-04-20',
      destinationCountryCode: 250,
      destinationLocation: 'Paris',
    });
  });

  it('refuses each rule with its message', async () => {
    const { id } = await create();
    await put(id, '/birthday', { birthday: '1990-06-01' });
    await put(id, '/welfare-aid', { disabilityInsurance: true, supplementaryBenefits: false, socialAid: false, others: false });
    const income = "Unsere Richtlinien schreiben vor, dass das steuerbare Einkommen von Einzelpersonen max. CHF 40'000 und von Familien max. CHF 80'000 betragen darf.";
    await expectError(id, '/taxable-income', { taxableIncome: 40000.5 }, 'taxableIncome', income);
    expect((await put(id, '/taxable-income', { taxableIncome: 40000 })).status).toBe(200);
    // A minor: the family limit of CHF 80'000 applies.
    await put(id, '/birthday', { birthday: '2012-06-01' });
    expect((await put(id, '/taxable-income', { taxableIncome: 80000 })).status).toBe(200);
    await expectError(id, '/taxable-income', { taxableIncome: 80001 }, 'taxableIncome', income);
    await expectError(id, '/birthday', { birthday: '2024-02-30' }, 'birthday', 'Geburtsdatum der Person, für die das Gesuch ist muss ein gültiges Datum sein (dd.mm.jjjj). Beispielsweise 15.06.2000.');

    await put(id, '/reason-for-request', { reasonForRequest: 'leisure' });
    const lead = 'Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 6 Wochen vor dem Anschaffungszeitpunkt bei uns eintreffen muss.';
    await expectError(id, '/time-period', { start: '2024-04-11', end: '2024-04-20' }, 'start', lead);
    await expectError(
      id,
      '/time-period',
      { start: '2024-04-11', end: '2024-04-20' },
      'start',
      'Nous ne pouvons malheureusement pas prendre en compte votre demande\u00a0: elle doit nous parvenir au moins 6 semaines avant la date d’achat.',
      'fr',
    );
    expect((await put(id, '/time-period', { start: '2024-04-12', end: '2024-04-20' })).status).toBe(200);
    // The server's date counts: a week later the same start is too early.
    t.now.value = new Date('2024-03-08T10:00:00Z');
    await expectError(id, '/time-period', { start: '2024-04-12', end: '2024-04-20' }, 'start', lead);
    t.now.value = NOW;

    await expectError(
      id,
      '/budget-available',
      { budgetAvailable: [{ type: 'individual-contributions', amount: 99.95 }, { type: 'institutional-contributions', amount: 1000 }] },
      'budgetAvailable',
      'Unsere Richtlinien schreiben vor, dass Sie selbst oder Personen aus Ihrem Umfeld mind. 100 Franken selbst finanzieren müssen.',
    );
    await expectError(id, '/expenses', { expenses: [{ type: 'kurskosten', amount: 'viel' }] }, 'expenses.0.amount', 'Ausgaben muss eine ganze Zahl oder eine Dezimalzahl sein.');
    await expectError(id, '/travel-companion-reasons', { reasons: ['other'], reasonsOther: '' }, 'reasonsOther', 'Bitte beschreiben Sie den anderen Grund.');
    // Before FE370 is known the server validates /destination as FE380, which still checks the code.
    await expectError(id, '/destination', { destinationCountryCode: 9999, destinationLocation: 'Atlantis' }, 'destinationLocation', 'Bitte wählen Sie ein Land aus der Liste.');
    // A place in Switzerland is chosen from the list of Swiss localities (spec 01 §2.2 FE380).
    await expectError(id, '/destination', { destinationCountryCode: 193, destinationLocation: 'Atlantis' }, 'destinationLocation', 'Bitte wählen Sie einen Eintrag aus der Vorschlagsliste.');
    expect((await put(id, '/destination', { destinationCountryCode: 193, destinationLocation: 'Bern' })).status).toBe(200);
    await put(id, '/destination', { destinationCountryCode: 250, destinationLocation: 'Paris' });
    await expectError(id, '/destination', { destinationCountryCode: 9999, destinationLocation: 'Atlantis' }, 'destinationCountryCode', 'Bitte wählen Sie ein Land aus der Liste.');
    await expectError(id, '/welfare-aid-documents', { disabilityInsuranceDocumentId: null }, 'disabilityInsuranceDocumentId', 'Verfügung der Invalidenversicherung (IV) ist ein Pflichtfeld.');
  });

  it('bounds every answer by the schema of its fields’ kinds before any rule runs', async () => {
    const { id } = await create();
    // Types and option values (issue 10: answers were untyped).
    expect((await put(id, '/identification', { identification: 12345 })).status).toBe(400);
    expect((await put(id, '/identification', { identification: 'someone-else' })).status).toBe(400);
    expect((await put(id, '/reason-for-request', { reasonForRequest: { nested: [1, 2] } })).status).toBe(400);
    expect((await put(id, '/expenses', { expenses: [{ type: 'kurskosten', amount: 900, extra: true }] })).status).toBe(400);
    // Sizes: far above the rules (which speak first), far below what could hurt the database.
    expect((await put(id, '/motivation', { motivation: 'x'.repeat(900_000) })).status).toBe(400);
    expect((await put(id, '/expenses', { expenses: Array.from({ length: 101 }, () => ({ type: 'kurskosten', amount: 1 })) })).status).toBe(400);
    // What a person may send still reaches the rules and their messages.
    expect((await put(id, '/identification', { identification: 'stand-in' })).status).toBe(200);
  });

  it('stores a field the answer hides empty, whatever the browser sends (FE220: proofs of benefits received only)', async () => {
    const { id } = await create();
    expect((await put(id, '/welfare-aid', { disabilityInsurance: false, supplementaryBenefits: true, socialAid: false, others: false })).status).toBe(200);
    const [received, notReceived] = [await document(), await document()];
    const saved = await put(id, '/welfare-aid-documents', { supplementaryBenefitsDocumentId: received, disabilityInsuranceDocumentId: notReceived, socialAidDocumentId: null });
    expect(saved.status).toBe(200);
    expect(await stored(id)).toMatchObject({ supplementaryBenefitsDocumentId: received, disabilityInsuranceDocumentId: null });
  });

  it('limits catering to CHF 21 per person and day of the stored trip', async () => {
    const { id } = await create();
    await put(id, '/reason-for-request', { reasonForRequest: 'travel' });
    await put(id, '/organizational-form', { organizationalForm: 'independent-travel' });
    await put(id, '/number-of-people', { numberOfPeople: 2 });
    await put(id, '/time-period', { start: '2024-05-01', end: '2024-05-05' });
    await expectError(
      id,
      '/expenses',
      { expenses: [{ type: 'verpflegung', amount: 211 }] },
      'expenses',
      'Für die Verpflegung übernehmen wir höchstens CHF 21 pro Person und Tag, hier also höchstens CHF 210.',
    );
    expect((await put(id, '/expenses', { expenses: [{ type: 'verpflegung', amount: 210 }] })).status).toBe(200);
  });

  it('refuses portrait-less PDFs at upload with the catalogue message', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([842, 595]);
    const content = Buffer.from(await doc.save());
    const boundary = '----single-person';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="verfuegung.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ message: string }>(response).message).toBe('PDF-Dateien werden nur im Hochformat unterstützt.');
  });

  it('changing the reason clears the answers that no longer apply, in the database', async () => {
    const { id } = await create();
    await put(id, '/reason-for-request', { reasonForRequest: 'travel' });
    await put(id, '/organizational-form', { organizationalForm: 'camp' });
    await put(id, '/travel-companion-required', { companionRequired: true });
    await put(id, '/travel-companion-reasons', { reasons: ['needs-help-daily'] });
    await put(id, '/time-period', { start: '2024-05-01', end: '2024-05-10' });
    await put(id, '/destination', { destinationCountryCode: 193, destinationLocation: 'Davos' });
    await put(id, '/expenses', { expenses: [{ type: 'unterkunft', amount: 700 }] });

    const leisure = await put(id, '/reason-for-request', { reasonForRequest: 'leisure' });
    expect(leisure.body!.data).toMatchObject({ reasonForRequest: 'leisure', organizationalForm: null, companionRequired: true, destinationLocation: 'Davos', expenses: [{ type: 'unterkunft', amount: 700 }] });

    const purchase = await put(id, '/reason-for-request', { reasonForRequest: 'procurement' });
    expect(purchase.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      reasonForRequest: 'procurement',
      organizationalForm: null,
      companionRequired: null,
      reasons: null,
      end: null,
      destinationCountryCode: null,
      destinationLocation: null,
    });

    // The client's reset cascade: DELETE sets the endpoint's fields to null.
    const reset = await call('DELETE', `/applications/${id}/expenses`, { expenses: null });
    expect(reset.status).toBe(200);
    expect((await stored(id)).expenses).toBeNull();

    // Answering “no” to supplementary benefits after a document clears nothing it still needs …
    await put(id, '/welfare-aid', { disabilityInsurance: false, supplementaryBenefits: true, socialAid: false, others: false });
    await put(id, '/welfare-aid-documents', { supplementaryBenefitsDocumentId: await document() });
    await put(id, '/welfare-aid', { disabilityInsurance: false, supplementaryBenefits: false, socialAid: false, others: false });
    // … but FE220 is hidden now, so its document is gone.
    expect((await stored(id)).supplementaryBenefitsDocumentId).toBeNull();
  });

  it('submits a complete application, clearing hidden answers; refuses an incomplete one', async () => {
    const id = await procurementApplication();
    const summary = await call('GET', `/applications/${id}/summary`);
    expect(summary.body!.data).toMatchObject({ incompleteQuestions: [] });
    const submitted = await call('POST', `/applications/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body!.data).toMatchObject({ status: 'submitted', reasonForRequest: 'procurement', start: '2024-05-01', contact: { firstname: 'Anna' } });

    const { id: open } = await create();
    await put(open, '/reason-for-request', { reasonForRequest: 'procurement' });
    const incomplete = await call('GET', `/applications/${open}/summary`);
    expect(incomplete.body!.data.incompleteQuestions).toEqual(['FE150', 'FE200', 'FE210', 'FE400', 'FE410', 'FE420', 'FE520', 'FE530', 'FE540']);
    expect((await call('POST', `/applications/${open}/submit`)).status).toBe(422);
  });

  it('refuses the submission once the lead time has passed (computed on the submission day)', async () => {
    const id = await procurementApplication();
    t.now.value = new Date('2024-03-25T10:00:00Z');
    try {
      const response = await call('POST', `/applications/${id}/submit`);
      expect(response.status).toBe(422);
      expect((await call('GET', `/applications/${id}/summary`)).body!.data.incompleteQuestions).toEqual(['FE410']);
    } finally {
      t.now.value = NOW;
    }
  });

  it('clears hidden answers on submission, also ones stored before the flow hid them', async () => {
    const id = await procurementApplication();
    // An answer of a question that is hidden for a purchase, stored by an older client version.
    const row = await t.app.services.db.selectFrom('applications').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    const data = { ...(row.data as Record<string, unknown>), organizationalForm: 'camp', destinationLocation: 'Bern', end: '2024-05-09' };
    await t.app.services.db.updateTable('applications').set({ data: JSON.stringify(data) }).where('id', '=', id).execute();
    expect(await stored(id)).toMatchObject({ organizationalForm: 'camp', destinationLocation: 'Bern' });
    const submitted = await call('POST', `/applications/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body!.data).toMatchObject({ organizationalForm: null, destinationLocation: null, end: null, start: '2024-05-01', object: 'Ein Dreirad-Velo' });
  });

  it('keeps other applicants out: 404 for another applicant, 403 for an admin who does not impersonate', async () => {
    const { id } = await create();
    expect((await put(id, '/reason-for-request', { reasonForRequest: 'travel' }, otherToken)).status).toBe(404);
    expect((await call('GET', `/applications/${id}`, undefined, otherToken)).status).toBe(404);
    expect((await call('DELETE', `/applications/${id}/reason-for-request`, {}, otherToken)).status).toBe(404);
    expect((await call('POST', `/applications/${id}/submit`, undefined, otherToken)).status).toBe(404);
    expect((await put(id, '/reason-for-request', { reasonForRequest: 'travel' }, adminToken)).status).toBe(403);
    expect((await call('GET', `/applications/${id}`, undefined, adminToken)).status).toBe(200);
    expect((await put(id, '/reason-for-request', { reasonForRequest: 'travel' }, '')).status).toBe(401);
    expect((await stored(id)).reasonForRequest).toBeUndefined();
  });

  it('refuses unknown payload keys and answers after submission', async () => {
    const { id } = await create();
    expect((await put(id, '/reason-for-request', { reasonForRequest: 'travel', status: 'accepted' })).status).toBe(400);
    const done = await procurementApplication();
    await call('POST', `/applications/${done}/submit`);
    expect((await put(done, '/motivation', { motivation: 'Später geändert' })).status).toBe(409);
  });
});

describe('submission re-checks the stored answers (issue 14, items 1 and 2)', () => {
  it('unlinks the representative when FE150 turns to self-reliant, whatever the browser sends', async () => {
    const id = await procurementApplication();
    expect((await put(id, '/identification', { identification: 'stand-in' })).status).toBe(200);
    const representative = await contactId({ firstname: 'Rita', lastname: 'Vertreterin', email: 'rita@example.ch' });
    expect((await put(id, '/contacts', { id: representative, type: 'representation' })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ representation: { firstname: 'Rita' } });
    // Only the answer is sent: no DELETE of the contact pages.
    const saved = await put(id, '/identification', { identification: 'self-reliant' });
    expect(saved.status).toBe(200);
    expect(saved.body!.data.representation).toBeNull();
    expect((await stored(id)).representation).toBeNull();
    const links = await t.app.services.db.selectFrom('application_contacts').select('type').where('application_id', '=', id).execute();
    expect(links.map((link) => link.type)).toEqual(['individual']);
  });

  it('unlinks a hidden representative at submission too (a link stored by an older client)', async () => {
    const id = await procurementApplication();
    const representative = await contactId({ firstname: 'Rita', lastname: 'Vertreterin', email: 'rita@example.ch' });
    await t.app.services.db.insertInto('application_contacts').values({ application_id: id, type: 'representation', contact_id: representative }).execute();
    expect(await stored(id)).toMatchObject({ representation: { firstname: 'Rita' } });
    const submitted = await call('POST', `/applications/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body!.data.representation).toBeNull();
  });

  it('a minor needs a companion: FE340 "no" and FE350 without "underage" are refused (issue 14, item 5)', async () => {
    const { id } = await create();
    await put(id, '/birthday', { birthday: '2012-06-01' });
    await put(id, '/reason-for-request', { reasonForRequest: 'leisure' });
    await expectError(id, '/travel-companion-required', { companionRequired: false }, 'companionRequired', 'Für Personen unter 18 Jahren gilt eine Begleitperson immer als nötig.');
    expect((await put(id, '/travel-companion-required', { companionRequired: true })).status).toBe(200);
    await expectError(id, '/travel-companion-reasons', { reasons: ['needs-help-daily'] }, 'reasons', 'Für Personen unter 18 Jahren gilt eine Begleitperson immer als nötig.');
    expect((await put(id, '/travel-companion-reasons', { reasons: ['underage', 'needs-help-daily'] })).status).toBe(200);
    // An adult cannot give "underage".
    await put(id, '/birthday', { birthday: '1990-06-01' });
    await expectError(id, '/travel-companion-reasons', { reasons: ['underage'] }, 'reasons', 'Laut dem angegebenen Geburtsdatum ist die Person 18 Jahre alt oder älter.');
  });

  it('refuses a taxable income that an adult birthday entered later makes too high, naming the question', async () => {
    const id = await procurementApplication();
    await put(id, '/birthday', { birthday: '2012-06-01' });
    await put(id, '/welfare-aid', { disabilityInsurance: true, supplementaryBenefits: false, socialAid: false, others: false });
    expect((await put(id, '/taxable-income', { taxableIncome: 60000 })).status).toBe(200);
    expect((await put(id, '/taxable-income-document', { taxableIncomeDocumentId: await document() })).status).toBe(200);
    // Corrected to an adult's birthday after FE230: the family limit no longer applies.
    expect((await put(id, '/birthday', { birthday: '1980-06-01' })).status).toBe(200);
    for (const [lang, start] of [['de', 'Einige Angaben erfüllen die Regeln nicht mehr'], ['fr', 'Certaines indications ne respectent plus les règles']]) {
      const refused = await call('POST', `/applications/${id}/submit`, undefined, token, lang);
      expect(refused.status).toBe(422);
      expect(refused.body!.message).toContain(start);
      expect(Object.keys(refused.body!.errors ?? {})).toEqual(['FE230']);
    }
    expect((await stored(id)).status).toBe('preparing');
    expect((await put(id, '/taxable-income', { taxableIncome: 40000 })).status).toBe(200);
    expect((await call('POST', `/applications/${id}/submit`)).status).toBe(200);
  });
});
