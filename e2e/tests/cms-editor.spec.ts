import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { tokenFor, useToken } from '../src/portal';

/**
 * The editors' path (docs/cms.md): a portal admin continues into the CMS with the portal's own
 * sign-in, edits a page in German, adds the French text, previews the draft on the site, publishes
 * it, and the site shows the change. The CMS screens are Payload's admin; the site's are ours.
 */

const PAGE_TITLE = 'Medien';
const PAGE_PATH = '/medien';

/** The intro as the site shows it: the lead paragraph under the page's heading. */
const intro = (page: Page, text: string) => page.locator('main').getByText(text, { exact: true });

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Entwurf erfolgreich gespeichert.').first()).toBeVisible();
}

/** Opens the CMS's preview of the current locale (a new tab) and answers that tab. */
async function openPreview(page: Page): Promise<Page> {
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Vorschau' }).click()]);
  await preview.waitForLoadState();
  return preview;
}

test('an admin edits a page in German and French, previews the draft, publishes it, and the site shows it', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const german = `Medienmitteilungen, Zahlen und Kontakte – neu ${stamp}.`;
  const french = `Communiqués, chiffres et contacts – nouveau ${stamp}.`;

  await test.step('nobody without the portal sign-in gets in', async () => {
    const anonymous = await request.get('/cms/api/pages', { headers: { cookie: '' } });
    expect(anonymous.status()).toBe(403);
    await page.goto('/cms');
    await expect(page.getByRole('link', { name: 'Mit der Portal-Anmeldung fortfahren' })).toBeVisible();
  });

  await test.step('the admin continues with the portal sign-in', async () => {
    await useToken(context, await tokenFor(request, 'admin@example.org'));
    await page.getByRole('link', { name: 'Mit der Portal-Anmeldung fortfahren' }).click();
    await expect(page).toHaveURL(/\/cms$/);
    // The dashboard's card (the side navigation is a closed drawer on narrow screens).
    await page.getByRole('link', { name: 'Alle Seiten anzeigen' }).click();
    // More pages than the list's first screen: the editor searches by title.
    await page.getByRole('textbox', { name: 'Suche nach Titel' }).fill(PAGE_TITLE);
    await page.getByRole('link', { name: PAGE_TITLE, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
  });

  await test.step('German text saved as a draft: the site still shows the published page', async () => {
    await page.getByLabel('Einleitung').fill(german);
    await saveDraft(page);
    const site = await context.newPage();
    await site.goto(PAGE_PATH);
    await expect(site.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
    await expect(intro(site, german)).toHaveCount(0);
    await site.close();
  });

  await test.step('the preview shows the German draft', async () => {
    const preview = await openPreview(page);
    await expect(preview).toHaveURL(new RegExp(`${PAGE_PATH}\\?preview=`));
    await expect(intro(preview, german)).toBeVisible();
    await expect(preview.getByRole('note')).toHaveText('Vorschau: Diese Fassung ist noch nicht veröffentlicht.');
    await expectNoAxeViolations(preview);
    // A forged token shows nothing of the draft.
    await preview.goto(`${PAGE_PATH}?preview=1.${'x'.repeat(43)}`);
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(intro(preview, german)).toHaveCount(0);
    await expect(preview.getByRole('note')).toHaveCount(0);
    await preview.close();
  });

  await test.step('the French text added in the French locale, previewed under /fr', async () => {
    await page.getByRole('button', { name: /Sprache/ }).click();
    await page.getByRole('button', { name: /Français/ }).click();
    await expect(page).toHaveURL(/locale=fr/);
    await page.getByLabel('Einleitung').fill(french);
    await saveDraft(page);
    const preview = await openPreview(page);
    await expect(preview).toHaveURL(new RegExp(`/fr${PAGE_PATH}\\?preview=`));
    await expect(intro(preview, french)).toBeVisible();
    await expect(preview.getByRole('note')).toHaveText('Aperçu : cette version n’est pas encore publiée.');
    await preview.close();
  });

  await test.step('published: the site shows the change in both languages', async () => {
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    await expect(page.getByText('Erfolgreich aktualisiert.').first()).toBeVisible();
    const site = await context.newPage();
    await site.goto(PAGE_PATH);
    await expect(intro(site, german)).toBeVisible();
    await site.goto(`/fr${PAGE_PATH}`);
    await expect(intro(site, french)).toBeVisible();
    await expect(site.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoAxeViolations(site);
  });
});
