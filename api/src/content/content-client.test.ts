import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentClient } from './content-client';

/** Closing the API must never wait on the CMS (a hung close once kept a CI run waiting for an hour). */
it('closing while the CMS is still starting ends its thread at once and fails the waiting calls', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-client-'));
  const client = new ContentClient({ dataDir, seed: false });
  const waiting = client.navigation('de').then(
    () => 'answered',
    (error: Error) => error.message,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = Date.now();
  await client.close();
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await waiting).toMatch(/stopped/);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
