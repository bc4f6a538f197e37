import { PDFDocument } from 'pdf-lib';
import { singlePersonSettlement, toServerFlow } from '@portal/shared-domain/server';
import { serverFlows } from './index';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/**
 * The single-person settlement (spec 01 §2.3, §4.6, §7.2) through the real routes: the flow's
 * statement endpoints, the payment-recipient link, submission and cancellation, state rules and
 * object-level access.
 */
let t: TestApp;
let owner: string;
let stranger: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ flows: [toServerFlow(singlePersonSettlement)] });
  owner = await t.tokenFor('settle@example.org');
  stranger = await t.tokenFor('stranger@example.org');
  admin = await t.tokenFor('settle-admin@example.org', { admin: true });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type App = Json & { id: string; status: string; statement?: Json & { paymentRecipient: Json | null } };
interface Answer {
  status: number;
  body: { data: App; message?: string; errors?: Record<string, string[]> };
}

async function call(method: string, url: string, payload?: unknown, who = owner, lang = 'de'): Promise<Answer> {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...bearer(who), 'accept-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, body: response.body ? json(response) : ({} as Answer['body']) };
}

const personContact = {
  salutCode: 'female',
  firstname: 'Anna',
  lastname: 'Muster',
  street: 'Bahnhofstrasse',
  houseNumber: '12',
  zipCode: '8001',
  location: 'Zürich',
  phone: '+41 79 123 45 67',
  email: 'anna@example.org',
};

/** The application's answers come from the application wizard (another flow): stored directly. */
async function acceptedApplication(reasonForRequest = 'travel', who = owner): Promise<App> {
  const created = (await call('POST', '/applications', { type: 'single-person' }, who)).body.data;
  const contact = (await call('POST', '/contacts', personContact, who)).body.data;
  expect((await call('PUT', `/applications/${created.id}/contacts`, { id: contact.id, type: 'individual' }, who)).status).toBe(200);
  const data = { identification: 'self-reliant', reasonForRequest, budgetAvailable: [{ type: 'individual-contributions', amount: 300 }] };
  await t.app.services.db.updateTable('applications').set({ data: JSON.stringify(data) }).where('id', '=', created.id).execute();
  expect((await call('POST', `/applications/${created.id}/submit`, undefined, who)).status).toBe(200);
  expect((await call('POST', `/admin/applications/${created.id}/accept`, { grantedAmount: 1200 }, admin)).status).toBe(200);
  expect((await call('POST', `/applications/${created.id}/statement`, undefined, who)).status).toBe(201);
  return (await call('GET', `/applications/${created.id}`, undefined, who)).body.data;
}

function multipart(content: Buffer, filename: string, contentType: string) {
  const boundary = '----settlement' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(content: Buffer, filename: string, contentType: string): Promise<string> {
  const body = multipart(content, filename, contentType);
  const response = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...bearer(owner) } });
  expect(response.statusCode).toBe(201);
  return json<{ data: { id: string } }>(response).data.id;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
async function portraitPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

describe('single-person settlement: registration', () => {
  it('is registered in the production flow list', () => {
    expect(serverFlows.some((flow) => flow.kind === 'single-person' && flow.stage === 'statement')).toBe(true);
  });
});

describe('single-person settlement: a realised settlement', () => {
  it('saves every answer, links the recipient and submits: accepted → statement_submitted', async () => {
    const app = await acceptedApplication('travel');
    const base = `/applications/${app.id}/statement`;
    expect(app.statement).toMatchObject({ paymentRecipient: null, submittedAt: null });

    let saved = await call('PUT', `${base}/realization-status`, { realizationStatus: 'realized' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.statement).toMatchObject({ realizationStatus: 'realized' });

    const expenses = [
      { type: 'unterkunft', amount: 1400 },
      { type: 'transport', amount: 80.5 },
    ];
    expect((await call('PUT', `${base}/expenses`, { expenses })).body.data.statement).toMatchObject({ expenses });
    // Receipts are needed (an expense above CHF 100): submission is refused until they are there.
    const early = await call('POST', `${base}/submit`);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Die Abrechnung ist noch nicht vollständig. Bitte beantworten Sie alle offenen Fragen, bevor Sie sie einreichen.');

    const receipt = await upload(await portraitPdf(), 'hotel.pdf', 'application/pdf');
    expect((await call('PUT', `${base}/receipts`, { documentIds: [receipt] })).body.data.statement).toMatchObject({ documentIds: [receipt] });
    expect((await call('PUT', `${base}/budget`, { budget: [{ type: 'individual-contributions', amount: 300 }] })).status).toBe(200);
    expect((await call('PUT', `${base}/review`, { review: 'Zwei schöne Wochen am See.' })).status).toBe(200);
    const images = [await upload(PNG, 'see.png', 'image/png'), await upload(PNG, 'berg.png', 'image/png')];
    expect((await call('PUT', `${base}/images`, { imageIds: images })).status).toBe(200);
    expect((await call('PUT', `${base}/allow-image-use`, { allowImageUse: true })).status).toBe(200);

    // BE410: the person's own contact becomes the payment recipient.
    const contactId = (app.contact as Json).id;
    saved = await call('PUT', `/applications/${app.id}/contacts`, { id: contactId, type: 'paymentRecipient' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.statement!.paymentRecipient).toMatchObject({ id: contactId, firstname: 'Anna' });
    saved = await call('PUT', `${base}/bank-details`, { iban: 'CH9300762011623852957' });
    expect(saved.body.data.statement).toMatchObject({ iban: 'CH9300762011623852957' });

    const submitted = await call('POST', `${base}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('statement_submitted');
    expect(submitted.body.data.statement).toMatchObject({ realizationStatus: 'realized', allowImageUse: true, imageIds: images, submittedAt: expect.any(String) });

    // Statement answers change only while the application is accepted.
    const late = await call('PUT', `${base}/review`, { review: 'Nachtrag' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Diese Aktion ist im aktuellen Status des Gesuchs (statement_submitted) nicht möglich.');
    expect((await call('POST', `${base}/submit`)).status).toBe(409);
    expect((await call('POST', `${base}/cancel`)).status).toBe(409);
  });

  it('clears the image-use permission when every image is removed, and the IBAN when the recipient is unlinked', async () => {
    const app = await acceptedApplication('leisure');
    const base = `/applications/${app.id}/statement`;
    await call('PUT', `${base}/images`, { imageIds: [await upload(PNG, 'a.png', 'image/png')] });
    await call('PUT', `${base}/allow-image-use`, { allowImageUse: false });
    // Images are required (BE310 is complete with one): an empty list is refused, a reset clears both.
    expect((await call('PUT', `${base}/images`, { imageIds: [] })).body.errors).toEqual({ imageIds: ['Bilder ist ein Pflichtfeld.'] });
    const cleared = await call('DELETE', `${base}/images`, { imageIds: null });
    expect(cleared.body.data.statement).toMatchObject({ imageIds: null, allowImageUse: null });

    await call('PUT', `/applications/${app.id}/contacts`, { id: (app.contact as Json).id, type: 'paymentRecipient' });
    await call('PUT', `${base}/bank-details`, { iban: 'CH9300762011623852957' });
    const unlinked = await call('PUT', `/applications/${app.id}/contacts`, { type: 'paymentRecipient' });
    expect(unlinked.body.data.statement!.paymentRecipient).toBeNull();
    // The IBAN of a hidden BE440 is cleared with the next statement save.
    const next = await call('PUT', `${base}/review`, { review: 'Toll.' });
    expect(next.body.data.statement).toMatchObject({ iban: null, review: 'Toll.' });
  });
});

/** Every answer of a travel settlement, the realisation as given; returns the statement base. */
async function filledStatement(realizationStatus: string, expenses: Json[]): Promise<string> {
  const app = await acceptedApplication('travel');
  const base = `/applications/${app.id}/statement`;
  const receipts = [];
  for (const line of expenses) if (Number(line.amount) > 100) receipts.push(await upload(await portraitPdf(), 'beleg.pdf', 'application/pdf'));
  const saves: Array<[string, Json]> = [
    ['/realization-status', { realizationStatus }],
    ['/expenses', { expenses }],
    ['/receipts', { documentIds: receipts }],
    ['/budget', { budget: [{ type: 'individual-contributions', amount: 300 }] }],
    ['/review', { review: 'Zwei schöne Wochen am See.' }],
    ['/images', { imageIds: [await upload(PNG, 'see.png', 'image/png')] }],
    ['/allow-image-use', { allowImageUse: true }],
  ];
  for (const [endpoint, payload] of saves) expect([endpoint, (await call('PUT', `${base}${endpoint}`, payload)).status]).toEqual([endpoint, 200]);
  expect((await call('PUT', `/applications/${app.id}/contacts`, { id: (app.contact as Json).id, type: 'paymentRecipient' })).status).toBe(200);
  expect((await call('PUT', `${base}/bank-details`, { iban: 'CH9300762011623852957' })).status).toBe(200);
  return base;
}

describe('single-person settlement: submission re-checks (issue 14, items 2, 3, 4, 7)', () => {
  it('refuses to submit a pending settlement with the explanation, and submits once realised', async () => {
    const base = await filledStatement('pending', [{ type: 'unterkunft', amount: 900 }]);
    for (const [lang, text] of [['de', 'Die Abrechnung kann erst eingereicht werden'], ['it', 'Il conteggio può essere inoltrato solo dopo']]) {
      const refused = await call('POST', `${base}/submit`, undefined, owner, lang);
      expect(refused.status).toBe(422);
      expect(refused.body.errors!.BE200[0]).toContain(text);
    }
    expect((await call('PUT', `${base}/realization-status`, { realizationStatus: 'realized' })).status).toBe(200);
    expect((await call('POST', `${base}/submit`)).body.data.status).toBe('statement_submitted');
  });

  it('refuses to submit a settlement still marked cancelled when the cancellation was not confirmed', async () => {
    const base = await filledStatement('cancelled', [{ type: 'unterkunft', amount: 900 }]);
    const refused = await call('POST', `${base}/submit`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('Einige Angaben der Abrechnung erfüllen die Regeln nicht');
    expect(refused.body.errors!.BE200[0]).toContain('die Absage aber nicht bestätigt');
  });

  it('needs one receipt per expense above CHF 100: one file for two such lines is refused, also when a line is added later', async () => {
    const base = await filledStatement('realized', [{ type: 'unterkunft', amount: 900 }]);
    const answer = await call('PUT', `${base}/expenses`, { expenses: [{ type: 'unterkunft', amount: 900 }, { type: 'transport', amount: 250 }] });
    expect(answer.status).toBe(200);
    const refused = await call('POST', `${base}/submit`);
    expect(refused.status).toBe(422);
    const one = (answer.body.data.statement as Json).documentIds as string[];
    const short = await call('PUT', `${base}/receipts`, { documentIds: one });
    expect(short.body.errors).toEqual({ documentIds: ['Bitte laden Sie für jede Ausgabe über CHF 100 einen Beleg hoch: 2 nötig, 1 hochgeladen.'] });
    const second = await upload(await portraitPdf(), 'bahn.pdf', 'application/pdf');
    expect((await call('PUT', `${base}/receipts`, { documentIds: [...one, second] })).status).toBe(200);
    expect((await call('POST', `${base}/submit`)).body.data.status).toBe('statement_submitted');
  });
});

describe('single-person settlement: validation failures with messages', () => {
  let base: string;
  beforeAll(async () => {
    const app = await acceptedApplication('procurement');
    base = `/applications/${app.id}/statement`;
  });

  it('saves a pending realisation (spec 01 §4.1: it can be filled in, not yet submitted)', async () => {
    const answer = await call('PUT', `${base}/realization-status`, { realizationStatus: 'pending' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.statement).toMatchObject({ realizationStatus: 'pending' });
  });

  it('refuses an own contribution below the promised one, naming it (de, fr)', async () => {
    const low = { budget: [{ type: 'individual-contributions', amount: 120 }] };
    expect((await call('PUT', `${base}/budget`, low)).body.errors).toEqual({
      budget: ['Sie haben bei der Gesuchseingabe angegeben, dass der eigene Betrag CHF 300 ist. Der hier angegebene Betrag darf nicht tiefer sein als bei der Gesuchseingabe.'],
    });
    const french = await call('PUT', `${base}/budget`, low, owner, 'fr');
    expect(french.status).toBe(422);
    expect(french.body.errors!.budget[0]).toContain('CHF 300');
  });

  it('validates expense amounts line by line, as the purchase question', async () => {
    const answer = await call('PUT', `${base}/expenses`, { expenses: [{ type: 'kosten', amount: 'viel' }] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ 'expenses.0.amount': ['Effektive Ausgaben muss eine ganze Zahl oder eine Dezimalzahl sein.'] });
  });

  it('requires receipts for every purchase expense', async () => {
    expect((await call('PUT', `${base}/expenses`, { expenses: [{ type: 'kosten', amount: 60 }] })).status).toBe(200);
    const answer = await call('PUT', `${base}/receipts`, { documentIds: [] });
    expect(answer.body.errors).toEqual({ documentIds: ['Bitte laden Sie für jede Ausgabe der Anschaffung einen Beleg hoch: 1 nötig, 0 hochgeladen.'] });
  });

  it('refuses more than 3 images, an invalid IBAN and unknown fields', async () => {
    expect((await call('PUT', `${base}/images`, { imageIds: ['1', '2', '3', '4'] })).body.errors).toEqual({ imageIds: ['Bilder kann max. 3 Einträge enthalten.'] });
    expect((await call('PUT', `${base}/bank-details`, { iban: 'CH93 0000' })).body.errors).toEqual({ iban: ['IBAN muss eine gültige IBAN sein.'] });
    expect((await call('PUT', `${base}/review`, { review: 'ok', extra: 1 })).status).toBe(400);
    expect((await call('PUT', `${base}/review`, { review: 'x'.repeat(2001) })).body.errors).toEqual({ review: ['Wirkung kann max. 2000 Zeichen lang sein.'] });
  });
});

describe('single-person settlement: cancellation (BE210 → BE500)', () => {
  it('cancels through the statement: accepted → cancelled, after which nothing changes', async () => {
    const app = await acceptedApplication('leisure');
    const base = `/applications/${app.id}/statement`;
    expect((await call('PUT', `${base}/realization-status`, { realizationStatus: 'cancelled' })).status).toBe(200);
    const cancelled = await call('POST', `${base}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(cancelled.body.data.statement).toMatchObject({ realizationStatus: 'cancelled' });
    expect((await call('PUT', `${base}/review`, { review: 'zu spät' })).status).toBe(409);
    expect((await call('POST', `${base}/submit`)).status).toBe(409);
    expect((await call('POST', `${base}/cancel`)).status).toBe(409);
  });

  it('refuses statement answers before the statement exists and before acceptance', async () => {
    const created = (await call('POST', '/applications', { type: 'single-person' })).body.data;
    expect((await call('PUT', `/applications/${created.id}/statement/realization-status`, { realizationStatus: 'realized' })).status).toBe(409);
    expect((await call('POST', `/applications/${created.id}/statement/cancel`)).status).toBe(409);
  });
});

describe('single-person settlement: access of other applicants', () => {
  it('answers 404 to another applicant and 403 to an admin who does not impersonate', async () => {
    const app = await acceptedApplication('travel');
    const base = `/applications/${app.id}/statement`;
    expect((await call('PUT', `${base}/realization-status`, { realizationStatus: 'realized' }, stranger)).status).toBe(404);
    expect((await call('POST', `${base}/submit`, undefined, stranger)).status).toBe(404);
    expect((await call('POST', `${base}/cancel`, undefined, stranger)).status).toBe(404);
    expect((await call('PUT', `/applications/${app.id}/contacts`, { id: (app.contact as Json).id, type: 'paymentRecipient' }, stranger)).status).toBe(404);
    expect((await call('GET', `/applications/${app.id}`, undefined, stranger)).status).toBe(404);
    expect((await call('PUT', `${base}/realization-status`, { realizationStatus: 'realized' }, admin)).status).toBe(403);
    expect((await call('GET', `/applications/${app.id}`, undefined, admin)).status).toBe(200);
  });

  it('does not link another applicant’s contact as payment recipient', async () => {
    const app = await acceptedApplication('travel');
    const foreign = (await call('POST', '/contacts', personContact, stranger)).body.data;
    expect((await call('PUT', `/applications/${app.id}/contacts`, { id: foreign.id, type: 'paymentRecipient' })).status).toBe(404);
  });

  it('needs a session', async () => {
    const app = await acceptedApplication('travel');
    const response = await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/statement/review`, payload: { review: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});
