import { workerDatabaseUrl } from './worker-database';

// Each test file gets its own copy of process.env: this points it at its worker's database.
const serverUrl = process.env.TEST_SERVER_DATABASE_URL;
if (serverUrl) process.env.DATABASE_URL = workerDatabaseUrl(serverUrl, process.env.JEST_WORKER_ID ?? '1');
