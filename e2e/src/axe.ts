import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The axe tags every check runs: WCAG 2.2 A and AA, and axe's experimental rules (among them
 * label-content-name-mismatch, WCAG 2.5.3 Label in Name, and css-orientation-lock), which axe
 * leaves out unless asked.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

/**
 * axe for the page as it stands. Without frames it runs in the page itself (axe's legacy mode):
 * the default mode opens a blank page to merge the frames' results, which doubled each check
 * (1.1 s → 0.55 s here, a few hundred checks per suite run). A page with frames keeps the default
 * mode, in which cross-origin frames are checked too.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}

/** WCAG 2.2 AA check of the current page with axe-core, experimental rules included; fails with the list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeFor(page).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
