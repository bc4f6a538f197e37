import { defineMessages, useIntl } from 'react-intl';
import { impersonatorOf, isImpersonating, logout, routePath, stopImpersonation } from '@portal/shared-domain';
import { useLang, useSession } from '@portal/shared-ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import styles from './Shell.module.css';

const messages = defineMessages({
  nav: { id: 'shell.portal.nav', defaultMessage: 'Portalnavigation' },
  back: { id: 'shell.portal.back-to-website', defaultMessage: 'Zurück zur Website' },
  login: { id: 'shell.portal.login', defaultMessage: 'Login' },
  logout: { id: 'shell.portal.logout', defaultMessage: 'Logout' },
  overview: { id: 'shell.portal.overview', defaultMessage: 'Gesuchsübersicht' },
  loggedInAs: { id: 'shell.portal.logged-in-as', defaultMessage: 'Eingeloggt als {email}' },
  impersonator: { id: 'shell.portal.impersonator', defaultMessage: '(Administration: {email})' },
  stopImpersonation: { id: 'shell.portal.stop-impersonation', defaultMessage: 'Impersonierung beenden' },
});

/** Portal header of the dashboard layout (spec 00 §2.11). */
export function PortalHeader() {
  const intl = useIntl();
  const lang = useLang();
  const { token, user } = useSession();
  const impersonating = isImpersonating(token);
  return (
    <header className={styles.header} data-layout="dashboard">
      <Logo />
      <nav aria-label={intl.formatMessage(messages.nav)} className={styles.nav}>
        <ul>
          <li>
            <NavLink href={lang === 'de' ? '/' : `/${lang}`}>{intl.formatMessage(messages.back)}</NavLink>
          </li>
          {token && (
            <li>
              <NavLink href={routePath('gesuche-uebersicht', {}, lang)}>{intl.formatMessage(messages.overview)}</NavLink>
            </li>
          )}
        </ul>
      </nav>
      <LanguageSwitcher />
      <div className={styles.user}>
        {token && user && (
          <p className={impersonating ? styles.impersonating : undefined} data-testid="current-user">
            {intl.formatMessage(messages.loggedInAs, { email: user.email })}
            {impersonating && <> {intl.formatMessage(messages.impersonator, { email: impersonatorOf(token) ?? '' })}</>}
          </p>
        )}
        {token ? (
          <button
            type="button"
            className={styles.button}
            onClick={() => void (impersonating ? stopImpersonation() : logout())}
          >
            {intl.formatMessage(impersonating ? messages.stopImpersonation : messages.logout)}
          </button>
        ) : (
          <NavLink className={styles.button} href={routePath('login', {}, lang)}>
            {intl.formatMessage(messages.login)}
          </NavLink>
        )}
      </div>
    </header>
  );
}
