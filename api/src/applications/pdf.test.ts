import { inflateSync } from 'node:zlib';
import { renderApplicationPdf } from './pdf';
import type { ApplicationJson } from '../http/schemas';

/** The text drawn on the PDF's pages (pdf-lib writes WinAnsi hex strings into Flate streams). */
function drawnText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(hex[1], 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

const application = {
  id: 'a1',
  number: '2026-000042',
  type: 'single-person',
  subtype: null,
  status: 'submitted',
  issuer: 'anna@example.org',
  submittedAt: '2026-11-20T10:00:00.000Z',
  contact: null,
  representation: null,
  identification: 'self-reliant',
  reasonForRequest: 'travel',
  disabilityInsurance: true,
  disabilityInsuranceDocumentId: '3f0c1a9e-1111-4222-8333-444455556666',
  expenses: [{ type: 'kurskosten', amount: 900 }],
} as unknown as ApplicationJson;

describe('the application PDF', () => {
  it('prints the answers as the review page shows them: labelled, formatted, in the language, no keys or ids', async () => {
    const text = drawnText(await renderApplicationPdf(application, 'de'));
    expect(text).toContain('Wofür beantragen Sie Unterstützung?');
    expect(text).toContain('Ferienreise');
    expect(text).toContain('Verfügung der Invalidenversicherung (IV)');
    expect(text).toContain('Hochgeladene Datei');
    expect(text).not.toContain('reasonForRequest');
    expect(text).not.toContain('3f0c1a9e');
    expect(text).not.toContain('{"type"');
    // With the names of the applicant's uploads, the file is listed by its name (issue 14, item 14).
    const named = drawnText(await renderApplicationPdf(application, 'de', new Map([['3f0c1a9e-1111-4222-8333-444455556666', 'iv-verfuegung.pdf']])));
    expect(named).toContain('iv-verfuegung.pdf');
    expect(named).not.toContain('3f0c1a9e');
    const french = drawnText(await renderApplicationPdf(application, 'fr'));
    expect(french).toContain('Voyage de vacances');
  });
});
