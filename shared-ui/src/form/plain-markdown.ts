import { escapeHtml } from '@portal/shared-domain';

/**
 * A paragraph in which markdown has nothing to do: one line of words and ordinary punctuation,
 * starting with a letter or digit (no list number), without markdown's marks (`* _ ` ~ [ ] < > &
 * \ | #`), a link marked's GFM would make (`://`, `www.`, an e-mail's `@`), or whitespace at
 * either end. Nearly every text of the flows is made of such paragraphs (every quick check's).
 */
const PLAIN = /^[\p{L}\p{N}](?:[^*_`~[\]<>&\\|#@\n\r\t]*[^*_`~[\]<>&\\|#@\s])?$/u;
const LINKISH = /:\/\/|www\./i;
const LIST_NUMBER = /^\d+[.)](?:\s|$)/;

const isPlain = (paragraph: string) => PLAIN.test(paragraph) && !LINKISH.test(paragraph) && !LIST_NUMBER.test(paragraph);

/**
 * The HTML marked makes of `source` when it is such paragraphs, separated by one blank line (each
 * a `<p>`, its text escaped the way marked escapes it), else null: then only the markdown
 * renderer knows. Checked against marked on every text of the flows (plain-markdown.test.ts).
 */
export function plainParagraphHtml(source: string): string | null {
  const paragraphs = source.split('\n\n');
  if (!paragraphs.every(isPlain)) return null;
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>\n`).join('');
}
