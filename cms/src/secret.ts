import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiDataDir } from './paths';

/**
 * The CMS secret (Payload's own, preview tokens, the editors' sign-in cookie): CMS_SECRET from
 * the environment; in development and the demo a generated one kept in the data directory, so
 * the API and the CMS server share it without configuration.
 */
export function cmsSecret(dataDir = apiDataDir()): string {
  if (process.env.CMS_SECRET) return process.env.CMS_SECRET;
  // `next build` evaluates the config without serving anything: no secret is used then.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'unused-at-build-time';
  if (process.env.NODE_ENV === 'production' && process.env.DEMO_MODE !== 'true') throw new Error('CMS_SECRET is not set.');
  const file = path.join(dataDir, 'cms', 'secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
