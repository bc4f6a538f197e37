import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { heading, tabTo } from '../src/keyboard';
import { tokenFor, useToken } from '../src/portal';
import { PNG } from '../src/uploads';
import { api, choose, press, submit, type } from '../src/wizard';
import { XLSX, fillSheet, GROUPS, grantedCollection, grantedSingleGroup, template } from '../src/group';

/**
 * The group statement (spec 02 §2.5, §4.5) in the composed build, keyboard only, axe on every
 * screen: a collection's partial billing, then its final billing after the partial one (under the
 * second spelling of the base), and the cancellation of a single group.
 */

test('a collection: partial billing submitted, then the final billing after it', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const email = `abrechnung-${Date.now()}@verein.example.ch`;
  const token = await tokenFor(request, email);
  const id = await grantedCollection(request, token, await tokenFor(request, 'admin@example.org'));
  await useToken(context, token);
  const sheet = await fillSheet(await template(request), GROUPS);

  await page.goto(`/gesuche/gruppe-abrechnung/${id}`);
  await heading(page, 'Hat die Gruppenaktivität stattgefunden?');
  await choose(page, 'Ja, sie hat stattgefunden');
  await submit(page);
  await heading(page, 'Unterlagen für die Abrechnung');
  await choose(page, /Ich habe die Unterlagen bereit/);
  await submit(page);
  await heading(page, 'Zielgruppe');
  await choose(page, /Ich bestätige die Zielgruppe/);
  await submit(page);
  await heading(page, 'Teil- oder Schlussabrechnung');
  await choose(page, /^Teilabrechnung/);
  await submit(page);
  await heading(page, 'So erstellen Sie die Teilabrechnung');
  await expect(page.getByRole('link', { name: 'Ihre Tabelle der Gruppen herunterladen' })).toHaveAttribute('href', `/api/applications/${id}/group-collection-list-document`);
  await submit(page);
  await heading(page, 'Teilabrechnung hochladen');
  await page.locator('#BG420-partialBillingDocument').setInputFiles({ name: 'teilabrechnung.xlsx', mimeType: XLSX, buffer: sheet });
  await expect(page.getByText('teilabrechnung.xlsx', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await submit(page);
  await heading(page, 'Defizit der Teilabrechnung');
  await type(page, /Defizit der abgerechneten Aktivitäten/, '6800');
  await submit(page);
  await heading(page, 'Teilabrechnung abschliessen');
  await type(page, /Geschätzter offener Betrag/, '6800');
  await press(page, 'Teilabrechnung einreichen');
  await heading(page, 'Vielen Dank');
  await expect(page.getByText(/Ihre Teilabrechnung ist bei uns eingetroffen/)).toBeVisible();
  expect((await api(request, token, 'GET', `/applications/${id}`)).status).toBe('partial_statement_submitted');

  // Later: the final billing, under the other spelling of the base. BG200–BG360 are hidden now.
  await page.goto(`/gesuche/gruppe/abrechnung/${id}`);
  await heading(page, 'Schlussabrechnung hochladen');
  await page.locator('#BG450-finalBillingDocument').setInputFiles({ name: 'schlussabrechnung.xlsx', mimeType: XLSX, buffer: sheet });
  await expect(page.getByText('schlussabrechnung.xlsx', { exact: true })).toBeVisible();
  await submit(page);
  await heading(page, 'Defizit der Schlussabrechnung');
  await expect(page.getByText("Mit der Teilabrechnung abgerechnet: CHF 6'800.00.", { exact: false })).toBeVisible();
  await type(page, /^Defizit in CHF/, '6500');
  await submit(page);
  await heading(page, 'Nachweis der Inklusion');
  await expect(page.getByText('Gemischte Gruppe: Menschen mit und ohne Behinderung')).toBeVisible();
  await submit(page);
  await heading(page, 'Nachweis der Inklusionskriterien');
  await type(page, /Nachweis/, 'Menschen mit und ohne Behinderung reisten zusammen.');
  await press(page, 'Nächstes Kriterium');
  await type(page, /Nachweis/, 'Die Gruppe plante an zwei Treffen mit.');
  await submit(page);
  await heading(page, 'Hinweis auf unsere Unterstützung');
  await choose(page, 'Website');
  await submit(page);
  await heading(page, 'Wirkung');
  await type(page, /Was hat die Aktivität/, 'Viel Selbstvertrauen gewonnen.');
  await submit(page);
  await heading(page, 'Bilder hochladen');
  await page.locator('#BG550-images').setInputFiles([
    { name: 'lager1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'lager2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('lager2.png', { exact: true })).toBeVisible();
  await submit(page);
  await heading(page, 'Bildfreigabe');
  await choose(page, 'Ja');
  await submit(page);
  await heading(page, 'Logo Ihrer Organisation');
  await choose(page, 'Wir haben kein Logo');
  await submit(page);
  await heading(page, 'Kontoinhaberin oder Kontoinhaber');
  await expect(page.getByLabel('Vorname')).toHaveValue('Eva');
  await submit(page);
  await heading(page, 'Kontodaten');
  await type(page, 'IBAN', 'CH93 0076 2011 6238 5295 7');
  await submit(page);
  await heading(page, 'Angaben prüfen und einreichen');
  const overview = page.getByRole('region', { name: 'Übersicht' });
  await expect(overview).toContainText("CHF 6'800.00");
  await expect(overview).toContainText('CH93 0076 2011 6238 5295 7');
  await press(page, 'Abschliessen und einreichen');
  await heading(page, 'Vielen Dank');
  await expect(page.getByText(/Ihre Abrechnung wurde erfolgreich zur Überprüfung eingesendet/)).toBeVisible();
  expect((await api(request, token, 'GET', `/applications/${id}`)).status).toBe('statement_submitted');
});

test('a single group cancels: BG210 confirmed, BG720 says so', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const email = `absage-${Date.now()}@verein.example.ch`;
  const token = await tokenFor(request, email);
  const id = await grantedSingleGroup(request, token, await tokenFor(request, 'admin@example.org'));
  await useToken(context, token);
  await page.goto(`/gesuche/gruppe-abrechnung/${id}/bestaetigung-realisierung/bestaetigung-realisierung`);
  await heading(page, 'Hat die Gruppenaktivität stattgefunden?');
  await choose(page, 'Nein, sie wurde abgesagt');
  await submit(page);
  await heading(page, 'Absage bestätigen');
  await expect(page.getByText(/Dies kann nicht rückgängig gemacht werden/)).toBeVisible();
  await choose(page, 'Ja');
  await submit(page);
  await heading(page, 'Absage bestätigt');
  await tabTo(page, page.getByRole('link', { name: 'Zur Gesuchsübersicht' }));
  expect((await api(request, token, 'GET', `/applications/${id}`)).status).toBe('cancelled');
});
