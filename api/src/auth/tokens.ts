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

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    private readonly now: () => Date,
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
    let jti: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.now(),
      });
      jti = payload.jti;
      if (typeof payload.sub !== 'string') return null;
    } catch {
      return null;
    }
    if (!jti) return null;
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('applicants as a', 'a.id', 's.applicant_id')
      .leftJoin('applicants as i', 'i.id', 's.impersonator_id')
      .select(['s.jti', 's.expires_at', 's.revoked_at', 'a.id', 'a.email', 'a.is_admin', 'i.id as imp_id', 'i.email as imp_email'])
      .where('s.jti', '=', jti)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at.getTime() <= this.now().getTime()) return null;
    const impersonator = row.imp_id && row.imp_email ? { id: row.imp_id, email: row.imp_email } : null;
    return {
      applicantId: row.id,
      email: row.email,
      isAdmin: row.is_admin && !impersonator,
      impersonator,
      jti: row.jti,
    };
  }

  async revoke(jti: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: this.now() }).where('jti', '=', jti).execute();
  }

  async revokeAllOf(applicantId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      .where('applicant_id', '=', applicantId)
      .where('revoked_at', 'is', null)
      .execute();
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
