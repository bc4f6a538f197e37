import { useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { routePath, sessionUndecided, siteContent, splitLangPrefix, type GlobalLinks, type NavigationPage } from '@portal/shared-domain';
import { useLang, useObservable, useSession } from '@portal/shared-ui';
import { shellLocation } from '../composition/location';
import { LanguageSwitcher, type Here } from './LanguageSwitcher';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import { SiteLink } from './SiteLink';
import { SiteMenu } from './SiteMenu';
import { MOBILE_QUERY, WIDE_QUERY, useMediaQuery } from './viewport';
import styles from './SiteHeader.module.css';

const messages = defineMessages({
  menu: { id: 'shell.menu.label', defaultMessage: 'Menü' },
  quickLinks: { id: 'shell.site.quick-links', defaultMessage: 'Schnellzugriff' },
  apply: { id: 'shell.site.apply', defaultMessage: 'Gesuche' },
  contact: { id: 'shell.site.contact', defaultMessage: 'Kontakt' },
  downloads: { id: 'shell.site.downloads', defaultMessage: 'Downloads' },
  login: { id: 'shell.site.login', defaultMessage: 'Anmelden' },
  portal: { id: 'shell.site.portal', defaultMessage: 'Meine Gesuche' },
});

const MENU_ID = 'site-menu';

/** The menu while the CMS navigation is loading or unavailable: the portal's own pages. */
function fallbackPages(intl: IntlShape): NavigationPage[] {
  const page = (name: string, title: string): NavigationPage => ({
    title,
    url: routePath(name, {}, 'de'),
    externalLink: null,
    isPage: true,
    children: [],
  });
  return [
    page('gesuche', intl.formatMessage(messages.apply)),
    page('downloads', intl.formatMessage(messages.downloads)),
    page('kontakt', intl.formatMessage(messages.contact)),
  ];
}

/** The header's first and second quick link (spec 00 §3.3), those with text and address. */
function quickLinks(links: GlobalLinks | null): { text: string; url: string; newTab: boolean }[] {
  if (!links) return [];
  return [
    { text: links.first_link_text, url: links.first_link_url, newTab: links.first_link_target_blank },
    { text: links.second_link_text, url: links.second_link_url, newTab: links.second_link_target_blank },
  ].flatMap(({ text, url, newTab }) => (text && url ? [{ text, url, newTab }] : []));
}

/**
 * Header of the default site layout (spec 00 §2.4): logo, quick links, 'donate now' and the
 * burger with the full-screen navigation from the CMS, language switcher and login. Until the
 * CMS content is there the menu lists the portal's own pages, so the header always works. Below
 * 1200 px the quick links, login and languages move into the menu, so the header keeps one row.
 * `here`: the URL the server renders the header for (shell/src/server).
 */
export function SiteHeader({ here: serverHere }: { here?: Here }) {
  const intl = useIntl();
  const lang = useLang();
  const sessionState = useSession();
  const { user } = sessionState;
  const { navigation, links } = useObservable(siteContent);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const wide = useMediaQuery(WIDE_QUERY);
  useObservable(shellLocation); // re-renders on every route change
  const here = serverHere?.pathname ?? (typeof location === 'undefined' ? '/' : location.pathname);
  // The server does not know the width: it renders the wide-screen items and CSS shows them from
  // the same width, so the browser's first render (which replaces the server's) looks the same.
  const wideOnly = (item: ReactNode): ReactNode => (serverHere ? <div className={styles.wideOnly}>{item}</div> : wide && item);
  // The menu belongs to the page it was opened on: navigating elsewhere closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === here;
  const burger = useRef<HTMLButtonElement>(null);

  const quick = quickLinks(links);
  const quickList: ReactNode = quick.length > 0 && (
    <nav aria-label={intl.formatMessage(messages.quickLinks)}>
      <ul className={styles.quick}>
        {quick.map((link) => (
          <li key={link.url}>
            <SiteLink address={link.url} newTab={link.newTab} className={styles.quickLink}>
              {link.text}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  // The server and the first check do not know who is signed in: both links, and the mark of
  // an earlier visit shows one (signed-in-hint.ts), so a signed-in visitor never sees "Anmelden" first.
  const undecided = sessionUndecided(sessionState, !!serverHere);
  const portalLink = (
    <NavLink className={undecided ? `${styles.login} ${styles.ifSignedIn}` : styles.login} href={routePath('gesuche-uebersicht', {}, lang)}>
      {intl.formatMessage(messages.portal)}
    </NavLink>
  );
  const loginLink = (
    <NavLink className={undecided ? `${styles.login} ${styles.ifSignedOut}` : styles.login} href={routePath('login', {}, lang)}>
      {intl.formatMessage(messages.login)}
    </NavLink>
  );
  const login = undecided ? (
    <>
      {portalLink}
      {loginLink}
    </>
  ) : user ? (
    portalLink
  ) : (
    loginLink
  );

  return (
    <header className={styles.header} data-layout="site">
      <div className={styles.brand}>
        <Logo />
      </div>
      <div className={styles.actions}>
        {wideOnly(quickList)}
        {links?.donate_now_text && links.donate_now_url && (
          <SiteLink address={links.donate_now_url} newTab={links.donate_now_target_blank} className={styles.donate}>
            {links.donate_now_text}
          </SiteLink>
        )}
        {wideOnly(
          <>
            <LanguageSwitcher here={serverHere} />
            {login}
          </>,
        )}
        <button
          ref={burger}
          type="button"
          className={styles.burger}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenedAt(open ? null : here)}
        >
          <span aria-hidden="true" className={styles.burgerIcon} />
          {intl.formatMessage(messages.menu)}
        </button>
      </div>
      {open && (
        <SiteMenu
          id={MENU_ID}
          pages={navigation.length > 0 ? navigation : fallbackPages(intl)}
          path={splitLangPrefix(here).path}
          mobile={mobile}
          onClose={(restoreFocus) => {
            setOpenedAt(null);
            if (restoreFocus) burger.current?.focus();
          }}
        >
          {!wide && (
            <>
              {quickList}
              {login}
              <LanguageSwitcher />
            </>
          )}
        </SiteMenu>
      )}
    </header>
  );
}
