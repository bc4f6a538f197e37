import { defineMessages, useIntl } from 'react-intl';
import { routePath } from '@portal/shared-domain';
import { useLang } from '@portal/shared-ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import styles from './Shell.module.css';

const messages = defineMessages({
  nav: { id: 'shell.site.nav', defaultMessage: 'Hauptnavigation' },
  apply: { id: 'shell.site.apply', defaultMessage: 'Gesuche' },
  contact: { id: 'shell.site.contact', defaultMessage: 'Kontakt' },
  downloads: { id: 'shell.site.downloads', defaultMessage: 'Downloads' },
  login: { id: 'shell.site.login', defaultMessage: 'Anmelden' },
});

/** Default site layout header; the CMS navigation replaces the fixed links once the public site is wired. */
export function SiteHeader() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <header className={styles.header} data-layout="site">
      <Logo />
      <nav aria-label={intl.formatMessage(messages.nav)} className={styles.nav}>
        <ul>
          <li>
            <NavLink href={routePath('gesuche', {}, lang)}>{intl.formatMessage(messages.apply)}</NavLink>
          </li>
          <li>
            <NavLink href={routePath('downloads', {}, lang)}>{intl.formatMessage(messages.downloads)}</NavLink>
          </li>
          <li>
            <NavLink href={routePath('kontakt', {}, lang)}>{intl.formatMessage(messages.contact)}</NavLink>
          </li>
          <li>
            <NavLink href={routePath('login', {}, lang)}>{intl.formatMessage(messages.login)}</NavLink>
          </li>
        </ul>
      </nav>
      <LanguageSwitcher />
    </header>
  );
}
