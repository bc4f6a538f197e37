import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  /** A libpq connection string to the Unix socket (pg's `host` is the socket's directory). */
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * The CMS's embedded PostgreSQL when no DATABASE_URL is set: PGlite in `{dir}/pglite`, served on
 * a Unix socket in `{dir}` so both Payload instances (the API's content worker and the admin UI's
 * Next.js server) reach it through the ordinary pg driver. PGlite has one session; the socket
 * server multiplexes connections and keeps a transaction to the connection that opened it.
 */
export async function startEmbeddedDatabase(dir: string): Promise<EmbeddedDatabase> {
  mkdirSync(path.join(dir, 'pglite'), { recursive: true });
  const db = await PGlite.create({ dataDir: path.join(dir, 'pglite') });
  const socket = path.join(dir, '.s.PGSQL.5432');
  rmSync(socket, { force: true });
  const server = new PGLiteSocketServer({ db, path: socket, maxConnections: 16 });
  await server.start();
  return {
    connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
