import pg from 'pg';

/**
 * Rows of the CMS's own tables (schema `cms`), read the way an editor's list would show them:
 * on PostgreSQL and through the embedded PGlite's socket alike (`ContentClient.start()` answers
 * the address). Tests check with it what the API stored through the CMS.
 */
export async function cmsRows<T = Record<string, unknown>>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
