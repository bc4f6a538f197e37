import sharp from 'sharp';
import { ApiError } from '../http/errors';
import type { Focus, ImageRequest } from './image-request';

/** The source types that are resized, told by their first bytes (the file name is the uploader's word). */
const SOURCE_SIGNATURES: { type: string; matches: (head: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { type: 'image/png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', matches: (head) => head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP' },
  { type: 'image/gif', matches: (head) => /^GIF8[79]a$/.test(head.toString('latin1', 0, 6)) },
];

export function sourceType(head: Buffer): string | null {
  return SOURCE_SIGNATURES.find((signature) => signature.matches(head))?.type ?? null;
}

/** The type of an answer this module produced (served from the cache without asking sharp). */
export function outputType(body: Buffer): string {
  const type = sourceType(body);
  if (type === 'image/jpeg' || type === 'image/png' || type === 'image/webp') return type;
  throw new Error('not an image this route writes');
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest region of the source with the target's aspect ratio whose centre is as close to
 * the focus as the source's edges allow: resizing it to w×h covers the target around the focus.
 */
export function cropRegion(source: { width: number; height: number }, target: { w: number; h: number }, focus: Focus): Region {
  const scale = Math.min(source.width / target.w, source.height / target.h);
  const width = Math.max(1, Math.min(source.width, Math.round(target.w * scale)));
  const height = Math.max(1, Math.min(source.height, Math.round(target.h * scale)));
  const place = (size: number, extent: number, percent: number) =>
    Math.min(extent - size, Math.max(0, Math.round((percent / 100) * extent - size / 2)));
  return { left: place(width, source.width, focus.x), top: place(height, source.height, focus.y), width, height };
}

/**
 * Resizes a source image (jpeg, png, webp or gif; a gif gives its first frame). Upright by its
 * EXIF orientation first; the output carries no metadata (sharp's default), so neither camera
 * data nor locations leak. WebP when the client accepts it, else PNG when there is transparency
 * and JPEG otherwise.
 */
export async function resizeImage(source: Buffer, request: ImageRequest, webp: boolean): Promise<Buffer> {
  try {
    const image = sharp(source, { autoOrient: true, failOn: 'error' });
    const metadata = await image.metadata();
    if (request.fit === 'max') {
      image.resize({ width: request.w, withoutEnlargement: true });
    } else {
      const upright = metadata.autoOrient ?? metadata;
      image.extract(cropRegion(upright, request, request.focus)).resize({ width: request.w, height: request.h, fit: 'fill' });
    }
    if (webp) image.webp({ quality: 80 });
    else if (metadata.hasAlpha) image.png({ compressionLevel: 9, adaptiveFiltering: true });
    else image.jpeg({ quality: 82, progressive: true, mozjpeg: true });
    return await image.toBuffer();
  } catch {
    throw new ApiError(422, 'fileDamaged');
  }
}
