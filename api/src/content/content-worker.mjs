/**
 * The CMS in a worker thread (content-client.ts starts it): Payload's Local API, its database
 * (PostgreSQL schema `cms`, or the embedded PGlite) and its ESM-only modules stay off the API's
 * event loop and out of its CommonJS module graph. Messages: {id, method, args} → {id, result |
 * error}; 'ready' once Payload is up, migrated and, when asked, seeded.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Resolved at run time: the CMS is TypeScript loaded through tsx, not part of the API's build.
const serviceModule = new URL('../../../cms/src/content/service.ts', import.meta.url).href;
const { startContentService, PreviewRefused } = await import(serviceModule);

try {
  const service = await startContentService(workerData);
  parentPort.postMessage({ type: 'ready', databaseUrl: service.databaseUrl });
  parentPort.on('message', async ({ id, method, args }) => {
    try {
      const result = method === 'stop' ? await service.stop() : await service[method](...args);
      parentPort.postMessage({ type: 'result', id, result });
      if (method === 'stop') parentPort.close();
    } catch (error) {
      const kind = error instanceof PreviewRefused ? 'previewRefused' : 'failed';
      parentPort.postMessage({ type: 'result', id, error: { kind, message: String(error?.message ?? error) } });
    }
  });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: String(error?.stack ?? error) });
}
