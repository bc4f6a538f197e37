import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { marked } from 'marked';
import DOMPurify from 'dompurify';
import { formMessages, fieldStyles as styles } from '@portal/shared-ui/fields';

/**
 * Converts markdown to sanitised HTML: `marked` renders, DOMPurify removes anything active, then
 * every link opens in a new tab with rel="noopener noreferrer" and says so to screen readers.
 */
export function renderMarkdown(markdown: string, newTabText: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a[href]').forEach((link) => {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    const note = document.createElement('span');
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
