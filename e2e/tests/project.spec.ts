import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { heading, tabTo } from '../src/keyboard';
import { tokenFor, useToken } from '../src/portal';
import { answerProject } from '../src/project';
import { PNG, portraitPdf } from '../src/uploads';
import { api, choose, isoOf, press, submit, type, typedInWeeks } from '../src/wizard';

/**
 * The project journey against the composed production build (issue 13): the quick check (success
 * and each failure), an application whose donors first do not add up and whose requested amount
 * is first above the deficit, a statement with a deficit through every step, one without a
 * deficit ending at BP710, and a cancellation. Keyboard only; axe on every screen.
 */

const SETTLE = '/gesuche/projekte-abrechnung';


/** Adds a budget line by keyboard: a typed line ('Art der Einnahme') or a free one ('Weitere Ausgabe'). */
async function addIncome(page: Page, label: string, amount: string) {
  const select = page.getByLabel('Art der Einnahme');
  await tabTo(page, select as unknown as ReturnType<Page['getByRole']>);
  await select.selectOption({ label });
  await press(page, 'Einnahme hinzufügen');
  await page.keyboard.type(amount);
}

/** Adds a free row (expense line, donor) by keyboard: its name, then Tab to its amount. */
async function addRow(page: Page, button: string, name: string, amount: string) {
  await press(page, button);
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(amount);
}

/** BP200 "realised" to BP320: the checklist, the reach, one expense line and the income lines. */
async function realizedWithBudget(page: Page, reach: string, expenses: string, income: Array<[string, string]>) {
  await choose(page, 'Das Projekt wurde realisiert');
  await submit(page);
  await heading(page, 'Unterlagen für die Abrechnung');
  await choose(page, 'Ich habe diese Unterlagen bereit.');
  await submit(page);
  await heading(page, 'Reichweite');
  await type(page, /^Wie viele Menschen mit einer Behinderung hat das Projekt erreicht/, reach);
  await submit(page);
  await heading(page, 'Effektiver Aufwand');
  await expect(page.getByText("Bewilligter Beitrag: CHF 8'000.00.")).toBeVisible();
  await addRow(page, 'Weitere Ausgabe', 'Boote', expenses);
  await submit(page);
  await heading(page, 'Effektiver Ertrag');
  for (const [line, amount] of income) await addIncome(page, line, amount);
  await submit(page);
}

async function fillContact(page: Page, email: string) {
  await choose(page, 'Frau');
  await type(page, /^Vorname/, 'Pia');
  await type(page, /^Nachname/, 'Projekt');
  await type(page, /^Strasse/, 'Bahnhofstrasse');
  await type(page, /^Hausnummer/, '1');
  await type(page, /^PLZ/, '3000');
  await type(page, /^Ort/, 'Bern');
  await type(page, /^Telefon/, '031 123 45 67');
  await type(page, /^E-Mail/, email);
}

test.describe('project quick check', () => {
  test('a project in planning for people with disabilities leads to the application (keyboard)', async ({ page }) => {
    await page.goto('/gesuche/kurzcheck/projekte');
    await heading(page, 'Kurzcheck für Projekte');
    await choose(page, 'Ja');
    const lead = page.getByRole('group', { name: /Projektleiterin oder der Projektleiter/ });
    await tabTo(page, lead.getByRole('radio', { name: 'Ja' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await choose(page, 'Ferien oder Freizeit');
    await choose(page, 'In Planung');
    const dialog = page.getByRole('dialog', { name: 'Unterstützung möglich!' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Gesuch stellen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gesuche\/projekte$/);
    await heading(page, 'Gesuch für ein Projekt');
  });

  for (const [popup, answers, reason] of [
    ['popup2', [['Zielgruppe', 'Nein'], ['Projektleitung', 'Nein']], /richten oder von einer Person mit einer Behinderung geleitet werden/],
    ['popup3', [['Zielgruppe', 'Ja'], ['Projektleitung', 'Ja'], ['Projektbereich', 'Ein anderer Bereich']], /Bereichen Ferien und Freizeit/],
    ['popup4', [['Zielgruppe', 'Ja'], ['Projektleitung', 'Nein'], ['Projektbereich', 'Ferien oder Freizeit'], ['Eingabefrist', 'In Umsetzung']], /Planungsphase/],
  ] as const) {
    test(`${popup} explains why and points to the contact page (keyboard)`, async ({ page }) => {
      await page.goto('/gesuche/kurzcheck/projekte');
      await heading(page, 'Kurzcheck für Projekte');
      for (const [question, option] of answers) {
        const item = page.locator('li', { has: page.getByRole('heading', { level: 2, name: question }) });
        const radios = item.getByRole('radio');
        await tabTo(page, radios.first());
        const target = item.getByRole('radio', { name: option, exact: true });
        for (let i = 0; i < 5 && !(await target.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Space');
      }
      const dialog = page.getByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(reason);
      await expect(dialog.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Weiter zum Gesuch' })).toHaveCount(0);
    });
  }
});

test('a signed-in applicant completes a project application: donors and the requested amount refused until right', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const email = `projekt-${Date.now()}@example.ch`;
  const token = await tokenFor(request, email);
  await useToken(context, token);
  await page.goto('/gesuche/projekte');
  await heading(page, 'Gesuch für ein Projekt');
  await submit(page);
  await expect(page).toHaveURL(/\/gesuche\/projekte\/[0-9a-f-]+$/);
  const id = /projekte\/([0-9a-f-]+)$/.exec(page.url())![1];
  await heading(page, 'Los geht’s');
  await submit(page);

  await heading(page, 'Richtlinien');
  await choose(page, /Ich habe die Richtlinien gelesen/);
  await submit(page);
  await heading(page, 'Gesuchsart');
  await choose(page, 'Freizeit');
  await submit(page);
  await heading(page, 'Zielgruppe');
  await choose(page, 'Menschen ohne Behinderung');
  await submit(page);
  await heading(page, 'Projektleitung');
  await choose(page, 'Ja');
  await submit(page);
  await heading(page, 'Kommerzieller Hintergrund');
  await choose(page, 'Gemeinnützig');
  await submit(page);

  await heading(page, 'Eingabefrist');
  await choose(page, 'In Planung');
  await submit(page);
  await heading(page, 'Projektlaufzeit');
  const start = typedInWeeks(12);
  const end = typedInWeeks(14);
  await type(page, /^Von/, start);
  await type(page, /^Bis/, end);
  await submit(page);
  await heading(page, 'Projektkategorie');
  const category = page.getByRole('combobox', { name: /^Kategorie/ });
  await tabTo(page, category);
  await category.selectOption({ label: 'Kunst' });
  await submit(page);
  await heading(page, 'Projekttitel');
  await type(page, /^Titel des Projekts/, 'Inklusive Theaterwerkstatt');
  await submit(page);
  await heading(page, 'Projektbeschreibung');
  await type(page, /^Beschreiben Sie das Projekt/, 'Zehn Abende Theater für alle, mit Gebärdensprache.');
  await submit(page);
  await heading(page, 'Anzahl Personen');
  await type(page, /^Wie viele Menschen mit einer Behinderung/, '25');
  await submit(page);
  await heading(page, 'Projektkonzept');
  await page.locator('#FP360-projectConceptDocument').setInputFiles({ name: 'konzept.pdf', mimeType: 'application/pdf', buffer: await portraitPdf() });
  await expect(page.getByRole('list', { name: 'Hochgeladene Dateien' }).getByText('konzept.pdf')).toBeVisible();
  await submit(page);
  await heading(page, 'Wirkung');
  await type(page, /^Welche Wirkung/, 'Menschen mit und ohne Behinderung spielen gemeinsam.');
  await submit(page);
  await heading(page, 'Inklusion');
  await choose(page, 'Anderes');
  await type(page, /^Anderes Inklusionskriterium/, 'Gebärdensprache');
  await submit(page);
  await expect(page.getByText(/mindestens eines der drei genannten Inklusionskriterien/).first()).toBeVisible();
  await choose(page, 'Barrieren abbauen');
  await submit(page);

  await heading(page, 'Aufwand');
  await addRow(page, 'Weitere Ausgabe', 'Bühne und Technik', '12000');
  await submit(page);
  await heading(page, 'Ertrag');
  await addIncome(page, 'Eigenleistungen', '2000');
  await addIncome(page, 'Institutionelle Spenden (Stiftungen, Organisationen)', '6000');
  await submit(page);

  await heading(page, 'Institutionelle Spenden');
  await addRow(page, 'Spende hinzufügen', 'Stiftung Bühne', '5000');
  await submit(page);
  await expect(page.getByText("Das Total der institutionellen Spenden stimmt nicht mit dem angegebenen Betrag im Budget überein: Im Budget stehen CHF 6'000.00, die Liste ergibt CHF 5'000.00.").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await addRow(page, 'Spende hinzufügen', 'Gemeinde Bern', '1000');
  await expect(page.getByRole('textbox', { name: /^Betrag in CHF/ })).toHaveCount(2);
  await submit(page);

  await heading(page, 'Defizit');
  await expect(page.getByText("CHF 4'000.00").first()).toBeVisible();
  await choose(page, /Ich habe die Ausgaben und Einnahmen geprüft/);
  await submit(page);
  await heading(page, 'Angefragte Institutionen');
  await press(page, 'Institution hinzufügen');
  await page.keyboard.type('Kulturfonds');
  await submit(page);
  await heading(page, 'Absagen von Institutionen');
  await choose(page, 'Keine Anfragen hängig');
  await submit(page);

  await heading(page, 'Beitrag der Stiftung');
  await expect(page.getByText("Defizit Ihres Projekts: CHF 4'000.00.")).toBeVisible();
  await type(page, /^Beantragter Beitrag in CHF/, '4500');
  await submit(page);
  await expect(page.getByText("Der beantrage Betrag darf nicht höher als das Defizit von CHF 4'000.00 sein.").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await type(page, /^Beantragter Beitrag in CHF/, '4000', true);
  await submit(page);

  await heading(page, 'Hinweis auf die Unterstützung');
  await choose(page, 'Website');
  await submit(page);
  await heading(page, 'Schlussbericht und Bildnachweis');
  await choose(page, /Ich reiche nach dem Projekt einen Schlussbericht und Bilder ein/);
  await submit(page);
  await heading(page, 'Kontaktdaten');
  await fillContact(page, email);
  await submit(page);
  await heading(page, 'Bemerkungen');
  await submit(page);

  await heading(page, 'Datenprüfung');
  await expect(page.getByText('Kunst').first()).toBeVisible();
  await expect(page.getByText("CHF 4'000.00").first()).toBeVisible();
  await press(page, 'Abschliessen und einreichen');
  await expect(page).toHaveURL(new RegExp(`/gesuche/projekte/${id}/abschluss$`));
  await heading(page, 'Vielen Dank für Ihr Gesuch');

  const stored = await api(request, token, 'GET', `/applications/${id}`);
  expect(stored).toMatchObject({
    status: 'submitted',
    subtype: 'leisure',
    targetGroup: ['non-disabled'],
    projectLeadDisabilityStatus: true,
    start: isoOf(start),
    end: isoOf(end),
    inclusionCriteria: ['remove-barriers', 'other'],
    donations: [{ name: 'Stiftung Bühne', amount: 5000 }, { name: 'Gemeinde Bern', amount: 1000 }],
    institutionsRequested: ['Kulturfonds'],
    institutionsRejected: [],
    requestedAmount: 4000,
  });

  // The dashboard's card names the project's area.
  await page.goto('/gesuche/uebersicht');
  await expect(page.getByRole('article', { name: `Gesuch ${String(stored.number)}` })).toContainText('Projekt (Freizeit)');
});

/** A granted project of the applicant: answered through the API, submitted and accepted by the admin. */
async function grantedProject(request: APIRequestContext, token: string): Promise<string> {
  const { id } = (await api(request, token, 'POST', '/applications', { type: 'project' })) as { id: string };
  await answerProject(request, token, id);
  await api(request, token, 'POST', `/applications/${id}/submit`);
  await api(request, await tokenFor(request, 'admin@example.org'), 'POST', `/admin/applications/${id}/accept`, { grantedAmount: 8000 });
  return id;
}

test('a statement with a deficit through every step, from the dashboard to the thank-you page', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const email = `abrechnung-${Date.now()}@example.ch`;
  const token = await tokenFor(request, email);
  await useToken(context, token);
  const id = await grantedProject(request, token);
  const { number } = await api(request, token, 'GET', `/applications/${id}`);

  await page.goto('/gesuche/uebersicht');
  const card = page.getByRole('article', { name: `Gesuch ${String(number)}` });
  await expect(card).toContainText('Projekt (Ferien)');
  await expectNoAxeViolations(page);
  await tabTo(page, card.getByRole('button', { name: `Abrechnung einreichen (Gesuch ${String(number)})` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${SETTLE}/${id}`));

  await heading(page, 'Projektabschluss');
  await choose(page, 'Das Projekt läuft noch');
  await submit(page);
  await expect(page.getByText(/Die Abrechnung kann erst eingereicht werden, wenn das Projekt realisiert ist/).first()).toBeVisible();
  await realizedWithBudget(page, '14', '11000', [['Eigenleistungen', '2000'], ['Institutionelle Spenden (Stiftungen, Organisationen)', '1500']]);
  await heading(page, 'Institutionelle Spenden');
  await choose(page, 'Als PDF-Dokument');
  await page.locator('#BP330-donationsList').setInputFiles({ name: 'spenden.pdf', mimeType: 'application/pdf', buffer: await portraitPdf() });
  await expect(page.getByRole('list', { name: 'Hochgeladene Dateien' }).getByText('spenden.pdf')).toBeVisible();
  await submit(page);
  await heading(page, 'Effektives Defizit');
  await expect(page.getByText("CHF 7'500.00").first()).toBeVisible();
  await choose(page, /Ich bestätige das effektive Defizit/);
  await submit(page);

  await heading(page, 'Inklusionsnachweis');
  await expect(page.getByRole('heading', { level: 2, name: /Barrieren abbauen/ })).toBeVisible();
  await type(page, /^Nachweis/, 'Rollstuhlgängige Boote und Stege.');
  await press(page, 'Nächstes Kriterium');
  await expect(page.getByRole('heading', { level: 2, name: /Selbstbestimmtes Leben fördern/ })).toBeVisible();
  await type(page, /^Nachweis/, 'Die Teilnehmenden planten die Touren selbst.');
  await expectNoAxeViolations(page);
  await submit(page);
  await heading(page, 'Nachweis der Unterstützung');
  await choose(page, 'Website');
  await submit(page);
  await heading(page, 'Schlussbericht');
  await page.locator('#BP420-projectReport').setInputFiles({ name: 'bericht.pdf', mimeType: 'application/pdf', buffer: await portraitPdf() });
  await expect(page.getByRole('list', { name: 'Hochgeladene Dateien' }).getByText('bericht.pdf')).toBeVisible();
  await submit(page);
  await heading(page, 'Bilder hochladen');
  await page.locator('#BP430-images').setInputFiles({ name: 'segeln.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Hochgeladene Dateien' }).getByText('segeln.png')).toBeVisible();
  await submit(page);
  await heading(page, 'Bildfreigabe');
  await choose(page, 'Ja');
  await submit(page);
  await heading(page, 'Logo');
  await choose(page, 'Wir haben kein Logo');
  await submit(page);

  await heading(page, 'Kontoinhaberin oder Kontoinhaber');
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Pia');
  await submit(page);
  await heading(page, 'Kontodaten');
  await type(page, /^IBAN/, 'CH93 0076 2011 6238 5295 7');
  await submit(page);
  await heading(page, 'Bemerkungen');
  await type(page, /^Bemerkungen/, 'Vielen Dank!');
  await submit(page);

  await heading(page, 'Angaben prüfen und einreichen');
  await expect(page.getByText("CHF 7'500.00").first()).toBeVisible();
  await expect(page.getByText('CH93 0076 2011 6238 5295 7').first()).toBeVisible();
  await press(page, 'Abschliessen und einreichen');
  await expect(page).toHaveURL(new RegExp(`${SETTLE}/${id}/abschluss/vielen-dank$`));
  await heading(page, 'Vielen Dank für Ihre Abrechnung');
  const stored = await api(request, token, 'GET', `/applications/${id}`);
  expect(stored.status).toBe('statement_submitted');
  expect(stored.statement).toMatchObject({ realizationStatus: 'realized', numberOfDisabledPersons: 14, uploadDocument: true, noOrganizationLogo: true, iban: 'CH9300762011623852957' });
});

test('a statement without a deficit ends at BP710 (second spelling of the path)', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const email = `ohne-defizit-${Date.now()}@example.ch`;
  const token = await tokenFor(request, email);
  await useToken(context, token);
  const id = await grantedProject(request, token);
  await api(request, token, 'POST', `/applications/${id}/statement`);
  await page.goto(`/gesuche/projekte/abrechnung/${id}/bestaetigung-realisierung/projektabschluss`);
  await heading(page, 'Projektabschluss');
  await realizedWithBudget(page, '10', '3000', [['Eigenleistungen', '3000']]);
  await heading(page, 'Kein Defizit');
  await submit(page);
  await expect(page.getByText('Bitte bestätigen Sie.').first()).toBeVisible();
  await choose(page, 'Ich bestätige, dass das Projekt kein Defizit hat.');
  await submit(page);
  // The wizard moves on by route name, in the first spelling.
  await expect(page).toHaveURL(new RegExp(`${SETTLE}/${id}/abschluss/absage$`));
  await heading(page, 'Gesuch abgeschlossen');
  expect((await api(request, token, 'GET', `/applications/${id}`)).status).toBe('cancelled');
});

test('a cancellation: BP200 "cancelled", BP210 confirmed, BP710', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const email = `absage-${Date.now()}@example.ch`;
  const token = await tokenFor(request, email);
  await useToken(context, token);
  const id = await grantedProject(request, token);
  await page.goto(`${SETTLE}/${id}`);
  await heading(page, 'Projektabschluss');
  await choose(page, 'Das Projekt wurde abgesagt oder hat kein Defizit');
  await submit(page);
  await heading(page, 'Gesuch absagen');
  await choose(page, /Ich bestätige: Das Projekt wurde abgesagt/);
  await submit(page);
  await expect(page).toHaveURL(new RegExp(`${SETTLE}/${id}/abschluss/absage$`));
  await heading(page, 'Gesuch abgeschlossen');
  expect((await api(request, token, 'GET', `/applications/${id}`)).status).toBe('cancelled');
});
