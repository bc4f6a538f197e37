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
import pg from 'pg';
import { PGliteWorkerDialect } from './pglite-worker-dialect';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** Embedded PGlite keeps its files here (`<dataDir>/pglite`) unless databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: a schema of its own (tests use one per file so runs don't collide). */
  schema?: string;
  /**
   * Connections at once (DATABASE_POOL_SIZE, default 10): the pg Pool's size; on PGlite, how many
   * statements may be under way in its one session (pglite-worker-dialect.ts).
   */
  poolSize?: number;
  /**
   * Statements allowed to wait for a connection (of PGlite or of the pg Pool) at once
   * (DATABASE_QUEUE_LIMIT, default 1,000); one more is refused at once with DatabaseBusyError,
   * which the API answers 503 with Retry-After.
   */
  queueLimit?: number;
  /** Called with the SQL of every statement sent, BEGIN and COMMIT included (benchmark, tests). */
  onQuery?: (sql: string) => void;
  /**
   * PostgreSQL only: a connection resting in the pool failed (the server restarted, an
   * administrator or a timeout ended it). The pool drops it and opens another when one is needed.
   */
  onConnectionError?: (error: Error) => void;
}

export interface OpenDatabase {
  db: Db;
  engine: 'pglite' | 'postgres';
}

/**
 * Statements sent as named prepared statements (text → name), registered with prepared(), on
 * PostgreSQL and on PGlite (its worker thread prepares them in its session). PostgreSQL parses
 * and plans them once per connection instead of on every call: on the answer-save path that cut
 * the backend's CPU per read about eightfold (PGlite: 636 → 181 µs per load). Only fixed texts
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

/** Opens PGlite (default, in a worker thread) or a pg Pool (DATABASE_URL) and applies pending migrations. */
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
    // Without a listener, pg throws an idle connection's error and so ends the whole process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: instrumented(new PostgresDialect({ pool }), options) });
    await migrateToLatest(db, options.schema);
    return { db, engine: 'postgres' };
  }
  const dir = path.join(options.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // PGlite (PostgreSQL in WebAssembly) runs in a worker thread of its own, off the event loop.
  const db = new Kysely<Database>({ dialect: instrumented(new PGliteWorkerDialect({ dataDir: dir, statementName: (text) => PREPARED.get(text), connections: options.poolSize ?? 10 }), options) });
  await migrateToLatest(db);
  return { db, engine: 'pglite' };
}

export const DEFAULT_QUEUE_LIMIT = 1000;

/**
 * Too many statements are already waiting for a database connection: the request is refused at
 * once (HTTP 503 with Retry-After) instead of joining a queue whose wait would have no bound.
 */
export class DatabaseBusyError extends Error {
  readonly statusCode = 503;
  readonly code = 'DATABASE_BUSY';
  readonly retryAfterSeconds = 1;
  constructor(readonly waiting: number) {
    super(`database busy: ${waiting} statements waiting for a connection`);
    this.name = 'DatabaseBusyError';
  }
}

/**
 * The dialect with a bounded wait for connections (queueLimit) and, with onQuery, connections
 * that report every statement sent.
 */
function instrumented(dialect: Dialect, options: Pick<DatabaseOptions, 'onQuery' | 'queueLimit'>): Dialect {
  const { onQuery } = options;
  const limit = options.queueLimit ?? DEFAULT_QUEUE_LIMIT;
  const wrap = (connection: DatabaseConnection): DatabaseConnection =>
    onQuery
      ? {
          executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
            onQuery(query.sql);
            return connection.executeQuery<R>(query);
          },
          streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
            onQuery(query.sql);
            return connection.streamQuery<R>(query, chunkSize);
          },
        }
      : connection;
  const createDriver = (): Driver => {
    const driver = dialect.createDriver();
    const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
    /** Callers whose acquireConnection has not been answered yet (the one being served included). */
    let waiting = 0;
    return {
      init: () => driver.init(),
      acquireConnection: async () => {
        if (waiting >= limit) throw new DatabaseBusyError(waiting);
        waiting += 1;
        let connection: DatabaseConnection;
        try {
          connection = await driver.acquireConnection();
        } finally {
          waiting -= 1;
        }
        const wrapped = wrap(connection);
        if (wrapped !== connection) inner.set(wrapped, connection);
        return wrapped;
      },
      // The driver runs BEGIN/COMMIT through the connection it is given: the wrapper, so they count.
      beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection: DatabaseConnection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection: DatabaseConnection) => driver.rollbackTransaction(connection),
      savepoint: driver.savepoint?.bind(driver),
      rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
      releaseSavepoint: driver.releaseSavepoint?.bind(driver),
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
