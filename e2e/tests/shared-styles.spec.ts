import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../src/env';
import { freshEmail } from '../src/dashboard';
import { expectChoiceControlsStyled, expectHiddenTextClipped, expectOwnStylesOnlyOf, expectSharedUiStylesOnce, unstyledClassNames } from '../src/styles';
import { expectMounted, latestLoginLink, navigateInApp } from '../src/portal';

/**
 * Shared-ui's styles travel with shared-ui (issue 9, item 9): the form kit's JavaScript is the
 * copy of whichever remote loaded it first, so its style sheets must not belong to that remote,
 * whose own styles are switched off when it unmounts. A new applicant's journey, without reloads:
 * the e-mailed link opens the dashboard, the wizard follows, then the dashboard and the quick check.
 */

/** Every class on the page has an active style sheet; shared-ui's are on once; of the remotes, only `mounted`'s are on. */
async function expectPageStyled(page: Page, mounted: string): Promise<void> {
  expect(await unstyledClassNames(page), 'class names without an active style sheet').toEqual([]);
  await expectSharedUiStylesOnce(page);
  await expectOwnStylesOnlyOf(page, mounted);
}

/** The smallest PNG header the upload accepts. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function saveAndNext(page: Page): Promise<void> {
  await page.locator('main form button[type="submit"]').first().click();
}

/** The dashboard's "new application" dialog: form kit modal and radio group. */
async function openNewApplicationDialog(page: Page) {
  await page.getByRole('button', { name: 'Neues Gesuch erstellen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Neues Gesuch erstellen' });
  await expect(dialog).toBeVisible();
  await expectChoiceControlsStyled(dialog);
  await expectPageStyled(page, 'mfe-dashboard-admin');
  return dialog;
}

test('the form kit stays styled from the dashboard to the wizard, back to the dashboard and on to the quick check', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const email = freshEmail(testInfo, 'styles');
  expect((await request.post(`${API_URL}/auth/login-link`, { data: { email, lang: 'de' } })).status()).toBe(202);

  // Dashboard: where the e-mailed sign-in link opens.
  await page.goto(await latestLoginLink(request, email));
  await expect(page).toHaveURL(/\/gesuche\/uebersicht$/);
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-uebersicht', 'dashboard');
  const dialog = await openNewApplicationDialog(page);
  await dialog.getByRole('radio', { name: /^Einzelperson/ }).check();
  await dialog.getByRole('button', { name: 'Gesuch erstellen' }).click();

  // Wizard (single-person remote, which brings the full form kit; the dashboard has the light field kit): radios, toggles, a file upload, an info button.
  await heading(page, 'Wer füllt das Gesuch aus?');
  await expectChoiceControlsStyled(page.locator('main'));
  await expectPageStyled(page, 'mfe-single-person');
  await page.getByRole('radio', { name: 'für mich selbst' }).check();
  await saveAndNext(page);
  await heading(page, 'Geburtsdatum');
  await expectPageStyled(page, 'mfe-single-person');
  await page.getByRole('textbox', { name: /^Geburtsdatum/ }).fill('15.06.1985');
  await saveAndNext(page);
  await heading(page, 'Einkommensbasis');
  await expectChoiceControlsStyled(page.locator('main'));
  await expectPageStyled(page, 'mfe-single-person');
  for (const question of ['IV', 'EL', 'Sozialhilfe', 'andere']) {
    await page.getByRole('group', { name: new RegExp(question) }).getByRole('radio', { name: question === 'IV' ? 'Ja' : 'Nein' }).check();
  }
  await saveAndNext(page);
  await heading(page, 'Belege der Unterstützung');
  await expectPageStyled(page, 'mfe-single-person');
  await page.getByLabel(/Verfügung der Invalidenversicherung/).first().setInputFiles({ name: 'iv.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Hochgeladene Dateien' }).getByText('iv.png')).toBeVisible();
  await expectPageStyled(page, 'mfe-single-person');
  await saveAndNext(page);
  await heading(page, 'Steuerbares Einkommen');
  await expectHiddenTextClipped(page.locator('main').getByText(/^Hinweise zu «/));
  await expectPageStyled(page, 'mfe-single-person');

  // Back to the dashboard through the portal header.
  await page.getByRole('link', { name: 'Gesuchsübersicht' }).click();
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-uebersicht', 'dashboard');
  await openNewApplicationDialog(page);
  await page.keyboard.press('Escape');

  // Quick check (single-person remote again, after the dashboard unmounted a second time).
  await navigateInApp(page, '/gesuche/kurzcheck/einzelperson');
  await heading(page, 'Kurzcheck für Einzelpersonen');
  await expectChoiceControlsStyled(page.locator('main'));
  await expectPageStyled(page, 'mfe-single-person');
});
