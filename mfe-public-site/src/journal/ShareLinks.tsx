import { useState } from 'react';
import { useIntl } from 'react-intl';
import { withLangPrefix } from '@portal/shared-domain';
import { messages } from '../messages';
import { siteOrigin, useSiteLocation } from '../site-location';
import { journalMessages } from './messages';
import { SHARE_TARGETS, shareUrl, type ShareTarget } from './share-urls';
import styles from './journal.module.css';

const LABELS = {
  email: journalMessages.shareEmail,
  whatsapp: journalMessages.shareWhatsApp,
  facebook: journalMessages.shareFacebook,
  linkedin: journalMessages.shareLinkedIn,
  x: journalMessages.shareX,
} satisfies Record<ShareTarget, unknown>;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Share links of a journal entry (issue 15): e-mail, WhatsApp, Facebook, LinkedIn and X as plain
 * links with the entry's absolute address, and 'Link kopieren' through the Clipboard API with a
 * status message. The services open in a new tab (and say so); the e-mail link opens the mail
 * program, so it stays in the tab.
 */
export function ShareLinks({ title, path }: { title: string; path: string }) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const url = `${siteOrigin()}${withLangPrefix(path, lang)}`;
  const emailBody = intl.formatMessage(journalMessages.emailBody, { url });

  async function copyLink() {
    try {
      // Not offered outside secure contexts (http on another host): then the visitor copies by hand.
      if (!navigator.clipboard) throw new Error('Clipboard API not available');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.shareTitle}>
        {intl.formatMessage(journalMessages.share)}
      </h2>
      <ul className={styles.shareList}>
        {SHARE_TARGETS.map((target) => {
          const href = shareUrl(target, { url, title, emailBody });
          const newTab = target !== 'email';
          return (
            <li key={target}>
              <a
                className={styles.shareLink}
                href={href}
                data-share={target}
                {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {intl.formatMessage(LABELS[target])}
                {newTab && <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>}
              </a>
            </li>
          );
        })}
        <li>
          <button type="button" className={styles.shareLink} onClick={copyLink}>
            {intl.formatMessage(journalMessages.copyLink)}
          </button>
        </li>
      </ul>
      <p role="status" className={copy === 'failed' ? styles.copyFailed : styles.copyStatus}>
        {copy === 'copied' && intl.formatMessage(journalMessages.copied)}
        {copy === 'failed' && intl.formatMessage(journalMessages.copyFailed)}
      </p>
    </section>
  );
}
