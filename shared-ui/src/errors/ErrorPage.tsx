import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { navigateToPath, PRODUCT_NAME } from '@portal/shared-domain';
import styles from './ErrorPage.module.css';

const messages = defineMessages({
  notFound: { id: 'shared-ui.error.not-found', defaultMessage: 'Seite nicht gefunden' },
  notFoundEn: { id: 'shared-ui.error.not-found-en', defaultMessage: 'This page could not be found' },
  general: { id: 'shared-ui.error.general', defaultMessage: 'Es ist ein Fehler aufgetreten' },
  forbidden: { id: 'shared-ui.error.forbidden', defaultMessage: 'Forbidden' },
  home: { id: 'shared-ui.error.home', defaultMessage: 'Zur Startseite' },
});

export interface ErrorPageProps {
  /** 404: not found; 403: forbidden; anything else: the general error. */
  status: number;
  /** Optional further explanation below the heading. */
  detail?: string;
}

/** The error page of spec 00 §2.8 / §8, used by the shell and inside every remote's area. */
export function ErrorPage({ status, detail }: ErrorPageProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = status === 404 ? messages.notFound : status === 403 ? messages.forbidden : messages.general;
  const headingText = intl.formatMessage(title);
  // The tab says what happened too, not the title of the page before (spec 00 §2.5 title form).
  useEffect(() => {
    document.title = `${headingText} | ${PRODUCT_NAME}`;
  }, [headingText]);
  return (
    <section className={styles.page} aria-labelledby="error-heading" data-error-status={status}>
      <h1 id="error-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {headingText}
      </h1>
      {status === 404 && (
        <p lang="en" className={styles.detail}>
          {intl.formatMessage(messages.notFoundEn)}
        </p>
      )}
      {detail && <p className={styles.detail}>{detail}</p>}
      <a
        className={styles.home}
        href="/"
        onClick={(event) => {
          event.preventDefault();
          navigateToPath('/');
        }}
      >
        {intl.formatMessage(messages.home)}
      </a>
    </section>
  );
}
