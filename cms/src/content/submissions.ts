import type { Payload, Where } from 'payload';
import type { FormField } from '@portal/shared-domain/src/content/types';
import { mapFormFields, type Doc } from './map';

/**
 * The write side of the public site's forms (issue 15), used by the API's POST routes through
 * the content worker: form definitions to validate against, submissions and newsletter sign-ups
 * stored in the CMS where editors read them. The API validates; this module only stores.
 */
export type Lang = 'de' | 'fr' | 'it';
const LANGS: Lang[] = ['de', 'fr', 'it'];

export interface FormDefinition {
  handle: string;
  /** The form's title in the asked language (subject of the e-mail to the foundation). */
  title: string;
  /** The key the hidden fax_number input is sent as. */
  honeypot: string;
  /** Addresses that get each submission; empty: the foundation's address (the API's setting). */
  recipients: string[];
  fields: FormField[];
}

export interface SubmittedFile {
  filename: string;
  mimeType: string;
  buffer: Buffer | Uint8Array;
}

export interface NewsletterSignupInput {
  email: string;
  gender: 'm' | 'f' | 'n';
  firstname: string;
  lastname: string;
  lang: Lang;
  /** SHA-256 of the token in the e-mailed link; the token itself is never stored. */
  tokenHash: string;
}

/** A confirmation link is valid this long when the caller names no earlier limit. */
export const NEWSLETTER_TOKEN_DAYS = 7;

const asLang = (lang: unknown): Lang => (LANGS.includes(lang as Lang) ? (lang as Lang) : 'de');

/** A file name safe on disk and in a header: letters, digits, dot, dash, underscore. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100);
  return cleaned === '' ? 'bild' : cleaned;
}

export function submissionService(payload: Payload) {
  async function findForm(handle: string, lang: Lang): Promise<Doc | null> {
    const result = await payload.find({
      collection: 'forms',
      where: { handle: { equals: handle } },
      locale: lang,
      fallbackLocale: 'de',
      depth: 0,
      limit: 1,
    });
    return (result.docs[0] as Doc | undefined) ?? null;
  }

  return {
    /** The form's definition in the visitor's language, or null for an unknown handle. */
    async formDefinition(handle: string, lang: Lang = 'de'): Promise<FormDefinition | null> {
      const form = await findForm(handle, asLang(lang));
      if (!form) return null;
      return {
        handle: String(form.handle),
        title: typeof form.title === 'string' ? form.title : String(form.handle),
        honeypot: typeof form.honeypot === 'string' && form.honeypot !== '' ? form.honeypot : 'fax_number',
        recipients: (Array.isArray(form.recipients) ? form.recipients : [])
          .map((row: Doc) => row?.email)
          .filter((email: unknown): email is string => typeof email === 'string' && email !== ''),
        fields: mapFormFields(form),
      };
    },

    /** Stores a validated submission with its images; answers the submission's id. */
    async storeSubmission(handle: string, data: Record<string, unknown>, files: SubmittedFile[], lang: Lang): Promise<string> {
      const form = await findForm(handle, 'de');
      if (!form) throw new Error(`unknown form ${handle}`);
      const fileIds: (number | string)[] = [];
      for (const file of files) {
        const buffer = Buffer.from(file.buffer);
        const created = await payload.create({
          collection: 'submission_files',
          data: {},
          file: {
            data: buffer,
            mimetype: file.mimeType,
            name: safeFilename(file.filename),
            size: buffer.length,
          },
        });
        fileIds.push(created.id);
      }
      const now = new Date();
      const summary = `${String(form.title ?? handle)} – ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const created = await payload.create({
        collection: 'form_submissions',
        data: {
          form: form.id,
          summary,
          data,
          files: fileIds,
          language: asLang(lang),
        } as never,
      });
      return String(created.id);
    },

    /**
     * A sign-up waiting for confirmation. Signing up again with the same address replaces the
     * names, language and link (the older link stops working); a confirmed sign-up stays confirmed.
     */
    async createNewsletterSignup(input: NewsletterSignupInput): Promise<void> {
      const email = input.email.trim().toLowerCase();
      const data = {
        gender: input.gender,
        firstname: input.firstname,
        lastname: input.lastname,
        language: asLang(input.lang),
        token_hash: input.tokenHash,
        requested_at: new Date().toISOString(),
      };
      const existing = await payload.find({
        collection: 'newsletter_signups',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
      });
      const doc = existing.docs[0] as Doc | undefined;
      if (doc)
        await payload.update({
          collection: 'newsletter_signups',
          id: doc.id,
          data: data as never,
        });
      else
        await payload.create({
          collection: 'newsletter_signups',
          data: { email, status: 'pending', ...data } as never,
        });
    },

    /**
     * Confirms the sign-up whose link carries this token, once: the hash is cleared, so the link
     * answers false afterwards. `since`: links requested before it have expired (default 7 days).
     */
    async confirmNewsletterSignup(tokenHash: string, since?: string): Promise<boolean> {
      if (!/^[A-Za-z0-9+/=_-]{16,200}$/.test(tokenHash)) return false;
      const limit = since ? new Date(since) : new Date(Date.now() - NEWSLETTER_TOKEN_DAYS * 24 * 3600 * 1000);
      if (Number.isNaN(limit.getTime())) return false;
      const where: Where = {
        and: [{ token_hash: { equals: tokenHash } }, { requested_at: { greater_than_equal: limit.toISOString() } }],
      };
      const found = await payload.find({
        collection: 'newsletter_signups',
        where,
        limit: 1,
        depth: 0,
      });
      const doc = found.docs[0] as Doc | undefined;
      if (!doc) return false;
      await payload.update({
        collection: 'newsletter_signups',
        id: doc.id,
        data: {
          status: 'confirmed',
          confirmed_at: new Date().toISOString(),
          token_hash: null,
        } as never,
      });
      return true;
    },

    /**
     * The collection boxes' names (the options of 'auswahl_sammelkaesseli'): in one language, or
     * without one in all three, since the site offers them in the visitor's language.
     */
    async cashBoxNames(lang?: Lang): Promise<string[]> {
      const names = new Set<string>();
      for (const locale of lang ? [asLang(lang)] : LANGS) {
        const global = (await payload.findGlobal({
          slug: 'cash_box',
          locale,
          fallbackLocale: 'de',
          depth: 0,
        })) as Doc;
        for (const box of Array.isArray(global.cash_boxes) ? global.cash_boxes : []) {
          if (typeof box?.name === 'string' && box.name.trim() !== '') names.add(box.name);
        }
      }
      return [...names];
    },

    /** Whether a published journal entry or a track has this id (likes count only on those). */
    async exists(kind: 'journal' | 'track', id: string): Promise<boolean> {
      if (!/^\d{1,12}$/.test(id)) return false;
      const where: Where =
        kind === 'journal'
          ? {
              and: [{ id: { equals: Number(id) } }, { _status: { equals: 'published' } }],
            }
          : { id: { equals: Number(id) } };
      if (kind !== 'journal' && kind !== 'track') return false;
      const result = await payload.count({
        collection: kind === 'journal' ? 'journals' : 'tracks',
        where,
      });
      return result.totalDocs > 0;
    },
  };
}

export type SubmissionService = ReturnType<typeof submissionService>;
