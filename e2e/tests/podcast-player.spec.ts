import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { tabTo } from '../src/keyboard';
import { expectMounted } from '../src/portal';

/**
 * The one audio player (issue 15, item 2): a track started on /podcasts keeps playing, in the
 * same <audio> element, while the visitor goes by keyboard through the menu to another page,
 * into the portal's sign-in and back to the site. The seeded tracks are 12–13 s long, so the
 * journey checks the player without waiting (played at a quarter speed, so it cannot end first).
 */

interface Playback {
  same: boolean;
  paused: boolean;
  currentTime: number;
  src: string;
}

/** The state of the page's <audio>, and whether it is still the element marked at the start. */
const playback = (page: Page): Promise<Playback> =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="site-audio"]');
    const marked = (window as unknown as { __e2eAudio?: Element }).__e2eAudio;
    return { same: !!audio && audio === marked, paused: audio?.paused ?? true, currentTime: audio?.currentTime ?? 0, src: audio?.currentSrc ?? '' };
  });

/** Still playing the same element, further on than `after` seconds. */
async function expectStillPlaying(page: Page, after: number): Promise<number> {
  await expect.poll(async () => (await playback(page)).currentTime, { timeout: 5_000 }).toBeGreaterThan(after);
  const state = await playback(page);
  expect(state).toMatchObject({ same: true, paused: false });
  expect(state.src).toMatch(/\/api\/audio\/.+/);
  return state.currentTime;
}

test('a podcast track keeps playing across the site menu, into the portal sign-in and back (keyboard only, axe)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/podcasts');
  await expectMounted(page, 'mfe-public-site', /.+/, 'site');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="site-audio"]');
    (window as unknown as { __e2eAudio?: Element }).__e2eAudio = audio ?? undefined;
    // A quarter speed: the 12 s track lasts 48 s, so a slow machine does not reach its end mid-journey.
    if (audio) audio.defaultPlaybackRate = 0.25;
  });

  // Start the first track by keyboard: the player appears and plays.
  const play = page.getByRole('button', { name: 'Glockenspiel am Morgen abspielen' });
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  const player = page.getByRole('region', { name: 'Audio-Player' });
  await expect(player).toBeVisible();
  await expect(player).toContainText('Glockenspiel am Morgen');
  await expect(page.getByRole('button', { name: 'Glockenspiel am Morgen pausieren' })).toBeVisible();
  await expect(player.getByRole('status')).toHaveText('Wird abgespielt: Glockenspiel am Morgen');
  let time = await expectStillPlaying(page, 0);
  await expect(player.getByRole('slider', { name: 'Position im Titel' })).toHaveAttribute('aria-valuetext', /^0:0\d von 0:1\d$/);
  await expectNoAxeViolations(page);

  // Through the menu to the contact page.
  const burger = page.locator('header[data-layout="site"]').getByRole('button', { name: 'Menü', exact: true });
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('link', { name: 'Kontakt', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  time = await expectStillPlaying(page, time);

  // Into the portal: the sign-in page in the portal's layout.
  await tabTo(page, page.locator('header[data-layout="site"]').getByRole('link', { name: 'Anmelden', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#content')).toHaveAttribute('data-route', 'login');
  await expect(player).toBeVisible();
  time = await expectStillPlaying(page, time);

  // And back to the site by the browser's history.
  await page.goBack();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expectStillPlaying(page, time);

  // Pause and resume from the player, by keyboard; the slider moves with the arrow keys.
  await tabTo(page, player.getByRole('button', { name: 'Pausieren' }));
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Abspielen' })).toBeFocused();
  await expect.poll(async () => (await playback(page)).paused).toBe(true);
  await expect(player.getByRole('status')).toHaveText('Pausiert: Glockenspiel am Morgen');
  const paused = (await playback(page)).currentTime;
  // Forward first: at a quarter speed the journey may have played less than the slider's 1 s step.
  await tabTo(page, player.getByRole('slider', { name: 'Position im Titel' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await playback(page)).currentTime).toBeGreaterThan(paused);
  const forward = (await playback(page)).currentTime;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await playback(page)).currentTime).toBeLessThan(forward);
  await expectNoAxeViolations(page);

  // Closing removes the player; the element stays for the next track.
  await tabTo(page, player.getByRole('button', { name: 'Player schliessen' }));
  await page.keyboard.press('Enter');
  await expect(player).toHaveCount(0);
  expect((await playback(page)).same).toBe(true);
});
