import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CASH_BOX_FIELD,
  FORM_IMAGE_MAX_KB,
  expandFormFields,
  isFormFieldActive,
  validateFormValues,
  type FileLike,
  type FormField,
} from '@portal/shared-domain/server';
import { RateLimiter } from '../auth/rate-limiter';
import { ApiError, notFound, type FieldErrors } from '../http/errors';
import { requestLang, translate } from '../http/i18n';
import { isCleanText } from '../http/input-guard';
import { errorResponses } from '../http/schemas';
import { formSubmissionMail, type SubmissionLine } from '../mail/templates';
import { displayName, readParts } from '../uploads/multipart';
import { sniffImage } from '../uploads/sniff';
import { Ok, SiteFieldErrors, assertScriptRequest, clientOf, enforceLimit, siteFieldErrors } from './public-writes';

/** An image part as read: its bytes, its name for display, its type by content (null: no image). */
interface ImagePart {
  filename: string;
  buffer: Buffer;
  mimeType: string | null;
  tooLarge: boolean;
}

const IMAGE_LIMIT_BYTES = FORM_IMAGE_MAX_KB * 1024;
/**
 * Per request: at most 10 images of 10 MB (the builder allows max_files up to 10), 100 text
 * entries of 64 KB (a textarea's 10,000 characters in any script fit; a longer one fails its rule).
 */
const PART_LIMITS = { fileSize: IMAGE_LIMIT_BYTES, files: 10, fields: 100, parts: 110, fieldSize: 64 * 1024 };

/** 'interessen[]' (checkboxes send one entry per value) is the field 'interessen'. */
const keyOf = (name: string) => name.replace(/\[\]$/, '');

/** What the foundation reads in the e-mail: options by their label, lists joined. */
function lineOf(field: FormField, value: unknown): SubmissionLine {
  const options = field.field.options ?? {};
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const text = list.map((item) => (typeof item === 'string' && Object.hasOwn(options, item) ? options[item] : String(item))).join(', ');
  return { label: field.field.display || field.handle, value: text };
}

/**
 * `POST /api/forms/{handle}` (spec 00 §2.10, §4.9, §5.5, §7.4): a visitor's submission of a
 * CMS form. Every rule is checked here from the definition the CMS holds, never from what the
 * page sent; a filled honeypot is answered like a success and nothing is kept or sent.
 */
export const formRoutes: FastifyPluginAsync = async (plainApp) => {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const { content, mailer, options } = app.services;
  const limiter = new RateLimiter(options.publicLimits.formsPerIp, options.publicLimits.windowMs, () => options.now().getTime());

  app.post(
    '/forms/:handle',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Submit a CMS form (multipart: one entry per field handle, checkboxes as handle[], images as file parts)',
        description:
          'Needs `X-Requested-With` (else 400). Rules come from the form definition; 422 names each field in `data.errors`. ' +
          'Images by content (JPEG, PNG, WebP), at most 10 MB. A 429 carries `Retry-After`.',
        params: Type.Object({ handle: Type.String({ maxLength: 60 }) }, { additionalProperties: false }),
        body: {
          content: {
            // Parsed by @fastify/multipart as a stream; the schema documents the form for OpenAPI.
            'multipart/form-data': { schema: { additionalProperties: { type: 'string' } } },
          },
        },
        response: { 200: Ok, 422: SiteFieldErrors, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      assertScriptRequest(request);
      enforceLimit(limiter, clientOf(request), reply);
      const lang = requestLang(request);
      const { handle } = request.params;
      if (!/^[a-z][a-z0-9_]{0,59}$/.test(handle)) throw notFound();
      if (!request.isMultipart()) throw new ApiError(415, 'unsupportedMediaType');
      const definition = await content.formDefinition(handle, lang);
      if (!definition) throw notFound();

      const texts = new Map<string, string[]>();
      const images = new Map<string, ImagePart[]>();
      await readParts(request, { limits: PART_LIMITS, throwFileSizeLimit: false }, async (part) => {
        const key = keyOf(part.fieldname);
        if (part.type === 'file') {
          // Over 10 MB the parser stops reading the file (throwFileSizeLimit off): a field
          // error ('darf max. 10 MB gross sein'), not a failed request.
          const read = await part.toBuffer();
          const tooLarge = part.file.truncated;
          const buffer = tooLarge ? Buffer.alloc(0) : read;
          const list = images.get(key) ?? [];
          list.push({ filename: displayName(part.filename), buffer, mimeType: sniffImage(read), tooLarge });
          images.set(key, list);
        } else {
          const list = texts.get(key) ?? [];
          list.push(String(part.value ?? ''));
          texts.set(key, list);
        }
      });

      // The honeypot (bound to the hidden input fax_number): a bot fills it, a person never does.
      const honeypot = definition.honeypot || 'fax_number';
      if ((texts.get(honeypot) ?? []).some((value) => value.trim() !== '')) return { data: { ok: true as const } };

      const needsBoxes = definition.fields.some((field) => field.import === CASH_BOX_FIELD);
      const fields = expandFormFields(definition.fields, needsBoxes ? await content.cashBoxNames() : [], lang);
      const values: Record<string, unknown> = {};
      const errors: FieldErrors = {};
      for (const field of fields) {
        if (field.field.type === 'assets') {
          const files = images.get(field.handle) ?? [];
          if (files.length > 0) {
            values[field.handle] = files.map(
              (file): FileLike => ({
                name: file.filename,
                size: file.tooLarge ? IMAGE_LIMIT_BYTES + 1 : file.buffer.length,
                type: file.mimeType ?? 'application/octet-stream',
              }),
            );
          }
          continue;
        }
        const entries = texts.get(field.handle);
        if (!entries) continue;
        if (entries.some((entry) => !isCleanText(entry))) errors[field.handle] = [translate('invalidCharacters', lang)];
        values[field.handle] = field.field.type === 'checkboxes' ? entries.filter((entry) => entry !== '') : entries[0];
      }
      const failed = { ...validateFormValues(fields, values, lang), ...errors };
      if (Object.keys(failed).length > 0) throw siteFieldErrors(failed);

      // Kept and mailed: the fields the visitor saw (not the companions of one guest, no headings).
      const active = fields.filter((field) => isFormFieldActive(field, values));
      const stored: Record<string, unknown> = {};
      const lines: SubmissionLine[] = [];
      const files: { filename: string; mimeType: string; buffer: Buffer }[] = [];
      for (const field of active) {
        if (field.field.type === 'assets') {
          for (const file of images.get(field.handle) ?? []) files.push({ filename: file.filename, mimeType: file.mimeType!, buffer: file.buffer });
          continue;
        }
        if (values[field.handle] === undefined) continue;
        stored[field.handle] = values[field.handle];
        lines.push(lineOf(field, values[field.handle]));
      }
      await content.storeSubmission(handle, stored, files, lang);
      const recipients = definition.recipients?.length ? definition.recipients : [options.foundationEmail];
      for (const to of recipients) {
        await mailer.send(formSubmissionMail(to, lang, definition.title || handle, lines, files.map((file) => file.filename)));
      }
      return { data: { ok: true as const } };
    },
  );
};
