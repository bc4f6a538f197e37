import { UPLOAD_TYPE_EXTENSIONS, acceptsUploadType, formatSizeLimit, type AnswerData, type FieldErrors, type FileFieldSpec, type ServerFlow, type ServerLang } from '@portal/shared-domain/server';
import type { Queryable } from '../applications/repository';
import { ApiError } from '../http/errors';
import { translate } from '../http/i18n';

/**
 * Upload ids in answers (OWASP ASVS V8, object-level authorization): every id a file field
 * holds must name an upload that exists, belongs to the application's owner and has a type the
 * field accepts (its `ext` rule: an image field takes images only) within its `size` rule.
 * Checked when an answer is saved and again at submission, from the flows' field definitions
 * (`ServerEndpoint.files`), never per question.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IMAGE_EXTENSIONS = new Set(Object.entries(UPLOAD_TYPE_EXTENSIONS).flatMap(([type, extensions]) => (type.startsWith('image/') ? extensions : [])));

/** The ids a value holds (one, or a list with `multiple`); anything that is not an upload id fails the look-up. */
function idsOf(spec: FileFieldSpec, value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return spec.multiple && Array.isArray(value) ? value : [value];
}

/** 'PDF, XLSX': the accepted types as people know them. */
function typesText(spec: FileFieldSpec): string {
  const accepted = Object.values(UPLOAD_TYPE_EXTENSIONS)
    .filter((extensions) => spec.extensions === null || extensions.some((ext) => spec.extensions!.includes(ext)))
    .map((extensions) => extensions[0].toUpperCase());
  return accepted.join(', ');
}

/** Field errors (first message per key) for the upload ids in `values`; null when all are fine. */
export async function uploadReferenceErrors(
  db: Queryable,
  ownerId: string,
  specs: readonly FileFieldSpec[] | undefined,
  values: AnswerData,
  lang: ServerLang,
): Promise<FieldErrors | null> {
  const present = (specs ?? []).filter((spec) => Object.hasOwn(values, spec.key));
  const wanted = new Set<string>();
  for (const spec of present) {
    for (const id of idsOf(spec, values[spec.key])) if (typeof id === 'string' && UUID.test(id)) wanted.add(id.toLowerCase());
  }
  const rows = wanted.size
    ? await db.selectFrom('uploads').select(['id', 'owner_id', 'mime_type', 'size']).where('id', 'in', [...wanted]).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  const errors: FieldErrors = Object.create(null);
  for (const spec of present) {
    for (const id of idsOf(spec, values[spec.key])) {
      const row = typeof id === 'string' ? byId.get(id.toLowerCase()) : undefined;
      let message: string | null = null;
      // Someone else's upload reads as unknown: the answer does not tell whether it exists.
      if (!row || row.owner_id !== ownerId) message = translate('uploadUnknown', lang);
      else if (!acceptsUploadType(spec, row.mime_type)) {
        const imagesOnly = spec.extensions !== null && spec.extensions.every((ext) => IMAGE_EXTENSIONS.has(ext));
        message = imagesOnly ? translate('uploadNotImage', lang) : translate('uploadWrongType', lang, { types: typesText(spec) });
      } else if (spec.maxKb !== null && row.size > spec.maxKb * 1024) {
        message = translate('uploadTooLarge', lang, { size: formatSizeLimit(spec.maxKb) });
      }
      if (message) {
        errors[spec.key] = [message];
        break;
      }
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** On save: the payload's upload ids (422 with field messages). */
export async function assertUploadReferences(
  db: Queryable,
  ownerId: string,
  specs: readonly FileFieldSpec[] | undefined,
  payload: AnswerData,
  lang: ServerLang,
): Promise<void> {
  const errors = await uploadReferenceErrors(db, ownerId, specs, payload, lang);
  if (errors) throw new ApiError(422, 'validationFailed', { errors });
}

/** At submission: the upload ids of every file field of the flow, in the answers about to be submitted. */
export async function assertStoredUploadReferences(
  db: Queryable,
  ownerId: string,
  flow: ServerFlow | undefined,
  stored: AnswerData,
  lang: ServerLang,
): Promise<void> {
  const specs = flow?.endpoints.flatMap((endpoint) => endpoint.files ?? []) ?? [];
  await assertUploadReferences(db, ownerId, specs, stored, lang);
}

/**
 * The names of the applicant's uploads the answers refer to (id → file name): the PDF prints
 * "verfuegung.pdf", not an id (issue 14, item 14).
 */
export async function uploadNames(db: Queryable, ownerId: string, flow: ServerFlow | undefined, stored: AnswerData): Promise<Map<string, string>> {
  const specs = flow?.endpoints.flatMap((endpoint) => endpoint.files ?? []) ?? [];
  const ids = new Set<string>();
  for (const spec of specs) for (const id of idsOf(spec, stored[spec.key])) if (typeof id === 'string' && UUID.test(id)) ids.add(id.toLowerCase());
  if (!ids.size) return new Map();
  const rows = await db.selectFrom('uploads').select(['id', 'name']).where('owner_id', '=', ownerId).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id.toLowerCase(), row.name]));
}
