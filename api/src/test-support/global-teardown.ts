import { dropWorkerDatabases } from './worker-database';

export default async function globalTeardown(globalConfig: { maxWorkers: number }): Promise<void> {
  const serverUrl = process.env.TEST_SERVER_DATABASE_URL;
  if (serverUrl) await dropWorkerDatabases(serverUrl, globalConfig.maxWorkers);
}
