import { defineMessages } from 'react-intl';

/** Strings used by several screens of the dashboard remote. */
export const commonMessages = defineMessages({
  loading: { id: 'dashboard.common.loading', defaultMessage: 'Wird geladen …' },
  loadError: {
    id: 'dashboard.common.load-error',
    defaultMessage: 'Die Daten konnten nicht geladen werden.',
  },
  retry: { id: 'dashboard.common.retry', defaultMessage: 'Erneut versuchen' },
  cancel: { id: 'dashboard.common.cancel', defaultMessage: 'Abbrechen' },
  actionFailed: {
    id: 'dashboard.common.action-failed',
    defaultMessage: 'Die Aktion ist fehlgeschlagen: {message}',
  },
  cannotBeUndone: {
    id: 'dashboard.common.cannot-be-undone',
    defaultMessage: 'Dies kann nicht rückgängig gemacht werden.',
  },
  toOverview: { id: 'dashboard.common.to-overview', defaultMessage: 'Zur Gesuchsübersicht' },
  previous: { id: 'dashboard.common.previous', defaultMessage: 'Vorherige Seite' },
  next: { id: 'dashboard.common.next', defaultMessage: 'Nächste Seite' },
  pageOf: { id: 'dashboard.common.page-of', defaultMessage: 'Seite {page} von {pages}' },
});
