import { useEffect, useState, useSyncExternalStore } from 'react';

/** Below this width the portal header shows the mobile user pop-over (spec 00 §2.11). */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/** From this width the site header has room for its quick links, languages and login beside the logo. */
export const WIDE_QUERY = '(min-width: 1200px)';
/** The mobile pop-over is shown only while the page is scrolled less than this (spec 00 §9). */
export const POPOVER_SCROLL_LIMIT = 200;
/** Scroll handling is throttled to this interval (spec 00 §9). */
export const SCROLL_THROTTLE_MS = 100;

/** Leading and trailing throttle: runs at once, then at most once per interval with the latest call. */
export function throttle(fn: () => void, wait: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      last = now;
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        last = Date.now();
        timer = undefined;
        fn();
      }, remaining);
    }
  };
  return {
    run,
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

function subscribeMedia(query: string) {
  return (listener: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  };
}

/** Whether a media query matches; false where matchMedia is unavailable. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribeMedia(query),
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Whether the page is scrolled at least `limit` px; scroll events are throttled. */
export function useScrolledPast(limit: number, enabled = true): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY >= limit);
  useEffect(() => {
    if (!enabled) return undefined;
    const check = throttle(() => setPast(window.scrollY >= limit), SCROLL_THROTTLE_MS);
    check.run();
    window.addEventListener('scroll', check.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', check.run);
      check.cancel();
    };
  }, [limit, enabled]);
  return past;
}
