import crypto from 'node:crypto';
import type { ServerLang } from '@portal/shared-domain/server';
import type { Db } from '../db/database';
import type { Queryable } from '../applications/repository';
import type { ApplicantRow } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Sign-in links (OWASP forgot-password cheat sheet): 256 random bits, only the SHA-256 hash is
 * stored, valid 12 months so the applicant can resume any time. Reuse: a link may be used
 * again until it expires or is revoked. Signing in with a link revokes the links sent before
 * it, and "log out everywhere" revokes all; merely requesting a link revokes nothing, so
 * anyone flooding requests for an address cannot kill its owner's link (docs/decisions.md).
 */
export const LINK_VALIDITY_MONTHS = 12;

export function hashCode(code: string): string {
  return crypto.createHash('sha256').update(code).digest('hex');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createLoginLink(db: Db, email: string, lang: ServerLang, now: Date): Promise<string> {
  const code = crypto.randomBytes(32).toString('base64url');
  const expires = new Date(now);
  expires.setMonth(expires.getMonth() + LINK_VALIDITY_MONTHS);
  await db
    .insertInto('login_links')
    .values({ email, code_hash: hashCode(code), lang, created_at: now, expires_at: expires, revoked_at: null, last_used_at: null })
    .execute();
  return code;
}

export async function revokeLoginLinks(db: Db, email: string, now: Date): Promise<void> {
  await db.updateTable('login_links').set({ revoked_at: now }).where('email', '=', email).where('revoked_at', 'is', null).execute();
}

/** Finds or creates the applicant for an e-mail address (first sign-in creates the account). */
export async function applicantByEmail(db: Queryable, email: string, lang: ServerLang = 'de'): Promise<ApplicantRow> {
  await db
    .insertInto('applicants')
    .values({ email, lang })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return db.selectFrom('applicants').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

/** Exchanges a code for its applicant, or fails with 401 and a machine-readable code. */
export async function redeemLoginLink(db: Db, code: string, now: Date): Promise<ApplicantRow> {
  const link = await db.selectFrom('login_links').selectAll().where('code_hash', '=', hashCode(code)).executeTakeFirst();
  if (!link) throw new ApiError(401, 'loginLinkUnknown', { extra: { code: 'login_link_unknown' } });
  if (link.revoked_at) throw new ApiError(401, 'loginLinkRevoked', { extra: { code: 'login_link_revoked' } });
  if (link.expires_at.getTime() <= now.getTime()) {
    throw new ApiError(401, 'loginLinkExpired', { extra: { code: 'login_link_expired' } });
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('login_links').set({ last_used_at: now }).where('id', '=', link.id).execute();
    // The owner has shown they read the newest mail they chose: older links die.
    await trx
      .updateTable('login_links')
      .set({ revoked_at: now })
      .where('email', '=', link.email)
      .where('id', '<>', link.id)
      .where('created_at', '<=', link.created_at)
      .where('revoked_at', 'is', null)
      .execute();
  });
  return applicantByEmail(db, link.email, link.lang as ServerLang);
}
