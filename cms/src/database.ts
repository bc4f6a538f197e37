import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { migrations } from './migrations';

/** PostgreSQL schema of the CMS, beside the API's tables in the same database. */
export const CMS_SCHEMA = 'cms';

/**
 * The CMS database: CMS_DATABASE_URL, set by whoever starts Payload — the API's content worker
 * (DATABASE_URL, or the address of its embedded PGlite) and the portal server for the admin UI.
 * The schema changes only through migrations (src/migrations), never by push.
 */
export function cmsDatabase() {
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  const connectionString = process.env.CMS_DATABASE_URL ?? (building ? 'postgres://unused-at-build-time' : undefined);
  if (!connectionString) throw new Error('CMS_DATABASE_URL is not set.');
  return postgresAdapter({
    pool: { connectionString, max: Number(process.env.CMS_DATABASE_POOL_SIZE ?? 4) },
    schemaName: CMS_SCHEMA,
    push: false,
    // The embedded PGlite has one session: its socket server serves one transaction at a time
    // and holds every other connection's queries until it ends, so a save whose transaction waits
    // on a query of another connection (Payload does that) would never finish. Without
    // transactions each query stands alone; PostgreSQL keeps them.
    transactionOptions: process.env.CMS_DATABASE_EMBEDDED === 'true' ? false : undefined,
    migrationDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
    prodMigrations: migrations,
  });
}

/** The migrations create tables in the CMS schema, and record themselves there: it must exist first. */
export async function createSchema(payload: { db: unknown }): Promise<void> {
  const { pool } = payload.db as { pool: { query: (text: string) => Promise<unknown> } };
  await pool.query(`CREATE SCHEMA IF NOT EXISTS "${CMS_SCHEMA}"`);
}
