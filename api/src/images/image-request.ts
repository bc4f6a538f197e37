import { FOCUS_PATTERN, IMAGE_SIZES, type ServerLang } from '@portal/shared-domain/server';
import { ApiError, notFound, type FieldErrors } from '../http/errors';
import { translate, type MessageKey } from '../http/i18n';

/**
 * What `/img/media/{file}?w=&h=&fit=` asks for (spec 00 §2.9, §7.4). Only the sizes of
 * IMAGE_SIZES are served, in the forms `imageUrl` writes: crop sizes `?w=&h=` with optional
 * `&fit=crop-{x}-{y}` (a centred crop without it), max sizes `?w=&fit=max`. Anything else is a
 * 400, so nobody can make the server resize to sizes of their choosing.
 */
export type ImageRequest =
  | { file: string; fit: 'max'; w: number }
  | { file: string; fit: 'crop'; w: number; h: number; focus: Focus };

/** The crop focus in percent of the width and height. */
export interface Focus {
  x: number;
  y: number;
}

const CROP_SIZES = Object.values(IMAGE_SIZES).filter((size) => size.fit === 'crop');
const MAX_SIZES = Object.values(IMAGE_SIZES).filter((size) => size.fit === 'max');
const PARAMS = ['w', 'h', 'fit'];

/** The allowed query strings, named in the 400 answer. */
export const ALLOWED_SIZES = [
  ...CROP_SIZES.map((size) => `w=${size.w}&h=${size.h}`),
  ...MAX_SIZES.map((size) => `w=${size.w}&fit=max`),
].join(', ');

/**
 * The file below `/img/`: only `media/{name}`. Empty and dot segments, backslashes and control
 * characters (NUL among them) are a 400 whether percent-encoded or not, so neither `..` nor an
 * absolute path can leave the media directory; other prefixes are 404.
 */
function mediaFile(rawPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath.slice('/img/'.length));
  } catch {
    throw new ApiError(400, 'imagePathInvalid');
  }
  const segments = decoded.split('/');
  const bad = (segment: string) => segment === '' || segment === '.' || segment === '..' || /[\\\u0000-\u001f\u007f]/.test(segment);
  if (segments.some(bad)) throw new ApiError(400, 'imagePathInvalid');
  if (segments.length !== 2 || segments[0] !== 'media') throw notFound();
  return segments[1];
}

function focusOf(fit: string): Focus | null {
  const match = fit.startsWith('crop-') ? FOCUS_PATTERN.exec(fit.slice('crop-'.length)) : null;
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}

/**
 * Parses the raw request URL (`/img/media/a.jpg?w=400&h=400`) itself rather than Fastify's
 * query object, so a repeated parameter or a number written `0400` cannot slip through.
 * Throws the 400/404 ApiError; the 400 names the allowed sizes and each wrong parameter.
 */
export function parseImageRequest(url: string, lang: ServerLang): ImageRequest {
  const at = url.indexOf('?');
  const file = mediaFile(at === -1 ? url : url.slice(0, at));
  const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  const errors: FieldErrors = Object.create(null);
  const problem = (field: string, key: MessageKey, params?: Record<string, string>) => {
    errors[field] ??= [translate(key, lang, params)];
  };
  const seen = new Set<string>();
  for (const key of query.keys()) {
    if (!PARAMS.includes(key)) problem(key, 'unknownField');
    else if (seen.has(key)) problem(key, 'invalidValue');
    seen.add(key);
  }
  const w = query.get('w');
  const h = query.get('h');
  const fit = query.get('fit');
  const max = fit === 'max';
  const focus = fit === null || max ? { x: 50, y: 50 } : focusOf(fit);
  if (!focus) problem('fit', 'allowedValues', { values: 'max, crop-{x}-{y} (0–100)' });
  if (w === null) problem('w', 'missingValue');
  if (max && h !== null) problem('h', 'unknownField');
  if (!max && h === null) problem('h', 'missingValue');
  // Compared as text: `w=0400` or `w=400.0` is not an allowed size.
  const size = (max ? MAX_SIZES : CROP_SIZES).find((entry) => String(entry.w) === w && (max || String(entry.h) === h));
  const problems = Object.keys(errors).length > 0;
  if (problems || !size || !focus) {
    throw new ApiError(400, 'imageSizeNotAllowed', { params: { sizes: ALLOWED_SIZES }, ...(problems ? { errors } : {}) });
  }
  return max ? { file, fit: 'max', w: size.w } : { file, fit: 'crop', w: size.w, h: size.h, focus };
}
