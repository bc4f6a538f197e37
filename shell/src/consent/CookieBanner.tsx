import { defineMessages, useIntl } from 'react-intl';
import { analyticsConsent, cookieBannerAllowed, decideAnalyticsConsent, siteContent, type CookieBanner as CookieBannerData, type Lang } from '@portal/shared-domain';
import { useLang, useObservable } from '@portal/shared-ui';
import { shellLocation } from '../composition/location';
import { CmsText } from './CmsText';
import styles from './consent.module.css';

const messages = defineMessages({
  label: { id: 'shell.cookies.label', defaultMessage: 'Cookie-Hinweis' },
  accept: {
    id: 'shell.cookies.accept',
    defaultMessage: 'Statistiken erlauben',
  },
});

/**
 * The cookie and analytics banner (spec 00 §2.5): the CMS's text and close label. Closing with
 * the CMS's label keeps only the necessary cookies (analyticsAccepted 'false'); 'Statistiken
 * erlauben' accepts (docs/decisions.md). Either way the decision is remembered and the
 * `cookie-banner-closed` event is emitted. Not shown until the visitor decided, nor on the
 * pages that explain cookies and privacy. A region, not a dialog: the page stays usable, and the
 * layout's dock pads the page so it never covers focused content.
 */
export function CookieBanner() {
  const lang = useLang();
  const consent = useObservable(analyticsConsent);
  const { cookies } = useObservable(siteContent);
  // Re-rendered on every route change: the shell's location observable follows the URL.
  useObservable(shellLocation);
  if (consent !== null || !cookies || !cookieBannerAllowed(window.location.pathname)) return null;
  return <CookieBannerView cookies={cookies} lang={lang} onDecide={decideAnalyticsConsent} />;
}

/**
 * The banner itself. Without `onDecide` (the copy the server sends with a page drawn in the
 * browser, server/render.tsx) its buttons are disabled: they do nothing until the shell's own
 * banner replaces the copy, and a click meanwhile is not lost silently.
 */
export function CookieBannerView({ cookies, lang, onDecide }: { cookies: CookieBannerData; lang: Lang; onDecide?: (accepted: boolean) => void }) {
  const intl = useIntl();
  return (
    <section className={styles.banner} aria-label={intl.formatMessage(messages.label)} data-testid="cookie-banner">
      <div className={styles.text}>
        <CmsText html={cookies.text} lang={lang} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={!onDecide} onClick={() => onDecide?.(true)}>
          {intl.formatMessage(messages.accept)}
        </button>
        <button type="button" className={styles.secondary} disabled={!onDecide} onClick={() => onDecide?.(false)}>
          {cookies.close_label}
        </button>
      </div>
    </section>
  );
}
