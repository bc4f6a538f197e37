import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { API_URL } from '../src/env';
import { tabTo } from '../src/keyboard';

/**
 * Donations and likes (issue 15) in the composed build, by keyboard only, axe on every page:
 * a donation on /spenden through the local provider double (its widget, its checkout, the
 * signed webhook) is confirmed; a donation on the Christmas campaign with "list my name" puts
 * the donor on the campaign's list; a like on a journal entry counts once across reloads.
 */

const CAMPAIGN = 'weihnachtsaktion-2023';

/** Fills the provider widget's form by keyboard: Tab to each field, type, Space for the checkbox. */
async function donateByKeyboard(page: Page, donor: { amount: string; firstname: string; lastname: string; email: string; listName: boolean }) {
  const widget = page.getByRole('group', { name: 'Spendenformular' });
  await expect(widget.getByLabel('Betrag in CHF')).toBeVisible();
  const amount = widget.getByLabel('Betrag in CHF');
  await tabTo(page, amount);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(donor.amount);
  for (const [label, value] of [
    ['Vorname', donor.firstname],
    ['Nachname', donor.lastname],
    ['E-Mail', donor.email],
  ] as const) {
    await tabTo(page, widget.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  if (donor.listName) {
    const consent = widget.getByRole('checkbox', { name: 'Meinen Namen auf der Spenderliste zeigen' });
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
  }
  // Desktop: card only; TWINT is offered on mobile.
  await expect(widget.getByRole('radio', { name: 'Kreditkarte' })).toBeChecked();
  await expect(widget.getByRole('radio', { name: 'TWINT' })).toHaveCount(0);
  await tabTo(page, widget.getByRole('button', { name: 'Jetzt spenden' }));
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status')).toHaveText('Vielen Dank für Ihre Spende!');
  await expect(widget.getByRole('status')).toBeFocused();
}

test.describe('donations through the local provider double', () => {
  test('a donation on /spenden is taken and confirmed', async ({ page }) => {
    await page.goto('/spenden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await donateByKeyboard(page, { amount: '40', firstname: 'Paul', lastname: 'Ohnename', email: 'paul@example.org', listName: false });
    await expectNoAxeViolations(page);
  });

  test('a donation on the Christmas campaign puts the donor on its list', async ({ page, request }) => {
    await page.goto(`/${CAMPAIGN}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Eine Kerze für Ferien' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Sie haben schon gespendet' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('group', { name: 'Spendenformular' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The three donation blocks share one stylesheet: linked once, not once in each block's sheet.
    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) =>
      links.map((link) => /^(.*\/)[^/]*\.([0-9a-f]{8})\.css$/.exec((link as HTMLLinkElement).href)?.slice(1).join('')).filter(Boolean),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((sheet, index) => sheets.indexOf(sheet) !== index)).toEqual([]);
    await expectNoAxeViolations(page);

    await donateByKeyboard(page, { amount: '25', firstname: 'Lina', lastname: 'Tanner', email: 'lina@example.org', listName: true });
    const donors = await request.get(`${API_URL}/donations/donors?campaign=${CAMPAIGN}`);
    expect((await donors.json()).data.names).toContain('Lina T.');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Sie haben schon gespendet' }).getByRole('listitem').filter({ hasText: 'Lina T.' })).toHaveCount(1);
    await expectNoAxeViolations(page);
    // The company page lists the same campaign.
    await page.goto(`/${CAMPAIGN}/firmen`);
    await expect(page.getByRole('region', { name: 'Diese Firmen machen mit' }).getByRole('listitem').filter({ hasText: 'Lina T.' })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('on a phone the widget offers TWINT', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/spenden');
    await expect(page.getByRole('group', { name: 'Spendenformular' }).getByRole('radio', { name: 'TWINT' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test('a like on a journal entry counts once across reloads', async ({ page, request }) => {
  await page.goto('/journal/erste-ferien-am-meer');
  const like = page.getByRole('button', { name: 'Gefällt mir' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toBeEnabled();
  await expectNoAxeViolations(page);
  const before = Number(await like.evaluate((button) => button.nextElementSibling?.firstElementChild?.textContent ?? 'NaN'));
  expect(before).toBeGreaterThanOrEqual(0);

  await tabTo(page, like);
  // The button shows the like at once; the reload must wait for the server's answer.
  const posted = page.waitForResponse((response) => response.url().includes('/api/likes/journal/') && response.request().method() === 'POST');
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect((await posted).status()).toBe(200);
  await expect(like).toHaveAccessibleDescription(`${before + 1} ${before + 1 === 1 ? 'Person' : 'Personen'} gefällt das`);

  for (let i = 0; i < 2; i += 1) {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Gefällt mir' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Gefällt mir' })).toHaveAccessibleDescription(`${before + 1} ${before + 1 === 1 ? 'Person' : 'Personen'} gefällt das`);
  }
  await expectNoAxeViolations(page);
  // Seen from elsewhere (no cookie): counted once, and not liked by that other browser.
  const path = await page.evaluate(() => location.pathname);
  expect(path).toBe('/journal/erste-ferien-am-meer');
  const entry = await (await request.get(`${API_URL}/pages/journal/erste-ferien-am-meer`)).json();
  const state = await (await request.get(`${API_URL}/likes/journal/${entry.data.id}`)).json();
  expect(state.data).toEqual({ count: before + 1, liked: false });
});
