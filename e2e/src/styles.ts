import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Style checks of the composed portal (e2e/tests/shared-styles.spec.ts): computed styles of
 * shared-ui's form kit, which hold only while the kit's style sheets are active and match the
 * class names its components render, and which remotes' own style sheets are switched on.
 */

/** Radios and checkboxes are drawn by the kit: 28 px choice controls, or invisible inputs under a toggle button. */
export async function expectChoiceControlsStyled(scope: Locator): Promise<void> {
  const controls = scope.locator('input[type="radio"], input[type="checkbox"]');
  await expect(controls.first()).toBeAttached();
  const drawn = await controls.evaluateAll((inputs) =>
    inputs.map((input) => {
      const style = getComputedStyle(input);
      return style.opacity === '0' ? 'toggle' : style.width;
    }),
  );
  expect(drawn.filter((width) => width !== '28px' && width !== 'toggle'), 'widths of radios and checkboxes the kit did not draw').toEqual([]);
}

/** The kit's visually hidden texts (info buttons, file-upload announcements) are clipped to 1 px, not printed. */
export async function expectHiddenTextClipped(text: Locator): Promise<void> {
  await expect(text.first()).toBeAttached();
  const boxes = await text.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return `${style.position} ${style.width}`;
    }),
  );
  expect(boxes.filter((box) => box !== 'absolute 1px'), 'hidden texts printed on the page').toEqual([]);
}

/**
 * shared-ui's stylesheets (one per build whose kit modules the page runs, tools/webpack/styles.js):
 * each linked once, loaded, none switched off, and all before the projects' own sheets.
 */
export async function expectSharedUiStylesOnce(page: Page): Promise<void> {
  const sheets = await page.locator('link[data-shared-ui]').evaluateAll((links) =>
    (links as HTMLLinkElement[]).map((link) => ({ href: link.href, disabled: link.disabled, loaded: link.sheet !== null })),
  );
  const hrefs = sheets.map((sheet) => sheet.href);
  expect(hrefs.length, 'shared-ui stylesheets on the page').toBeGreaterThan(0);
  expect(hrefs.filter((href) => !/\/shared-ui-styles\.[0-9a-f]{8}\.css$/.test(href)), 'sheets tagged as shared-ui\'s that are not').toEqual([]);
  expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index), 'shared-ui stylesheets linked twice').toEqual([]);
  expect(sheets.filter((sheet) => !sheet.loaded).map((sheet) => sheet.href), 'shared-ui stylesheets not loaded').toEqual([]);
  expect(sheets.filter((sheet) => sheet.disabled).map((sheet) => sheet.href), 'shared-ui stylesheets switched off').toEqual([]);
  // Before every project's own sheet, so that a project's rule wins over the kit's of equal specificity.
  const kitAfterOwn = await page.evaluate(() => {
    const own = document.head.querySelector('[data-mfe]');
    return own ? Array.from(document.head.querySelectorAll('link[data-shared-ui]')).filter((link) => own.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).length : 0;
  });
  expect(kitAfterOwn, 'shared-ui stylesheets after a project\'s own sheet').toBe(0);
}

/** A remote's own stylesheets (if it has any) are on only while it is mounted: here the shell's and `mounted`'s. */
export async function expectOwnStylesOnlyOf(page: Page, mounted: string): Promise<void> {
  const tags = await page.locator('[data-mfe]').evaluateAll((sheets) =>
    sheets.map((sheet) => `${sheet.getAttribute('data-mfe')} ${(sheet as HTMLLinkElement).disabled ? 'off' : 'on'}`),
  );
  expect(tags.some((tag) => tag.startsWith('shell ')), 'the shell\'s stylesheet is linked').toBe(true);
  const wrong = tags.filter((tag) => {
    const [project, state] = tag.split(' ');
    return (state === 'on') !== (project === 'shell' || project === mounted);
  });
  expect(wrong, 'style tags of the wrong remotes switched on or off').toEqual([]);
}

/**
 * Class names on the page that no active style sheet defines: a component rendering the class
 * names of a style sheet that was switched off (or never loaded) shows up here.
 */
export async function unstyledClassNames(page: Page): Promise<string[]> {
  // A remote's stylesheets come from its own origin without CORS, so the page cannot read their
  // rules: their text is fetched here and parsed in the page as constructed sheets.
  const linked = await page.evaluate(() =>
    Array.from(document.styleSheets)
      .filter((sheet) => !sheet.disabled && sheet.href && new URL(sheet.href).origin !== location.origin)
      .map((sheet) => sheet.href as string),
  );
  const texts = await Promise.all(linked.map(async (href) => (await page.request.get(href)).text()));
  return page.evaluate((crossOrigin) => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) defined.add(name);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    const readable = Array.from(document.styleSheets).filter((sheet) => !sheet.disabled && (!sheet.href || new URL(sheet.href).origin === location.origin));
    for (const sheet of readable) collect(sheet.cssRules);
    for (const text of crossOrigin) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      collect(sheet.cssRules);
    }
    const used = new Set(Array.from(document.body.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)));
    return [...used].filter((name) => !defined.has(name)).sort();
  }, texts);
}
