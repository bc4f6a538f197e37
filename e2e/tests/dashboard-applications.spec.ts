import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { PORT_BASE } from '../src/env';
import { expectMounted, tokenFor, useToken } from '../src/portal';
import { loadedPortalEntries } from '../src/shared-entries';
import { api, applicationIn, applicationsOf, card, freshEmail, type AppRecord } from '../src/dashboard';

/**
 * 'Ihre Gesuchsübersicht' (spec 00 §2.13, §4.2; docs/decisions.md "Dashboard"): sections and the
 * actions of every status, each test with a fresh applicant whose applications are brought into
 * their statuses through the API (applicant and admin calls).
 */

async function openDashboard(page: Page) {
  await page.goto('/gesuche/uebersicht');
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-uebersicht', 'dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Gesuchsübersicht' })).toBeVisible();
}

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
}

/** The card offers exactly these actions (links and buttons, in this order). */
async function expectActions(page: Page, app: AppRecord, labels: string[]) {
  const actions = card(page, app.number).getByRole('list', { name: `Aktionen zu Gesuch ${app.number}` });
  if (labels.length === 0) {
    await expect(actions).toHaveCount(0);
    return;
  }
  await expect(actions.getByRole('listitem')).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    await expect(actions.getByRole('listitem').nth(index).locator('a, button')).toHaveAccessibleName(`${label} (Gesuch ${app.number})`);
  }
}

async function expectOrder(region: Locator, apps: AppRecord[]) {
  const cards = region.getByRole('article');
  await expect(cards).toHaveCount(apps.length);
  for (const [index, app] of apps.entries()) await expect(cards.nth(index)).toHaveAccessibleName(`Gesuch ${app.number}`);
}

test('every status in its section with its actions; PDF download, statement and edit', async ({ page, context, request }, testInfo) => {
  test.setTimeout(90_000);
  const token = await tokenFor(request, freshEmail(testInfo, 'alle'));
  const admin = await tokenFor(request, 'admin@example.org');
  // Created oldest first: each section lists newest first.
  const completed = await applicationIn(request, token, admin, 'completed', 'single-group');
  const rejected = await applicationIn(request, token, admin, 'rejected', 'single-group');
  const cancelled = await applicationIn(request, token, admin, 'cancelled', 'project');
  const statementSubmitted = await applicationIn(request, token, admin, 'statement_submitted', 'project');
  const partial = await applicationIn(request, token, admin, 'partial_statement_submitted', 'group-collection');
  const accepted = await applicationIn(request, token, admin, 'accepted', 'project');
  const submitted = await applicationIn(request, token, admin, 'submitted', 'single-group');
  const preparing = await applicationIn(request, token, admin, 'preparing', 'single-person');
  await useToken(context, token);
  await openDashboard(page);

  const open = section(page, 'Offene Gesuche');
  const active = section(page, 'Aktive Gesuche');
  const closed = section(page, 'Abgeschlossene Gesuche');
  await expect(open.getByRole('heading', { level: 2 })).toHaveText('Offene Gesuche (1)');
  await expect(active.getByRole('heading', { level: 2 })).toHaveText('Aktive Gesuche (4)');
  await expect(closed.getByRole('heading', { level: 2 })).toHaveText('Abgeschlossene Gesuche (3)');

  // Only the newest of each section until 'Alle anzeigen' is pressed.
  await expect(open.getByRole('article')).toHaveCount(1);
  await expect(active.getByRole('article')).toHaveCount(1);
  await expect(active.getByRole('article')).toHaveAccessibleName(`Gesuch ${submitted.number}`);
  await expect(closed.getByRole('article')).toHaveAccessibleName(`Gesuch ${cancelled.number}`);
  await expect(open.getByRole('button', { name: /Alle anzeigen/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const showActive = active.getByRole('button', { name: /^Alle anzeigen \(4\)\s*: Aktive Gesuche$/ });
  await expect(showActive).toHaveAttribute('aria-expanded', 'false');
  await showActive.focus();
  await page.keyboard.press('Enter');
  const hideActive = active.getByRole('button', { name: /^Nur neuestes Gesuch anzeigen\s*: Aktive Gesuche$/ });
  await expect(hideActive).toHaveAttribute('aria-expanded', 'true');
  await expect(active.getByRole('article')).toHaveCount(4);
  await closed.getByRole('button', { name: /^Alle anzeigen \(3\)\s*: Abgeschlossene Gesuche$/ }).click();
  await expect(closed.getByRole('article')).toHaveCount(3);
  // Newest first.
  await expectOrder(active, [submitted, accepted, partial, statementSubmitted]);
  await expectOrder(closed, [cancelled, rejected, completed]);
  await expectNoAxeViolations(page);

  // Number, type, submission date, issuer and status on each card.
  const facts: Array<[AppRecord, string, string]> = [
    [preparing, 'Einzelperson', 'In Bearbeitung'],
    [submitted, 'Gruppe (Einzelgruppe)', 'Eingereicht, in Prüfung'],
    [accepted, 'Projekt (Ferien)', 'Bewilligt'],
    [partial, 'Gruppe (Sammelgesuch)', 'Teilabrechnung eingereicht, in Prüfung'],
    [statementSubmitted, 'Projekt (Ferien)', 'Abrechnung eingereicht, in Prüfung'],
    [cancelled, 'Projekt (Ferien)', 'Storniert'],
    [rejected, 'Gruppe (Einzelgruppe)', 'Abgelehnt'],
    [completed, 'Gruppe (Einzelgruppe)', 'Abgeschlossen'],
  ];
  for (const [app, type, status] of facts) {
    const details = card(page, app.number);
    await expect(details.getByRole('definition')).toHaveText([
      app.number,
      type,
      app === preparing ? 'noch nicht eingereicht' : /^\d{2}\.\d{2}\.\d{4}$/,
      String(app.issuer ?? ''),
      status,
    ]);
  }

  // Actions by status (docs/decisions.md, "Actions by status").
  await expectActions(page, preparing, ['Bearbeiten', 'Löschen']);
  await expectActions(page, submitted, ['PDF herunterladen', 'Gesuch annullieren']);
  await expectActions(page, accepted, ['Abrechnung einreichen', 'PDF herunterladen', 'Gesuch annullieren']);
  // A collection also offers its uploaded list of groups.
  await expectActions(page, partial, ['Schlussabrechnung einreichen', 'PDF herunterladen', 'Liste der Gruppen herunterladen']);
  await expectActions(page, statementSubmitted, ['PDF herunterladen']);
  for (const app of [cancelled, rejected, completed]) await expectActions(page, app, ['PDF herunterladen', 'Archivieren']);

  // PDF: a real PDF file, saved under the server's name.
  const downloading = page.waitForEvent('download');
  await card(page, submitted.number).getByRole('button', { name: /^PDF herunterladen/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(500);
  await expect(page.getByText(`Die Datei ${download.suggestedFilename()} wurde heruntergeladen.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Edit goes to the wizard of the application.
  await card(page, preparing.number).getByRole('link', { name: /^Bearbeiten/ }).click();
  await expect(page).toHaveURL(new RegExp(`/gesuche/einzelperson/${preparing.id}(/|$)`));
  await expect(page.locator('#content')).toHaveAttribute('data-route', /^gesuche-einzelperson-id/);

  // Submit statement: creates the statement, then the settlement route of the application.
  await openDashboard(page);
  await active.getByRole('button', { name: /^Alle anzeigen/ }).click();
  expect((await api<AppRecord>(request, token, 'GET', `/applications/${accepted.id}`)).statement ?? null).toBeNull();
  await card(page, accepted.number).getByRole('button', { name: /^Abrechnung einreichen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/gesuche/projekte-abrechnung/${accepted.id}(/|$)`));
  expect((await api<AppRecord>(request, token, 'GET', `/applications/${accepted.id}`)).statement).toBeTruthy();

  // Final statement of a group collection after its partial statement: the settlement route.
  await openDashboard(page);
  await active.getByRole('button', { name: /^Alle anzeigen/ }).click();
  await card(page, partial.number).getByRole('button', { name: /^Schlussabrechnung einreichen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/gesuche/gruppe-abrechnung/${partial.id}(/|$)`));
});

test('delete asks first: cancel keeps the application, confirm removes it', async ({ page, context, request }, testInfo) => {
  const token = await tokenFor(request, freshEmail(testInfo, 'loeschen'));
  const admin = await tokenFor(request, 'admin@example.org');
  const draft = await applicationIn(request, token, admin, 'preparing', 'single-group');
  await useToken(context, token);
  await openDashboard(page);

  const remove = card(page, draft.number).getByRole('button', { name: `Löschen (Gesuch ${draft.number})` });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: `Gesuch ${draft.number} löschen?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Das Gesuch und alle bisher erfassten Angaben werden endgültig gelöscht.');
  await expect(dialog).toContainText('Dies kann nicht rückgängig gemacht werden.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(card(page, draft.number)).toBeVisible();
  expect((await applicationsOf(request, token)).map((app) => app.id)).toEqual([draft.id]);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ja, Gesuch löschen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Das Gesuch ${draft.number} wurde gelöscht.`)).toBeVisible();
  await expect(card(page, draft.number)).toHaveCount(0);
  await expect(page.getByText('Sie haben noch keine Gesuche.', { exact: false })).toBeVisible();
  expect(await applicationsOf(request, token)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('annul asks first (Escape keeps it), then the cancelled application is archived', async ({ page, context, request }, testInfo) => {
  const token = await tokenFor(request, freshEmail(testInfo, 'annullieren'));
  const admin = await tokenFor(request, 'admin@example.org');
  const app = await applicationIn(request, token, admin, 'submitted', 'single-group');
  await useToken(context, token);
  await openDashboard(page);

  const annul = card(page, app.number).getByRole('button', { name: `Gesuch annullieren (Gesuch ${app.number})` });
  await annul.click();
  const dialog = page.getByRole('alertdialog', { name: `Gesuch ${app.number} annullieren?` });
  await expect(dialog).toContainText('Sie ziehen das Gesuch zurück.');
  await expect(dialog).toContainText('Dies kann nicht rückgängig gemacht werden.');
  await expect(dialog.getByRole('button', { name: 'Ja, Gesuch annullieren' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(annul).toBeFocused();
  expect((await api<AppRecord>(request, token, 'GET', `/applications/${app.id}`)).status).toBe('submitted');

  await annul.click();
  await dialog.getByRole('button', { name: 'Ja, Gesuch annullieren' }).click();
  await expect(page.getByText(`Das Gesuch ${app.number} wurde annulliert.`)).toBeVisible();
  const closed = section(page, 'Abgeschlossene Gesuche');
  await expect(closed.getByRole('article', { name: `Gesuch ${app.number}` })).toContainText('Storniert');
  await expect(section(page, 'Aktive Gesuche')).toContainText('Keine aktiven Gesuche.');
  expect((await api<AppRecord>(request, token, 'GET', `/applications/${app.id}`)).status).toBe('cancelled');
  await expectNoAxeViolations(page);

  // Archive needs no dialog: the application leaves the list (the API still knows it).
  await card(page, app.number).getByRole('button', { name: `Archivieren (Gesuch ${app.number})` }).click();
  await expect(page.getByText(`Das Gesuch ${app.number} wurde archiviert.`)).toBeVisible();
  await expect(card(page, app.number)).toHaveCount(0);
  expect(await applicationsOf(request, token)).toEqual([]);
  expect((await api<AppRecord>(request, token, 'GET', `/applications/${app.id}`)).status).toBe('cancelled');
  await expectNoAxeViolations(page);
});

test('a returning applicant: the dashboard and the wizard ask for their data once, while their code is still on its way', async ({ page, context, request }, testInfo) => {
  const token = await tokenFor(request, freshEmail(testInfo, 'frueh'));
  const admin = await tokenFor(request, 'admin@example.org');
  const draft = await applicationIn(request, token, admin, 'preparing', 'single-person');
  await useToken(context, token);
  // Signed in on this browser before: the portal remembers it (shared-domain signed-in-hint.ts).
  await openDashboard(page);
  for (const [path, apiPath, shown] of [
    ['/gesuche/uebersicht', '/api/applications', page.getByRole('heading', { level: 1, name: 'Ihre Gesuchsübersicht' })],
    [`/gesuche/einzelperson/${draft.id}/qualifikation/geburtsdatum`, `/api/applications/${draft.id}`, page.getByRole('heading', { level: 1, name: 'Geburtsdatum' })],
  ] as const) {
    // The remotes' numbered chunks (their code beyond the entry) are held back until released.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/^http:\/\/localhost:\d+\/\d+\.[0-9a-f]+\.js$/, async (route) => {
      if (new URL(route.request().url()).port === String(PORT_BASE)) return route.continue();
      held++;
      await released;
      await route.continue();
    });
    const reads: string[] = [];
    page.on('request', (asked) => {
      if (asked.method() === 'GET' && new URL(asked.url()).pathname === apiPath) reads.push(asked.url());
    });
    await page.goto(path);
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect.poll(() => reads.length).toBe(1);
    await expect(shown).toBeHidden();
    release();
    await expect(shown).toBeVisible();
    expect(reads).toHaveLength(1);
    await page.unrouteAll({ behavior: 'wait' });
    page.removeAllListeners('request');
  }
});

test('the dashboard comes with the light field kit; the contacts page brings the full form kit when first shown', async ({ page, context, request }, testInfo) => {
  await useToken(context, await tokenFor(request, freshEmail(testInfo, 'leicht')));
  await openDashboard(page);
  // The new-application dialog (modal, radio group) works with the light kit.
  await page.getByRole('button', { name: 'Neues Gesuch erstellen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Neues Gesuch erstellen' });
  await expect(dialog.getByRole('radio', { name: /^Einzelperson/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const onDashboard = await loadedPortalEntries(page);
  expect(onDashboard).toEqual(expect.arrayContaining(['@portal/shared-ui/data', '@portal/shared-ui/account-data', '@portal/shared-ui/fields']));
  expect(onDashboard).not.toContain('@portal/shared-ui/form');
  expect(onDashboard).not.toContain('@portal/shared-domain/validation');

  await page.getByRole('link', { name: 'Kontakte verwalten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakte verwalten' })).toBeVisible();
  expect(await loadedPortalEntries(page)).toEqual(expect.arrayContaining(['@portal/shared-ui/form', '@portal/shared-domain/validation']));
  await page.getByRole('button', { name: 'Neuen Kontakt erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Neuer Kontakt' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a signed-in page comes with the site's content: the footer and the cookie banner without asking the API for them", async ({ page, context, request }, testInfo) => {
  await useToken(context, await tokenFor(request, freshEmail(testInfo, 'inhalt')));
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (/^\/api\/(navigation|globals\/)/.test(pathname)) asked.push(pathname);
  });
  for (const [path, heading, banner] of [
    ['/gesuche/uebersicht', 'Ihre Gesuchsübersicht', 'Cookie-Hinweis'],
    ['/fr/gesuche/uebersicht', /demandes/i, 'Avis sur les cookies'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('region', { name: banner })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  }
  expect(asked).toEqual([]);
});
