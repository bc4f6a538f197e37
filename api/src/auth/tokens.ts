import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database';

/** Session tokens (JWT HS256) and download keys; every session is also a row, so it can be revoked. */
export const TOKEN_TTL_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISSUER = 'stiftung-portal-api';

export interface Identity {
  id: string;
  email: string;
}

export interface AuthContext {
  applicantId: string;
  email: string;
  /** True only for an admin acting as themself; an impersonation token is never admin. */
  isAdmin: boolean;
  impersonator: Identity | null;
  jti: string;
}

/** JWT_SECRET, else a random key generated once and kept in DATA_DIR so sessions survive restarts. */
export function loadSigningKey(secret: string | undefined, dataDir: string): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** How long a session confirmed by the database is trusted without asking it again. */
export const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  auth: AuthContext;
  /** min(JWT exp, session expires_at), checked against the (replaceable) clock on every use. */
  expiresAt: number;
  /** performance.now() when the database last confirmed the session. */
  confirmedAt: number;
}

export class TokenService {
  /**
   * Tokens whose signature was verified and whose session row was found valid, by the exact
   * token string (so a hit skips the HMAC too). An entry is used for SESSION_CACHE_MS at most,
   * then the row is read again; revoke() and revokeAllOf() drop entries at once. `generation`
   * changes on every revocation, so a lookup that raced with one is not cached.
   */
  private readonly cache = new Map<string, CachedSession>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    private readonly now: () => Date,
    private readonly cacheMs = SESSION_CACHE_MS,
  ) {}

  async issue(subject: Identity, impersonator: Identity | null = null): Promise<string> {
    const jti = crypto.randomBytes(18).toString('base64url');
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + TOKEN_TTL_DAYS * DAY_MS);
    await this.db
      .insertInto('sessions')
      .values({
        jti,
        applicant_id: subject.id,
        impersonator_id: impersonator?.id ?? null,
        created_at: issuedAt,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    return new SignJWT({
      email: subject.email,
      ...(impersonator ? { impersonator: { id: impersonator.id, email: impersonator.email } } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.id)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The signature, the expiry and the stored session (not revoked) must all hold. */
  async verify(token: string): Promise<AuthContext | null> {
    const cached = this.cache.get(token);
    if (cached) {
      if (performance.now() - cached.confirmedAt < this.cacheMs && this.now().getTime() < cached.expiresAt) return cached.auth;
      this.cache.delete(token);
    }
    let jti: string | undefined;
    let exp: number | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.now(),
      });
      jti = payload.jti;
      exp = payload.exp;
      if (typeof payload.sub !== 'string') return null;
    } catch {
      return null;
    }
    if (!jti) return null;
    const generation = this.generation;
    const confirmedAt = performance.now();
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('applicants as a', 'a.id', 's.applicant_id')
      .leftJoin('applicants as i', 'i.id', 's.impersonator_id')
      .select(['s.jti', 's.expires_at', 's.revoked_at', 'a.id', 'a.email', 'a.is_admin', 'i.id as imp_id', 'i.email as imp_email'])
      .where('s.jti', '=', jti)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at.getTime() <= this.now().getTime()) return null;
    const impersonator = row.imp_id && row.imp_email ? Object.freeze({ id: row.imp_id, email: row.imp_email }) : null;
    // Frozen: a cached context is shared by the requests of the session.
    const auth: AuthContext = Object.freeze({
      applicantId: row.id,
      email: row.email,
      isAdmin: row.is_admin && !impersonator,
      impersonator,
      jti: row.jti,
    });
    if (generation === this.generation && this.cacheMs > 0) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
      const expiresAt = Math.min(row.expires_at.getTime(), exp === undefined ? Infinity : exp * 1000);
      this.cache.set(token, { auth, expiresAt, confirmedAt });
    }
    return auth;
  }

  async revoke(jti: string): Promise<void> {
    this.forget((auth) => auth.jti === jti);
    await this.db.updateTable('sessions').set({ revoked_at: this.now() }).where('jti', '=', jti).execute();
    this.forget((auth) => auth.jti === jti);
  }

  async revokeAllOf(applicantId: string): Promise<void> {
    this.forget((auth) => auth.applicantId === applicantId);
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      .where('applicant_id', '=', applicantId)
      .where('revoked_at', 'is', null)
      .execute();
    this.forget((auth) => auth.applicantId === applicantId);
  }

  /**
   * Drops cached sessions (before and after the revoking UPDATE): a lookup still in flight
   * sees the generation change and does not cache what it read.
   */
  private forget(match: (auth: AuthContext) => boolean): void {
    this.generation += 1;
    for (const [token, entry] of this.cache) if (match(entry.auth)) this.cache.delete(token);
  }

  /** A signed, expiring key that lets the e-mailed link download one application PDF. */
  async downloadKey(applicationId: string): Promise<string> {
    const now = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ purpose: 'application-pdf' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(applicationId)
      .setIssuer(ISSUER)
      .setAudience('application-pdf')
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_TTL_DAYS * 24 * 3600)
      .sign(this.key);
  }

  async verifyDownloadKey(key: string, applicationId: string): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(key, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: 'application-pdf',
        currentDate: this.now(),
      });
      return payload.sub === applicationId;
    } catch {
      return false;
    }
  }
}
