import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  PostgresDialect,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
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
  /** pg Pool size (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /** Called with the SQL of every statement sent, BEGIN and COMMIT included (benchmark, tests). */
  onQuery?: (sql: string) => void;
}

export interface OpenDatabase {
  db: Db;
  engine: 'pglite' | 'postgres';
}

/**
 * Statements sent as named prepared statements on PostgreSQL (text → name), registered with
 * prepared(). PostgreSQL parses and plans them once per connection instead of on every call:
 * on the answer-save path that cut the backend's CPU per read about eightfold. Only fixed texts
 * belong here (each stays prepared on every pool connection); they list their columns, so a
 * later migration adding columns cannot change a prepared statement's result type.
 */
const PREPARED = new Map<string, string>();

export function prepared(name: string, text: string): string {
  const known = PREPARED.get(text);
  if (known && known !== name) throw new Error(`statement ${name} is already prepared as ${known}`);
  PREPARED.set(text, name);
  return text;
}

/** pg's Client, sending the registered statements by name (Kysely calls query(text, values)). */
class PreparingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) && args.length === 2 ? PREPARED.get(text) : undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return name ? super.query({ name, text, values } as any) : (super.query as (...a: any[]) => any)(...args);
  }
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
      Client: PreparingClient,
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: counted(new PostgresDialect({ pool }), options.onQuery) });
    await migrateToLatest(db, options.schema);
    return { db, engine: 'postgres' };
  }
  const dir = path.join(options.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  const db = new Kysely<Database>({ dialect: counted(new PGliteDialect(pglite), options.onQuery) });
  await migrateToLatest(db);
  return { db, engine: 'pglite' };
}

/** The dialect unchanged, or one whose connections report every statement to onQuery. */
function counted(dialect: Dialect, onQuery: ((sql: string) => void) | undefined): Dialect {
  if (!onQuery) return dialect;
  const wrap = (connection: DatabaseConnection): DatabaseConnection => ({
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      onQuery(query.sql);
      return connection.executeQuery<R>(query);
    },
    streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
      onQuery(query.sql);
      return connection.streamQuery<R>(query, chunkSize);
    },
  });
  const createDriver = (): Driver => {
    const driver = dialect.createDriver();
    const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
    return {
      init: () => driver.init(),
      acquireConnection: async () => {
        const connection = await driver.acquireConnection();
        const wrapped = wrap(connection);
        inner.set(wrapped, connection);
        return wrapped;
      },
      // The driver runs BEGIN/COMMIT through the connection it is given: the wrapper, so they count.
      beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection: DatabaseConnection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection: DatabaseConnection) => driver.rollbackTransaction(connection),
      releaseConnection: (connection: DatabaseConnection) => driver.releaseConnection(unwrap(connection)),
      destroy: () => driver.destroy(),
    };
  };
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver,
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
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
