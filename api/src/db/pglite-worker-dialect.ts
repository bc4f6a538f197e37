import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for PGlite running in a worker thread (pglite-worker.cjs), so the WebAssembly
 * PostgreSQL never runs on the server's event loop (issue 10, item 12).
 *
 * PGlite has one session. It is shared by up to `connections` connections at once (callers
 * beyond wait, first come first served; database.ts bounds how many may wait), whose statements
 * go to the thread without waiting for each other's answers: the thread runs them in arrival
 * order, back to back, instead of idling while the server's thread handles each answer and
 * hands the connection on. A transaction needs the session to itself: from its BEGIN until its
 * connection is released, the other connections' statements are held back here (those sent
 * before its BEGIN run before it), then sent in the order they came.
 *
 * If the thread dies (a WebAssembly abort, an out-of-memory), the statements under way fail, a
 * transaction open on it is lost as a whole (its connection refuses further statements), and the
 * next caller starts a new thread on the same data directory (PostgreSQL recovers from its WAL).
 */
export interface PGliteWorkerOptions {
  /** PGlite's data directory. */
  dataDir: string;
  /** The name of a statement to run as a named prepared statement (database.ts's prepared()). */
  statementName?: (sql: string) => string | undefined;
  /** Connections handed out at once (DATABASE_POOL_SIZE); each has at most one statement under way. */
  connections: number;
}

type Answer = { rows: unknown[]; affectedRows?: number };

interface Pending {
  resolve: (result: Answer) => void;
  reject: (error: Error) => void;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'result'; id: number; rows?: unknown[]; affectedRows?: number; error?: Record<string, unknown>; fatal?: boolean }
  | { type: 'closed' };

const WORKER_FILE = path.join(__dirname, 'pglite-worker.cjs');

/** An Error rebuilt from the worker's plain copy (message, name, PostgreSQL's code, detail, ...). */
function revive(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? 'database error'));
  Object.assign(error, plain);
  return error;
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** One worker thread with PGlite open in it. */
class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    const stop = (error: Error) => {
      if (!this.stopped) this.stopped = error;
      for (const pending of this.pending.values()) pending.reject(this.stopped);
      this.pending.clear();
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type !== 'result') return;
      const pending = this.pending.get(message.id);
      if (pending) {
        this.pending.delete(message.id);
        if (this.pending.size === 0) worker.unref();
        if (message.error) pending.reject(revive(message.error));
        else pending.resolve({ rows: message.rows ?? [], affectedRows: message.affectedRows });
      }
      // The thread hit a WebAssembly trap and is ending: the next caller gets a new one.
      if (message.fatal) stop(new Error(`database thread stopped after: ${String(message.error?.message)}`));
    });
    worker.on('error', (error) => stop(new Error(`database thread failed: ${error.message}`)));
    worker.on('exit', (code) => stop(new Error(`database thread stopped (exit code ${code})`)));
  }

  static start(dataDir: string): Promise<PGliteThread> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
      const onExit = (code: number) => reject(new Error(`database thread stopped while opening (exit code ${code})`));
      const onError = (error: Error) => reject(error);
      worker.once('exit', onExit);
      worker.once('error', onError);
      worker.once('message', (message: WorkerMessage) => {
        worker.off('exit', onExit);
        worker.off('error', onError);
        if (message.type === 'ready') {
          worker.unref();
          resolve(new PGliteThread(worker));
        } else {
          void worker.terminate();
          reject(message.type === 'failed' ? revive(message.error) : new Error(`unexpected message ${message.type}`));
        }
      });
    });
  }

  get alive(): boolean {
    return !this.stopped;
  }

  query(sql: string, params: readonly unknown[], name?: string): Promise<Answer> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // The thread keeps the process alive only while it owes an answer (an idle, unclosed
      // database does not hold the process open, as PGlite on the main thread did not).
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ type: 'query', id, sql, params, ...(name ? { name } : {}) });
      } catch (error) {
        // A parameter the structured clone cannot carry (a function, a symbol).
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        reject(error as Error);
      }
    });
  }

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      if (this.stopped) return resolve();
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        void this.worker.terminate().then(() => resolve());
      };
      // PGlite closes cleanly (checkpoint) within this time, or the thread is ended.
      const timer = setTimeout(done, 10_000);
      this.worker.once('exit', done);
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'closed') done();
      });
      this.worker.ref();
      this.worker.postMessage({ type: 'close' });
    });
    return this.closing;
  }
}

/** BEGIN statements made by beginTransaction: the connection that sends one takes the session. */
const OPENS_TRANSACTION = new WeakSet<CompiledQuery>();

class WorkerConnection implements DatabaseConnection {
  constructor(
    readonly thread: PGliteThread,
    private readonly send: (connection: WorkerConnection, query: CompiledQuery) => Promise<Answer>,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.send(this, query);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0) throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.executeQuery<R>(query);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

class PGliteWorkerDriver implements Driver {
  private thread: PGliteThread | null = null;
  private starting: Promise<PGliteThread> | null = null;
  /** Connections handed out (or being given to a caller); at most options.connections. */
  private handedOut = 0;
  private readonly lent = new Set<WorkerConnection>();
  private readonly waiting: Array<{ resolve: (connection: WorkerConnection) => void; reject: (error: Error) => void }> = [];
  /** The connection inside a transaction, from its BEGIN until it is released. */
  private owner: WorkerConnection | null = null;
  /** Other connections' statements that came while a transaction had the session, in order. */
  private readonly heldBack: Array<() => void> = [];
  private destroyed = false;
  private readonly send = (connection: WorkerConnection, query: CompiledQuery): Promise<Answer> => {
    if (this.owner && this.owner !== connection) {
      return new Promise((resolve, reject) => this.heldBack.push(() => this.send(connection, query).then(resolve, reject)));
    }
    if (OPENS_TRANSACTION.has(query)) this.owner = connection;
    return connection.thread.query(query.sql, query.parameters, this.options.statementName?.(query.sql));
  };

  constructor(private readonly options: PGliteWorkerOptions) {}

  async init(): Promise<void> {
    await this.currentThread();
  }

  /** The running thread; a new one when the last one died. */
  private async currentThread(): Promise<PGliteThread> {
    if (this.destroyed) throw new Error('database closed');
    if (this.thread?.alive) return this.thread;
    this.starting ??= PGliteThread.start(this.options.dataDir).finally(() => {
      this.starting = null;
    });
    this.thread = await this.starting;
    return this.thread;
  }

  /** A connection bound to the live thread: if that thread dies, its statements fail. */
  private async connect(): Promise<WorkerConnection> {
    const connection = new WorkerConnection(await this.currentThread(), this.send);
    this.lent.add(connection);
    return connection;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.handedOut >= this.options.connections) {
      return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
    }
    this.handedOut += 1;
    try {
      return await this.connect();
    } catch (error) {
      this.handOn();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!this.lent.delete(connection as WorkerConnection)) throw new Error('released a connection that is not held');
    if (this.owner === connection) {
      this.owner = null;
      // Held statements go in the order they came, until one of them opens a transaction.
      while (!this.owner && this.heldBack.length > 0) this.heldBack.shift()!();
    }
    this.handOn();
  }

  /** Gives a released connection's place to the longest-waiting caller, or frees it. */
  private handOn(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.handedOut -= 1;
      return;
    }
    this.connect().then(next.resolve, (error: Error) => {
      next.reject(error);
      this.handOn();
    });
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = CompiledQuery.raw(settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin');
    OPENS_TRANSACTION.add(begin);
    await connection.executeQuery(begin);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoted(name)}`));
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
    const thread = this.thread ?? (this.starting ? await this.starting.catch(() => null) : null);
    this.thread = null;
    await thread?.close();
  }
}

export class PGliteWorkerDialect implements Dialect {
  constructor(private readonly options: PGliteWorkerOptions) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteWorkerDriver(this.options);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]) {
    return new PostgresIntrospector(db);
  }
}
