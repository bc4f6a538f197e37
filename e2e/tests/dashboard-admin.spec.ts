import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { expectMounted, tokenFor, useToken } from '../src/portal';
import { api, applicationIn, applicationsOf, card, CONTACT, freshEmail, impersonationToken, typeInto, type AppRecord, type Json } from '../src/dashboard';

/**
 * Admin area 'Benutzer verwalten' /gesuche/admin (spec 00 §2.15, §4.8, §6): search by e-mail and
 * by application number with count and paging, impersonation with the header's indicator and
 * back, hiding a contact even from its owner, reassignment (seen by the new owner), review (accept, reject, complete), the audit log;
 * 403 for anyone else.
 */

const DEMO = 'demo2@example.org';

async function openAdmin(page: Page) {
  await page.goto('/gesuche/admin');
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-admin', 'dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer verwalten' })).toBeVisible();
}

/** Types the search with the keyboard and sends it with Enter; waits for the count. */
async function search(page: Page, text: string, count: number) {
  await typeInto(page.getByLabel('E-Mail-Adresse oder Gesuchsnummer'), text);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`(${count}) Antragsteller:innen gefunden`)).toBeVisible();
}

function applicant(page: Page, email: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${email.replace(/[.+]/g, '\\$&')}`) });
}

function row(page: Page, number: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
}

/** The audit log (newest first) has an entry with this action (in words) about this target (its number or e-mail, never an id). */
async function expectAudited(page: Page, action: string, target: string) {
  const audit = page.getByRole('region', { name: 'Protokoll der Administrationsaktionen' });
  await expect(audit.getByRole('row').filter({ hasText: action }).filter({ hasText: target }).first()).toBeVisible();
}

test('a non-admin gets 403 Forbidden on the admin route', async ({ page, context, request }) => {
  await useToken(context, await tokenFor(request, 'demo@example.org'));
  await page.goto('/gesuche/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
  await expect(page.locator('#mfe-dashboard-admin > *')).toHaveCount(0);
  await expect(page.getByTestId('current-user')).toContainText('demo@example.org');
  await expectNoAxeViolations(page);
  const answer = await request.get('/api/admin/applicants', {
    headers: { authorization: `Bearer ${await tokenFor(request, 'demo@example.org')}` },
  });
  expect(answer.status()).toBe(403);
});

test('search by e-mail and by application number, with the count and paging', async ({ page, context, request }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await tokenFor(request, 'admin@example.org');
  // 21 applicants sharing a prefix: the API creates an applicant when an application is
  // reassigned to a new address, so one application of the admin is passed along 21 addresses.
  const prefix = freshEmail(testInfo, 'seite').replace(/@.*$/, '');
  const moved = await api<AppRecord>(request, admin, 'POST', '/applications', { type: 'project' });
  const addresses = Array.from({ length: 21 }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}@example.ch`);
  for (const address of addresses) await api(request, admin, 'POST', `/admin/applications/${moved.id}/reassign-to/${encodeURIComponent(address)}`);

  await useToken(context, await tokenFor(request, 'admin@example.org'));
  await openAdmin(page);
  await expect(page.getByText(/^\(\d+\) Antragsteller:innen gefunden$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // By e-mail (a part of it is enough).
  await search(page, DEMO, 1);
  await expect(applicant(page, DEMO)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // By application number.
  const [{ applications }] = await api<Array<{ applications: AppRecord[] }>>(request, admin, 'GET', `/admin/applicants?search=${encodeURIComponent(DEMO)}`);
  const number = applications[0].number;
  await search(page, number, 1);
  await expect(applicant(page, DEMO)).toBeVisible();
  await expect(row(page, number)).toBeVisible();

  await search(page, 'niemand-hat-diese-adresse@example.ch', 0);
  await expect(page.getByText('Keine Antragsteller:innen gefunden.')).toBeVisible();

  // Paging: 20 per page.
  await search(page, prefix, 21);
  const pager = page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' });
  await expect(pager).toContainText('Seite 1 von 2');
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(applicant(page, addresses[0])).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(pager).toContainText('Seite 2 von 2');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(applicant(page, addresses[20])).toBeVisible();
  await expect(applicant(page, addresses[20]).getByRole('rowheader', { name: moved.number })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await pager.getByRole('button', { name: 'Vorherige Seite' }).click();
  await expect(pager).toContainText('Seite 1 von 2');
  await expect(applicant(page, addresses[0])).toBeVisible();
  await expectAudited(page, 'Gesuch neu zugewiesen', moved.number);
});

test('impersonate a demo applicant, act as them, stop and return to the admin overview', async ({ page, context, request }, testInfo) => {
  const admin = await tokenFor(request, 'admin@example.org');
  await useToken(context, admin);
  await openAdmin(page);
  await search(page, DEMO, 1);
  await applicant(page, DEMO).getByRole('button', { name: `Einloggen als ${DEMO}` }).click();

  await expect(page).toHaveURL(/\/gesuche\/uebersicht$/);
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-uebersicht', 'dashboard');
  const who = page.getByTestId('current-user');
  await expect(who).toHaveText(`Eingeloggt als ${DEMO} (Administration: admin@example.org)`);
  const header = page.locator('header[data-layout="dashboard"]');
  await expect(header.getByRole('button', { name: 'Impersonierung beenden' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  // demo2's own applications, not the admin's.
  const own = await api<Array<{ id: string; applications: AppRecord[] }>>(request, admin, 'GET', `/admin/applicants?search=${encodeURIComponent(DEMO)}`);
  // The newest application leads its section.
  const visible = own[0].applications.filter((app) => !app.archived);
  expect(visible.length).toBeGreaterThan(0);
  await expect(card(page, visible[0].number)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Administration' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Change something as demo2: a new contact.
  const lastname = `Imp${testInfo.workerIndex}${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Kontakte verwalten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakte verwalten' })).toBeVisible();
  await page.getByRole('button', { name: 'Neuen Kontakt erstellen' }).click();
  await page.getByRole('radio', { name: 'Keine Anrede' }).check();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await typeInto(field('Vorname'), 'Ida');
  await typeInto(field('Nachname'), lastname);
  await typeInto(field('Strasse'), CONTACT.street);
  await typeInto(field('Hausnummer'), CONTACT.houseNumber);
  await typeInto(field('PLZ'), CONTACT.zipCode);
  await typeInto(field('Ort'), CONTACT.location);
  await typeInto(field('Telefon'), CONTACT.phone);
  await typeInto(field('E-Mail'), CONTACT.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Der Kontakt Ida ${lastname} wurde erstellt.`)).toBeVisible();
  await expect(who).toContainText('(Administration: admin@example.org)');
  await expectNoAxeViolations(page);

  // Stop: the admin's own user, on the admin overview.
  await header.getByRole('button', { name: 'Impersonierung beenden' }).click();
  await expect(page).toHaveURL(/\/gesuche\/admin$/);
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-admin', 'dashboard');
  await expect(who).toHaveText('Eingeloggt als admin@example.org');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Impersonierung beenden' })).toHaveCount(0);
  // The browser's session cookie is the admin's own session again (no script could read it).
  const me = await page.evaluate(async () => (await fetch('/api/applicants/me')).json());
  expect(me.data).toMatchObject({ email: 'admin@example.org', isAdmin: true, impersonator: null });

  await expectAudited(page, 'Identität übernommen', DEMO);
  await expectAudited(page, 'Identitätsübernahme beendet', DEMO);

  // The contact is demo2's: the admin sees it in their list and hides it, even from demo2.
  await search(page, DEMO, 1);
  const contact = applicant(page, DEMO)
    .getByRole('list')
    .getByRole('listitem')
    .filter({ hasText: `Ida ${lastname}` });
  await expect(contact).toBeVisible();
  await expectNoAxeViolations(page);
  await contact.getByRole('button', { name: `Ausblenden (Ida ${lastname})` }).click();
  await expect(page.getByText(`Der Kontakt Ida ${lastname} ist ausgeblendet, auch für seine Besitzer:in.`)).toBeVisible();
  await expect(contact).toContainText('Ausgeblendet');
  const contactsOfDemo = async () => {
    const asDemo = await impersonationToken(request, admin, own[0].id);
    const names = (await api<Json[]>(request, asDemo, 'GET', '/contacts')).map((entry) => entry.lastname);
    await api(request, asDemo, 'POST', '/admin/stop-impersonation');
    return names;
  };
  expect(await contactsOfDemo()).not.toContain(lastname);
  await contact.getByRole('button', { name: `Einblenden (Ida ${lastname})` }).click();
  await expect(page.getByText(`Der Kontakt Ida ${lastname} ist wieder sichtbar.`)).toBeVisible();
  await expect(contact).not.toContainText('Ausgeblendet');
  expect(await contactsOfDemo()).toContain(lastname);
  await expectAudited(page, 'Kontakt ausgeblendet', `Ida ${lastname}`);
  await expectAudited(page, 'Kontakt wieder eingeblendet', `Ida ${lastname}`);
  await expectNoAxeViolations(page);
});

test('review and reassign: accept, reject, complete; the new owner sees the application', async ({ page, context, request }, testInfo) => {
  test.setTimeout(90_000);
  const ownerEmail = freshEmail(testInfo, 'umteilen');
  const owner = await tokenFor(request, ownerEmail);
  const admin = await tokenFor(request, 'admin@example.org');
  const toAccept = await applicationIn(request, owner, admin, 'submitted', 'single-group');
  const toReject = await applicationIn(request, owner, admin, 'submitted', 'project');
  const toComplete = await applicationIn(request, owner, admin, 'statement_submitted', 'project');
  await useToken(context, admin);
  await openAdmin(page);

  // By number: the owner with all their applications.
  await search(page, toAccept.number, 1);
  const entry = applicant(page, ownerEmail);
  await expect(entry.getByRole('table', { name: `Gesuche von ${ownerEmail}` })).toBeVisible();
  await expect(row(page, toAccept.number)).toContainText('Eingereicht, in Prüfung');

  // Accept: the amount is required.
  await row(page, toAccept.number).getByRole('button', { name: `Bewilligen (Gesuch ${toAccept.number})` }).click();
  const accept = page.getByRole('alertdialog', { name: `Gesuch ${toAccept.number} bewilligen?` });
  await accept.getByRole('button', { name: 'Ja, bewilligen' }).click();
  const amount = accept.getByLabel(/Bewilligter Betrag/);
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.type('1250.50');
  await accept.getByRole('button', { name: 'Ja, bewilligen' }).click();
  await expect(page.getByText(`Das Gesuch ${toAccept.number} wurde bewilligt.`)).toBeVisible();
  await expect(row(page, toAccept.number)).toContainText('Bewilligt');
  expect(await api<AppRecord>(request, owner, 'GET', `/applications/${toAccept.id}`)).toMatchObject({ status: 'accepted', grantedAmount: 1250.5 });

  await row(page, toReject.number).getByRole('button', { name: `Ablehnen (Gesuch ${toReject.number})` }).click();
  await page.getByRole('alertdialog', { name: `Gesuch ${toReject.number} ablehnen?` }).getByRole('button', { name: 'Ja, ablehnen' }).click();
  await expect(row(page, toReject.number)).toContainText('Abgelehnt');

  await row(page, toComplete.number).getByRole('button', { name: `Abschliessen (Gesuch ${toComplete.number})` }).click();
  await page.getByRole('alertdialog', { name: `Gesuch ${toComplete.number} abschliessen?` }).getByRole('button', { name: 'Ja, abschliessen' }).click();
  await expect(row(page, toComplete.number)).toContainText('Abgeschlossen');
  expect((await api<AppRecord>(request, owner, 'GET', `/applications/${toComplete.id}`)).status).toBe('completed');
  await expectNoAxeViolations(page);

  // Reassign to another address (refused while the address is not one).
  const newEmail = freshEmail(testInfo, 'neu');
  await row(page, toAccept.number).getByRole('button', { name: `Gesuch umteilen (Gesuch ${toAccept.number})` }).click();
  const reassign = page.getByRole('alertdialog', { name: `Gesuch ${toAccept.number} umteilen` });
  await typeInto(reassign.getByLabel('Neue E-Mail-Adresse'), 'keine-adresse');
  await reassign.getByRole('button', { name: 'Gesuch umteilen' }).click();
  await expect(reassign.getByLabel('Neue E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  await expect(reassign.getByLabel('Neue E-Mail-Adresse')).toBeFocused();
  await expectNoAxeViolations(page);
  await typeInto(reassign.getByLabel('Neue E-Mail-Adresse'), newEmail);
  await page.keyboard.press('Enter');
  await expect(reassign).toHaveCount(0);
  await expect(page.getByText(`Das Gesuch ${toAccept.number} wurde ${newEmail} zugeteilt.`)).toBeVisible();
  // The list is fetched again: the number now finds the new owner.
  await expect(applicant(page, newEmail)).toBeVisible();
  await expect(applicant(page, newEmail).getByRole('rowheader', { name: toAccept.number })).toBeVisible();
  await expect(applicant(page, ownerEmail)).toHaveCount(0);
  await expectAudited(page, 'Gesuch neu zugewiesen', toAccept.number);
  await expectAudited(page, 'Gesuch bewilligt', toAccept.number);
  await expectAudited(page, 'Gesuch abgelehnt', toReject.number);
  await expectAudited(page, 'Gesuch abgeschlossen', toComplete.number);
  await expectNoAxeViolations(page);
  expect((await applicationsOf(request, owner)).map((app) => app.id)).not.toContain(toAccept.id);

  // The new owner signs in and finds it on their dashboard.
  await context.clearCookies();
  await useToken(context, await tokenFor(request, newEmail));
  await page.goto('/gesuche/uebersicht');
  await expect(page.getByTestId('current-user')).toHaveText(`Eingeloggt als ${newEmail}`);
  const moved = card(page, toAccept.number);
  await expect(moved).toContainText('Bewilligt');
  await expect(moved.getByRole('button', { name: /^Abrechnung einreichen/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
