import { defineMessages } from 'react-intl';

/** Texts of the public site's page area (the CMS provides the content itself). */
export const messages = defineMessages({
  home: { id: 'public-site.breadcrumbs.home', defaultMessage: 'Startseite' },
  breadcrumbs: { id: 'public-site.breadcrumbs.label', defaultMessage: 'Sie sind hier' },
  published: { id: 'public-site.journal.published', defaultMessage: 'Veröffentlicht am' },
  rubrics: { id: 'public-site.journal.rubrics', defaultMessage: 'Rubriken' },
  tags: { id: 'public-site.journal.tags', defaultMessage: 'Schlagwörter' },
  readMore: { id: 'public-site.article.read-more', defaultMessage: 'Mehr lesen' },
  journalLoading: { id: 'public-site.article.loading', defaultMessage: 'Die neusten Beiträge werden geladen…' },
  journalEmpty: { id: 'public-site.article.empty', defaultMessage: 'Zurzeit gibt es keine Beiträge.' },
  journalError: { id: 'public-site.article.error', defaultMessage: 'Die neusten Beiträge konnten nicht geladen werden.' },
  video: { id: 'public-site.video.title', defaultMessage: 'Video' },
  email: { id: 'public-site.contact.email', defaultMessage: 'E-Mail' },
  phone: { id: 'public-site.contact.phone', defaultMessage: 'Telefon' },
  hours: { id: 'public-site.contact.hours', defaultMessage: 'Erreichbarkeit' },
  supportTitle: { id: 'public-site.support.title', defaultMessage: 'Technischer Support' },
  openMap: { id: 'public-site.maps.open', defaultMessage: 'Standort in der Karte öffnen' },
  newTab: { id: 'public-site.link.new-tab', defaultMessage: '(öffnet in einem neuen Tab)' },
  download: { id: 'public-site.documents.download', defaultMessage: 'Herunterladen' },
  fileKilobytes: { id: 'public-site.documents.kilobytes', defaultMessage: '{size} KB' },
  fileMegabytes: { id: 'public-site.documents.megabytes', defaultMessage: '{size} MB' },
});
