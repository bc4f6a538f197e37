import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { splitLangPrefix, withLangPrefix, type Lang, type NavigationPage } from '@portal/shared-domain';
import { useLang } from '@portal/shared-ui';
import { NavLink } from './NavLink';

const messages = defineMessages({
  newTab: { id: 'shell.link.new-tab', defaultMessage: '(öffnet in einem neuen Tab)' },
});

/**
 * Where a CMS address leads: a path of the site ('/spenden', also given with a language
 * prefix) in the current language, navigated without reload; anything else (https:, mailto:)
 * as it is.
 */
export function siteHref(address: string, lang: Lang): { href: string; internal: boolean } {
  if (!/^\/(?!\/)/.test(address)) return { href: address, internal: false };
  return { href: withLangPrefix(splitLangPrefix(address).path, lang), internal: true };
}

interface SiteLinkProps {
  /** A path of the site or an external address. */
  address: string;
  /** Opens in a new tab (global links' `*_target_blank`); says so to screen readers. */
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link from the CMS: internal paths get the language prefix and client-side navigation. */
export function SiteLink({ address, newTab = false, className, children }: SiteLinkProps) {
  const intl = useIntl();
  const { href, internal } = siteHref(address, useLang());
  if (newTab) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener">
        {children}
        <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>
      </a>
    );
  }
  if (internal) {
    return (
      <NavLink href={href} className={className}>
        {children}
      </NavLink>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The address of a navigation page: its internal url or its external link (null: a heading only). */
export function pageAddress(page: Pick<NavigationPage, 'url' | 'externalLink'>): string | null {
  return page.url ?? page.externalLink;
}

/** A navigation page's title, linked to its address when it has one. */
export function PageLink({ page, className }: { page: NavigationPage; className?: string }) {
  const address = pageAddress(page);
  return address ? (
    <SiteLink address={address} className={className}>
      {page.title}
    </SiteLink>
  ) : (
    <span className={className}>{page.title}</span>
  );
}
