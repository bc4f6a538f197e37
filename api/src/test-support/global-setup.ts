import { migratedDatabaseTemplate, seededCmsDatabase, seededCmsTemplate } from './data-templates';
import { runPrefix } from './server-databases';

/**
 * Before the API's test files, the templates they copy: on PGlite the migrated database and the
 * seeded CMS (cached between runs); on PostgreSQL the seeded CMS's database, named with this
 * run's prefix. The environment set here reaches every test file.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    process.env.TEST_SERVER_DATABASE_URL = serverUrl;
    process.env.TEST_DATABASE_PREFIX = runPrefix(serverUrl);
    const { database, dir } = await seededCmsDatabase();
    process.env.TEST_CMS_DATABASE = database;
    process.env.TEST_CMS_TEMPLATE = dir;
  } else {
    const [database, cms] = await Promise.all([migratedDatabaseTemplate(), seededCmsTemplate()]);
    process.env.TEST_DB_TEMPLATE = database;
    process.env.TEST_CMS_TEMPLATE = cms;
  }
}
