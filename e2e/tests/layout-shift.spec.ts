import { expect, test } from '@playwright/test';
import { tokenFor, useToken } from '../src/portal';
import { api } from '../src/wizard';

/**
 * A page the server does not render (here the dashboard) keeps the header's room (4.5 rem) in
 * its HTML, but the signed-in portal header on a phone is taller (its account row: 249 px). An
 * empty content area that is shown still counts when it moves: whenever the shell drew that
 * header at once (the session already known), Lighthouse measured CLS 0.196 on the dashboard.
 * The content is therefore shown only once the header is drawn. Here the shell's code never
 * arrives and the test draws the header itself, at the moment it chooses.
 */
test.use({ viewport: { width: 412, height: 823 } });

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
/** Init script: every layout shift of the page, in `window.shifts`. */
const recordShifts = () => {
  const shifts: number[] = [];
  Object.assign(window, { shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
  }).observe({ type: 'layout-shift', buffered: true });
};
const shiftsSeen = () => (window as unknown as { shifts: number[] }).shifts;

test('the content is shown only under the drawn header, so a taller header moves nothing seen', async ({ page }) => {
  await page.route(/\/main\.js$/, (route) => route.abort());
  await page.addInitScript(recordShifts);
  await page.goto('/gesuche/uebersicht');
  const content = page.locator('#content');
  await expect(content).toHaveCSS('visibility', 'hidden');
  await page.evaluate(nextFrames);

  await page.evaluate(() => {
    const header = document.createElement('header');
    header.style.height = '249px';
    document.getElementById('shell-top')?.append(header);
  });
  await expect(content).toHaveCSS('visibility', 'visible');
  await page.evaluate(nextFrames);
  expect(await page.evaluate(shiftsSeen)).toEqual([]);
  expect(await content.evaluate((element) => element.getBoundingClientRect().top)).toBe(249);
});

test('content the server rendered is shown without script even when its header could not be rendered', async ({ page }) => {
  await page.route(/\/main\.js$/, (route) => route.abort());
  await page.route('**/journal/segeltag-zuerichsee', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<div id="shell-top">[\s\S]*?<\/header>\s*<\/div>/, '<div id="shell-top"></div>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/journal/segeltag-zuerichsee');
  expect(await page.locator('#shell-top').evaluate((element) => element.childElementCount)).toBe(0);
  await expect(page.locator('#content')).toHaveCSS('visibility', 'visible');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('signed in, the dashboard and a wizard step come without a layout shift, their content never shown before the header', async ({ page, context, request }) => {
  // The shell renders its layout in slices (a transition), so a remote may commit first; the
  // content must stay hidden until the header is there (shell/src/layout/render-layout.tsx).
  const token = await tokenFor(request, 'layout-shift@example.org');
  await useToken(context, token);
  const { id } = (await api(request, token, 'POST', '/applications', { type: 'single-person' })) as { id: string };
  await page.addInitScript(recordShifts);
  await page.addInitScript(() => {
    // Consent decided: the cookie banner at the bottom has its own test (ssr.spec.ts).
    localStorage.setItem('analyticsAccepted', 'false');
    // Animation frames in which a remote's content is shown without the header above it.
    const seen = { contentBeforeHeader: 0 };
    Object.assign(window, { seen });
    const check = () => {
      const content = document.getElementById('content');
      const drawn = content?.querySelector('[id^="mfe-"] > *');
      if (drawn && !document.querySelector('#shell-top header') && getComputedStyle(content!).visibility === 'visible') seen.contentBeforeHeader += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  for (const [path, heading] of [
    ['/gesuche/uebersicht', 'Ihre Gesuchsübersicht'],
    [`/gesuche/einzelperson/${id}/qualifikation/geburtsdatum`, 'Geburtsdatum'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.evaluate(nextFrames);
    expect(await page.evaluate(shiftsSeen)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({ contentBeforeHeader: 0 });
  }
});
