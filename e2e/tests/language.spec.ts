import { expect, test } from '@playwright/test';
import { axeResults, expectNoAxeViolations } from '../src/axe';
import { tabTo } from '../src/keyboard';
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

test("a quick check downloads the texts of the page's language only, and keeps its answers when the language changes (keyboard)", async ({ page }) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  // Which of these texts the scripts so far carry (a script's whole text would make a failure unreadable).
  const downloaded = async (...texts: string[]) => {
    const code = (await Promise.all(scripts)).join('\n');
    return texts.filter((text) => code.includes(text));
  };
  await page.goto('/gesuche/kurzcheck/einzelperson');
  await expectMounted(page, 'mfe-single-person', 'gesuche-kurzcheck-einzelperson', 'dashboard');
  const socialAid = page.getByRole('checkbox', { name: 'Sozialhilfe' });
  await tabTo(page, socialAid);
  await page.keyboard.press('Space');
  await expect(socialAid).toBeChecked();
  await page.waitForLoadState('networkidle');
  expect(await downloaded('Sozialhilfe', 'Aide sociale', 'Aiuto sociale')).toEqual(['Sozialhilfe']);

  await tabTo(page, page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'FR – Sprache wechseln zu Französisch' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/gesuche\/kurzcheck\/einzelperson$/);
  // The same quick check, now in French: the answer given in German is still there.
  await expect(page.getByRole('checkbox', { name: 'Aide sociale' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sozialhilfe' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await downloaded('Sozialhilfe', 'Aide sociale', 'Aiuto sociale')).toEqual(['Sozialhilfe', 'Aide sociale']);
  await expectNoAxeViolations(page);
});

test('the switcher passes WCAG 2.5.3 Label in Name: the visible code starts each accessible name (keyboard, axe experimental)', async ({ page }) => {
  for (const [path, nav, code, name] of [
    ['/', 'Sprache', 'FR', 'FR – Sprache wechseln zu Französisch'],
    ['/gesuche/kurzcheck/einzelperson', 'Sprache', 'IT', 'IT – Sprache wechseln zu Italienisch'],
    ['/fr/gesuche/kurzcheck/einzelperson', 'Langue', 'DE', /^DE – Changer de langue\s:\sallemand$/],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true });
    await expect(link).toHaveText(code);
    // axe's experimental rule runs on the switcher's links and passes.
    const results = await axeResults(page, { type: 'rule', values: ['label-content-name-mismatch'] });
    expect(results.violations).toEqual([]);
    expect(results.passes.find((rule) => rule.id === 'label-content-name-mismatch')?.nodes.length ?? 0).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
  }
  // Keyboard only: Tab to the link named by its visible code and follow it with Enter.
  const link = page.getByRole('link', { name: /^DE\b/ });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gesuche\/kurzcheck\/einzelperson$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
