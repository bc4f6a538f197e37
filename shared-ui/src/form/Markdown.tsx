import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { marked } from 'marked';
import DOMPurify from 'dompurify';
import { formMessages, fieldStyles as styles } from '@portal/shared-ui/fields';

/** The document to sanitize in: the browser's, or the one a server renderer gives (Node has none). */
let dom: { document: Document | undefined; purify: typeof DOMPurify } = {
  document: typeof document === 'undefined' ? undefined : document,
  purify: DOMPurify,
};

/** For a server renderer: sanitize in this window's DOM (jsdom), by the same rules as the browser. */
export function setMarkdownDom(win: Window): void {
  dom = { document: win.document, purify: DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]) };
}

/**
 * Converts markdown to sanitised HTML: `marked` renders, DOMPurify removes anything active, then
 * every link opens in a new tab with rel="noopener noreferrer" and says so to screen readers.
 */
export function renderMarkdown(markdown: string, newTabText: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  const clean = dom.purify.sanitize(html, { USE_PROFILES: { html: true } });
  const template = (dom.document as Document).createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a[href]').forEach((link) => {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    const note = (dom.document as Document).createElement('span');
    note.className = styles.visuallyHidden ?? 'visually-hidden';
    note.textContent = ` ${newTabText}`;
    link.appendChild(note);
  });
  return template.innerHTML;
}

export interface MarkdownProps {
  /** Markdown source (for example a field's instructions). */
  source: string;
  id?: string;
  className?: string;
}

/** Renders trusted-or-not markdown safely (sanitised with DOMPurify). */
export function Markdown({ source, id, className }: MarkdownProps) {
  const intl = useIntl();
  const newTab = intl.formatMessage(formMessages.newTab);
  const html = useMemo(() => renderMarkdown(source, newTab), [source, newTab]);
  return <div id={id} className={className ?? styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}
