import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { PORTAL_URL } from '../src/env';
import { tabTo } from '../src/keyboard';
import { expectMounted } from '../src/portal';

/**
 * The journal in French (issue 15, item 1), by keyboard only, axe on every state: search for a
 * word, filter by a tag, the results and the URL follow; open an entry and find its share links;
 * back restores the search; a rubric page names the rubric. Seeded content: cms/src/seed/content.ts.
 */

const PRODUCT = 'Stiftung Ferien & Freizeit';
const RITA = 'Rita revoit la mer pour la première fois depuis dix ans';
const RITA_PATH = '/fr/journal/erste-ferien-am-meer';

async function showsPage(page: Page, heading: string | RegExp): Promise<void> {
  await expectMounted(page, 'mfe-public-site', /.+/, 'site');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
}

const query = (page: Page) => decodeURIComponent(new URL(page.url()).search);

/** Focuses a control that comes before the focused one: Shift+Tab until it has focus. */
async function shiftTabTo(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error('control not reachable by Shift+Tab');
}

// The journal page has the newsletter pop-up (after 15 s): as seen once already, so it does not
// cover the page while the visitor searches (its own journey is tested elsewhere).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletterPopupShown', 'true'));
});

test('journal search and tag filter in French, an entry with its share links, back to the search', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL_URL });
  await page.goto('/fr/journal');
  await showsPage(page, 'Journal');
  const status = page.getByRole('status').filter({ hasText: /article/ });
  await expect(status).toHaveText(/^\d+ articles trouvés$/);
  const results = page.getByRole('region', { name: 'Articles' });
  const allCount = await results.getByRole('heading', { level: 3 }).count();
  expect(allCount).toBeGreaterThan(1);

  // Search by keyboard: the field, a word, Enter.
  const field = page.getByRole('searchbox', { name: 'Terme de recherche' });
  await tabTo(page, field);
  await page.keyboard.type('mer');
  await page.keyboard.press('Enter');
  await expect.poll(() => query(page)).toBe('?q=mer');
  await expect(results.getByRole('link', { name: RITA, exact: true })).toBeVisible();
  await expect(status).toHaveText(/^\d+ articles? trouvés?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A most-used tag, by keyboard: pressed, in the URL as a list, the results follow.
  const vacances = page.getByRole('group', { name: 'Mots-clés fréquents' }).getByRole('button', { name: /Vacances/ });
  await tabTo(page, vacances);
  await page.keyboard.press('Space');
  await expect(vacances).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => query(page)).toBe('?q=mer&tags[]=ferien');
  await expect(results.getByRole('link', { name: RITA, exact: true })).toBeVisible();
  for (const card of await results.getByRole('listitem').all()) {
    await expect(card.getByRole('link', { name: 'Tous les articles avec le mot-clé Vacances' })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Open the entry by keyboard: its share links are plain links with the entry's address.
  const entryLink = results.getByRole('link', { name: RITA, exact: true });
  await tabTo(page, entryLink);
  await page.keyboard.press('Enter');
  await showsPage(page, RITA);
  expect(new URL(page.url()).pathname).toBe(RITA_PATH);
  const share = page.getByRole('region', { name: 'Partager l’article' });
  const address = encodeURIComponent(`${PORTAL_URL}${RITA_PATH}`);
  await expect(share.getByRole('link', { name: 'Partager sur Facebook (s’ouvre dans un nouvel onglet)' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${address}`,
  );
  await expect(share.getByRole('link', { name: /^Partager sur LinkedIn/ })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${address}`);
  await expect(share.getByRole('link', { name: /^Partager sur WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${address}$`));
  await expect(share.getByRole('link', { name: /^Partager sur X/ })).toHaveAttribute('href', new RegExp(`^https://x\\.com/intent/post\\?url=${address}&text=`));
  await expect(share.getByRole('link', { name: 'Partager par e-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
  for (const link of await share.locator('a[target="_blank"]').all()) expect(await link.getAttribute('rel')).toContain('noopener');
  const copy = share.getByRole('button', { name: 'Copier le lien' });
  await tabTo(page, copy);
  await page.keyboard.press('Enter');
  await expect(share.getByRole('status')).toHaveText('Le lien a été copié.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PORTAL_URL}${RITA_PATH}`);
  await expectNoAxeViolations(page);

  // The entry's tag chip leads to the journal filtered by it.
  await expect(page.getByRole('article').getByRole('link', { name: 'Tous les articles avec le mot-clé Vacances' })).toHaveAttribute(
    'href',
    '/fr/journal?tags%5B%5D=ferien',
  );

  // Back: the search and the tag are restored from the URL.
  await page.goBack();
  await showsPage(page, 'Journal');
  await expect(page.getByRole('searchbox', { name: 'Terme de recherche' })).toHaveValue('mer');
  await expect(page.getByRole('group', { name: 'Mots-clés fréquents' }).getByRole('button', { name: /Vacances/ })).toHaveAttribute('aria-pressed', 'true');

  // Clear the search by keyboard: the tag stays, the search goes.
  const clear = page.getByRole('button', { name: 'Effacer la recherche' });
  await tabTo(page, clear);
  await page.keyboard.press('Enter');
  await expect.poll(() => query(page)).toBe('?tags[]=ferien');
  await expect(page.getByRole('searchbox', { name: 'Terme de recherche' })).toBeFocused();
});

test('a rubric page in French names its rubric; nothing found offers to reset the filters', async ({ page }) => {
  await page.goto('/fr/journal');
  await showsPage(page, 'Journal');
  const rubric = page.getByRole('navigation', { name: 'Rubriques' }).getByRole('link', { name: 'Histoires' });
  await tabTo(page, rubric);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal : Histoires' })).toBeVisible();
  await expect(page).toHaveTitle(`Journal : Histoires | ${PRODUCT}`);
  await expect.poll(() => query(page)).toBe('?rubrics[]=geschichten');
  await expect(rubric).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // The search field is above the rubric links: back with Shift+Tab.
  const field = page.getByRole('searchbox', { name: 'Terme de recherche' });
  await shiftTabTo(page, field);
  await page.keyboard.type('zzzxyq');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /article/ })).toHaveText('Aucun article trouvé');
  await expectNoAxeViolations(page);
  const reset = page.getByRole('button', { name: 'Réinitialiser les filtres' });
  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  await expect.poll(() => query(page)).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /article/ })).toHaveText(/^\d+ articles trouvés$/);
});
