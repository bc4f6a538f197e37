import fs from 'node:fs';
import { dropRunDatabases } from './server-databases';

/** On PostgreSQL: this run's databases (the CMS template and any a file left) and the template's files. */
export default async function globalTeardown(): Promise<void> {
  const prefix = process.env.TEST_DATABASE_PREFIX;
  if (!prefix) return;
  await dropRunDatabases(prefix);
  if (process.env.TEST_CMS_TEMPLATE) fs.rmSync(process.env.TEST_CMS_TEMPLATE, { recursive: true, force: true });
}
