import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { heading, tabTo } from '../src/keyboard';
import { latestLoginLink, tokenFor, useToken } from '../src/portal';
import { api, choose, press, submit, type, typedInWeeks } from '../src/wizard';
import { GROUPS, XLSX, YEAR, fillSheet, typed, type GroupRow } from '../src/group';

/**
 * The group application (spec 02 §2.3) in the composed build, keyboard only, axe on every screen:
 * a single group from the e-mail entry to the thank-you page, and a collection whose spreadsheet
 * template is downloaded, filled (exceljs), uploaded with a mistake that the page shows, fixed and
 * submitted.
 */
async function addLine(page: Page, category: string, amount: string, kind: 'Ausgabe' | 'Einnahme') {
  const select = page.getByLabel(`Art der ${kind}`);
  await tabTo(page, select as ReturnType<Page['getByRole']>);
  await select.selectOption({ label: category });
  await press(page, `${kind} hinzufügen`);
  await type(page, `${category}: Betrag in CHF`, amount);
}

async function contactAndSubmit(page: Page, email: string) {
  await heading(page, 'Kontaktperson Ihrer Organisation');
  await choose(page, 'Frau');
  await type(page, /^Vorname/, 'Eva');
  await type(page, /^Nachname/, 'Gruppe');
  await type(page, /^Organisation/, 'Verein Ferien für alle');
  await type(page, /^Strasse/, 'Seeweg');
  await type(page, /^Hausnummer/, '3');
  await type(page, /^PLZ/, '3000');
  await type(page, /^Ort/, 'Bern');
  await type(page, /^Telefon/, '031 123 45 67');
  await type(page, /^E-Mail/, email);
  await submit(page);
  await heading(page, 'Bemerkungen');
  await submit(page);
  await heading(page, 'Datenprüfung');
}

async function damConditions(page: Page) {
  await heading(page, 'Inklusionskriterien');
  await choose(page, 'Gemischte Gruppe: Menschen mit und ohne Behinderung');
  await submit(page);
  await expect(page.getByText(/^Bitte wählen Sie mindestens zwei Inklusionsansätze aus/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, 'Die Teilnehmenden wirken bei der Planung mit');
  await submit(page);
  await heading(page, 'Wirkung');
  await type(page, /Was bewirkt die Aktivität/, 'Neue Freundschaften und mehr Selbstvertrauen.');
  await submit(page);
  await heading(page, 'Hinweis auf unsere Unterstützung');
  await choose(page, 'Website');
  await submit(page);
  await heading(page, 'Bildnachweis');
  await choose(page, /Wir liefern die Bilder mit der Abrechnung/);
  await submit(page);
}

async function guidelines(page: Page, subtype: RegExp) {
  await heading(page, 'Unsere Richtlinien');
  await choose(page, /Ich habe die Richtlinien gelesen/);
  await submit(page);
  await heading(page, 'Zielgruppe');
  await choose(page, /Unsere Gruppe gehört zu dieser Zielgruppe/);
  await submit(page);
  await heading(page, 'Gesuchsart');
  await choose(page, subtype);
  await submit(page);
}

test('a single group: e-mail entry (shared mailbox recommended), sign-in, every step, submitted', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = `gruppe-${Date.now()}@verein.example.ch`;
  // The markdown renderer is downloaded only for a text that needs it (here the e-mail address
  // that becomes a link), not for the plain paragraphs before it.
  const markdownChunks: string[] = [];
  page.on('request', (sent) => {
    if (/\/markdown\.[0-9a-f]+\.js$/.test(sent.url())) markdownChunks.push(sent.url());
  });
  await page.goto('/gesuche/gruppe');
  await heading(page, 'Gesuch für eine Gruppe');
  await expect(page.getByText(/Organisationen beantragen hier Beiträge/)).toBeVisible();
  expect(markdownChunks).toEqual([]);
  await submit(page);
  await heading(page, 'Ihre E-Mail-Adresse');
  await expect(page.getByText(/gemeinsames Postfach Ihrer Organisation/)).toBeVisible();
  await expect(page.getByRole('link', { name: /gruppen@organisation\.ch/ })).toHaveAttribute('href', 'mailto:gruppen@organisation.ch');
  expect(markdownChunks).toHaveLength(1);
  await type(page, /^E-Mail$/, email);
  await type(page, /^E-Mail bestätigen/, email);
  await submit(page);
  await heading(page, 'Bitte prüfen Sie Ihr E-Mail-Postfach');
  await page.goto(await latestLoginLink(request, email));
  await expect(page).toHaveURL(/\/gesuche\/gruppe$/);
  await heading(page, 'Gesuch für eine Gruppe');
  await submit(page);
  await expect(page).toHaveURL(/\/gesuche\/gruppe\/[0-9a-f-]+$/);
  const id = /gruppe\/([0-9a-f-]+)/.exec(page.url())![1];
  await heading(page, 'Los geht’s');
  await submit(page);

  await guidelines(page, /^Einzelgruppe/);
  await heading(page, 'Zusammensetzung der Gruppe');
  await choose(page, 'Erwachsene (über 18 Jahre)');
  await submit(page);
  await heading(page, 'Anzahl Teilnehmende');
  await type(page, /Wie viele Menschen mit Behinderung/, '10');
  await submit(page);
  await heading(page, 'Anzahl Tage');
  await type(page, /Wie viele Tage/, '2.5');
  await submit(page);
  await heading(page, 'Thema der Gruppenaktivität');
  await choose(page, 'Sport');
  await submit(page);
  await heading(page, 'Zielsetzung');
  await type(page, /Was möchten Sie mit der Aktivität erreichen/, 'Bewegung in den Bergen für alle.');
  await submit(page);
  await heading(page, 'Land');
  const country = page.getByRole('combobox', { name: /In welchem Land/ });
  await tabTo(page, country);
  await country.selectOption({ label: 'Schweiz' });
  await submit(page);
  await heading(page, 'Ort');
  await type(page, /^Ort/, 'Davos');
  await submit(page);
  await heading(page, 'Zeitraum');
  // Less than 10 weeks ahead: the spec's message.
  await type(page, /Beginn|Von|Start/, typedInWeeks(8));
  await type(page, /Ende|Bis/, typedInWeeks(8, 2));
  await submit(page);
  await expect(page.getByText(/mindestens 10 Wochen vor Beginn der Gruppenaktivität bei uns eintreffen muss\./).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await type(page, /Beginn|Von|Start/, typed(6, 1), true);
  await type(page, /Ende|Bis/, typed(6, 3), true);
  await submit(page);

  await heading(page, 'Ausgaben');
  await addLine(page, 'Unterkunft', '3000', 'Ausgabe');
  await addLine(page, 'Verpflegung', '600', 'Ausgabe');
  await submit(page);
  // CHF 21 × 10 people × 2.5 days.
  await expect(page.getByText(/hier also höchstens CHF 525\./).first()).toBeVisible();
  await type(page, 'Verpflegung: Betrag in CHF', '525', true);
  await submit(page);
  await heading(page, 'Einnahmen');
  await addLine(page, 'Spenden', '300', 'Einnahme');
  await submit(page);
  await expect(page.getByText(/einen Teil der Kosten selbst tragen müssen/).first()).toBeVisible();
  await addLine(page, 'Beiträge der Teilnehmenden', '500', 'Einnahme');
  await submit(page);
  await heading(page, 'Defizit der Gruppenaktivität');
  await expect(page.getByText("CHF 2'725.00")).toBeVisible();
  await choose(page, /Ich habe die Ausgaben und Einnahmen geprüft/);
  await submit(page);

  await damConditions(page);
  await contactAndSubmit(page, email);
  const overview = page.getByRole('region', { name: 'Übersicht' });
  await expect(overview).toContainText('Teilnehmertage25');
  await expect(overview).toContainText("CHF 2'725.00");
  await press(page, 'Abschliessen und einreichen');
  await heading(page, 'Vielen Dank für Ihr Gesuch');
  const stored = await api(request, await tokenFor(request, email), 'GET', `/applications/${id}`);
  expect(stored).toMatchObject({ status: 'submitted', subtype: 'single-group', numberOfDays: 2.5, start: `${YEAR}-06-01` });
});

test('a collection: the template downloaded, filled, uploaded with a mistake shown and fixed, submitted', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const email = `sammel-${Date.now()}@verein.example.ch`;
  const token = await tokenFor(request, email);
  await useToken(context, token);
  await page.goto('/gesuche/gruppe');
  await heading(page, 'Gesuch für eine Gruppe');
  await submit(page);
  await heading(page, 'Los geht’s');
  const id = /gruppe\/([0-9a-f-]+)/.exec(page.url())![1];
  await submit(page);

  await guidelines(page, /^Sammelgesuch/);
  await heading(page, 'Abrechnung von Sammelgesuchen');
  await choose(page, 'Ja');
  await submit(page);
  await heading(page, 'Zeitraum der Aktivitäten');
  await type(page, /Beginn|Von|Start/, typed(4, 6));
  await type(page, /Ende|Bis/, `10.01.${YEAR + 1}`);
  await submit(page);
  await expect(page.getByText('Alle Aktivitäten eines Sammelgesuchs müssen im selben Jahr stattfinden.').first()).toBeVisible();
  await type(page, /Ende|Bis/, typed(9, 10), true);
  await submit(page);

  await heading(page, 'Vorlage für die Gruppen herunterladen');
  const link = page.getByRole('link', { name: 'Vorlage herunterladen (Excel)' });
  await tabTo(page, link);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const template = await readFile((await download.path())!);
  expect(template.subarray(0, 2).toString()).toBe('PK');
  await submit(page);

  await heading(page, 'Ausgefüllte Tabelle hochladen');
  const wrong: GroupRow[] = GROUPS.map((row, index) => (index === 1 ? [row[0], row[1], `31.02.${YEAR}`, row[3], row[4], row[5], row[6]] : row));
  const input = page.locator('#FG245-applicationSheet');
  await input.setInputFiles({ name: 'gruppen.xlsx', mimeType: XLSX, buffer: await fillSheet(template, wrong) });
  await expect(page.getByText('gruppen.xlsx', { exact: true })).toBeVisible();
  await submit(page);
  await expect(page.getByRole('alert').first()).toContainText('Die Tabelle enthält Fehler: Zeile 5, Ende: ist kein gültiges Datum (TT.MM.JJJJ).');
  await expectNoAxeViolations(page);
  await press(page, 'gruppen.xlsx entfernen');
  await input.setInputFiles({ name: 'gruppen-korrigiert.xlsx', mimeType: XLSX, buffer: await fillSheet(template, GROUPS) });
  await expect(page.getByText('gruppen-korrigiert.xlsx', { exact: true })).toBeVisible();
  await submit(page);

  await heading(page, 'Zusammensetzung der Gruppe');
  await choose(page, 'Gemischt: Kinder, Jugendliche und Erwachsene');
  await submit(page);
  // Prefilled from the sheet.
  await heading(page, 'Anzahl Gruppen');
  await expect(page.getByRole('textbox', { name: /Anzahl Gruppen/ })).toHaveValue('4');
  await submit(page);
  await heading(page, 'Anzahl Teilnehmende');
  await expect(page.getByRole('textbox', { name: /Wie viele Menschen mit Behinderung/ })).toHaveValue('32');
  await submit(page);
  await heading(page, 'Teilnehmertage');
  await expect(page.getByRole('textbox', { name: /Durchschnittliche Teilnehmertage/ })).toHaveValue('40');
  await submit(page);
  await heading(page, 'Defizit des Sammelgesuchs');
  await expect(page.getByRole('textbox', { name: /Defizit aller Gruppen/ })).toHaveValue('13600');
  await submit(page);

  await damConditions(page);
  await contactAndSubmit(page, email);
  const overview = page.getByRole('region', { name: 'Übersicht' });
  await expect(overview).toContainText('Anzahl Gruppen4');
  await expect(overview).toContainText("CHF 13'600.00");
  await press(page, 'Abschliessen und einreichen');
  await heading(page, 'Vielen Dank für Ihr Gesuch');
  const stored = await api(request, token, 'GET', `/applications/${id}`);
  expect(stored).toMatchObject({ status: 'submitted', subtype: 'group-collection', numberOfGroups: 4, deficit: 13600 });
});
