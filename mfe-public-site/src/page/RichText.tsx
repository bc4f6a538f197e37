import { useMemo, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { withLangPrefix, type Lang } from '@portal/shared-domain';
import { useSiteLocation } from '../site-location';
import { followInternal, isInternalPath } from '../SiteLink';
import styles from './RichText.module.css';

/** Paths that are files of the server, not pages of the site: never given a language prefix. */
const SERVER_PATH = /^\/(api|img|fr|it)(\/|$)/;

/** The document to sanitize in: the browser's, or the one the server renderer gives (it has none). */
let dom: { window: Window | undefined; purify: typeof DOMPurify } = {
  window: typeof window === 'undefined' ? undefined : window,
  purify: DOMPurify,
};

/** For the server renderer: sanitize with this window's DOM (jsdom), the same rules as the browser. */
export function setRichTextDom(win: Window): void {
  dom = { window: win, purify: DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]) };
}

/**
 * The CMS's rich text as safe HTML: DOMPurify removes anything active; internal page links get the
 * page's language prefix.
 */
export function sanitizeRichText(html: string, lang: Lang): string {
  const clean = dom.purify.sanitize(html, { USE_PROFILES: { html: true } });
  const template = (dom.window as Window).document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a[href]').forEach((link) => {
    const href = link.getAttribute('href') ?? '';
    if (isInternalPath(href) && !SERVER_PATH.test(href)) link.setAttribute('href', withLangPrefix(href, lang));
  });
  return template.innerHTML;
}

/** Follows the rich text's internal page links without a reload. */
function onLinkClick(event: MouseEvent<HTMLDivElement>): void {
  const link = (event.target as Element).closest('a[href]');
  const href = link?.getAttribute('href') ?? '';
  if (!link || link.getAttribute('target') || !isInternalPath(href) || /^\/(api|img)\//.test(href)) return;
  followInternal(event, href);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const { lang } = useSiteLocation();
  const clean = useMemo(() => sanitizeRichText(html, lang), [html, lang]);
  return (
    // The click handler only forwards clicks on real links, which stay keyboard operable themselves.
    <div className={[styles.richText, className].filter(Boolean).join(' ')} onClick={onLinkClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
