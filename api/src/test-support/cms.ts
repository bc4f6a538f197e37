import pg from 'pg';

/**
 * On PostgreSQL the CMS keeps its tables in the schema `cms` of the shared test database: every
 * test file starts from an empty one (harness.ts) and leaves none behind.
 */
export async function dropCmsSchema(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS cms CASCADE');
  } finally {
    await client.end();
  }
}
