import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** Waits for a screen's h1 and checks the screen with axe. */
export async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Focuses a control by keyboard: Tab until it has focus. */
export async function tabTo(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('control not reachable by Tab');
}
