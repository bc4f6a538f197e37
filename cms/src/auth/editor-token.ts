import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The editors' sign-in: the API, which knows the portal session, gives a signed-in portal admin
 * the cookie EDITOR_COOKIE (`GET /api/cms/sign-in`); the CMS trusts it (portal-session.ts).
 * Value: `{base64url(email)}.{expiry}.{hmac}` with the CMS secret; valid EDITOR_HOURS.
 */
export const EDITOR_COOKIE = 'cms_session';
export const EDITOR_HOURS = 8;

const sign = (email: string, expires: number, secret: string) =>
  createHmac('sha256', secret).update(`editor:${email}:${expires}`).digest('base64url');

export function editorToken(email: string, secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + EDITOR_HOURS * 3600;
  return `${Buffer.from(email).toString('base64url')}.${expires}.${sign(email, expires, secret)}`;
}

/** The editor's e-mail address, or null for a missing, forged or expired token. */
export function verifyEditorToken(token: string | undefined, secret: string, now = Date.now()): string | null {
  const match = /^([\w-]{1,400})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const email = Buffer.from(match[1], 'base64url').toString();
  const expires = Number(match[2]);
  if (expires * 1000 < now) return null;
  const expected = Buffer.from(sign(email, expires, secret));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}
