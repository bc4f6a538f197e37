import { defineMessages, useIntl } from 'react-intl';
import { PRODUCT_NAME, routePath } from '@portal/shared-domain';
import { useLang } from '@portal/shared-ui';
import { NavLink } from './NavLink';
import styles from './Shell.module.css';

const messages = defineMessages({
  nav: { id: 'shell.footer.nav', defaultMessage: 'Fusszeile' },
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} {product}' },
  imprint: { id: 'shell.footer.imprint', defaultMessage: 'Impressum' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Datenschutz' },
  cookies: { id: 'shell.footer.cookies', defaultMessage: 'Cookies' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Kontakt' },
});

/** The footer of both layouts; CMS columns and partner logos arrive with the public-site work. */
export function Footer() {
  const intl = useIntl();
  const lang = useLang();
  const links = [
    ['kontakt', messages.contact],
    ['impressum', messages.imprint],
    ['datenschutz', messages.privacy],
    ['cookies', messages.cookies],
  ] as const;
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage(messages.nav)}>
        <ul>
          {links.map(([name, label]) => (
            <li key={name}>
              <NavLink href={routePath(name, {}, lang)}>{intl.formatMessage(label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p>{intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), product: PRODUCT_NAME })}</p>
    </footer>
  );
}
