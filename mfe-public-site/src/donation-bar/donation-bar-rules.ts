import type { ContentPage, GlobalLinks } from '@portal/shared-domain';

/** The bar appears once the page is scrolled more than this many pixels (spec 00 §9). */
export const DONATION_BAR_SCROLL_PX = 100;
/** Scroll handling runs at most this often (spec 00 §9). */
export const SCROLL_THROTTLE_MS = 100;

export interface DonationBarContent {
  url: string;
  text: string;
  title: string | null;
  sentence: string | null;
  iban: string | null;
  targetBlank: boolean;
  twintLink: string | null;
}

/**
 * What the bar shows, or null when it must not show (spec 00 §2.5): the page asks for it and the
 * global donation-bar address and text are both set.
 */
export function donationBarContent(page: Pick<ContentPage, 'show_donation_bar'>, links: GlobalLinks | null): DonationBarContent | null {
  const url = links?.donate_bar_url?.trim();
  const text = links?.donate_bar_text?.trim();
  if (!page.show_donation_bar || !links || !url || !text) return null;
  return {
    url,
    text,
    title: links.donate_bar_title?.trim() || null,
    sentence: links.donate_bar_sentence?.trim() || null,
    iban: links.donate_bar_iban?.trim() || null,
    targetBlank: links.donate_bar_target_blank,
    twintLink: links.donate_bar_twint_link?.trim() || null,
  };
}


/** More than the threshold: exactly 100 px does not show the bar yet. */
export const scrolledPast = (scrollY: number, threshold = DONATION_BAR_SCROLL_PX) => scrollY > threshold;

/**
 * Calls `fn` at most once per `ms`: at once, then once more at the end of the window with the
 * last call's state (so stopping right after the threshold still shows the bar).
 */
export function throttle(fn: () => void, ms: number, now: () => number = Date.now): { run: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = now();
    fn();
  };
  return {
    run() {
      const wait = last + ms - now();
      if (wait <= 0) fire();
      else timer ??= setTimeout(fire, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
