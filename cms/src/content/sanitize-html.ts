import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

type Purify = ReturnType<typeof createDOMPurify>;
/** Made on first use: jsdom takes ~0.4 s to load, and only a rich text needs it. */
let purify: Purify | undefined;

/**
 * The HTML of a rich text as the site may show it: DOMPurify (HTML profile) removes anything
 * active. The browser renders the API's rich text as given (docs/decisions.md, "Rich text
 * sanitized where it leaves the CMS"), so this is the one place it is made safe. The output is
 * DOMPurify's serialization: attribute values always in double quotes, `"` written `&quot;`.
 */
export function sanitizeHtml(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}
