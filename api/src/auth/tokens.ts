import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database';

/** Session tokens (JWT HS256) and download keys; every session is also a row, so it can be revoked. */
export const TOKEN_TTL_DAYS = 365;
/** An impersonation lasts one hour at most, and never longer than the admin's own session. */
export const IMPERSONATION_TTL_MS = 60 * 60 * 1000;
/** The e-mailed PDF link works for 30 days (and only while the application keeps its owner). */
export const DOWNLOAD_KEY_TTL_DAYS = 30;
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
  /** While impersonating: the admin's own session, which the impersonation lives and dies with. */
  parentJti: string | null;
}

/** A signed token and when it (and its session) ends: the cookie's lifetime. */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
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

  /** A new session of the applicant (sign-in by link). */
  async startSession(subject: Identity): Promise<IssuedToken> {
    const issuedAt = this.now();
    return this.create(subject, issuedAt, new Date(issuedAt.getTime() + TOKEN_TTL_DAYS * DAY_MS), null);
  }

  /** The token of a new session (tests and tools that talk Bearer). */
  async issue(subject: Identity): Promise<string> {
    return (await this.startSession(subject)).token;
  }

  /**
   * An impersonation session of `admin` (their own session, not an impersonation) acting as
   * `subject`: one hour at most, bound to the admin's session by the signed `parent` claim, so
   * it dies when that session is logged out or expires.
   */
  async impersonate(admin: AuthContext, subject: Identity): Promise<IssuedToken> {
    const parent = await this.db.selectFrom('sessions').select('expires_at').where('jti', '=', admin.jti).executeTakeFirstOrThrow();
    const issuedAt = this.now();
    const expiresAt = new Date(Math.min(issuedAt.getTime() + IMPERSONATION_TTL_MS, parent.expires_at.getTime()));
    return this.create(subject, issuedAt, expiresAt, { impersonator: { id: admin.applicantId, email: admin.email }, parentJti: admin.jti });
  }

  /**
   * Ends an impersonation and gives back the admin's original session (the same jti, signed
   * again), but only while that session is still valid and its owner still an admin: stopping
   * never creates a session. Null when there is nothing to return to.
   */
  async resumeParent(impersonation: AuthContext): Promise<IssuedToken | null> {
    await this.revoke(impersonation.jti);
    if (!impersonation.parentJti || !impersonation.impersonator) return null;
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('applicants as a', 'a.id', 's.applicant_id')
      .select(['s.jti', 's.created_at', 's.expires_at', 's.revoked_at', 's.impersonator_id', 'a.id', 'a.email', 'a.is_admin'])
      .where('s.jti', '=', impersonation.parentJti)
      .executeTakeFirst();
    const now = this.now().getTime();
    if (!row || row.revoked_at || row.expires_at.getTime() <= now || row.impersonator_id || !row.is_admin) return null;
    if (row.id !== impersonation.impersonator.id) return null;
    const token = await this.sign({ id: row.id, email: row.email }, row.jti, row.created_at, row.expires_at, null);
    return { token, expiresAt: row.expires_at };
  }

  private async create(
    subject: Identity,
    issuedAt: Date,
    expiresAt: Date,
    impersonation: { impersonator: Identity; parentJti: string } | null,
  ): Promise<IssuedToken> {
    const jti = crypto.randomBytes(18).toString('base64url');
    await this.db
      .insertInto('sessions')
      .values({
        jti,
        applicant_id: subject.id,
        impersonator_id: impersonation?.impersonator.id ?? null,
        created_at: issuedAt,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    return { token: await this.sign(subject, jti, issuedAt, expiresAt, impersonation), expiresAt };
  }

  private sign(
    subject: Identity,
    jti: string,
    issuedAt: Date,
    expiresAt: Date,
    impersonation: { impersonator: Identity; parentJti: string } | null,
  ): Promise<string> {
    const { impersonator, parentJti } = impersonation ?? {};
    return new SignJWT({
      email: subject.email,
      ...(impersonator ? { impersonator: { id: impersonator.id, email: impersonator.email }, parent: parentJti } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.id)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * The signature, the expiry and the stored session (not revoked) must all hold; for an
   * impersonation also the admin's session it was started from (`parent`), and the admin
   * must still be one.
   */
  async verify(token: string): Promise<AuthContext | null> {
    const cached = this.cache.get(token);
    if (cached) {
      if (performance.now() - cached.confirmedAt < this.cacheMs && this.now().getTime() < cached.expiresAt) return cached.auth;
      this.cache.delete(token);
    }
    let jti: string | undefined;
    let exp: number | undefined;
    let parent: string | null = null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.now(),
      });
      jti = payload.jti;
      exp = payload.exp;
      if (typeof payload.sub !== 'string') return null;
      if (payload.parent !== undefined) {
        if (typeof payload.parent !== 'string') return null;
        parent = payload.parent;
      }
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
      .leftJoin('sessions as p', (join) => join.on('p.jti', '=', parent ?? ''))
      .select([
        's.jti',
        's.expires_at',
        's.revoked_at',
        'a.id',
        'a.email',
        'a.is_admin',
        'i.id as imp_id',
        'i.email as imp_email',
        'i.is_admin as imp_is_admin',
        'p.applicant_id as parent_applicant',
        'p.expires_at as parent_expires_at',
        'p.revoked_at as parent_revoked_at',
      ])
      .where('s.jti', '=', jti)
      .executeTakeFirst();
    const now = this.now().getTime();
    if (!row || row.revoked_at || row.expires_at.getTime() <= now) return null;
    const impersonator = row.imp_id && row.imp_email ? Object.freeze({ id: row.imp_id, email: row.imp_email }) : null;
    let expiresAt = Math.min(row.expires_at.getTime(), exp === undefined ? Infinity : exp * 1000);
    if (impersonator || parent) {
      // An impersonation is only as good as the admin session it came from.
      const parentAlive =
        impersonator &&
        row.imp_is_admin &&
        row.parent_applicant === impersonator.id &&
        !row.parent_revoked_at &&
        row.parent_expires_at &&
        row.parent_expires_at.getTime() > now;
      if (!parentAlive) return null;
      expiresAt = Math.min(expiresAt, row.parent_expires_at!.getTime());
    }
    // Frozen: a cached context is shared by the requests of the session.
    const auth: AuthContext = Object.freeze({
      applicantId: row.id,
      email: row.email,
      isAdmin: row.is_admin && !impersonator,
      impersonator,
      jti: row.jti,
      parentJti: impersonator ? parent : null,
    });
    if (generation === this.generation && this.cacheMs > 0) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(token, { auth, expiresAt, confirmedAt });
    }
    return auth;
  }

  /** Revokes one session; impersonations started from it end with it. */
  async revoke(jti: string): Promise<void> {
    const match = (auth: AuthContext) => auth.jti === jti || auth.parentJti === jti;
    this.forget(match);
    await this.db.updateTable('sessions').set({ revoked_at: this.now() }).where('jti', '=', jti).execute();
    this.forget(match);
  }

  /** "Log out everywhere": every session of the applicant and every impersonation they started. */
  async revokeAllOf(applicantId: string): Promise<void> {
    const match = (auth: AuthContext) => auth.applicantId === applicantId || auth.impersonator?.id === applicantId;
    this.forget(match);
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      .where((eb) => eb.or([eb('applicant_id', '=', applicantId), eb('impersonator_id', '=', applicantId)]))
      .where('revoked_at', 'is', null)
      .execute();
    this.forget(match);
  }

  /**
   * Drops cached sessions (before and after the revoking UPDATE): a lookup still in flight
   * sees the generation change and does not cache what it read.
   */
  private forget(match: (auth: AuthContext) => boolean): void {
    this.generation += 1;
    for (const [token, entry] of this.cache) if (match(entry.auth)) this.cache.delete(token);
  }

  /**
   * A signed key that lets the e-mailed link download one application PDF: 30 days, and only
   * while the application belongs to the applicant it was issued for (reassignment kills it).
   */
  async downloadKey(applicationId: string, ownerId: string): Promise<string> {
    const now = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ purpose: 'application-pdf', owner: ownerId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(applicationId)
      .setIssuer(ISSUER)
      .setAudience('application-pdf')
      .setIssuedAt(now)
      .setExpirationTime(now + DOWNLOAD_KEY_TTL_DAYS * 24 * 3600)
      .sign(this.key);
  }

  async verifyDownloadKey(key: string, applicationId: string, currentOwnerId: string | undefined): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(key, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: 'application-pdf',
        currentDate: this.now(),
      });
      return payload.sub === applicationId && currentOwnerId !== undefined && payload.owner === currentOwnerId;
    } catch {
      return false;
    }
  }
}
