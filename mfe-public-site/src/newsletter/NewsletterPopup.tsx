import { lazy, Suspense, useEffect, useState } from 'react';
import type { ContentPage } from '@portal/shared-domain';
import { markNewsletterPopupShown, newsletterPopupShown } from './popup-flag';

// The dialog, its form and the form kit are fetched when the pop-up opens (the form kit alone is
// ~45 KB gzip with what it imports); the timer itself runs from the page's first render.
const NewsletterDialog = lazy(() => import('./NewsletterDialog').then((m) => ({ default: m.NewsletterDialog })));

/** Spec 00 §2.5, §9: after 15 s or past 1500 px of scroll; scroll handling throttled to 100 ms. */
export const POPUP_DELAY_MS = 15_000;
export const POPUP_SCROLL_PX = 1500;
export const SCROLL_THROTTLE_MS = 100;

/**
 * Whether the pop-up is due: only on pages with show_newsletter_popup, never in preview, and only
 * when this browser has not seen it. It opens once, on the first of the timer and the scroll
 * threshold, and is remembered as shown at that moment (at most once per browser).
 */
export function useNewsletterPopup(page: Pick<ContentPage, 'show_newsletter_popup' | 'isPreview'>): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  const eligible = page.show_newsletter_popup && !page.isPreview;
  useEffect(() => {
    if (!eligible || newsletterPopupShown()) return undefined;
    let done = false;
    let throttle: number | undefined;
    const show = () => {
      if (done) return;
      done = true;
      markNewsletterPopupShown();
      setOpen(true);
      cleanup();
    };
    const onScroll = () => {
      if (throttle !== undefined) return;
      throttle = window.setTimeout(() => {
        throttle = undefined;
        if (window.scrollY > POPUP_SCROLL_PX) show();
      }, SCROLL_THROTTLE_MS);
    };
    const timer = window.setTimeout(show, POPUP_DELAY_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    function cleanup() {
      window.clearTimeout(timer);
      if (throttle !== undefined) window.clearTimeout(throttle);
      window.removeEventListener('scroll', onScroll);
    }
    return cleanup;
  }, [eligible]);
  return [open, () => setOpen(false)];
}

/** The newsletter pop-up (spec 00 §2.5): a modal dialog (focus kept inside, Escape and × close it). */
export function NewsletterPopup({ page }: { page: Pick<ContentPage, 'show_newsletter_popup' | 'isPreview'> }) {
  const [open, close] = useNewsletterPopup(page);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={close} />
    </Suspense>
  );
}
