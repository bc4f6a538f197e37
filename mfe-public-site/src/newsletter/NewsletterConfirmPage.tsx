import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_NAME } from '@portal/shared-domain';
import { useConfirmNewsletterMutation } from '@portal/shared-ui/data';
import { newsletterMessages as m } from './messages';
import { SiteLink } from '../SiteLink';
import { useSiteLocation } from '../site-location';
import styles from './newsletter.module.css';

/**
 * `/newsletter/bestaetigen?token=…` (and /fr, /it): posts the e-mailed token to
 * `newsletter/confirm` once and says whether the sign-up is confirmed. A missing, invalid or
 * expired token reads as failure; the visitor is asked to sign up again.
 */
export function NewsletterConfirmPage() {
  const intl = useIntl();
  const { query } = useSiteLocation();
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  const [confirm, { isSuccess, isError, isUninitialized }] = useConfirmNewsletterMutation();
  // One post per token, also under React's development double effects.
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    void confirm({ token });
  }, [token, confirm]);
  const title = intl.formatMessage(m.confirmTitle);
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);

  const failed = !token || isError;
  const pending = !failed && (isUninitialized || !isSuccess);
  return (
    <div className={styles.confirm}>
      <h1 className={styles.confirmTitle}>{title}</h1>
      <div role="status">
        {pending && <p>{intl.formatMessage(m.confirmPending)}</p>}
        {isSuccess && <p>{intl.formatMessage(m.confirmSuccess)}</p>}
      </div>
      {failed && <p role="alert">{intl.formatMessage(m.confirmFailure)}</p>}
      {!pending && (
        <SiteLink to="/" className={styles.home}>
          {intl.formatMessage(m.home)}
        </SiteLink>
      )}
    </div>
  );
}
