/** Scroll settings of spec 00 §9: 200 ms, 56 px above the target (the sticky header). */
export const SCROLL_DURATION = 200;
export const SCROLL_OFFSET = -56;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Scrolls the window so that `element` sits `offset` px below the top, smoothly over `duration`
 * ms (ease-in-out), or at once when the user prefers reduced motion. Resolves when done.
 */
export function scrollToElement(
  element: Element,
  { duration = SCROLL_DURATION, offset = SCROLL_OFFSET }: { duration?: number; offset?: number } = {},
): Promise<void> {
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top + offset);
  if (prefersReducedMotion() || duration <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, target);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const frame = (now: number) => {
      const t = Math.min(1, (now - began) / duration);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      window.scrollTo(0, start + (target - start) * eased);
      if (t < 1) window.requestAnimationFrame(frame);
      else resolve();
    };
    window.requestAnimationFrame(frame);
  });
}
