import { createHmac, timingSafeEqual } from 'node:crypto';
import { cmsSecret } from './secret';

/**
 * Preview tokens: the CMS's preview button opens the site at `{path}?preview={token}`; the API
 * shows drafts only for a token it can verify. A token is `{expiry}.{hmac(path, expiry)}` with the
 * CMS secret, valid for one path for PREVIEW_HOURS, so a shared link stops working on its own.
 */
export const PREVIEW_HOURS = 12;

const sign = (path: string, expires: number, secret: string) =>
  createHmac('sha256', secret).update(`preview:${path}:${expires}`).digest('base64url');

export function previewToken(path: string, secret = cmsSecret(), now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_HOURS * 3600;
  return `${expires}.${sign(path, expires, secret)}`;
}

export function verifyPreviewToken(path: string, token: string, secret = cmsSecret(), now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(sign(path, expires, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const LANG_PREFIX: Record<string, string> = { de: '', fr: '/fr', it: '/it' };

/** The site address that previews `path` in `locale` (same origin: the portal serves /cms). */
export function previewUrl(path: string, locale: string | undefined): string {
  const prefix = LANG_PREFIX[locale ?? 'de'] ?? '';
  const sitePath = path === '/' && prefix ? prefix : `${prefix}${path}`;
  return `${sitePath}?preview=${previewToken(path)}`;
}
