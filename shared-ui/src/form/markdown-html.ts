/**
 * The markdown renderer (marked and its safe output), a chunk of its own: Markdown.tsx loads it
 * the first time a text is more than plain paragraphs.
 */
import { Marked, type RendererObject } from 'marked';
import { escapeHtml } from '@portal/shared-domain';
import { fieldStyles as styles } from '@portal/shared-ui/fields';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * http(s), mailto and tel, or a URL without a scheme (a path, query or fragment), read the way
 * the browser's URL parser reads the attribute: leading spaces and controls dropped, tabs and
 * newlines removed anywhere, then a scheme is letters, digits, `+`, `-` and `.` before a colon.
 */
export function isSafeUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+/, ''));
  return !scheme || SAFE_SCHEMES.has(scheme[1].toLowerCase());
}

/**
 * marked's output made safe by construction, so no sanitizer (and no DOM) is needed: raw HTML in
 * the source is shown as text, links and images only with safe URLs, every attribute escaped
 * (marked escapes the text itself). Every link opens in a new tab and says so to screen readers.
 */
function safeRenderer(newTabText: string): RendererObject {
  const note = `<span class="${escapeHtml(styles.visuallyHidden ?? 'visually-hidden')}"> ${escapeHtml(newTabText)}</span>`;
  return {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return text;
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titled} target="_blank" rel="noopener noreferrer">${text}${note}</a>`;
    },
    image({ href, title, text }) {
      if (!isSafeUrl(href)) return escapeHtml(text);
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titled}>`;
    },
  };
}

/** One parser per "opens in a new tab" text (one per language). */
const parsers = new Map<string, Marked>();

/** Markdown as safe HTML (see safeRenderer), the same on the server and in the browser. */
export function renderMarkdown(markdown: string, newTabText: string): string {
  let parser = parsers.get(newTabText);
  if (!parser) {
    parser = new Marked({ gfm: true, breaks: false, renderer: safeRenderer(newTabText) });
    parsers.set(newTabText, parser);
  }
  return parser.parse(markdown, { async: false });
}
