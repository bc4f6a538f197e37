import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { expectMounted, tokenFor, useToken } from '../src/portal';
import { api, CONTACT, freshEmail, typeInto, type Json } from '../src/dashboard';

/**
 * Contacts management /gesuche/kontakte (spec 00 §2.14): empty state of a new applicant, create
 * (with validation), show details, edit, cancel, disable (flagged inactive) and enable again.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a new applicant creates, edits, disables and enables a contact (keyboard, axe)', async ({ page, context, request }, testInfo) => {
  test.setTimeout(90_000);
  const token = await tokenFor(request, freshEmail(testInfo, 'kontakte'));
  await useToken(context, token);
  await page.goto('/gesuche/kontakte');
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-kontakte', 'dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakte verwalten' })).toBeVisible();
  await expect(page.getByText('Sie haben bisher noch keine Kontakte erstellt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Gesuchsübersicht' })).toHaveAttribute('href', '/gesuche/uebersicht');
  await expectNoAxeViolations(page);

  // Create: an empty form is refused with the first wrong field focused.
  await page.getByRole('button', { name: 'Neuen Kontakt erstellen' }).click();
  const form = page.getByRole('form', { name: 'Neuer Kontakt' });
  await expect(form.getByRole('heading', { name: 'Neuer Kontakt' })).toBeFocused();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByRole('alert').first()).toContainText('Bitte korrigieren Sie die markierten Angaben.');
  await expect(form.getByRole('radio', { name: 'Herr' })).toBeFocused();
  await expect(field(page, 'Vorname')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await form.getByRole('radio', { name: CONTACT.salutation }).check();
  await typeInto(field(page, 'Vorname'), CONTACT.firstname);
  await typeInto(field(page, 'Nachname'), CONTACT.lastname);
  await typeInto(field(page, 'Strasse'), CONTACT.street);
  await typeInto(field(page, 'Hausnummer'), CONTACT.houseNumber);
  await typeInto(field(page, 'PLZ'), CONTACT.zipCode);
  await typeInto(field(page, 'Ort'), CONTACT.location);
  await typeInto(field(page, 'Telefon'), CONTACT.phone);
  await typeInto(field(page, 'E-Mail'), CONTACT.email);
  await page.keyboard.press('Enter');
  const name = `${CONTACT.firstname} ${CONTACT.lastname}`;
  await expect(page.getByText(`Der Kontakt ${name} wurde erstellt.`)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Sie haben bisher noch keine Kontakte erstellt.')).toHaveCount(0);
  let stored = await api<Json[]>(request, token, 'GET', '/contacts');
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ salutCode: 'female', firstname: 'Lea', lastname: 'Keller', zipCode: '8002', active: true });

  const contactCard = page.getByRole('article', { name: new RegExp(`^${name}`) });
  await expect(contactCard).toHaveAttribute('data-active', 'true');
  const details = contactCard.getByRole('button', { name: `Details anzeigen (${name})` });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(contactCard.getByRole('button', { name: `Details verbergen (${name})` })).toHaveAttribute('aria-expanded', 'true');
  await expect(contactCard.getByRole('definition')).toHaveText(['Frau', /Seestrasse 5\s*8002 Zürich/, CONTACT.phone, CONTACT.email]);
  await expectNoAxeViolations(page);

  // Edit, cancelled first: nothing changes and focus returns to the contact.
  await contactCard.getByRole('button', { name: `Bearbeiten (${name})` }).click();
  const editForm = page.getByRole('form', { name: `Kontakt bearbeiten: ${name}` });
  await expect(field(page, 'Vorname')).toHaveValue('Lea');
  await typeInto(field(page, 'Ort'), 'Bern');
  await editForm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeFocused();
  expect((await api<Json[]>(request, token, 'GET', '/contacts'))[0]).toMatchObject({ location: 'Zürich' });

  await contactCard.getByRole('button', { name: `Bearbeiten (${name})` }).click();
  await expect(editForm.getByRole('heading', { name: `Kontakt bearbeiten: ${name}` })).toBeFocused();
  await expectNoAxeViolations(page);
  await typeInto(field(page, 'Nachname'), 'Keller-Meier');
  await typeInto(field(page, 'PLZ'), '3011');
  await typeInto(field(page, 'Ort'), 'Bern');
  await page.keyboard.press('Enter');
  const renamed = 'Lea Keller-Meier';
  await expect(page.getByText(`Der Kontakt ${renamed} wurde gespeichert.`)).toBeVisible();
  stored = await api<Json[]>(request, token, 'GET', '/contacts');
  expect(stored[0]).toMatchObject({ lastname: 'Keller-Meier', zipCode: '3011', location: 'Bern', street: 'Seestrasse' });

  // Disable: flagged inactive; enable: active again.
  const renamedCard = page.getByRole('article', { name: new RegExp(`^${renamed}`) });
  await renamedCard.getByRole('button', { name: `Deaktivieren (${renamed})` }).click();
  await expect(page.getByText(`Der Kontakt ${renamed} ist jetzt inaktiv.`)).toBeVisible();
  await expect(renamedCard).toHaveAttribute('data-active', 'false');
  await expect(renamedCard.getByRole('heading', { level: 2 })).toContainText('Inaktiv');
  expect((await api<Json[]>(request, token, 'GET', '/contacts'))[0]).toMatchObject({ active: false });
  await expectNoAxeViolations(page);

  await renamedCard.getByRole('button', { name: `Aktivieren (${renamed})` }).click();
  await expect(page.getByText(`Der Kontakt ${renamed} ist jetzt aktiv.`)).toBeVisible();
  await expect(renamedCard).toHaveAttribute('data-active', 'true');
  await expect(renamedCard.getByRole('heading', { level: 2 })).not.toContainText('Inaktiv');
  expect((await api<Json[]>(request, token, 'GET', '/contacts'))[0]).toMatchObject({ active: true });
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Zur Gesuchsübersicht' }).click();
  await expect(page).toHaveURL(/\/gesuche\/uebersicht$/);
});
