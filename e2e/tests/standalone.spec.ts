import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PORT_BASE } from '../src/env';

const root = path.resolve(__dirname, '../..');

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A team works on its remote alone: `nx serve mfe-project` runs it inside a minimal host of its
 * own (no shell build), routes in every language, plus the living style guide of the form kit.
 */
test('a remote runs standalone in its own dev host, with the form-kit style guide', async ({ page }) => {
  test.setTimeout(150_000);
  const port = PORT_BASE + 80;
  const server = spawn(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), 'serve', '--config', 'webpack.config.js', '--mode', 'development', '--port', String(port)], {
    cwd: path.join(root, 'mfe-project'),
    stdio: 'ignore',
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, 120_000);
    // The quick check needs no API (a wizard page of an application would load it first).
    await page.goto(`http://127.0.0.1:${port}/fr/gesuche/kurzcheck/projekte`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto(`http://127.0.0.1:${port}/styleguide`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main button').first()).toBeVisible();
  } finally {
    server.kill();
  }
});
