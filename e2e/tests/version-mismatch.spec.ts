import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { expectMounted, navigateInApp } from '../src/portal';
import { PORT_BASE } from '../src/env';

const root = path.resolve(__dirname, '../..');

// The manifest is swapped in this browser only: the portal's Content-Security-Policy, built
// from the server's manifest, would refuse the other origin before the version check runs.
test.use({ bypassCSP: true });

/**
 * A remote built against an incompatible major of the shared libraries (2.x while the shell
 * provides 1.x) must not run: its area shows the error state with a clear console message, and
 * the page keeps working.
 */
test('a remote built against another major of the shared libraries shows its error state', async ({ page }) => {
  test.setTimeout(180_000);
  const release = mkdtempSync(path.join(tmpdir(), 'mfe-group-v2-libs-'));
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--config', 'webpack.config.js', '--mode', 'production'], {
    cwd: path.join(root, 'mfe-group'),
    env: { ...process.env, REMOTE_OUT_DIR: release, SHARED_LIBRARY_VERSION: '2.0.0' },
    stdio: 'inherit',
  });
  const { serveStatic } = await import(path.join(root, 'tools/static-server.mjs'));
  const server: Server = await serveStatic({ root: release, port: PORT_BASE + 91, cors: true });
  try {
    const deployment = JSON.parse(readFileSync(process.env.E2E_DEPLOYMENT_FILE as string, 'utf8'));
    for (const entry of deployment.remotes) {
      if (entry.name === 'mfe-group') entry.entry = `http://localhost:${PORT_BASE + 91}/mf-manifest.json`;
    }
    // The portal's server inlines the deployment manifest in the HTML; this test's own must be fetched instead.
    await page.addInitScript(() => document.addEventListener('readystatechange', () => document.getElementById('portal-deployment')?.remove()));
    await page.route('**/deployment.json', (route) => route.fulfill({ json: deployment }));
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto('/gesuche/kurzcheck/gruppe');
    await expect(page.locator('#mfe-group [data-remote-error="mfe-group"]')).toBeVisible();
    // The server-rendered quick check cannot work without its remote: only the error page is left.
    await expect(page.locator('#mfe-group').getByRole('heading', { name: 'Kurzcheck für Gruppen' })).toHaveCount(0);
    expect(errors.some((text) => text.includes('"mfe-group" could not be loaded') && /@portal\/shared-(ui|domain) does not satisfy the requirement of mfe_group which needs \^2\.0\.0/.test(text))).toBe(true);
    await expect(page.locator('header')).toBeVisible();
    await navigateInApp(page, '/gesuche/kurzcheck/projekte');
    await expectMounted(page, 'mfe-project', 'gesuche-kurzcheck-projekte', 'dashboard');
  } finally {
    server.close();
  }
});
