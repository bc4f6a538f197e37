import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { heading, tabTo } from '../src/keyboard';

/**
 * The group quick check /gesuche/kurzcheck/gruppe (spec 02 §2.1, §4.2) in the composed build,
 * keyboard only, axe on every screen: the success and each failure with its reason.
 */
const QUESTIONS = [/teilnehmenden Erwachsenen/, /teilnehmenden Kinder und Jugendlichen/, /Wofür möchten Sie Unterstützung/, /Wann beginnt die Gruppenaktivität/];

/** Answers question `index` the keyboard way: Tab into its radio group, arrows to the option, Space confirms. */
async function answer(page: Page, index: number, option: string) {
  const group = page.getByRole('group', { name: QUESTIONS[index] });
  const radios = group.getByRole('radio');
  const target = group.getByRole('radio', { name: option, exact: true });
  for (let i = 0; i < 40 && !(await radios.evaluateAll((elements) => elements.includes(document.activeElement as HTMLInputElement))); i++) await page.keyboard.press('Tab');
  for (let i = 0; i < 6 && !(await target.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Space');
}

async function answerAll(page: Page, options: string[]) {
  for (const [index, option] of options.entries()) {
    await answer(page, index, option);
    if (index < options.length - 1) await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

test.describe('group quick check', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/gesuche/kurzcheck/gruppe');
    await heading(page, 'Kurzcheck für Gruppen');
  });

  test('success: support possible, and the way to the application', async ({ page }) => {
    await answerAll(page, ['Ja', 'Nein, oder es nehmen keine Kinder teil', 'Eine mehrtägige Gruppenreise', 'In 10 Wochen oder später']);
    const dialog = page.getByRole('dialog', { name: 'Unterstützung möglich!' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Gesuch stellen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gesuche\/gruppe$/);
    await heading(page, 'Gesuch für eine Gruppe');
  });

  const failures: Array<[string, string[], RegExp]> = [
    ['finances', ['Nein, oder es nehmen keine Erwachsenen teil', 'Nein, oder es nehmen keine Kinder teil'], /Wir unterstützen Gruppen, deren Teilnehmende/],
    ['reason', ['Ja', 'Ja', 'Etwas anderes'], /ausschliesslich mehrtägige Gruppenreisen und Freizeitaktivitäten/],
    ['deadline', ['Ja', 'Ja', 'Eine Freizeitaktivität der Gruppe', 'In weniger als 10 Wochen'], /mindestens 10 Wochen vor Beginn der Gruppenaktivität/],
  ];
  for (const [name, options, reason] of failures) {
    test(`failure: ${name}`, async ({ page }) => {
      await answerAll(page, options);
      const dialog = page.getByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
      await expect(dialog).toContainText(reason);
      await expect(dialog.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The failing answer stays to be changed.
      await expect(page.getByRole('group', { name: QUESTIONS[options.length - 1] })).toBeVisible();
    });
  }
});
