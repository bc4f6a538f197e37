import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../src/env';
import { expectNoAxeViolations } from '../src/axe';
import { heading, tabTo } from '../src/keyboard';
import { latestLoginLink, tokenFor, useToken } from '../src/portal';
import { loadedPortalEntries } from '../src/shared-entries';
import { uploadPdf } from '../src/uploads';
import { choose, isoOf, lazyChunksRequested, submit, type, typedInWeeks } from '../src/wizard';

/**
 * Single-person quick check and application wizard against the composed production build:
 * keyboard only, axe on every screen visited.
 */

async function apiGet(request: APIRequestContext, token: string, id: string) {
  // A GET is repeated once after a reset keep-alive socket, as a browser does (e2e/src/dashboard.ts).
  const response = await request.get(`${API_URL}/applications/${id}`, { headers: { authorization: `Bearer ${token}` }, maxRetries: 1 });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test.describe('quick check', () => {
  test('success leads to the application start (keyboard); the quick check needs neither the form kit nor the wizard', async ({ page }) => {
    await page.goto('/gesuche/kurzcheck/einzelperson');
    await heading(page, 'Kurzcheck für Einzelpersonen');
    await choose(page, 'Ergänzungsleistungen (EL)');
    await choose(page, /Ich bin 18 oder älter/);
    await choose(page, 'Eine Freizeitaktivität (z. B. ein Kurs)');
    await choose(page, 'In 6 Wochen oder später');
    const dialog = page.getByRole('dialog', { name: 'Unterstützung möglich!' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // The whole quick check ran on the light field kit and the engine's core: no form kit, wizard
    // chrome, runner, data layer or the rest of the engine.
    const onQuickCheck = await loadedPortalEntries(page);
    expect(onQuickCheck).toEqual(expect.arrayContaining(['@portal/shared-ui/fields', '@portal/shared-ui/flow-pages', '@portal/shared-domain/wizard-core']));
    for (const entry of ['@portal/shared-ui/form', '@portal/shared-ui/wizard', '@portal/shared-ui/flow', '@portal/shared-ui/data', '@portal/shared-domain/wizard']) expect(onQuickCheck).not.toContain(entry);
    await tabTo(page, dialog.getByRole('button', { name: 'Gesuch stellen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gesuche\/einzelperson\/email$/);
    await heading(page, 'Ihre E-Mail-Adresse');
    // The application's first step brings them (the wizard chrome has the form kit's controls).
    expect(await loadedPortalEntries(page)).toEqual(expect.arrayContaining(['@portal/shared-ui/wizard', '@portal/shared-ui/flow', '@portal/shared-ui/data', '@portal/shared-domain/wizard']));
  });

  for (const [popup, steps, reason] of [
    ['popup2', [[/Nichts davon trifft zu/, 0]], /Wir unterstützen Erwachsene/],
    ['popup3', [['Sozialhilfe', 0], [/Ich bin 18 oder älter/, 2]], /liegt über unseren Grenzen/],
    ['popup4', [['Sozialhilfe', 0], [/Ich bin 18 oder älter/, 0], ['Eine Ferienreise', 3]], /ausschliesslich Ferienreisen/],
    ['popup5', [['Sozialhilfe', 0], [/Ich bin 18 oder älter/, 0], ['Eine Ferienreise', 0], ['Sie hat schon begonnen oder stattgefunden', 1]], /mindestens 6 Wochen/],
  ] as const) {
    test(`${popup} explains why and points to the contact page (keyboard)`, async ({ page }) => {
      await page.goto('/gesuche/kurzcheck/einzelperson');
      await heading(page, 'Kurzcheck für Einzelpersonen');
      for (const [option, arrows] of steps) {
        if (arrows === 0) await choose(page, option);
        else {
          await tabTo(page, page.getByRole('radio', { name: option }));
          for (let i = 0; i < arrows; i++) await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Space');
        }
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

test.describe('quick check by keyboard (issue 14, items 10 and 13)', () => {
  test('the arrow keys pass failing deadline options without pop-ups; Space or leaving the question confirms', async ({ page }) => {
    await page.goto('/gesuche/kurzcheck/einzelperson');
    await heading(page, 'Kurzcheck für Einzelpersonen');
    await choose(page, 'Ergänzungsleistungen (EL)');
    await choose(page, /Ich bin 18 oder älter/);
    await choose(page, 'Eine Ferienreise');
    // The four CE130 options in time order, without a gap at 5–6 weeks.
    const names = await page.getByRole('group', { name: /Wann beginnt die Reise/ }).getByRole('radio').evaluateAll((radios) =>
      radios.map((radio) => document.querySelector(`label[for="${radio.id}"]`)?.textContent),
    );
    expect(names).toEqual(['Sie hat schon begonnen oder stattgefunden', 'In weniger als 6 Wochen', 'In 6 Wochen oder später', 'Das Datum steht noch nicht fest']);
    await tabTo(page, page.getByRole('radio', { name: 'Sie hat schon begonnen oder stattgefunden' }));
    // Down to the end and back up to "in 6 weeks or later": two failing options passed twice.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']) await page.keyboard.press(key);
    await expect(page.getByRole('radio', { name: 'In 6 Wochen oder später' })).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Space');
    const success = page.getByRole('dialog', { name: 'Unterstützung möglich!' });
    await expect(success).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();
    // Moving to a failing option and leaving the question with Tab confirms it: the pop-up explains.
    await tabTo(page, page.getByRole('radio', { name: 'In 6 Wochen oder später' }));
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Tab');
    const failure = page.getByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
    await expect(failure).toContainText(/mindestens 6 Wochen/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    // The failing question stays on the screen to be changed.
    await expect(page.getByRole('heading', { level: 2, name: 'Eingabefrist' })).toBeVisible();
  });
});

test('an anonymous visitor requests the link, signs in and completes a self-entry travel application', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = `reise-${Date.now()}@example.ch`;
  await page.goto('/gesuche/einzelperson');
  await expect(page).toHaveURL(/\/gesuche\/einzelperson\/email$/);
  await heading(page, 'Ihre E-Mail-Adresse');
  await type(page, /^E-Mail$/, email);
  await type(page, /^E-Mail bestätigen/, email);
  await submit(page);
  await expect(page).toHaveURL(/\/verifikation-email$/);
  await heading(page, 'Bitte prüfen Sie Ihr E-Mail-Postfach');
  // The info page FE130 is counted (spec 00 §2.16; issue 14, item 9).
  await expect(page.getByText('Frage 2', { exact: true })).toBeVisible();

  await page.goto(await latestLoginLink(request, email));
  await expect(page).toHaveURL(/\/gesuche\/einzelperson\/gesuch$/);
  await heading(page, 'Gesuch für eine Einzelperson');
  await choose(page, /Ich habe die Informationen zum Gesuch gelesen/);
  await submit(page);
  await expect(page).toHaveURL(/\/gesuche\/einzelperson\/[0-9a-f-]+\/eingabe\/einstieg$/);
  const id = /einzelperson\/([0-9a-f-]+)\//.exec(page.url())![1];
  await heading(page, 'Los geht’s');
  await submit(page);

  await heading(page, 'Wer füllt das Gesuch aus?');
  await choose(page, 'für mich selbst');
  await submit(page);
  await heading(page, 'Geburtsdatum');
  // Uploads, budgets, suggestions and the place lists come with the pages that need them: none so far, nor the next.
  expect(await lazyChunksRequested(page)).toEqual([]);
  await type(page, /^Geburtsdatum/, '15.06.1985');
  await submit(page);
  await heading(page, 'Einkommensbasis');
  for (const question of ['IV', 'EL', 'Sozialhilfe', 'andere']) {
    const group = page.getByRole('group', { name: new RegExp(question) });
    await tabTo(page, group.getByRole('radio').first());
    if (question === 'IV') await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowRight');
  }
  await submit(page);
  await heading(page, 'Belege der Unterstützung');
  await page.getByLabel(/Verfügung der Invalidenversicherung/).first().setInputFiles({ name: 'iv.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex') });
  await expect(page.getByRole('list', { name: 'Hochgeladene Dateien' }).getByText('iv.png')).toBeVisible();
  await submit(page);
  await heading(page, 'Steuerbares Einkommen');
  await type(page, /^Steuerbares Einkommen in CHF/, '28000');
  await submit(page);
  await heading(page, 'Beleg steuerbares Einkommen');
  await page.getByLabel(/Steuerveranlagung/).first().setInputFiles({ name: 'steuer.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex') });
  await expect(page.getByRole('list', { name: 'Hochgeladene Dateien' }).getByText('steuer.png')).toBeVisible();
  await submit(page);

  await heading(page, 'Gesuchsgrund');
  await choose(page, 'Ferienreise');
  await submit(page);
  await heading(page, 'Organisationsform');
  await choose(page, 'Selbst organisierte Reise');
  await submit(page);
  await heading(page, 'Anzahl Personen');
  await choose(page, '2 Personen');
  await submit(page);
  await heading(page, 'Begleitpersonen');
  await choose(page, 'Partnerin oder Partner');
  await submit(page);
  await heading(page, 'Datum');
  const start = typedInWeeks(8);
  const end = typedInWeeks(9);
  await type(page, /Beginn|Von|Start/, start);
  await type(page, /Ende|Bis/, end);
  await submit(page);
  await heading(page, 'Inland oder Ausland');
  await choose(page, 'Im Ausland');
  await submit(page);
  await heading(page, 'Land und Ort');
  const country = page.getByRole('combobox', { name: /^Land/ });
  await tabTo(page, country);
  await country.selectOption({ label: 'Italien' });
  await type(page, /^Ort/, 'Rimini');
  await submit(page);
  await heading(page, 'Motivation');
  // The place lists and the Swiss place's suggestions came while "Inland oder Ausland" was answered,
  // which could show either place page; the next page is a budget, whose code comes while this page is answered.
  await expect.poll(() => lazyChunksRequested(page)).toEqual(['places', 'wizard-files', 'wizard-lists', 'wizard-suggestions']);
  await type(page, /Warum ist diese Reise/, 'Eine Woche Meer mit meiner Partnerin.');
  await submit(page);

  await heading(page, 'Ausgaben Ferienreise');
  await page.getByLabel('Art der Ausgabe').selectOption({ label: 'Unterkunft' });
  await tabTo(page, page.getByRole('button', { name: 'Ausgabe hinzufügen' }));
  await page.keyboard.press('Enter');
  await type(page, /Betrag in CHF/, '1200');
  await submit(page);
  await heading(page, 'Einnahmen');
  await expect(page.getByRole('button', { name: 'Weitere Einnahme' })).toBeVisible();
  await page.getByLabel('Art der Einnahme').selectOption({ label: 'Eigenleistung (Sie selbst oder Ihr Umfeld)' });
  await tabTo(page, page.getByRole('button', { name: 'Einnahme hinzufügen' }));
  await page.keyboard.press('Enter');
  await type(page, /Betrag in CHF/, '99');
  await submit(page);
  await expect(page.getByText('Unsere Richtlinien schreiben vor, dass Sie selbst oder Personen aus Ihrem Umfeld mind. 100 Franken selbst finanzieren müssen.').first()).toBeVisible();
  const own = page.getByLabel(/Betrag in CHF/).first();
  await tabTo(page, own as ReturnType<Page['getByRole']>);
  await own.press('ControlOrMeta+a');
  await page.keyboard.type('300');
  await submit(page);
  await heading(page, 'Defizit');
  await expect(page.getByText(/900\.00/).first()).toBeVisible();
  await choose(page, /Ich habe die Ausgaben und Einnahmen geprüft/);
  await submit(page);

  await heading(page, 'Ihre Kontaktdaten');
  await choose(page, 'Frau');
  await type(page, /^Vorname/, 'Anna');
  await type(page, /^Nachname/, 'Muster');
  await type(page, /^Strasse/, 'Bahnhofstrasse');
  await type(page, /^Hausnummer/, '12');
  await type(page, /^PLZ/, '3000');
  await type(page, /^Ort/, 'Bern');
  await type(page, /^Telefon/, '031 123 45 67');
  await type(page, /^E-Mail/, email);
  await submit(page);

  await heading(page, 'Datenprüfung');
  await expect(page.getByText('Rimini')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Abschliessen und einreichen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/gesuche/einzelperson/${id}/abschluss$`));
  await heading(page, 'Vielen Dank für Ihr Gesuch');
  // The journey ends here: no way back into the submitted application (issue 14, item 15).
  await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zur Gesuchsübersicht' })).toBeVisible();

  const token = await tokenFor(request, email);
  const stored = await apiGet(request, token, id);
  expect(stored).toMatchObject({
    status: 'submitted',
    reasonForRequest: 'travel',
    organizationalForm: 'independent-travel',
    numberOfPeople: 2,
    destinationCountryCode: 380,
    destinationLocation: 'Rimini',
    start: isoOf(start),
    end: isoOf(end),
    taxableIncome: 28000,
  });
  // Independent travel never asks whether a companion is required.
  expect(stored.companionRequired ?? null).toBeNull();
});

/** Creates a single-person application and saves answers through the API (setup only). */
async function prepared(request: APIRequestContext, token: string, saves: Array<[string, Record<string, unknown>]>): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post(`${API_URL}/applications`, { headers, data: { type: 'single-person' } });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  for (const [endpoint, data] of saves) {
    const response = await request.put(`${API_URL}/applications/${id}${endpoint}`, { headers, data });
    expect(response.status(), endpoint).toBe(200);
  }
  return id;
}

test('a stand-in completes a leisure application', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const email = `vertretung-${Date.now()}@example.ch`;
  const token = await tokenFor(request, email);
  await useToken(context, token);
  const id = await prepared(request, token, [
    ['/birthday', { birthday: '2012-04-02' }],
    ['/welfare-aid', { disabilityInsurance: false, supplementaryBenefits: false, socialAid: false, others: true }],
    ['/taxable-income', { taxableIncome: 62000 }],
    ['/taxable-income-document', { taxableIncomeDocumentId: await uploadPdf(request, token, 'steuer.pdf') }],
    ['/reason-for-request', { reasonForRequest: 'leisure' }],
    ['/travel-companion-required', { companionRequired: true }],
    ['/travel-companion-reasons', { reasons: ['underage'] }],
    ['/time-period', { start: isoOf(typedInWeeks(7)), end: isoOf(typedInWeeks(7, 4)) }],
    ['/destination', { destinationCountryCode: 193, destinationLocation: 'Davos' }],
    ['/motivation', { motivation: 'Reitkurs in den Sommerferien.' }],
    ['/expenses', { expenses: [{ type: 'kurskosten', amount: 800 }] }],
    ['/budget-available', { budgetAvailable: [{ type: 'individual-contributions', amount: 150 }] }],
  ]);
  await page.goto(`/gesuche/einzelperson/${id}/eingabe/identifikation`);
  await heading(page, 'Wer füllt das Gesuch aus?');
  await choose(page, /für eine andere Person/);
  await submit(page);
  await heading(page, 'Informationen für Stellvertretungen');
  await submit(page);
  // Under 18 (FE200): the companion is required, answered and locked, and the page says why (issue 14, item 5).
  await page.goto(`/gesuche/einzelperson/${id}/verwendungszweck/begleitperson`);
  await heading(page, 'Begleitperson');
  await expect(page.getByText('Für Personen unter 18 Jahren gilt eine Begleitperson immer als nötig.')).toBeVisible();
  await expect(page.getByText('Diese Angaben können nicht mehr geändert werden.')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Ja' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Ja' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // Resume: the first open question is the deficit confirmation.
  await page.goto(`/gesuche/einzelperson/${id}`);
  await heading(page, 'Defizit');
  await choose(page, /Ich habe die Ausgaben und Einnahmen geprüft/);
  await submit(page);
  await heading(page, 'Kontaktdaten der vertretenen Person');
  await choose(page, 'Herr');
  await type(page, /^Vorname/, 'Luca');
  await type(page, /^Nachname/, 'Muster');
  await type(page, /^Strasse/, 'Seeweg');
  await type(page, /^Hausnummer/, '3');
  await type(page, /^PLZ/, '7270');
  await type(page, /^Ort/, 'Davos');
  await type(page, /^Telefon/, '081 123 45 67');
  await type(page, /^E-Mail/, email);
  await submit(page);
  await heading(page, 'Ihre Kontaktdaten als Vertretung');
  await choose(page, 'Frau');
  await type(page, /^Vorname/, 'Maria');
  await type(page, /^Nachname/, 'Muster');
  await type(page, /^Strasse/, 'Seeweg');
  await type(page, /^Hausnummer/, '3');
  await type(page, /^PLZ/, '7270');
  await type(page, /^Ort/, 'Davos');
  await type(page, /^Telefon/, '+41 81 123 45 68');
  await type(page, /^E-Mail/, email);
  await submit(page);
  await heading(page, 'Datenprüfung');
  await tabTo(page, page.getByRole('button', { name: 'Abschliessen und einreichen' }));
  await page.keyboard.press('Enter');
  await heading(page, 'Vielen Dank für Ihr Gesuch');
  expect(await apiGet(request, token, id)).toMatchObject({ status: 'submitted', identification: 'stand-in', representation: { firstname: 'Maria' }, contact: { firstname: 'Luca' } });
});

test('a procurement application; changing the reason mid-way removes the answers that no longer apply', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const email = `anschaffung-${Date.now()}@example.ch`;
  const token = await tokenFor(request, email);
  await useToken(context, token);
  const id = await prepared(request, token, [
    ['/identification', { identification: 'self-reliant' }],
    ['/birthday', { birthday: '1970-01-01' }],
    ['/welfare-aid', { disabilityInsurance: false, supplementaryBenefits: true, socialAid: false, others: false }],
    ['/welfare-aid-documents', { supplementaryBenefitsDocumentId: await uploadPdf(request, token, 'el.pdf') }],
    ['/reason-for-request', { reasonForRequest: 'travel' }],
    ['/organizational-form', { organizationalForm: 'camp' }],
    ['/travel-companion-required', { companionRequired: false }],
    ['/time-period', { start: isoOf(typedInWeeks(10)), end: isoOf(typedInWeeks(11)) }],
    ['/destination', { destinationCountryCode: 193, destinationLocation: 'Bern' }],
  ]);
  await page.goto(`/gesuche/einzelperson/${id}/verwendungszweck/gesuchsgrund`);
  await heading(page, 'Gesuchsgrund');
  await choose(page, 'Anschaffung für die Freizeit');
  await submit(page);
  await heading(page, 'Anschaffungsgegenstand');
  expect(await apiGet(request, token, id)).toMatchObject({
    reasonForRequest: 'procurement',
    organizationalForm: null,
    companionRequired: null,
    start: null,
    end: null,
    destinationCountryCode: null,
    destinationLocation: null,
  });
  await type(page, /Was möchten Sie anschaffen/, 'Ein Tandem-Velo');
  await submit(page);
  await heading(page, 'Anschaffungsdatum');
  await type(page, /^Anschaffungsdatum/, typedInWeeks(8));
  await submit(page);
  await heading(page, 'Motivation');
  await type(page, /Warum ist diese Reise/, 'Gemeinsame Ausflüge.');
  await submit(page);
  await heading(page, 'Ausgaben Anschaffung');
  await page.getByLabel('Art der Ausgabe').selectOption({ label: 'Kosten der Anschaffung' });
  await tabTo(page, page.getByRole('button', { name: 'Ausgabe hinzufügen' }));
  await page.keyboard.press('Enter');
  await type(page, /Betrag in CHF/, '2400');
  await submit(page);
  await heading(page, 'Einnahmen');
  await page.getByLabel('Art der Einnahme').selectOption({ label: 'Eigenleistung (Sie selbst oder Ihr Umfeld)' });
  await tabTo(page, page.getByRole('button', { name: 'Einnahme hinzufügen' }));
  await page.keyboard.press('Enter');
  await type(page, /Betrag in CHF/, '400');
  await submit(page);
  await heading(page, 'Defizit');
  await choose(page, /Ich habe die Ausgaben und Einnahmen geprüft/);
  await submit(page);
  await heading(page, 'Ihre Kontaktdaten');
  await choose(page, 'Herr');
  for (const [label, value] of [[/^Vorname/, 'Paul'], [/^Nachname/, 'Beispiel'], [/^Strasse/, 'Weg'], [/^Hausnummer/, '1'], [/^PLZ/, '8000'], [/^Ort/, 'Zürich'], [/^Telefon/, '044 123 45 67'], [/^E-Mail/, email]] as const) {
    await type(page, label, value);
  }
  await submit(page);
  await heading(page, 'Datenprüfung');
  await tabTo(page, page.getByRole('button', { name: 'Abschliessen und einreichen' }));
  await page.keyboard.press('Enter');
  await heading(page, 'Vielen Dank für Ihr Gesuch');
  expect(await apiGet(request, token, id)).toMatchObject({ status: 'submitted', object: 'Ein Tandem-Velo', expenses: [{ type: 'kosten', amount: 2400 }] });
});

test('FE380: a Swiss place is chosen from the suggestions with the keyboard (ARIA combobox; issue 14, item 6)', async ({ page, context, request }) => {
  const token = await tokenFor(request, `ort-${Date.now()}@example.ch`);
  await useToken(context, token);
  const id = await prepared(request, token, [
    ['/reason-for-request', { reasonForRequest: 'leisure' }],
    ['/time-period', { start: isoOf(typedInWeeks(8)), end: isoOf(typedInWeeks(8, 2)) }],
    ['/destination', { destinationCountryCode: 193, destinationLocation: 'Bern' }],
  ]);
  await page.goto(`/gesuche/einzelperson/${id}/verwendungszweck/ort`);
  await heading(page, 'Ort');
  const place = page.getByRole('combobox', { name: /^Ort in der Schweiz/ });
  await tabTo(page, place);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('davo');
  await expect(place).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: 'Davos' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(place).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(place).toHaveValue('Davos');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/verwendungszweck\/ort$/);
  expect(await apiGet(request, token, id)).toMatchObject({ destinationCountryCode: 193, destinationLocation: 'Davos' });
});
