import { defineMessages, useIntl } from 'react-intl';
import { PRODUCT_NAME, routePath, siteContent, type GlobalLinks } from '@portal/shared-domain';
import { useLang, useObservable } from '@portal/shared-ui';
import { NavLink } from './NavLink';
import { PartnerLogos } from './PartnerLogos';
import { CookieSettings } from '../consent/CookieSettings';
import { PageLink, SiteLink } from './SiteLink';
import { footerColumns } from './site-navigation';
import styles from './Footer.module.css';

/** The attribute of the wrapper around the footer the server rendered (shell/src/server); the shell's own footer replaces it. */
export const SERVER_FOOTER = 'data-server-footer';

/** Footer: up to 4 columns (spec 00 §9). */
export const FOOTER_COLUMNS = 4;

const messages = defineMessages({
  nav: { id: 'shell.footer.nav', defaultMessage: 'Fusszeile' },
  legal: { id: 'shell.footer.legal', defaultMessage: 'Rechtliches' },
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} {product}' },
  imprint: { id: 'shell.footer.imprint', defaultMessage: 'Impressum' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Datenschutz' },
  cookies: { id: 'shell.footer.cookies', defaultMessage: 'Cookies' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Kontakt' },
});

/** The global footer links that have both address and text (spec 00 §2.6). */
export function footerLinks(links: GlobalLinks | null): { url: string; text: string }[] {
  return (links?.footer_links ?? []).flatMap(({ link_url, link_text }) => (link_url && link_text ? [{ url: link_url, text: link_text }] : []));
}

/**
 * The footer of both layouts (spec 00 §2.3, §2.6): the CMS navigation in up to 4 columns (top
 * page in bold, then its children), the copyright line, the global footer links and the partner
 * logos. Until the global links are there, the legal pages are linked directly.
 */
export function Footer() {
  const intl = useIntl();
  const lang = useLang();
  const { navigation, links } = useObservable(siteContent);
  const legal = links
    ? footerLinks(links).map(({ url, text }) => (
        <li key={url}>
          <SiteLink address={url}>{text}</SiteLink>
        </li>
      ))
    : ([
        ['kontakt', messages.contact],
        ['impressum', messages.imprint],
        ['datenschutz', messages.privacy],
        ['cookies', messages.cookies],
      ] as const).map(([name, label]) => (
        <li key={name}>
          <NavLink href={routePath(name, {}, lang)}>{intl.formatMessage(label)}</NavLink>
        </li>
      ));

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {navigation.length > 0 && (
          <nav aria-label={intl.formatMessage(messages.nav)} className={styles.columns}>
            {footerColumns(navigation, FOOTER_COLUMNS).map((column, index) => (
              <ul key={index} className={styles.column} data-testid="footer-column">
                {column.map((page, pageIndex) => (
                  <li key={pageIndex}>
                    <PageLink page={page} className={styles.top} />
                    {page.children.length > 0 && (
                      <ul className={styles.children}>
                        {page.children.map((child, childIndex) => (
                          <li key={childIndex}>
                            <PageLink page={child} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            ))}
          </nav>
        )}
        <PartnerLogos certificationText={links?.text_right_from_zewo_logo ?? null} />
        <div className={styles.bottom}>
          <p className={styles.copyright}>{intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), product: PRODUCT_NAME })}</p>
          {legal.length > 0 && (
            <nav aria-label={intl.formatMessage(messages.legal)}>
              <ul className={styles.legal}>
                {legal}
                <CookieSettings />
              </ul>
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}
