/** The newsletter confirmation link's path (without language prefix): answered before any CMS page lookup. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/bestaetigen';
