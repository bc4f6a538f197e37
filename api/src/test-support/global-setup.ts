import { migratedDatabaseTemplate, seededCmsTemplate } from './data-templates';
import { createWorkerDatabases } from './worker-database';

/**
 * Before the API's test files: on PostgreSQL a database per worker; on PGlite the migrated
 * database and the seeded CMS that files copy. The server's address stays in
 * TEST_SERVER_DATABASE_URL; setup-worker.ts points each worker's DATABASE_URL at its own database.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    process.env.TEST_SERVER_DATABASE_URL = serverUrl;
    await createWorkerDatabases(serverUrl, globalConfig.maxWorkers);
  } else {
    const [database, cms] = await Promise.all([migratedDatabaseTemplate(), seededCmsTemplate()]);
    process.env.TEST_DB_TEMPLATE = database;
    process.env.TEST_CMS_TEMPLATE = cms;
  }
}
