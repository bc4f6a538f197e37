import { expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { API_URL, PORTAL_URL } from './env';

export const REMOTES = ['mfe-public-site', 'mfe-single-person', 'mfe-group', 'mfe-project', 'mfe-dashboard-admin'] as const;
/** The API's HttpOnly session cookie (Path /api); no script of the portal can read it. */
export const TOKEN_COOKIE = 'portal_session';
/** The header the portal's pages send with every change (CSRF protection of the cookie). */
export const CSRF_HEADER = { 'x-requested-with': 'e2e' };

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest sign-in link the API's outbox holds for an address. */
export async function latestLoginLink(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.get(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBeTruthy();
  const mails = ((await answer.json()) as { data: OutboxMail[] }).data;
  const link = mails.flatMap((mail) => mail.links).find((url) => /\/login\/[^/?#]+/.test(url));
  if (!link) throw new Error(`no sign-in link for ${email} in the outbox`);
  return link;
}

const tokens = new Map<string, string>();

/**
 * Signs in through the real e-mail-link flow of the API and returns the session token (from the
 * cookie the API sets), which the helpers send as `Authorization: Bearer`. Tokens
 * are reused within a worker (they are valid for a year) to stay far below the sign-in rate limit
 * (a reused token that a logout journey revoked is replaced);
 * a link superseded by a parallel worker's request is simply requested again.
 */
export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const known = tokens.get(email);
  // A journey may have logged this token out (revoked server-side): then sign in again.
  if (known && (await request.get(`${API_URL}/applicants/me`, { headers: { authorization: `Bearer ${known}` } })).ok()) return known;
  tokens.delete(email);
  for (let attempt = 1; ; attempt++) {
    try {
      const token = await signInOnce(request, email);
      tokens.set(email, token);
      return token;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function signInOnce(request: APIRequestContext, email: string): Promise<string> {
  const asked = await request.post(`${API_URL}/auth/login-link`, { data: { email, lang: 'de' } });
  expect(asked.status()).toBe(202);
  const link = await latestLoginLink(request, email);
  const code = /\/login\/([^/?#]+)/.exec(link)?.[1];
  const exchanged = await request.post(`${API_URL}/auth/login`, { data: { code }, headers: CSRF_HEADER });
  if (!exchanged.ok()) throw new Error(`sign-in of ${email} failed: ${exchanged.status()}`);
  return sessionTokenOf(exchanged);
}

/** The session token an API answer set in its cookie (sign-in, impersonation, its end). */
export function sessionTokenOf(response: APIResponse): string {
  const cookie = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => new RegExp(`^${TOKEN_COOKIE}=([^;]*)`).exec(header.value)?.[1])
    .find(Boolean);
  if (!cookie) throw new Error(`no session cookie in the answer to ${response.url()}`);
  return cookie;
}

/** Puts a session into the browser as the API's sign-in sets it (HttpOnly cookie for /api). */
export async function useToken(context: BrowserContext, token: string): Promise<void> {
  const { hostname } = new URL(PORTAL_URL);
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, domain: hostname, path: '/api', httpOnly: true, sameSite: 'Lax' }]);
}

/** Navigates inside the running single-page portal (single-spa reroutes on history changes). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
  }, path);
}

/**
 * Asserts that exactly the given remote is mounted under the given layout, for the route (a
 * RegExp allows a flow to move on to another of its own routes, e.g. a wizard's first step).
 */
export async function expectMounted(page: Page, remote: string, routeName: string | RegExp, layout: 'site' | 'dashboard') {
  const content = page.locator('#content');
  await expect(content).toHaveAttribute('data-route', routeName);
  await expect(content).toHaveAttribute('data-layout', layout);
  await expect(page.locator(`header[data-layout="${layout}"]`)).toBeVisible();
  await expect(page.locator(`#${remote} > *`).first()).toBeVisible();
  for (const other of REMOTES.filter((name) => name !== remote)) {
    await expect(page.locator(`#${other} > *`)).toHaveCount(0);
  }
}
