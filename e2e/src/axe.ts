import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import * as axe from 'axe-core';

/**
 * The axe tags every check runs: WCAG 2.2 A and AA, and axe's experimental rules (among them
 * label-content-name-mismatch, WCAG 2.5.3 Label in Name, and css-orientation-lock), which axe
 * leaves out unless asked.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe's results for the page as it stands, with the rules `runOnly` picks.
 *
 * A page without frames is checked in the page itself (what @axe-core/playwright calls legacy
 * mode). axe is injected once per document and then kept: the portal's navigations are
 * client-side, so one document sees many checks. @axe-core/playwright injects its 1.3 MB source
 * twice on every check (about 0.5 s of each check here). axe.run builds its tree afresh on each
 * run, so a later check sees the page as it then is.
 *
 * A page with frames keeps @axe-core/playwright's default mode, which checks cross-origin frames
 * too. That mode opens a blank page to merge the frames' results, which takes longer.
 */
export async function axeResults(page: Page, runOnly: axe.RunOptions['runOnly']): Promise<axe.AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options({ runOnly }).analyze();
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) {
    await page.evaluate(axe.source);
    // As @axe-core/playwright configures it in this mode.
    await page.evaluate(() => window.axe?.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
  }
  return page.evaluate((options) => {
    if (!window.axe) throw new Error('axe was not injected');
    return window.axe.run(document, options);
  }, { runOnly });
}

/** WCAG 2.2 AA check of the current page with axe-core, experimental rules included; fails with the list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeResults(page, { type: 'tag', values: AXE_TAGS });
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
