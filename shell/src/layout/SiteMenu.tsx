import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NavigationPage } from '@portal/shared-domain';
import { PageLink, pageAddress } from './SiteLink';
import { currentTopIndex } from './site-navigation';
import styles from './SiteMenu.module.css';

const messages = defineMessages({
  menu: { id: 'shell.menu.label', defaultMessage: 'Menü' },
  close: { id: 'shell.menu.close', defaultMessage: 'Menü schliessen' },
  nav: { id: 'shell.site.nav', defaultMessage: 'Hauptnavigation' },
});

const FOCUSABLE = 'a[href], button:not([disabled])';

interface SiteMenuProps {
  id: string;
  pages: NavigationPage[];
  /** The current path without language prefix: its top page's submenu opens by itself. */
  path: string;
  /** Below 768 px: an accordion instead of the two-column full-screen menu. */
  mobile: boolean;
  /** `restoreFocus`: back to the burger (Escape, close button); not after following a link. */
  onClose: (restoreFocus: boolean) => void;
  /** Quick links, login and languages when the header has no room for them: in the menu's top bar, on mobile at its end. */
  children?: ReactNode;
}

/**
 * The full-screen site navigation (spec 00 §2.4) as a modal dialog (APG dialog pattern, which
 * axe checks): focus moves to its close button, Tab stays inside, Escape closes it. Top pages
 * with children are disclosure buttons: on desktop their submenu opens on hover, on keyboard
 * focus and on click (not hover only, WCAG 1.4.13 / 2.1.1); on mobile they are an accordion.
 * Page scrolling is locked while it is open.
 */
export function SiteMenu({ id, pages, path, mobile, onClose, children }: SiteMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(() => currentTopIndex(pages, path));
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  // On the document: Escape also closes when a click on the menu's background took the focus away.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [onClose]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={intl.formatMessage(messages.menu)}
      className={styles.menu}
      data-mobile={mobile || undefined}
      onKeyDown={trapTab}
      // Following a link closes the menu (the new page is behind it).
      onClick={(event) => {
        if ((event.target as Element).closest('a')) onClose(false);
      }}
    >
      <div className={styles.bar}>
        {!mobile && children && <div className={styles.extra}>{children}</div>}
        <button ref={closeButton} type="button" className={styles.close} onClick={() => onClose(true)}>
          <span aria-hidden="true" className={styles.cross} />
          {intl.formatMessage(messages.close)}
        </button>
      </div>
      <nav aria-label={intl.formatMessage(messages.nav)} className={styles.nav}>
        <ul className={styles.top}>
          {pages.map((page, index) => {
            if (page.children.length === 0) {
              return (
                <li key={index}>
                  <PageLink page={page} className={styles.topLink} />
                </li>
              );
            }
            const submenu = `${id}-sub-${index}`;
            const expanded = open === index;
            return (
              <li key={index} onMouseEnter={mobile ? undefined : () => setOpen(index)}>
                <button
                  type="button"
                  className={styles.topLink}
                  aria-expanded={expanded}
                  aria-controls={submenu}
                  onFocus={mobile ? undefined : () => setOpen(index)}
                  onClick={() => setOpen(mobile && expanded ? null : index)}
                >
                  {page.title}
                  <span aria-hidden="true" className={styles.chevron} />
                </button>
                <ul id={submenu} className={styles.sub} hidden={!expanded}>
                  {page.isPage && pageAddress(page) && (
                    <li>
                      <PageLink page={page} className={styles.subLink} />
                    </li>
                  )}
                  {page.children.map((child, childIndex) => (
                    <li key={childIndex}>
                      <PageLink page={child} className={styles.subLink} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      {mobile && children && <div className={styles.extra}>{children}</div>}
    </div>
  );
}
