import crypto from 'node:crypto';
import pg from 'pg';

/**
 * On PostgreSQL every test app has a database of its own, as a PGlite app has its own data
 * directory: created from the seeded CMS's database when the app seeds the demo content (one
 * copy takes about 0.6 s, seeding about 18 s), from an empty one otherwise, and dropped when the
 * app closes. Their names start with the run's prefix (`{database}_{run}_`), so the global
 * teardown also drops what a file that died left behind, and two runs never touch each other's.
 */
function serverUrl(): string {
  const url = process.env.TEST_SERVER_DATABASE_URL;
  if (!url) throw new Error('TEST_SERVER_DATABASE_URL is set by the global setup on PostgreSQL');
  return url;
}

export function runPrefix(url: string): string {
  const database = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  return `${database}_${crypto.randomBytes(3).toString('hex')}_`;
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database, a copy of `template` when given (no one may be connected to it meanwhile). */
export async function createDatabase(template?: string): Promise<string> {
  const name = `${process.env.TEST_DATABASE_PREFIX}${crypto.randomBytes(6).toString('hex')}`;
  await onServer((client) =>
    client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`),
  );
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
}

/** Every database of this run (the templates and any a file left behind). */
export async function dropRunDatabases(prefix: string): Promise<void> {
  await onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  });
}
