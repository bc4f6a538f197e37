import type { FileLike, Rule } from './types';

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

/** The largest upload the API takes (its default `uploadLimitBytes`), for fields' `size` rules and hints. */
export const UPLOAD_MAX_KB = 20 * 1024;

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

/** The file extensions of each accepted type, to match an upload's sniffed type with an `ext` rule. */
export const UPLOAD_TYPE_EXTENSIONS: Record<(typeof ACCEPTED_UPLOAD_TYPES)[number], readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'image/avif': ['avif'],
  'image/bmp': ['bmp'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/**
 * A payload key that carries upload ids (a file field), as the server checks it on save and on
 * submission: each id must name an upload of the applicant whose type the field accepts.
 */
export interface FileFieldSpec {
  /** Payload and stored key, e.g. 'taxableIncomeDocumentId', 'imageIds'. */
  key: string;
  /** A list of ids; else one id (or null). */
  multiple: boolean;
  /** Extensions the field's `ext` rule accepts (lower case, no dot); null: any accepted type. */
  extensions: string[] | null;
  /** The field's `size` rule in KB; null: the upload limit only. */
  maxKb: number | null;
}

/** Input kinds whose value is an upload id (or a list of them with `multiple`). */
const UPLOAD_KINDS = new Set(['file-select', 'template-upload', 'file-or-none']);

/** The spec of a field stored under `key`, or null when the field holds no uploads. */
export function fileFieldSpec(field: { kind: string; multiple?: boolean; rules?: readonly Rule[] }, key: string): FileFieldSpec | null {
  if (!UPLOAD_KINDS.has(field.kind)) return null;
  let extensions: string[] | null = null;
  let maxKb: number | null = null;
  for (const rule of field.rules ?? []) {
    if (rule.rule === 'ext') extensions = rule.extensions.map((ext) => ext.toLowerCase().replace(/^\./, ''));
    if (rule.rule === 'size') maxKb = rule.kb;
  }
  return { key, multiple: field.kind === 'file-select' && !!field.multiple, extensions, maxKb };
}

/** Does a field of this spec accept an upload of this (sniffed) MIME type? */
export function acceptsUploadType(spec: FileFieldSpec, mimeType: string): boolean {
  const extensions = UPLOAD_TYPE_EXTENSIONS[mimeType as keyof typeof UPLOAD_TYPE_EXTENSIONS];
  if (!extensions) return false;
  return spec.extensions === null || extensions.some((ext) => spec.extensions!.includes(ext));
}
