import crypto from 'node:crypto';

/** How old a webhook's timestamp may be (either way): older deliveries are replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * The webhook signature, as payment providers sign their webhooks:
 * `X-Signature: t={unix seconds},v1={hex HMAC-SHA256(secret, t + '.' + raw body)}`.
 * The timestamp is inside the signed text, so an old delivery cannot be re-dated.
 */
export function signatureHeader(secret: string, rawBody: string | Buffer, unixSeconds: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type SignatureCheck = 'ok' | 'malformed' | 'mismatch' | 'stale';

/** Verifies a header against the raw body: timing-safe, within the tolerance of `nowSeconds`. */
export function verifySignature(secret: string, rawBody: Buffer, header: string | undefined, nowSeconds: number): SignatureCheck {
  if (!header || header.length > 500) return 'malformed';
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, ...value] = item.trim().split('=');
    parts.set(key, [...(parts.get(key) ?? []), value.join('=')]);
  }
  const t = parts.get('t')?.[0];
  const candidates = (parts.get('v1') ?? []).filter((value) => /^[0-9a-f]{64}$/.test(value));
  if (!t || !/^\d{1,12}$/.test(t) || candidates.length === 0) return 'malformed';
  const expected = Buffer.from(signatureHeader(secret, rawBody, Number(t)).split('v1=')[1], 'hex');
  // Every candidate is compared (a provider rotating its secret may send two v1 values).
  const matches = candidates.some((candidate) => crypto.timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!matches) return 'mismatch';
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'ok';
}
