import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { ApiError } from '../http/errors';

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

function sniffImage(buf: Buffer): string | null {
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

/** Zip-bomb limits, checked on the central directory before anything is decompressed. */
export const ZIP_LIMITS = { maxEntries: 2000, maxTotalUncompressed: 200 * 1024 * 1024, maxRatio: 100 };

/**
 * Reads the zip's central directory (not the local headers, which may lie) and refuses archives
 * whose declared uncompressed size or compression ratio is excessive, or that use ZIP64.
 */
export function checkZipDirectory(buf: Buffer): void {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ApiError(415, 'fileTypeNotAllowed');
  const entries = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff || entries > ZIP_LIMITS.maxEntries) throw new ApiError(422, 'fileDamaged');
  if (dirOffset + dirSize > buf.length) throw new ApiError(422, 'fileDamaged');
  let at = dirOffset;
  let compressed = 0;
  let uncompressed = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new ApiError(422, 'fileDamaged');
    const entryCompressed = buf.readUInt32LE(at + 20);
    const entryUncompressed = buf.readUInt32LE(at + 24);
    if (entryCompressed === 0xffffffff || entryUncompressed === 0xffffffff) throw new ApiError(422, 'fileDamaged');
    compressed += entryCompressed;
    uncompressed += entryUncompressed;
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  if (uncompressed > ZIP_LIMITS.maxTotalUncompressed || uncompressed > Math.max(compressed, 1) * ZIP_LIMITS.maxRatio) {
    throw new ApiError(422, 'fileDamaged');
  }
}

/** An xlsx is a zip with [Content_Types].xml declaring a spreadsheet and xl/workbook.xml. */
async function isXlsx(buf: Buffer): Promise<boolean> {
  checkZipDirectory(buf);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(buf, { checkCRC32: false });
  } catch {
    throw new ApiError(422, 'fileDamaged');
  }
  const types = zip.file('[Content_Types].xml');
  if (!types || !zip.file('xl/workbook.xml')) return false;
  const xml = await types.async('string').catch(() => '');
  return xml.includes('spreadsheetml');
}

/** PDFs must be portrait on every page; the page's /Rotate turns a portrait box into landscape. */
export async function assertPortraitPdf(buf: Buffer): Promise<void> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(buf, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw new ApiError(422, 'fileDamaged');
  }
  const pages = doc.getPages();
  if (pages.length === 0) throw new ApiError(422, 'fileDamaged');
  for (const page of pages) {
    const { width, height } = page.getCropBox();
    const quarterTurns = Math.round((((page.getRotation().angle % 360) + 360) % 360) / 90) % 2;
    const [w, h] = quarterTurns === 1 ? [height, width] : [width, height];
    if (Math.abs(w) > Math.abs(h)) throw new ApiError(422, 'pdfPortraitOnly');
  }
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
