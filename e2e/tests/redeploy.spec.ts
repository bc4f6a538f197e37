import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { expectMounted } from '../src/portal';
import { PORT_BASE } from '../src/env';

const root = path.resolve(__dirname, '../..');

/** Every file under the folder (the shell's build has its server renderer in ssr/), names and bytes. */
function hashFolder(folder: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) hash.update(path.relative(folder, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Independent redeploy: the project team rebuilds its remote with a visible change, publishes it
 * to another folder and origin, and changes its entry in the deployment manifest. After a reload
 * the new version is shown; the shell's build output is byte-identical before and after.
 */
test('one remote is redeployed without rebuilding the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const manifestFile = process.env.E2E_DEPLOYMENT_FILE as string;
  const original = readFileSync(manifestFile, 'utf8');
  const shellBefore = hashFolder(path.join(root, 'shell/dist'));

  await page.goto('/gesuche/kurzcheck/projekte');
  await expectMounted(page, 'mfe-project', 'gesuche-kurzcheck-projekte', 'dashboard');
  await expect(page.locator('[data-build-label]')).toHaveCount(0);

  const release = mkdtempSync(path.join(tmpdir(), 'mfe-project-v2-'));
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--config', 'webpack.config.js', '--mode', 'production'], {
    cwd: path.join(root, 'mfe-project'),
    env: { ...process.env, REMOTE_OUT_DIR: release, BUILD_LABEL: 'Projekte – Version 2' },
    stdio: 'inherit',
  });
  const { serveStatic } = await import(path.join(root, 'tools/static-server.mjs'));
  const server: Server = await serveStatic({ root: release, port: PORT_BASE + 90, cors: true });
  try {
    const deployment = JSON.parse(original);
    for (const entry of deployment.remotes) {
      if (entry.name === 'mfe-project') entry.entry = `http://localhost:${PORT_BASE + 90}/mf-manifest.json`;
    }
    writeFileSync(manifestFile, JSON.stringify(deployment, null, 2));

    await page.reload();
    await expectMounted(page, 'mfe-project', 'gesuche-kurzcheck-projekte', 'dashboard');
    await expect(page.locator('#mfe-project [data-build-label="mfe-project"]')).toHaveText('Projekte – Version 2');
    expect(hashFolder(path.join(root, 'shell/dist'))).toBe(shellBefore);
  } finally {
    writeFileSync(manifestFile, original);
    server.close();
  }
});
