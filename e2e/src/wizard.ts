import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from './env';
import { tabTo } from './keyboard';

/**
 * Keyboard steps and API set-up of the wizard journeys: choose an option, type into a field,
 * press the form's primary button, and call the API as an applicant or admin.
 */

/** A date `weeks` weeks (and `extraDays` days) from today as typed in the forms (d.mm.yyyy). */
export function typedInWeeks(weeks: number, extraDays = 0): string {
  const date = new Date(Date.now() + (weeks * 7 + extraDays) * 86_400_000);
  return `${date.getDate()}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}

/** A typed date (d.mm.yyyy) as the API stores it. */
export const isoOf = (typed: string) => {
  const [d, m, y] = typed.split('.');
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
};

/**
 * Ticks a checkbox (Tab, Space) or chooses a radio the keyboard way: Tab reaches the group, Space
 * chooses the focused option, the arrow keys move the choice. A quick-check answer may open a
 * result dialog, which makes the page behind it inert.
 */
export async function choose(page: Page, name: string | RegExp): Promise<void> {
  const exact = typeof name === 'string';
  const checkbox = page.getByRole('checkbox', { name, exact });
  if ((await checkbox.count()) > 0) {
    await tabTo(page, checkbox.first());
    await page.keyboard.press('Space');
    if (!(await page.getByRole('dialog').isVisible())) await expect(checkbox.first()).toBeChecked();
    return;
  }
  const radio = page.getByRole('radio', { name, exact }).first();
  const group = await radio.getAttribute('name');
  const inGroup = page.locator(`input[type="radio"][name="${group}"]`);
  for (let i = 0; i < 80; i++) {
    if (await inGroup.evaluateAll((elements) => elements.includes(document.activeElement as HTMLInputElement))) break;
    await page.keyboard.press('Tab');
  }
  const dialogOpen = () => page.getByRole('dialog').isVisible();
  if (await radio.evaluate((element) => element === document.activeElement)) await page.keyboard.press('Space');
  for (let i = 0; i < 10 && !(await dialogOpen()) && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
  if (!(await dialogOpen())) await expect(radio).toBeChecked();
  // Space confirms the choice the arrows reached (a quick check evaluates confirmed answers only).
  if (!(await dialogOpen()) && (await radio.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Space');
}

/** Tabs to a text field (the first with that name) and types; `replace` empties it first. */
export async function type(page: Page, label: string | RegExp, text: string, replace = false): Promise<void> {
  const field = page.getByRole('textbox', { name: label }).first();
  await tabTo(page, field);
  if (replace) await field.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The form's primary button (save and next, accept, complete), reached with Tab. */
export async function submit(page: Page): Promise<void> {
  await tabTo(page, page.locator('main form button[type="submit"]').first() as unknown as ReturnType<Page['getByRole']>);
  await page.keyboard.press('Enter');
}

/** A button of the page by its name, reached with Tab and pressed with Enter. */
export async function press(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, page.getByRole('button', { name }).first());
  await page.keyboard.press('Enter');
}

export type Json = Record<string, unknown>;

/** One API call as the token's owner; fails the test unless it succeeds. */
export async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<Json> {
  const response = await request.fetch(`${API_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data !== undefined ? { data } : {}) });
  const body = (await response.json()) as { data: Json };
  expect(response.ok(), `${method} ${path}: ${response.status()} ${JSON.stringify(body)}`).toBeTruthy();
  return body.data;
}

/** The chunks a wizard page loads only where needed that this page has requested so far: kinds ('wizard-files', 'wizard-lists', …), the place lists ('places') and the IBAN check ('iban-check'). */
export async function lazyChunksRequested(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/(wizard-[a-z]+|places|iban-check)\.[0-9a-f]{8}\.js$/.exec(entry.name)?.[1])
      .filter((name): name is string => Boolean(name))
      .sort(),
  );
}
