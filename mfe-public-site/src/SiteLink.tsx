import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { navigateToPath, withLangPrefix } from '@portal/shared-domain';
import { useSiteLocation } from './site-location';
import { messages } from './messages';

/** An internal path ('/kontakt') rather than an address on another site. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Follows an internal link through single-spa (no reload) unless the visitor asked for a new tab or window. */
export function followInternal(event: MouseEvent<HTMLElement>, href: string): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  navigateToPath(href);
}

/**
 * A link to a site path (without language prefix) in the page's language, followed without a
 * reload; an external address opens in a new tab and says so to screen readers.
 */
export function SiteLink({
  to,
  className,
  current,
  children,
}: {
  to: string;
  className?: string;
  /** The link to the page being shown (breadcrumbs). */
  current?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  if (!isInternalPath(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>
      </a>
    );
  }
  const href = withLangPrefix(to, lang);
  return (
    <a href={href} className={className} aria-current={current ? 'page' : undefined} onClick={(event) => followInternal(event, href)}>
      {children}
    </a>
  );
}
