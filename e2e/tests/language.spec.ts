import { expect, test } from '@playwright/test';
import { expectMounted } from '../src/portal';
import { PORTAL_URL } from '../src/env';

const langCookie = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected');

test.describe('browser language on the root path only', () => {
  test.use({ locale: 'fr-CH' });

  test('a French browser on / lands on /fr and the choice is remembered for 365 days', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectMounted(page, 'mfe-public-site', 'index', 'site');
    const cookie = await langCookie(context);
    expect(cookie?.value).toBe('fr');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  test('the browser language is not used on other paths', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test('the remembered language wins on / and German is the fallback', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveURL(`${PORTAL_URL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.addCookies([{ name: 'i18n_redirected', value: 'it', url: PORTAL_URL }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/it$/);
});

test('/de/... is the German page without prefix', async ({ page }) => {
  await page.goto('/de/impressum');
  await expect(page).toHaveURL(`${PORTAL_URL}/impressum`);
});

test('the switcher lists the other languages, keeps the page and re-renders without reload', async ({ page, context }) => {
  await page.goto('/gesuche/kurzcheck/einzelperson?quelle=e2e');
  await expectMounted(page, 'mfe-single-person', 'gesuche-kurzcheck-einzelperson', 'dashboard');
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 42));
  const switcher = page.getByRole('navigation', { name: 'Sprache' });
  await expect(switcher.getByRole('link')).toHaveCount(2);
  await expect(switcher.getByRole('link', { name: 'Sprache wechseln zu Französisch' })).toBeVisible();
  await expect(switcher.getByRole('link', { name: 'Sprache wechseln zu Italienisch' })).toBeVisible();

  await switcher.getByRole('link', { name: 'Sprache wechseln zu Französisch' }).click();
  await expect(page).toHaveURL(/\/fr\/gesuche\/kurzcheck\/einzelperson\?quelle=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect((await langCookie(context))?.value).toBe('fr');
  await expectMounted(page, 'mfe-single-person', 'gesuche-kurzcheck-einzelperson', 'dashboard');
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(42);
  // The shell itself is now French: the switcher offers German and Italian.
  await expect(page.getByRole('navigation', { name: 'Langue' }).getByRole('link')).toHaveCount(2);
});
