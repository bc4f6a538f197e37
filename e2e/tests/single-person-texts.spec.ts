import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { api, freshEmail, type AppRecord } from '../src/dashboard';
import { tabTo } from '../src/keyboard';
import { tokenFor, useToken } from '../src/portal';

/**
 * Issue 14 (items 9, 12 and 15) in French, keyboard only, axe with its experimental rules on every
 * screen: the question counter counts info pages, the upload hint says what the field takes, the
 * countries are in French order, the income screen offers a "further" row, a contact step leads to
 * the contacts and back, and every French text has its no-break space before ? ! : ;.
 */

const NBSP = '\u00a0';

/** No French punctuation mark ? ! : ; after a plain space or a letter (a no-break space belongs there). */
async function expectFrenchSpacing(page: Page) {
  const text = await page.locator('main').innerText();
  const wrong = text.split('\n').filter((line) => /(^|[^\u00a0\u202f])[?!:;](\s|$)/u.test(line) && !/https?:/.test(line));
  expect(wrong).toEqual([]);
}

async function screen(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFrenchSpacing(page);
}

test('a stand-in’s French application pages: counter, hints, countries, further income, contacts and back (keyboard)', async ({ page, context, request }, testInfo) => {
  test.setTimeout(120_000);
  const token = await tokenFor(request, freshEmail(testInfo, 'texte'));
  const app = await api<AppRecord>(request, token, 'POST', '/applications', { type: 'single-person' });
  for (const [endpoint, data] of [
    ['/identification', { identification: 'stand-in' }],
    ['/birthday', { birthday: '1990-03-01' }],
    ['/welfare-aid', { disabilityInsurance: true, supplementaryBenefits: false, socialAid: false, others: false }],
    ['/taxable-income', { taxableIncome: 30000 }],
    ['/reason-for-request', { reasonForRequest: 'leisure' }],
    ['/destination', { destinationCountryCode: 380, destinationLocation: 'Rimini' }],
  ] as const) {
    await api(request, token, 'PUT', `/applications/${app.id}${endpoint}`, data);
  }
  await useToken(context, token);
  const base = `/fr/gesuche/einzelperson/${app.id}`;

  // FE160, an info page, is counted (spec 00 §2.16): FE100, FE150, FE160.
  await page.goto(`${base}/eingabe/information-fremdausfueller`);
  await screen(page, 'Informations pour les représentant·es');
  await expect(page.getByText('Question 3', { exact: true })).toBeVisible();

  // FE240: the types the field takes and its size, with French spacing.
  await page.goto(`${base}/qualifikation/beleg-steuerbares-einkommen`);
  await screen(page, 'Justificatif du revenu imposable');
  await expect(page.locator('main')).toContainText(`Types de fichiers autorisés${NBSP}: PDF, XLSX, AVIF, BMP, JPG, PNG, WEBP. Taille maximale${NBSP}: 20 MB.`);
  await expect(page.getByText('(optional)')).toHaveCount(0);

  // FE390: the countries in French alphabetical order.
  await page.goto(`${base}/verwendungszweck/land-ort`);
  await screen(page, 'Pays et lieu');
  const country = page.getByRole('combobox', { name: /^Pays/ });
  await tabTo(page, country);
  const names = await country.locator('option').allTextContents();
  expect(names.slice(1, 5)).toEqual(['Afghanistan', 'Afrique du Sud', 'Åland', 'Albanie']);
  // The stored country (380) is still the one shown.
  expect(await country.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Italie');

  // FE530: a further income line with a description, by keyboard.
  await page.goto(`${base}/budget/einnahmen`);
  await screen(page, 'Recettes');
  await tabTo(page, page.getByRole('button', { name: 'Autre recette' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Description du poste 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  // On a phone (390 px) the longer French button wraps instead of widening the page (WCAG 1.4.10).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Ajouter une recette' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  // FE610: the contacts management and back to this very step.
  await page.goto(`${base}/kontaktdaten/fremdeingabe`);
  await screen(page, 'Coordonnées de la personne représentée');
  await tabTo(page, page.getByRole('link', { name: 'Gérer les contacts' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/fr/gesuche/kontakte\\?application=${app.id}&return=`));
  await screen(page, 'Gérer les contacts');
  await tabTo(page, page.getByRole('link', { name: `Retour à la demande ${app.number}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${base}/kontaktdaten/fremdeingabe$`));
  await screen(page, 'Coordonnées de la personne représentée');
});

test('the French quick check: options in time order, French spacing in the questions and the pop-up (keyboard)', async ({ page }) => {
  await page.goto('/fr/gesuche/kurzcheck/einzelperson');
  await screen(page, 'Vérification rapide pour les personnes individuelles');
  for (const option of ['Rente de l’assurance-invalidité (AI)', /^J’ai 18 ans ou plus/, 'Un voyage de vacances']) {
    const control = page.getByRole(typeof option === 'string' && option.startsWith('Rente') ? 'checkbox' : 'radio', { name: option });
    await tabTo(page, control);
    await page.keyboard.press('Space');
  }
  const first = page.getByRole('radio', { name: 'Il a déjà commencé ou eu lieu' });
  await tabTo(page, first);
  // Through "Dans moins de 6 semaines" to "Dans 6 semaines ou plus tard": no pop-up on the way.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Dans 6 semaines ou plus tard' })).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectFrenchSpacing(page);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('au moins 6 semaines');
  await expectNoAxeViolations(page);
  const popup = await dialog.innerText();
  expect(popup.split('\n').filter((line) => /(^|[^\u00a0\u202f])[?!:;](\s|$)/u.test(line))).toEqual([]);
});
