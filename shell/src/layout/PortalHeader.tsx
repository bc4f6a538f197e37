import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { logout, routePath, sessionUndecided, stopImpersonation } from '@portal/shared-domain';
import { useLang, useSession } from '@portal/shared-ui';
import { LanguageSwitcher, type Here } from './LanguageSwitcher';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import { MOBILE_QUERY, POPOVER_SCROLL_LIMIT, useMediaQuery, useScrolledPast } from './viewport';
import styles from './Shell.module.css';
import own from './PortalHeader.module.css';

const messages = defineMessages({
  nav: { id: 'shell.portal.nav', defaultMessage: 'Portalnavigation' },
  back: { id: 'shell.portal.back-to-website', defaultMessage: 'Zurück zur Website' },
  login: { id: 'shell.portal.login', defaultMessage: 'Login' },
  logout: { id: 'shell.portal.logout', defaultMessage: 'Logout' },
  overview: { id: 'shell.portal.overview', defaultMessage: 'Gesuchsübersicht' },
  loggedInAs: { id: 'shell.portal.logged-in-as', defaultMessage: 'Eingeloggt als {email}' },
  impersonator: { id: 'shell.portal.impersonator', defaultMessage: '(Administration: {email})' },
  stopImpersonation: { id: 'shell.portal.stop-impersonation', defaultMessage: 'Impersonierung beenden' },
  account: { id: 'shell.portal.account', defaultMessage: 'Ihr Konto' },
  stopFailed: {
    id: 'shell.portal.stop-failed',
    defaultMessage: 'Die Impersonierung konnte nicht beendet werden. Bitte versuchen Sie es erneut.',
  },
});

/**
 * Portal header of the dashboard layout (spec 00 §2.11): logo, 'back to website', language
 * switcher, the user's e-mail and logout; while impersonating a visible 'logged in as' indicator
 * and 'stop impersonation' instead of logout. Below 768 px the e-mail, 'back to website' and
 * logout sit in a pop-over that is shown only while the page is scrolled less than 200 px.
 * `here`: the page's URL on the server (shell/src/server/render.tsx), which has no `location`.
 */
export function PortalHeader({ here }: { here?: Here }) {
  const intl = useIntl();
  const lang = useLang();
  const sessionState = useSession();
  const { user } = sessionState;
  const signedIn = user !== null;
  // Not known yet: a visitor the browser remembers as signed in is not offered "Login" meanwhile
  // (signed-in-hint.ts); their e-mail follows the answer.
  const undecided = sessionUndecided(sessionState, !!here);
  const impersonator = user?.impersonator ?? null;
  const impersonating = impersonator !== null;
  const mobile = useMediaQuery(MOBILE_QUERY);
  const scrolledPast = useScrolledPast(POPOVER_SCROLL_LIMIT, mobile && signedIn);
  const [focusInside, setFocusInside] = useState(false);
  const [stopError, setStopError] = useState(false);
  const home = lang === 'de' ? '/' : `/${lang}`;

  const backLink = <NavLink href={home}>{intl.formatMessage(messages.back)}</NavLink>;
  const identity = user && (
    <p className={impersonating ? styles.impersonating : undefined} data-testid="current-user">
      {intl.formatMessage(messages.loggedInAs, { email: user.email })}
      {impersonating && <> {intl.formatMessage(messages.impersonator, { email: impersonator })}</>}
    </p>
  );
  const endSession = (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        setStopError(false);
        if (impersonating) stopImpersonation().catch(() => setStopError(true));
        else void logout();
      }}
    >
      {intl.formatMessage(impersonating ? messages.stopImpersonation : messages.logout)}
    </button>
  );
  const stopFailed = stopError && (
    <p role="alert" className={own.error}>
      {intl.formatMessage(messages.stopFailed)}
    </p>
  );

  return (
    <header className={styles.header} data-layout="dashboard">
      <Logo />
      <nav aria-label={intl.formatMessage(messages.nav)} className={styles.nav}>
        <ul>
          {!(mobile && signedIn) && <li>{backLink}</li>}
          {signedIn && (
            <li>
              <NavLink href={routePath('gesuche-uebersicht', {}, lang)}>{intl.formatMessage(messages.overview)}</NavLink>
            </li>
          )}
        </ul>
      </nav>
      <LanguageSwitcher here={here} />
      {!signedIn && (
        <div className={undecided ? `${styles.user} ${own.ifSignedOut}` : styles.user}>
          <NavLink className={styles.button} href={routePath('login', {}, lang)}>
            {intl.formatMessage(messages.login)}
          </NavLink>
        </div>
      )}
      {signedIn && !mobile && (
        <div className={styles.user}>
          {identity}
          {endSession}
          {stopFailed}
        </div>
      )}
      {signedIn && mobile && (
        <section
          className={own.popover}
          aria-label={intl.formatMessage(messages.account)}
          data-testid="user-popover"
          // Hidden once scrolled 200 px or more, unless keyboard focus is inside it.
          hidden={scrolledPast && !focusInside}
          onFocus={() => setFocusInside(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
          }}
        >
          {identity}
          <div className={own.popoverLinks}>
            {backLink}
            {endSession}
          </div>
          {stopFailed}
        </section>
      )}
    </header>
  );
}
