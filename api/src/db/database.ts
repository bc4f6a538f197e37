import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** Embedded PGlite keeps its files here (`<dataDir>/pglite`) unless databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: a schema of its own (tests use one per file so runs don't collide). */
  schema?: string;
}

export interface OpenDatabase {
  db: Db;
  engine: 'pglite' | 'postgres';
}

// NUMERIC comes back as text by default; keep it text and convert where read (granted amounts).
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** Opens PGlite (default) or a pg Pool (DATABASE_URL) and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    if (options.schema && !SCHEMA_NAME.test(options.schema)) throw new Error(`invalid schema ${options.schema}`);
    if (options.schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`create schema if not exists "${options.schema}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db, options.schema);
    return { db, engine: 'postgres' };
  }
  const dir = path.join(options.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  return { db, engine: 'pglite' };
}

/** Drops a test schema on PostgreSQL (no-op for PGlite, whose data dir is simply removed). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export { sql };
