import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';

/** Upload helpers of the API tests: multipart bodies by hand, small valid files, real uploads. */

/** A multipart body by hand, so the declared type and name can lie. */
export function multipartBody(content: Buffer, filename: string, contentType = 'application/octet-stream', field = 'file') {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A one-page portrait A4 PDF. */
export async function portraitPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

/** POST /api/uploads as the token's owner; returns the upload id (throws unless 201). */
export async function uploadFile(app: FastifyInstance, token: string, content: Buffer, filename: string): Promise<string> {
  const body = multipartBody(content, filename);
  const response = await app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  if (response.statusCode !== 201) throw new Error(`upload ${filename}: ${response.statusCode} ${response.body}`);
  return (JSON.parse(response.body) as { data: { id: string } }).data.id;
}
