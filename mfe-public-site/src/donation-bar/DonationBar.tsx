import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import { formatIban, siteContent, withLangPrefix, type ContentPage } from '@portal/shared-domain';
import { SITE_CONTENT_ON_SERVER, useBrowserState } from '../browser-state';
import { isInternalPath, followInternal } from '../SiteLink';
import { useSiteLocation } from '../site-location';
import { messages as shared } from '../messages';
import { donationBarContent, scrolledPast, SCROLL_THROTTLE_MS, throttle } from './donation-bar-rules';
import styles from './DonationBar.module.css';

const messages = defineMessages({
  label: { id: 'public-site.donation-bar.label', defaultMessage: 'Spenden' },
  iban: { id: 'public-site.donation-bar.iban', defaultMessage: 'IBAN' },
  twint: {
    id: 'public-site.donation-bar.twint',
    defaultMessage: 'Mit TWINT spenden',
  },
});

/** The shell's dock slot; outside the shell (the remote's own dev host) the bar stays in the page. */
const DOCK_SLOT_ID = 'shell-dock-slot';
/** Mobile: the payment app's link is offered on narrow or touch screens only (spec 00 §2.5). */
const MOBILE_QUERY = '(max-width: 47.99em), (pointer: coarse)';

function useScrolledPast(): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && scrolledPast(window.scrollY));
  useEffect(() => {
    const check = throttle(() => setPast(scrolledPast(window.scrollY)), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check.run, { passive: true });
    check.run();
    return () => {
      window.removeEventListener('scroll', check.run);
      check.cancel();
    };
  }, []);
  return past;
}

function useMobile(): boolean {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(MOBILE_QUERY) : null;
  const [mobile, setMobile] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const update = () => setMobile(query.matches);
    query.addEventListener('change', update);
    update();
    return () => query.removeEventListener('change', update);
    // The query object changes identity per render; its media text does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query?.media]);
  return mobile;
}

/**
 * The sticky donation bar (spec 00 §2.5, §3.3): after more than 100 px of scroll, on pages with
 * show_donation_bar when the global address and text are set. Title, sentence, IBAN in blocks of
 * 4, the donate button (a new tab when the editors ask, said to screen readers) and, on mobile
 * only, the payment app's link. It sits in the shell's bottom dock, which pads the page so it
 * never covers focused content.
 */
export function DonationBar({ page }: { page: ContentPage }) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  const { links } = useBrowserState(siteContent, SITE_CONTENT_ON_SERVER);
  const past = useScrolledPast();
  const mobile = useMobile();
  const content = donationBarContent(page, links);
  if (!content || !past) return null;
  const internal = isInternalPath(content.url);
  const href = internal ? withLangPrefix(content.url, lang) : content.url;
  const newTab = content.targetBlank || !internal;
  const bar = (
    <aside className={styles.bar} aria-label={intl.formatMessage(messages.label)} data-testid="donation-bar">
      <div className={styles.text}>
        {/* One paragraph: a bold <p> of its own reads as a fake heading (axe p-as-heading). */}
        {(content.title || content.sentence) && (
          <p>
            {content.title && <strong className={styles.title}>{content.title}</strong>}
            {content.title && content.sentence && ' '}
            {content.sentence && <span className={styles.sentence}>{content.sentence}</span>}
          </p>
        )}
        {content.iban && (
          <p className={styles.iban}>
            {intl.formatMessage(messages.iban)} <span className={styles.ibanNumber}>{formatIban(content.iban)}</span>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <a
          className={styles.donate}
          href={href}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { onClick: (event) => followInternal(event, href) })}
        >
          {content.text}
          {newTab && <span className="visually-hidden"> {intl.formatMessage(shared.newTab)}</span>}
        </a>
        {mobile && content.twintLink && (
          <a className={styles.twint} href={content.twintLink} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.twint)}
            <span className="visually-hidden"> {intl.formatMessage(shared.newTab)}</span>
          </a>
        )}
      </div>
    </aside>
  );
  const slot = document.getElementById(DOCK_SLOT_ID);
  return slot ? createPortal(bar, slot) : bar;
}
