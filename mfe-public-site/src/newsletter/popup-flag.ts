/** Spec 00 §4.10: the newsletter pop-up shows at most once per browser (also never after a sign-up). */
export const NEWSLETTER_POPUP_KEY = 'newsletterPopupShown';

export function newsletterPopupShown(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_POPUP_KEY) === 'true';
  } catch {
    // Storage blocked (private mode settings): never pester the visitor with a pop-up.
    return true;
  }
}

export function markNewsletterPopupShown(): void {
  try {
    window.localStorage.setItem(NEWSLETTER_POPUP_KEY, 'true');
  } catch {
    // Nothing to remember in: the pop-up stays closed for this page anyway.
  }
}
