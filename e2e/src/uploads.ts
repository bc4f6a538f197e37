import { expect, type APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { API_URL } from './env';

/**
 * Uploads a one-page portrait PDF as the token's applicant (POST /api/uploads) and returns its id:
 * answers may only name the applicant's own uploads.
 */
export async function uploadPdf(request: APIRequestContext, token: string, name = 'beleg.pdf'): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  const response = await request.post(`${API_URL}/uploads`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) } },
  });
  expect(response.status(), `upload ${name}`).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
