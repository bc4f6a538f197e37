import type { FileLike } from './types';

/** Accepted upload MIME types (spec 00 §3.14). */
export const ACCEPTED_UPLOAD_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/avif',
  'image/bmp',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

/** The same list as file extensions, for the `ext` rule. */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['pdf', 'xlsx', 'avif', 'bmp', 'jpg', 'jpeg', 'png', 'webp'] as const;

/** One file or a list of files, as file rules see them. */
export function filesOf(value: unknown): FileLike[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is FileLike => typeof item === 'object' && item !== null);
}

/** The size limit as the message shows it: KB below 1024, MB from 1024 KB on (spec 00 §5.1). */
export function formatSizeLimit(kb: number): string {
  if (kb < 1024) return `${kb} KB`;
  const mb = Math.round((kb / 1024) * 100) / 100;
  return `${mb} MB`;
}
