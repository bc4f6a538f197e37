import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { tokenFor, useToken } from '../src/portal';

const anonymousPages = ['/', '/fr/kontakt', '/it/impressum', '/gesuche', '/unbekannt', '/login', '/gesuche/kurzcheck/einzelperson', '/fr/gesuche/kurzcheck/gruppe', '/it/gesuche/kurzcheck/projekte'];

for (const path of anonymousPages) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('#content')).toHaveAttribute('data-route', /.+/);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations on the 403 page and the dashboard', async ({ page, context, request }) => {
  await useToken(context, await tokenFor(request, 'demo@example.org'));
  await page.goto('/gesuche/admin');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/gesuche/uebersicht');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});
