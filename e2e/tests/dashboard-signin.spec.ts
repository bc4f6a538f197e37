import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../src/env';
import { expectNoAxeViolations } from '../src/axe';
import { expectMounted, latestLoginLink, TOKEN_COOKIE } from '../src/portal';
import { freshEmail, typeInto } from '../src/dashboard';

/**
 * Sign-in screens (spec 00 §2.12, §4.7): the e-mailed link in every language, read from the
 * API's dev outbox; unknown and superseded links. Each test signs in a distinct new address
 * (the API allows 5 links per address and 30 per client per hour).
 */

const LANGS = [
  {
    lang: 'de',
    prefix: '',
    heading: 'Anmelden',
    email: 'E-Mail-Adresse',
    confirmation: 'E-Mail-Adresse bestätigen',
    submit: 'Anmeldelink senden',
    sent: 'Bitte prüfen Sie Ihr E-Mail-Postfach',
    spam: /Spam-Ordner/,
    signingIn: 'Sie werden eingeloggt...',
    dashboard: 'Ihre Gesuchsübersicht',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    heading: 'Se connecter',
    email: 'Adresse e-mail',
    confirmation: 'Confirmer l’adresse e-mail',
    submit: 'Envoyer le lien de connexion',
    sent: 'Veuillez consulter votre boîte e-mail',
    spam: /spam/i,
    signingIn: 'Connexion en cours...',
    dashboard: 'Aperçu de vos demandes',
  },
  {
    lang: 'it',
    prefix: '/it',
    heading: 'Accedere',
    email: 'Indirizzo e-mail',
    confirmation: 'Confermare l’indirizzo e-mail',
    submit: 'Inviare il link di accesso',
    sent: 'Per favore controlli la sua casella e-mail',
    spam: /spam/i,
    signingIn: 'Accesso in corso...',
    dashboard: 'Panoramica delle sue domande',
  },
] as const;

type Lang = (typeof LANGS)[number];

/** Holds the code exchange (POST /api/auth/login) until released, so the waiting state can be seen. */
async function holdCodeExchange(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/auth\/login$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Requests the link on the login page with the keyboard: e-mail, confirmation, Enter. */
async function requestLink(page: Page, t: Lang, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await typeInto(page.getByLabel(t.email, { exact: true }), email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t.confirmation, { exact: true })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const sent = page.getByRole('heading', { level: 2, name: t.sent });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(t.spam)).toBeVisible();
}

/** The e-mailed link opened in the browser, with 'signing in' shown while the code is exchanged. */
async function openLink(page: Page, t: Lang, link: string) {
  const release = await holdCodeExchange(page);
  await page.goto(link);
  await expectMounted(page, 'mfe-dashboard-admin', 'login-code', 'dashboard');
  await expect(page.getByRole('status').filter({ hasText: t.signingIn })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
}

for (const t of LANGS.filter((entry) => entry.lang !== 'it')) {
  test(`sign-in by the e-mailed link (${t.lang}): request, outbox, 'signing in', dashboard`, async ({ page, request }, testInfo) => {
    const email = freshEmail(testInfo, `login-${t.lang}`);
    await page.goto(`${t.prefix}/login`);
    await expectMounted(page, 'mfe-dashboard-admin', 'login', 'dashboard');
    await expectNoAxeViolations(page);
    await requestLink(page, t, email);
    await expectNoAxeViolations(page);

    const link = await latestLoginLink(request, email);
    expect(link).toMatch(new RegExp(`^http://localhost:\\d+${t.prefix}/login/[^/?#]+$`));
    await openLink(page, t, link);

    await expect(page).toHaveURL(new RegExp(`${t.prefix}/gesuche/uebersicht$`));
    await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-uebersicht', 'dashboard');
    await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
    await expect(page.getByTestId('current-user')).toContainText(email);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === TOKEN_COOKIE);
    expect(cookie?.value).toBeTruthy();
    await expectNoAxeViolations(page);
  });
}

test('sign-in by the e-mailed link (it) from a guarded page: back to the redirect target', async ({ page, request }, testInfo) => {
  const t = LANGS[2];
  const email = freshEmail(testInfo, 'login-it');
  await page.goto('/it/gesuche/kontakte');
  await expect(page).toHaveURL(/\/it\/login\?redirect=%2Fit%2Fgesuche%2Fkontakte$/);
  await expectNoAxeViolations(page);
  await requestLink(page, t, email);

  const link = await latestLoginLink(request, email);
  expect(link).toMatch(/\/it\/login\/[^/?#]+\?redirect=%2Fit%2Fgesuche%2Fkontakte$/);
  await openLink(page, t, link);

  await expect(page).toHaveURL(/\/it\/gesuche\/kontakte$/);
  await expectMounted(page, 'mfe-dashboard-admin', 'gesuche-kontakte', 'dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestire i contatti' })).toBeVisible();
  await expect(page.getByTestId('current-user')).toContainText(email);
  await expectNoAxeViolations(page);
});

test('an unknown sign-in link says so and offers a new link', async ({ page }) => {
  await page.goto('/login/this-code-was-never-sent?redirect=%2Fgesuche%2Fkontakte');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Dieser Anmeldelink ist ungültig. Bitte fordern Sie einen neuen Link an.');
  await expect(page.getByText('Sie werden eingeloggt...')).toHaveCount(0);
  await expect(page.getByTestId('current-user')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await alert.getByRole('link', { name: 'Neuen Anmeldelink anfordern' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgesuche%2Fkontakte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toBeVisible();

  await page.goto('/fr/login/inconnu');
  await expect(page.getByRole('alert')).toContainText('Ce lien de connexion n’est pas valable');
  await expect(page.getByRole('alert').getByRole('link')).toHaveAttribute('href', '/fr/login');
});

test('an older sign-in link still works until a newer one is used, then says it was replaced', async ({ page, request }, testInfo) => {
  const email = freshEmail(testInfo, 'login-old');
  const ask = () => request.post(`${API_URL}/auth/login-link`, { data: { email, lang: 'de' } });
  expect((await ask()).status()).toBe(202);
  const first = await latestLoginLink(request, email);
  expect((await ask()).status()).toBe(202);
  const newest = await latestLoginLink(request, email);
  expect(newest).not.toBe(first);

  // Asking for a link revokes nothing (a flood for someone's address must not kill their link).
  await page.goto(first);
  await expect(page).toHaveURL(/\/gesuche\/uebersicht$/);
  await page.goto(newest);
  await expect(page).toHaveURL(/\/gesuche\/uebersicht$/);
  await expect(page.getByTestId('current-user')).toContainText(email);

  // Signing in with the newer link retired the older one.
  await page.goto(first);
  await expect(page.getByRole('alert')).toContainText('Dieser Anmeldelink wurde durch einen neueren Link oder eine Abmeldung ersetzt.');
  await expect(page.getByRole('link', { name: 'Neuen Anmeldelink anfordern' })).toBeVisible();
  await expectNoAxeViolations(page);
});
