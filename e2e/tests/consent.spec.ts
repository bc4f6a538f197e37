import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { tabTo } from '../src/keyboard';
import { expectMounted } from '../src/portal';
import { startThirdPartyDouble, type ThirdPartyDouble } from '../src/third-party';

/**
 * Consent (issue 15, items 6 and 9): the portal is configured with every third-party service,
 * all served by a local double on another port (playwright.config.ts, ANALYTICS_SCRIPT_BASE).
 * Nothing is requested from it before the visitor accepts; after accepting, the pixel reports
 * InitiateCheckout on a donation page; declining and withdrawing load nothing. Also the donation
 * bar of a page with show_donation_bar.
 */
let double: ThirdPartyDouble;
test.beforeAll(async () => {
  double = await startThirdPartyDouble();
});
test.afterAll(() => double.close());
test.beforeEach(() => {
  double.requests.length = 0;
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie-Hinweis' });
const consentValue = (page: Page) => page.evaluate(() => localStorage.getItem('analyticsAccepted'));

async function showsPage(page: Page, heading: string | RegExp) {
  await expectMounted(page, 'mfe-public-site', /.+/, 'site');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('nothing third-party before consent; accepting loads the configured services, the map, and the pixel sends InitiateCheckout on /spenden', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/kontakt');
  await showsPage(page, 'Kontakt');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Wir verwenden Cookies');
  await expect(page.getByText('Zum Anzeigen der Karte müssen Sie Cookies akzeptieren.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.locator('script[data-third-party], iframe').count()).toBe(0);
  expect(double.requests).toEqual([]);

  // Accept in the banner, by keyboard.
  await tabTo(page, banner(page).getByRole('button', { name: 'Statistiken erlauben' }));
  // The listener is in place before the key is pressed (an evaluate not awaited could lose the race under load).
  await page.evaluate(() =>
    window.addEventListener('cookie-banner-closed', (event) => ((window as unknown as { closedDetail: unknown }).closedDetail = (event as CustomEvent).detail), { once: true }),
  );
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as unknown as { closedDetail?: unknown }).closedDetail)).toEqual({ accepted: true });
  await expect(banner(page)).toHaveCount(0);
  expect(await consentValue(page)).toBe('true');
  await expect
    .poll(() => double.requests.map((request) => request.split('?')[0]).sort())
    .toEqual(expect.arrayContaining(['/en_US/fbevents.js', '/gtag/js', '/gtm.js', '/ma.js', '/maps/embed/v1/place', '/tr']));
  expect(double.requests).toContainEqual(expect.stringMatching(/^\/tr\?id=e2e-pixel&ev=PageView&/));
  expect(double.requests).toContainEqual(expect.stringMatching(/^\/maps\/embed\/v1\/place\?key=e2e-maps-key&q=.+&region=CH&language=de$/));
  expect(double.requests.some((request) => request.includes('InitiateCheckout'))).toBe(false);

  // A donation page: the pixel's InitiateCheckout (the header's donate link, by keyboard).
  await tabTo(page, page.locator('header[data-layout="site"]').getByRole('link', { name: 'Jetzt spenden', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/spenden$/);
  await expect
    .poll(() => double.requests.filter((request) => request.startsWith('/tr?')).map((request) => new URL(request, 'http://x').searchParams.get('ev')))
    .toEqual(['PageView', 'PageView', 'InitiateCheckout']);
  // Scripts load once per page load, not again per route.
  expect(double.requests.filter((request) => request.startsWith('/en_US/fbevents.js'))).toHaveLength(1);

  // Withdrawing in the footer: cleared, reloaded, the banner asks again, nothing loads.
  double.requests.length = 0;
  const settings = page.getByRole('button', { name: /Cookie-Einstellungen/ });
  await tabTo(page, settings);
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(banner(page)).toBeVisible();
  expect(await consentValue(page)).toBeNull();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script[data-third-party]').count()).toBe(0);
  expect(double.requests).toEqual([]);
});

test('declining with the CMS close label loads nothing on any page and is remembered; the footer withdraws it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await tabTo(page, banner(page).getByRole('button', { name: 'Verstanden' }));
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await consentValue(page)).toBe('false');
  await page.goto('/kontakt');
  await showsPage(page, 'Kontakt');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByText('Zum Anzeigen der Karte müssen Sie Cookies akzeptieren.')).toBeVisible();
  await page.goto('/spenden');
  await page.waitForLoadState('networkidle');
  expect(double.requests).toEqual([]);

  await tabTo(page, page.getByRole('button', { name: /Cookie-Einstellungen/ }));
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  expect(await consentValue(page)).toBeNull();
  await expect(banner(page)).toBeVisible();
});

test('no banner on the pages that explain cookies and privacy, in every language', async ({ page }) => {
  for (const path of ['/cookies', '/datenschutz', '/fr/impressum']) {
    await page.goto(path);
    await expectMounted(page, 'mfe-public-site', /.+/, 'site');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
  }
  await page.goto('/fr');
  await expect(page.getByRole('region', { name: 'Avis sur les cookies' })).toBeVisible();
});

test('the donation bar appears after scrolling on a page with show_donation_bar and never covers the focused element', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('analyticsAccepted', 'false'));
  await page.goto('/');
  await expectMounted(page, 'mfe-public-site', /.+/, 'site');
  await page.waitForLoadState('networkidle');
  const bar = page.getByRole('complementary', { name: 'Spenden' });
  await expect(bar).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Schenken Sie Ferien');
  await expect(bar).toContainText('CH93 0076 2011 6238 5295 7');
  await expect(bar.getByRole('link', { name: 'Jetzt spenden' })).toHaveAttribute('href', '/spenden');
  // Mobile: the TWINT link.
  await expect(bar.getByRole('link', { name: /Mit TWINT spenden/ })).toHaveAttribute('href', /twint/);
  await expectNoAxeViolations(page);
  // The page is padded by the dock's height, and a focused link scrolls above the bar.
  const { padding, dock } = await page.evaluate(() => ({
    padding: parseFloat(getComputedStyle(document.body).paddingBottom),
    dock: document.querySelector('[data-testid="bottom-dock"]')!.getBoundingClientRect().height,
  }));
  expect(padding).toBeGreaterThanOrEqual(Math.floor(dock));
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const covered = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const dockTop = document.querySelector('[data-testid="bottom-dock"]')!.getBoundingClientRect().top;
        if (!focused || focused.closest('[data-testid="bottom-dock"]') || !document.getElementById('content')!.contains(focused)) return false;
        const rect = focused.getBoundingClientRect();
        return rect.height > 0 && rect.top >= dockTop;
      });
    // The bar may appear just after a Tab scrolled the page; the focused element ends up above it.
    await expect.poll(covered, { timeout: 2_000 }).toBe(false);
  }

  // Wide screens: no TWINT link; a page without the flag has no bar.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar.getByRole('link', { name: /Mit TWINT spenden/ })).toHaveCount(0);
  await page.goto('/spenden');
  await expectMounted(page, 'mfe-public-site', /.+/, 'site');
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  await expect(bar).toHaveCount(0);
});
