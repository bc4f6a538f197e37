import { expect, type APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { API_URL } from './env';

/** A 1×1 PNG image. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads a file as the token's applicant (POST /api/uploads) and returns its id: answers may only name the applicant's own uploads. */
export async function uploadFile(request: APIRequestContext, token: string, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const response = await request.post(`${API_URL}/uploads`, { headers: { authorization: `Bearer ${token}` }, multipart: { file: { name, mimeType, buffer } } });
  expect(response.status(), `upload ${name}`).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A one-page portrait PDF (documents must be portrait). */
export async function portraitPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

/** Uploads a one-page portrait PDF as the token's applicant and returns its id. */
export async function uploadPdf(request: APIRequestContext, token: string, name = 'beleg.pdf'): Promise<string> {
  return uploadFile(request, token, name, 'application/pdf', await portraitPdf());
}

/** Uploads a 1×1 PNG image as the token's applicant and returns its id. */
export async function uploadPng(request: APIRequestContext, token: string, name = 'bild.png'): Promise<string> {
  return uploadFile(request, token, name, 'image/png', PNG);
}
