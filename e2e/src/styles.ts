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

/** shared-ui's style tags (keyed by file path in shared-ui and content): each on the page once, none switched off. */
export async function expectSharedUiStylesOnce(page: Page): Promise<void> {
  const tags = await page.locator('style[data-shared-ui]').evaluateAll((styles) =>
    styles.map((style) => ({ key: style.getAttribute('data-shared-ui') ?? '', disabled: (style as HTMLStyleElement).disabled })),
  );
  const keys = tags.map((tag) => tag.key);
  expect(keys.some((key) => key.startsWith('src/fields/Choice.module.css#')), 'the field kit\'s choice styles are on the page').toBe(true);
  expect(keys.filter((key, index) => keys.indexOf(key) !== index), 'shared-ui style tags inserted twice').toEqual([]);
  expect(tags.filter((tag) => tag.disabled), 'shared-ui style tags switched off').toEqual([]);
}

/** A remote's own style tags (if it has any) are on only while it is mounted: here the shell's and `mounted`'s. */
export async function expectOwnStylesOnlyOf(page: Page, mounted: string): Promise<void> {
  const tags = await page.locator('style[data-mfe]').evaluateAll((styles) =>
    styles.map((style) => `${style.getAttribute('data-mfe')} ${(style as HTMLStyleElement).disabled ? 'off' : 'on'}`),
  );
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
  return page.evaluate(() => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) defined.add(name);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) if (!sheet.disabled) collect(sheet.cssRules);
    const used = new Set(Array.from(document.body.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)));
    return [...used].filter((name) => !defined.has(name)).sort();
  });
}
