import { defineMessages } from 'react-intl';

/** Texts of the journal's rubric headings, filter chips and share links (issue 15), on every journal page. */
export const journalMessages = defineMessages({
  rubricHeading: { id: 'public-site.journal-search.rubric-heading', defaultMessage: '{page}: {rubrics}' },
  filterByRubric: { id: 'public-site.journal.filter-rubric', defaultMessage: 'Alle Beiträge der Rubrik {rubric}' },
  filterByTag: { id: 'public-site.journal.filter-tag', defaultMessage: 'Alle Beiträge mit dem Schlagwort {tag}' },
  share: { id: 'public-site.share.title', defaultMessage: 'Beitrag teilen' },
  shareEmail: { id: 'public-site.share.email', defaultMessage: 'Per E-Mail teilen' },
  shareWhatsApp: { id: 'public-site.share.whatsapp', defaultMessage: 'Auf WhatsApp teilen' },
  shareFacebook: { id: 'public-site.share.facebook', defaultMessage: 'Auf Facebook teilen' },
  shareLinkedIn: { id: 'public-site.share.linkedin', defaultMessage: 'Auf LinkedIn teilen' },
  shareX: { id: 'public-site.share.x', defaultMessage: 'Auf X teilen' },
  copyLink: { id: 'public-site.share.copy', defaultMessage: 'Link kopieren' },
  copied: { id: 'public-site.share.copied', defaultMessage: 'Der Link wurde kopiert.' },
  copyFailed: {
    id: 'public-site.share.copy-failed',
    defaultMessage: 'Der Link konnte nicht kopiert werden. Bitte kopieren Sie ihn aus der Adresszeile.',
  },
  emailBody: { id: 'public-site.share.email-body', defaultMessage: 'Diesen Beitrag möchte ich mit Ihnen teilen: {url}' },
});
