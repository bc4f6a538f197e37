import { defineMessages, useIntl } from 'react-intl';
import styles from './Footer.module.css';

const messages = defineMessages({
  partners: { id: 'shell.footer.partners', defaultMessage: 'Partner' },
  broadcaster: { id: 'shell.footer.partner-broadcaster', defaultMessage: 'Medienpartner: Radio Helvetia' },
  seal: { id: 'shell.footer.partner-seal', defaultMessage: 'Gütesiegel für gemeinnützige Organisationen: Spendensiegel Schweiz' },
});

/**
 * The partner logos (spec 00 §2.6): the broadcaster partner and the certification body's seal,
 * with the CMS text beside the seal (`text_right_from_zewo_logo`). Drawn inline in the footer's
 * colour (currentColor), so they need no image files and keep their contrast.
 */
export function PartnerLogos({ certificationText }: { certificationText: string | null }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(messages.partners)} className={styles.partners}>
      <svg role="img" aria-label={intl.formatMessage(messages.broadcaster)} className={styles.broadcaster} viewBox="0 0 188 40" width="188" height="40">
        <circle cx="20" cy="20" r="4" fill="currentColor" />
        <path d="M12 12a11.3 11.3 0 0 0 0 16M28 12a11.3 11.3 0 0 1 0 16M7 7a18.4 18.4 0 0 0 0 26M33 7a18.4 18.4 0 0 1 0 26" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <text x="46" y="19" fill="currentColor" fontFamily="Georgia, 'Times New Roman', serif" fontSize="17" fontWeight="700" letterSpacing="0.5">
          Radio
        </text>
        <text x="46" y="35" fill="currentColor" fontFamily="system-ui, sans-serif" fontSize="12" letterSpacing="3.2">
          HELVETIA
        </text>
      </svg>
      <div className={styles.certification}>
        <svg role="img" aria-label={intl.formatMessage(messages.seal)} className={styles.seal} viewBox="0 0 64 64" width="64" height="64">
          <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <circle cx="32" cy="32" r="24" fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="2 3" />
          <path d="M21 33l7 7 15-16" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          <text x="32" y="17" fill="currentColor" fontFamily="system-ui, sans-serif" fontSize="7" fontWeight="700" textAnchor="middle" letterSpacing="1">
            SIEGEL
          </text>
          <text x="32" y="54" fill="currentColor" fontFamily="system-ui, sans-serif" fontSize="7" fontWeight="700" textAnchor="middle" letterSpacing="1">
            CH
          </text>
        </svg>
        {certificationText && <p className={styles.certificationText}>{certificationText}</p>}
      </div>
    </section>
  );
}
