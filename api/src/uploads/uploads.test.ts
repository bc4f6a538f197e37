import JSZip from 'jszip';
import { PDFDocument, degrees } from 'pdf-lib';
import zlib from 'node:zlib';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { lyingZip } from '../test-support/zip-bomb';
import { ZIP_LIMITS, inflateCapped, verifyZip, zipEntries } from './zip';

let t: TestApp;
let owner: string;
let other: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.tokenFor('files@example.org');
  other = await t.tokenFor('stranger@example.org');
  admin = await t.tokenFor('files-admin@example.org', { admin: true });
});
afterAll(() => t.close());

/** A multipart body by hand, so the declared type and name can lie. */
function multipart(content: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (content: Buffer, filename: string, contentType = 'application/octet-stream', token = owner) => {
  const body = multipart(content, filename, contentType);
  return t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};

async function pdf(pages: { size: [number, number]; rotate?: number }[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const page of pages) {
    const p = doc.addPage(page.size);
    if (page.rotate) p.setRotation(degrees(page.rotate));
  }
  return Buffer.from(await doc.save());
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40)]);
const AVIF = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.from([0, 0, 0, 0]), Buffer.from('avifmif1miaf'), Buffer.alloc(40)]);
function bmp(): Buffer {
  const buf = Buffer.alloc(70);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(70, 2);
  buf.writeUInt32LE(54, 10);
  return buf;
}

async function xlsx(extra?: (zip: JSZip) => void): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>');
  zip.file('xl/workbook.xml', '<workbook/>');
  extra?.(zip);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('uploads', () => {
  it.each([
    ['image.png', PNG, 'image', 'image/png'],
    ['photo.jpg', JPEG, 'image', 'image/jpeg'],
    ['photo.webp', WEBP, 'image', 'image/webp'],
    ['photo.avif', AVIF, 'image', 'image/avif'],
    ['bitmap.bmp', bmp(), 'image', 'image/bmp'],
  ])('accepts %s by its content', async (name, content, kind, mimeType) => {
    const response = await upload(content as Buffer, name as string, 'text/plain');
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toMatchObject({ kind, mimeType, name, size: (content as Buffer).length });
  });

  it('accepts portrait PDFs, also a landscape box rotated by 90°, and xlsx workbooks', async () => {
    const portrait = await upload(await pdf([{ size: [595, 842] }, { size: [842, 595], rotate: 90 }]), 'antrag.pdf');
    expect(portrait.statusCode).toBe(201);
    expect(json(portrait).data).toMatchObject({ kind: 'document', mimeType: 'application/pdf' });
    const sheet = await upload(await xlsx(), 'liste.xlsx');
    expect(sheet.statusCode).toBe(201);
    expect(json(sheet).data).toMatchObject({ mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  });

  it('refuses landscape PDFs, on any page or by /Rotate (422)', async () => {
    for (const pages of [[{ size: [842, 595] as [number, number] }], [{ size: [595, 842] as [number, number] }, { size: [842, 595] as [number, number] }], [{ size: [595, 842] as [number, number], rotate: 270 }]]) {
      const response = await upload(await pdf(pages), 'quer.pdf', 'application/pdf');
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({ message: 'PDF-Dateien werden nur im Hochformat unterstützt.' });
    }
  });

  it('refuses disguised files whatever their name or declared type (415)', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    for (const [content, name, type] of [
      [exe, 'antrag.pdf', 'application/pdf'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'bild.png', 'image/png'],
      [Buffer.from('%PD'), 'short.pdf', 'application/pdf'],
    ] as const) {
      const response = await upload(content, name, type);
      expect(response.statusCode).toBe(415);
      expect(json<{ message: string }>(response).message).toMatch(/Dateityp wird nicht unterstützt/);
    }
    // A zip that is not a workbook (e.g. a .docx or any archive) is not an xlsx.
    const zip = new JSZip();
    zip.file('word/document.xml', '<w/>');
    const docx = await upload(await zip.generateAsync({ type: 'nodebuffer' }), 'liste.xlsx');
    expect(docx.statusCode).toBe(415);
  });

  it('refuses a zip bomb disguised as xlsx before decompressing it', async () => {
    const bomb = await xlsx((zip) => zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024, 0x41)));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(bomb, 'budget.xlsx');
    expect(response.statusCode).toBe(422);
  });

  it('refuses a 300 KB xlsx that inflates to 300 MB while its directory claims 1 KB, without inflating it (422)', async () => {
    for (const bombName of ['[Content_Types].xml', 'xl/worksheets/sheet1.xml']) {
      const bomb = lyingZip(300, bombName);
      expect(bomb.length).toBeLessThan(400 * 1024);
      const rss = process.memoryUsage().rss;
      const started = Date.now();
      const response = await upload(bomb, 'budget.xlsx');
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({ message: 'Die Excel-Datei ist entpackt zu gross (max. 32 MB).' });
      // Streamed and counted, stopped at the cap: neither 300 MB in memory nor the time to inflate them.
      expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
      expect(Date.now() - started).toBeLessThan(2000);
    }
    expect(await t.app.services.db.selectFrom('uploads').select('id').where('name', '=', 'budget.xlsx').execute()).toEqual([]);
  });

  it('refuses an xlsx whose entries inflate to other sizes than declared, and stops each entry at its cap', async () => {
    const lying = lyingZip(1, 'xl/styles.xml');
    const response = await upload(lying, 'liste.xlsx');
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ message: 'Die Datei ist beschädigt oder kann nicht gelesen werden.' });
    const small = { ...ZIP_LIMITS, maxEntryBytes: 64 * 1024 };
    const bomb = lyingZip(10, 'xl/sheet.xml');
    await expect(verifyZip(bomb, zipEntries(bomb), [], small)).rejects.toMatchObject({ status: 422, key: 'zipTooLarge' });
    await expect(inflateCapped(zlib.deflateRawSync(Buffer.alloc(1024 * 1024)), 100_000)).rejects.toThrow();
    expect((await inflateCapped(zlib.deflateRawSync(Buffer.from('abc')), 100, true)).content?.toString()).toBe('abc');
  });

  it('refuses damaged PDFs with 422, wherever pdf-lib stumbles', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 300]);
    const text = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
    const damaged = [
      '%PDF-1.4\n',
      `%PDF-1.7\n${'x'.repeat(1000)}`,
      text.slice(0, text.length / 2),
      text.replace(/\/MediaBox\s*\[[^\]]*\]/, ''),
      text.replace(/\/MediaBox\s*\[[^\]]*\]/, '/MediaBox [ /a /b (x) ]'),
      text.replace(/\/MediaBox/, '/Rotate /x /MediaBox'),
      text.replace(/\/Kids \[ (\d+) 0 R \]/, '/Kids [ 1 0 R ]'),
      text.replace(/\/Kids \[[^\]]*\]/, '/Kids 5'),
      text.replace(/\/Pages (\d+) 0 R/, '/Pages 7'),
    ];
    for (const content of damaged) {
      const response = await upload(Buffer.from(content, 'latin1'), 'kaputt.pdf', 'application/pdf');
      expect([response.statusCode, response.body]).toEqual([422, JSON.stringify({ message: 'Die Datei ist beschädigt oder kann nicht gelesen werden.' })]);
    }
  });

  it('answers multipart without boundary or cut off with 400, not 500', async () => {
    const send = (payload: string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { 'content-type': contentType, ...bearer(owner) } });
    const noBoundary = await send('--x\r\n\r\n', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(json<{ message: string }>(noBoundary).message).toMatch(/multipart\/form-data/);
    const cut = await send('--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc', 'multipart/form-data; boundary=b');
    expect(cut.statusCode).toBe(400);
  });

  it('refuses files over 20 MB with 413 and the German message', async () => {
    const response = await upload(Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 + 10)]), 'gross.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'Die Datei ist zu gross (max. 20 MB).' });
  });

  it('refuses requests without a file part or not multipart', async () => {
    const body = multipart(PNG, 'x.png', 'image/png', 'other');
    const noFile = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...bearer(owner) } });
    expect(noFile.statusCode).toBe(400);
    const asJson = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: { file: 'x' }, headers: bearer(owner) });
    expect(asJson.statusCode).toBe(415);
  });

  it('lets only the owner and admins download, with the sniffed type', async () => {
    const created = json<{ data: { id: string } }>(await upload(PNG, 'mein bild.png')).data;
    const mine = await t.app.inject({ method: 'GET', url: `/api/uploads/${created.id}`, headers: bearer(owner) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${created.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${created.id}`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${created.id}` })).statusCode).toBe(401);
  });
});
