import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectMounted, navigateInApp } from '../src/portal';
import { PORT_BASE } from '../src/env';

/**
 * A remote whose server is down: the deployment manifest points mfe-group at a port where
 * nothing listens. The page reloads once (reload guard), then the group area shows its error
 * while the header, the footer and every other route keep working.
 */
test('a stopped remote server leaves the rest of the site working', async ({ page }) => {
  const deployment = JSON.parse(readFileSync(process.env.E2E_DEPLOYMENT_FILE as string, 'utf8'));
  for (const entry of deployment.remotes) {
    if (entry.name === 'mfe-group') entry.entry = `http://localhost:${PORT_BASE + 99}/mf-manifest.json`; // nothing listens there
  }
  // The portal's server inlines the deployment manifest in the HTML; this test's own must be fetched instead.
  await page.addInitScript(() => document.addEventListener('readystatechange', () => document.getElementById('portal-deployment')?.remove()));
  await page.route('**/deployment.json', (route) => route.fulfill({ json: deployment }));
  let loads = 0;
  page.on('load', () => loads++);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.goto('/gesuche/kurzcheck/gruppe');
  const area = page.locator('#mfe-group [data-remote-error="mfe-group"]');
  await expect(area.getByRole('heading', { name: 'Es ist ein Fehler aufgetreten' })).toBeVisible();
  expect(loads).toBe(2); // the first failure reloaded the page once
  expect(errors.some((text) => text.includes('"mfe-group" could not be loaded'))).toBe(true);
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await navigateInApp(page, '/gesuche/kurzcheck/projekte');
  await expectMounted(page, 'mfe-project', 'gesuche-kurzcheck-projekte', 'dashboard');
  await navigateInApp(page, '/kontakt');
  await expectMounted(page, 'mfe-public-site', 'kontakt', 'site');

  // Within 60 s a second failure does not reload again.
  await page.goto('/fr/gesuche/kurzcheck/gruppe');
  await expect(page.locator('#mfe-group [data-remote-error]')).toBeVisible();
  expect(loads).toBe(3);
});

test('a missing deployment manifest does not crash the shell', async ({ page }) => {
  // The portal's server inlines the deployment manifest in the HTML; this test's own must be fetched instead.
  await page.addInitScript(() => document.addEventListener('readystatechange', () => document.getElementById('portal-deployment')?.remove()));
  await page.route('**/deployment.json', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/kontakt');
  // The shell's landmarks (the server-rendered page has a <header> of its own until the error replaces it).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('#mfe-public-site [data-remote-error]')).toBeVisible();
});
