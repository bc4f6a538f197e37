import type { FormField } from '@portal/shared-domain/server';
import { cmsRows } from '../test-support/cms';
import { startTestApp, json, outbox, type TestApp } from '../test-support/harness';
import { halvesImage } from '../test-support/images';

/**
 * `POST /api/forms/{handle}` (spec 00 §2.10, §4.9, §5.5, §7.4) against the real CMS and its demo
 * forms (kontakt, anlass_anmeldung, sammelkaesseli, spendengeschichte), on PGlite or, with
 * DATABASE_URL, on PostgreSQL: what is stored is read back from the CMS, what is mailed from the
 * outbox.
 */
let t: TestApp;
let cmsUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  cmsUrl = await t.app.services.content.start();
}, 180_000);
afterAll(() => t.close());

const FOUNDATION = 'info@stiftung.example';
const SCRIPT = { 'x-requested-with': 'XMLHttpRequest' };

type Entry = [name: string, value: string] | [name: string, value: Buffer, filename: string];
type Errors = { statusCode: number; data: { errors: Record<string, string[]> }; errors: Record<string, string[]> };

/** The body a browser's FormData makes (boundary and all), as the site sends it. */
async function post(handle: string, entries: Entry[], options: { headers?: Record<string, string>; lang?: string; ip?: string } = {}) {
  const form = new FormData();
  for (const [name, value, filename] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: `/api/forms/${handle}`,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...(options.headers ?? SCRIPT), 'accept-language': options.lang ?? 'de', 'content-type': request.headers.get('content-type')! },
  });
}

const mails = () => outbox(t.app, FOUNDATION);
const fieldsOf = async (handle: string): Promise<FormField[]> => (await t.app.services.content.formDefinition(handle, 'de'))!.fields;

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await halvesImage(40, 20);
});

/** A value every rule of the field accepts (the demo forms' fields, whatever their labels). */
function validValue(field: FormField): Entry[] {
  const { type, validate = [], options = {} } = field.field;
  const first = Object.keys(options)[0];
  switch (type) {
    case 'readonly_text':
      return [];
    case 'assets':
      return [[field.handle, jpeg, 'foto.jpg']];
    case 'integer':
      return [[field.handle, '1']];
    case 'radio':
    case 'select':
      return [[field.handle, first]];
    case 'checkboxes':
      return [[`${field.handle}[]`, first]];
    default:
      return [[field.handle, validate.includes('email') ? 'anna@example.org' : 'Anna']];
  }
}

/** A complete submission of a demo form, with `overrides` replacing (or, undefined, removing) entries. */
async function complete(handle: string, overrides: Record<string, Entry[] | undefined> = {}): Promise<Entry[]> {
  const entries: Entry[] = [];
  const [box] = await t.app.services.content.cashBoxNames('de');
  for (const field of await fieldsOf(handle)) {
    // The collection-box import stands for the box's radio and the quantity.
    const expanded: [string, Entry[]][] =
      field.import === 'auswahl_sammelkaesseli'
        ? [
            ['auswahl_sammelkaesseli', [['auswahl_sammelkaesseli', box]]],
            ['stueckzahl', [['stueckzahl', '1']]],
          ]
        : [[field.handle, validValue(field)]];
    for (const [name, valid] of expanded) entries.push(...(Object.hasOwn(overrides, name) ? (overrides[name] ?? []) : valid));
  }
  for (const [handle, list] of Object.entries(overrides)) if (!entries.some(([name]) => name === handle) && list) entries.push(...list);
  return entries;
}

/** The submissions the CMS holds for a form, oldest first, with their images. */
async function stored(handle: string) {
  return cmsRows<{ data: Record<string, unknown>; language: string; files: { filename: string; mime_type: string; filesize: number }[] }>(
    cmsUrl,
    `SELECT s.data, s.language,
            COALESCE((SELECT json_agg(json_build_object('filename', f.filename, 'mime_type', f.mime_type, 'filesize', f.filesize) ORDER BY r."order")
                      FROM cms.form_submissions_rels r JOIN cms.submission_files f ON f.id = r.submission_files_id
                      WHERE r.parent_id = s.id), '[]') AS files
       FROM cms.form_submissions s JOIN cms.forms f ON f.id = s.form_id
      WHERE f.handle = $1 ORDER BY s.id`,
    [handle],
  );
}

describe('POST /api/forms/{handle}', () => {
  it('stores a contact submission in the CMS and mails it to the foundation (200)', async () => {
    const entries = await complete('kontakt');
    const response = await post('kontakt', entries);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { ok: true } });
    const [submission] = await stored('kontakt');
    const texts = Object.fromEntries(entries.filter(([, value]) => typeof value === 'string') as [string, string][]);
    expect(submission).toMatchObject({ language: 'de', data: texts });
    const [mail] = await mails();
    expect(mail.subject).toMatch(/^Neue Einsendung: /);
    const fields = await fieldsOf('kontakt');
    for (const field of fields.filter((item) => item.field.type !== 'readonly_text')) expect(mail.text).toContain(`${field.field.display}: `);
  });

  it('registers two guests with their companion, in French; one guest leaves the companions out', async () => {
    const two = await complete('anlass_anmeldung', {
      anzahl_gaeste: [['anzahl_gaeste', '2']],
      vorname_begleitung: [['vorname_begleitung', 'Ben']],
      nachname_begleitung: [['nachname_begleitung', 'Beispiel']],
    });
    expect((await post('anlass_anmeldung', two, { lang: 'fr' })).statusCode).toBe(200);
    const one = await complete('anlass_anmeldung', {
      anzahl_gaeste: [['anzahl_gaeste', '1']],
      vorname_begleitung: [['vorname_begleitung', 'Nicht gezeigt']],
      nachname_begleitung: undefined,
    });
    expect((await post('anlass_anmeldung', one)).statusCode).toBe(200);
    const [first, second] = await stored('anlass_anmeldung');
    expect(first).toMatchObject({ language: 'fr', data: { anzahl_gaeste: '2', vorname_begleitung: 'Ben', nachname_begleitung: 'Beispiel' } });
    expect(second.data.anzahl_gaeste).toBe('1');
    expect(second.data).not.toHaveProperty('vorname_begleitung');
    const [latest, french] = await mails();
    expect(french.subject).toMatch(/^Nouvel envoi: /);
    expect(french.text).toContain('Ben');
    expect(latest.text).not.toContain('Nicht gezeigt');
  });

  it('orders collection boxes: a box named in the cash_box global, 1 to 3 of them', async () => {
    const [box] = await t.app.services.content.cashBoxNames('de');
    const order = await complete('sammelkaesseli', { auswahl_sammelkaesseli: [['auswahl_sammelkaesseli', box]], stueckzahl: [['stueckzahl', '3']] });
    expect((await post('sammelkaesseli', order)).statusCode).toBe(200);
    expect((await stored('sammelkaesseli'))[0].data).toMatchObject({ auswahl_sammelkaesseli: box, stueckzahl: '3' });
    const wrong = await complete('sammelkaesseli', { auswahl_sammelkaesseli: [['auswahl_sammelkaesseli', 'Goldbarren']], stueckzahl: [['stueckzahl', '4']] });
    const refused = await post('sammelkaesseli', wrong);
    expect(refused.statusCode).toBe(422);
    expect(json<Errors>(refused).data.errors).toEqual({
      auswahl_sammelkaesseli: ['Auswahl Sammelkässeli muss eine der angebotenen Auswahlmöglichkeiten sein.'],
      stueckzahl: ['Stückzahl kann max. 3 sein.'],
    });
    expect(await stored('sammelkaesseli')).toHaveLength(1);
  });

  it('keeps a donation story image (JPEG by its bytes) in the CMS', async () => {
    const fields = await fieldsOf('spendengeschichte');
    const image = fields.find((field) => field.field.type === 'assets')!;
    const response = await post('spendengeschichte', await complete('spendengeschichte'));
    expect(response.statusCode).toBe(200);
    const [story] = await stored('spendengeschichte');
    expect(story.files).toEqual([{ filename: 'foto.jpg', mime_type: 'image/jpeg', filesize: jpeg.length }]);
    expect(story.data).not.toHaveProperty(image.handle);
    expect((await mails())[0].text).toMatch(/- foto\.jpg$/);
  });
});

describe('POST /api/forms/{handle}: what is refused', () => {
  it('answers 422 with each field named in data.errors: required, e-mail, companions, in de and it', async () => {
    const fields = await fieldsOf('anlass_anmeldung');
    const email = fields.find((field) => field.field.validate.includes('email'))!;
    const required = fields.find((field) => field.field.validate.includes('required') && field.field.type === 'text' && field.handle !== email.handle)!;
    const entries = await complete('anlass_anmeldung', {
      [email.handle]: [[email.handle, 'anna@example']],
      [required.handle]: [[required.handle, '  ']],
      anzahl_gaeste: [['anzahl_gaeste', '2']],
      vorname_begleitung: undefined,
      nachname_begleitung: [['nachname_begleitung', '']],
    });
    const before = (await stored('anlass_anmeldung')).length;
    const mailsBefore = (await mails()).length;
    const response = await post('anlass_anmeldung', entries);
    expect(response.statusCode).toBe(422);
    const body = json<Errors>(response);
    expect(body.statusCode).toBe(422);
    expect(body.data.errors).toEqual({
      [required.handle]: [`${required.field.display} ist ein Pflichtfeld.`],
      [email.handle]: [`${email.field.display} muss eine gültige E-Mail-Adresse beinhalten.`],
      vorname_begleitung: [`${fields.find((field) => field.handle === 'vorname_begleitung')!.field.display} ist ein Pflichtfeld.`],
      nachname_begleitung: [`${fields.find((field) => field.handle === 'nachname_begleitung')!.field.display} ist ein Pflichtfeld.`],
    });
    expect(body.errors).toEqual(body.data.errors);
    const italian = json<Errors>(await post('anlass_anmeldung', entries, { lang: 'it' }));
    expect(italian.data.errors[email.handle]).toEqual([expect.stringMatching(/^Il campo «.+» deve contenere un indirizzo e-mail valido\.$/)]);
    expect(await stored('anlass_anmeldung')).toHaveLength(before);
    expect(await mails()).toHaveLength(mailsBefore);
  });

  it('refuses a radio value outside its options, a number that is none, a text over its max', async () => {
    const entries = await complete('anlass_anmeldung', { anzahl_gaeste: [['anzahl_gaeste', '3']] });
    expect(json<Errors>(await post('anlass_anmeldung', entries)).data.errors).toEqual({
      anzahl_gaeste: [expect.stringMatching(/ muss eine der angebotenen Auswahlmöglichkeiten sein\.$/)],
    });
    const order = await complete('sammelkaesseli', { stueckzahl: [['stueckzahl', 'zwei']] });
    expect(json<Errors>(await post('sammelkaesseli', order)).data.errors).toEqual({ stueckzahl: ['Stückzahl muss eine Zahl sein.'] });
    const fields = await fieldsOf('kontakt');
    const textarea = fields.find((field) => field.field.type === 'textarea')!;
    const limit = Number(/^max:(\d+)$/.exec(textarea.field.validate.find((rule) => rule.startsWith('max:')) ?? '')?.[1] ?? textarea.field.max ?? 10_000);
    const long = await complete('kontakt', { [textarea.handle]: [[textarea.handle, 'x'.repeat(limit + 1)]] });
    expect(json<Errors>(await post('kontakt', long)).data.errors).toEqual({
      [textarea.handle]: [`${textarea.field.display} kann max. ${limit} Zeichen lang sein.`],
    });
  });

  it('takes images by their content: a text named .jpg is no image, over 10 MB is too large', async () => {
    const image = (await fieldsOf('spendengeschichte')).find((field) => field.field.type === 'assets')!;
    const fake = await complete('spendengeschichte', { [image.handle]: [[image.handle, Buffer.from('<svg onload="alert(1)"/>'), 'bild.jpg']] });
    expect(json<Errors>(await post('spendengeschichte', fake)).data.errors).toEqual({ [image.handle]: ['Datei muss ein Bild sein.'] });
    // A BMP is an image, but not one the site takes (the CMS keeps JPEG, PNG and WebP).
    const bmp = Buffer.alloc(58);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(58, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    const bitmap = await complete('spendengeschichte', { [image.handle]: [[image.handle, bmp, 'bild.bmp']] });
    expect(json<Errors>(await post('spendengeschichte', bitmap)).data.errors).toEqual({ [image.handle]: ['Datei muss ein Bild sein.'] });
    const huge = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await complete('spendengeschichte', { [image.handle]: [[image.handle, huge, 'gross.jpg']] });
    expect(json<Errors>(await post('spendengeschichte', large)).data.errors).toEqual({ [image.handle]: [`${image.field.display} darf max. 10 MB gross sein`] });
  });

  it('answers a filled honeypot like a success and keeps and sends nothing', async () => {
    const definition = (await t.app.services.content.formDefinition('kontakt', 'de'))!;
    const before = { stored: (await stored('kontakt')).length, mails: (await mails()).length };
    const response = await post('kontakt', [...(await complete('kontakt')), [definition.honeypot, 'http://spam.example']]);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { ok: true } });
    expect((await stored('kontakt')).length).toBe(before.stored);
    expect((await mails()).length).toBe(before.mails);
  });

  it('needs X-Requested-With (400), multipart (415) and a known form (404)', async () => {
    const entries = await complete('kontakt');
    expect((await post('kontakt', entries, { headers: {} })).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/forms/kontakt', headers: SCRIPT, payload: { name: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await post('gibt_es_nicht', entries)).statusCode).toBe(404);
    expect((await post('Bad-Handle', entries)).statusCode).toBe(404);
  });

  it('limits submissions per client address (default 20 an hour; 429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post('gibt_es_nicht', [['x', 'y']], { ip: '203.0.113.7' })).statusCode);
    expect(statuses).toEqual([...Array(20).fill(404), 429]);
    const refused = await post('kontakt', await complete('kontakt'), { ip: '203.0.113.7' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
