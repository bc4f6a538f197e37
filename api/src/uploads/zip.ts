import zlib from 'node:zlib';
import { formatSizeLimit } from '@portal/shared-domain/server';
import { ApiError } from '../http/errors';

/**
 * A minimal zip reader for the xlsx content check (OWASP file upload cheat sheet: zip bombs).
 * The central directory's sizes are the uploader's word: they are used to refuse early, then
 * every entry is really inflated, streaming and counted, and the count stops at the caps. Nothing
 * but `[Content_Types].xml` is kept in memory, so a 600 KB archive that inflates to 600 MB costs
 * a few MB of CPU work before the 422, never 600 MB of memory.
 */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  /** Inflated bytes of one entry. */
  maxEntryBytes: 16 * 1024 * 1024,
  /** Inflated bytes of all entries together. */
  maxTotalBytes: 32 * 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const damaged = () => new ApiError(422, 'fileDamaged');
const tooLarge = (limits: typeof ZIP_LIMITS) =>
  new ApiError(422, 'zipTooLarge', { params: { size: formatSizeLimit(Math.round(limits.maxTotalBytes / 1024)) } });

/** The entries listed in the central directory; ZIP64, split or inconsistent archives are refused. */
export function zipEntries(buf: Buffer, limits = ZIP_LIMITS): ZipEntry[] {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ApiError(415, 'fileTypeNotAllowed');
  const count = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff || buf.readUInt16LE(eocd + 4) !== 0) throw damaged();
  if (count > limits.maxEntries || dirOffset + dirSize > eocd) throw damaged();
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || buf.readUInt32LE(at) !== 0x02014b50) throw damaged();
    const nameLength = buf.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      uncompressedSize: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, Math.min(at + 46 + nameLength, eocd)),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff || entry.localOffset === 0xffffffff) throw damaged();
    entries.push(entry);
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
}

/** The compressed bytes of an entry, located through its local header (which must agree). */
function entryData(buf: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) throw damaged();
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw damaged();
  return buf.subarray(start, end);
}

class CapReached extends Error {}

/**
 * Inflates raw deflate data as a stream, counting the bytes; stops as soon as `cap` is passed.
 * `keep`: the inflated bytes are returned (only for small entries that are read).
 */
export function inflateCapped(data: Buffer, cap: number, keep = false): Promise<{ size: number; content: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      run();
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        inflate.destroy();
        settle(() => reject(new CapReached()));
      } else if (keep) {
        chunks.push(chunk);
      }
    });
    inflate.on('error', () => settle(() => reject(damaged())));
    inflate.on('end', () => settle(() => resolve({ size, content: keep ? Buffer.concat(chunks) : null })));
    inflate.end(data);
  });
}

/**
 * Checks every entry of the archive: stored or deflated, not encrypted, and inflating to exactly
 * the size the directory declares, within the caps. Returns the contents of the entries named in
 * `read` (small files such as `[Content_Types].xml`).
 */
export async function verifyZip(buf: Buffer, entries: ZipEntry[], read: string[] = [], limits = ZIP_LIMITS): Promise<Map<string, Buffer>> {
  let declared = 0;
  for (const entry of entries) {
    if (entry.uncompressedSize > limits.maxEntryBytes) throw tooLarge(limits);
    declared += entry.uncompressedSize;
  }
  if (declared > limits.maxTotalBytes) throw tooLarge(limits);
  const contents = new Map<string, Buffer>();
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1) throw damaged(); // encrypted
    const data = entryData(buf, entry);
    const keep = read.includes(entry.name);
    const cap = Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total);
    let size: number;
    if (entry.method === 0) {
      if (data.length > cap) throw tooLarge(limits);
      size = data.length;
      if (keep) contents.set(entry.name, data);
    } else if (entry.method === 8) {
      try {
        const inflated = await inflateCapped(data, cap, keep);
        size = inflated.size;
        if (inflated.content) contents.set(entry.name, inflated.content);
      } catch (error) {
        if (error instanceof CapReached) throw tooLarge(limits);
        throw error;
      }
    } else {
      throw damaged();
    }
    // A directory that lies about sizes is not a file we keep.
    if (size !== entry.uncompressedSize) throw damaged();
    total += size;
  }
  return contents;
}
