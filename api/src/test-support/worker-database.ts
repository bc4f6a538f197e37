import pg from 'pg';

/**
 * On PostgreSQL each Jest worker has a database of its own (`{database}_w{n}`), so test files
 * run two at a time although each starts from an empty CMS schema (`cms`, one per database).
 */
export function workerDatabaseUrl(serverUrl: string, worker: string | number): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName(serverUrl, worker)}`;
  return url.toString();
}

function databaseName(serverUrl: string, worker: string | number): string {
  return `${decodeURIComponent(new URL(serverUrl).pathname.slice(1)) || 'postgres'}_w${worker}`;
}

async function withServer(serverUrl: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Empty databases for workers 1…count (dropped first: a run cut short may have left one). */
export async function createWorkerDatabases(serverUrl: string, count: number): Promise<void> {
  await withServer(serverUrl, async (client) => {
    for (let worker = 1; worker <= count; worker++) {
      const name = pg.escapeIdentifier(databaseName(serverUrl, worker));
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    }
  });
}

export async function dropWorkerDatabases(serverUrl: string, count: number): Promise<void> {
  await withServer(serverUrl, async (client) => {
    for (let worker = 1; worker <= count; worker++) {
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName(serverUrl, worker))} WITH (FORCE)`);
    }
  });
}
