import { useMemo, type MouseEvent } from 'react';
import { withLangPrefix, type Lang } from '@portal/shared-domain';
import { useSiteLocation } from '../site-location';
import { followInternal, isInternalPath } from '../SiteLink';
import styles from './RichText.module.css';

/** Paths that are files of the server, not pages of the site: never given a language prefix. */
const SERVER_PATH = /^\/(api|img|fr|it)(\/|$)/;

/**
 * A link's start tag up to its href value. The API's rich text is DOMPurify's serialization
 * (cms/src/content/sanitize-html.ts): attribute values in double quotes, so `[^"]*` spans a value
 * whole, a `>` in it included; text holds `<` only as `&lt;`.
 */
const LINK_HREF = /(<a(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*?\s+href=")([^"]*)"/g;

/** The rich text's internal page links with the page's language prefix. */
export function localizeLinks(html: string, lang: Lang): string {
  if (lang === 'de') return html;
  return html.replace(LINK_HREF, (tag, start: string, href: string) =>
    isInternalPath(href) && !SERVER_PATH.test(href) ? `${start}${withLangPrefix(href, lang)}"` : tag,
  );
}

/** Follows the rich text's internal page links without a reload. */
function onLinkClick(event: MouseEvent<HTMLDivElement>): void {
  const link = (event.target as Element).closest('a[href]');
  const href = link?.getAttribute('href') ?? '';
  if (!link || link.getAttribute('target') || !isInternalPath(href) || /^\/(api|img)\//.test(href)) return;
  followInternal(event, href);
}

/**
 * The CMS's rich text. The API sanitized it where it left the CMS (no sanitizer in the browser);
 * internal page links get the page's language prefix.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const { lang } = useSiteLocation();
  const localized = useMemo(() => localizeLinks(html, lang), [html, lang]);
  return (
    // The click handler only forwards clicks on real links, which stay keyboard operable themselves.
    <div className={[styles.richText, className].filter(Boolean).join(' ')} onClick={onLinkClick} dangerouslySetInnerHTML={{ __html: localized }} />
  );
}
