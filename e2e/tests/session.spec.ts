import { expect, test } from '@playwright/test';
import { expectMounted, TOKEN_COOKIE, tokenFor, useToken } from '../src/portal';

test('a guarded route without a token redirects to the route named login, keeping the target', async ({ page }) => {
  await page.goto('/gesuche/uebersicht');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgesuche%2Fuebersicht$/);
  await expectMounted(page, 'mfe-dashboard-admin', 'login', 'dashboard');

  await page.goto('/it/gesuche/einzelperson/7/budget/defizit');
  await expect(page).toHaveURL(/\/it\/login\?redirect=%2Fit%2Fgesuche%2Feinzelperson%2F7%2Fbudget%2Fdefizit$/);
});

test('a non-admin gets 403 Forbidden on the admin route', async ({ page, context, request }) => {
  await useToken(context, await tokenFor(request, 'demo@example.org'));
  await page.goto('/gesuche/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
  await expect(page.locator('#mfe-dashboard-admin > *')).toHaveCount(0);
  await expect(page.getByTestId('current-user')).toContainText('demo@example.org');
});

test('an admin reaches the admin route', async ({ page, context, request }) => {
  await useToken(context, await tokenFor(request, 'admin@example.org'));
  await page.goto('/gesuche/admin');
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-admin', 'dashboard');
});

test('a token the server refuses (401) is cleared silently and the guard sends to login', async ({ page, context }) => {
  await useToken(context, 'not-a-valid-token');
  await page.goto('/gesuche/kontakte');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgesuche%2Fkontakte$/);
  expect((await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();
});

test("at 1280 px the signed-in portal header is one row: the portal's links side by side, the identity and logout beside them", async ({ page, context, request }) => {
  await useToken(context, await tokenFor(request, 'demo@example.org'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/gesuche/uebersicht');
  const header = page.locator('header[data-layout="dashboard"]');
  await expect(header.getByTestId('current-user')).toContainText('demo@example.org');
  const top = async (name: string | RegExp, role: 'link' | 'button' = 'link') => (await header.getByRole(role, { name }).first().boundingBox())!.y;
  const row = await top('Zurück zur Website');
  expect(await top('Gesuchsübersicht')).toBe(row);
  expect(await top('Logout', 'button')).toBeLessThan(row + 44);
  expect((await header.boundingBox())!.height).toBeLessThan(80);
});

test('logout clears the session and goes to login', async ({ page, context, request }) => {
  await useToken(context, await tokenFor(request, 'demo@example.org'));
  await page.goto('/gesuche/uebersicht');
  await expect(page.getByTestId('current-user')).toContainText('demo@example.org');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();
});
