import { PDFDocument } from 'pdf-lib';
import { ApiError } from '../http/errors';
import { verifyZip, zipEntries } from './zip';

/**
 * What a file really is, decided from its bytes (OWASP file upload cheat sheet): the name and
 * the content-type header are the client's word and are ignored.
 */
export interface Sniffed {
  kind: 'document' | 'image';
  mimeType: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** The image type of a file by its first bytes, or null when it is no image the portal takes. */
export function sniffImage(buf: Buffer): string | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'image/webp';
  // BMP: "BM", and the header's file size and pixel offset must be plausible.
  if (ascii(buf, 0, 2) === 'BM' && buf.length >= 26) {
    const declared = buf.readUInt32LE(2);
    const offset = buf.readUInt32LE(10);
    if (declared <= buf.length + 16 && offset >= 26 && offset < buf.length) return 'image/bmp';
  }
  // AVIF: an ISO-BMFF "ftyp" box whose major or compatible brands include avif/avis.
  if (buf.length >= 16 && ascii(buf, 4, 8) === 'ftyp') {
    const size = buf.readUInt32BE(0);
    if (size >= 16 && size <= Math.min(buf.length, 4096)) {
      for (let at = 8; at + 4 <= size; at += 4) {
        if (at === 12) continue; // minor version
        const brand = ascii(buf, at, at + 4);
        if (brand === 'avif' || brand === 'avis') return 'image/avif';
      }
    }
  }
  return null;
}

const CONTENT_TYPES = '[Content_Types].xml';

/**
 * An xlsx is a zip with [Content_Types].xml declaring a spreadsheet and xl/workbook.xml. Other
 * zips are refused by their directory alone; a workbook is inflated entry by entry within the
 * caps of zip.ts before it is accepted.
 */
async function isXlsx(buf: Buffer): Promise<boolean> {
  const entries = zipEntries(buf);
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has(CONTENT_TYPES) || !names.has('xl/workbook.xml')) return false;
  const contents = await verifyZip(buf, entries, [CONTENT_TYPES]);
  return (contents.get(CONTENT_TYPES)?.toString('utf8') ?? '').includes('spreadsheetml');
}

/**
 * PDFs must be portrait on every page; the page's /Rotate turns a portrait box into landscape.
 * pdf-lib throws on damaged structure anywhere (loading, the page tree, a page's boxes): every
 * such failure is the file's, 422.
 */
export async function assertPortraitPdf(buf: Buffer): Promise<void> {
  let landscape: boolean;
  try {
    const doc = await PDFDocument.load(buf, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    const pages = doc.getPages();
    if (pages.length === 0) throw new ApiError(422, 'fileDamaged');
    landscape = pages.some((page) => {
      const { width, height } = page.getCropBox();
      const quarterTurns = Math.round((((page.getRotation().angle % 360) + 360) % 360) / 90) % 2;
      const [w, h] = quarterTurns === 1 ? [height, width] : [width, height];
      return Math.abs(w) > Math.abs(h);
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(422, 'fileDamaged');
  }
  if (landscape) throw new ApiError(422, 'pdfPortraitOnly');
}

export async function sniffFile(buf: Buffer): Promise<Sniffed> {
  const image = sniffImage(buf);
  if (image) return { kind: 'image', mimeType: image };
  if (ascii(buf, 0, 5) === '%PDF-') {
    await assertPortraitPdf(buf);
    return { kind: 'document', mimeType: 'application/pdf' };
  }
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && (await isXlsx(buf))) return { kind: 'document', mimeType: XLSX };
  throw new ApiError(415, 'fileTypeNotAllowed');
}
