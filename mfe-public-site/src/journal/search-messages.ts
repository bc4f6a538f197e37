import { defineMessages } from 'react-intl';

/** Texts of the journal search block (issue 15): a chunk of its own with the block. */
export const journalSearchMessages = defineMessages({
  searchLabel: { id: 'public-site.journal-search.search-label', defaultMessage: 'Journal durchsuchen' },
  searchField: { id: 'public-site.journal-search.search-field', defaultMessage: 'Suchbegriff' },
  searchSubmit: { id: 'public-site.journal-search.submit', defaultMessage: 'Suchen' },
  searchClear: { id: 'public-site.journal-search.clear', defaultMessage: 'Suche löschen' },
  rubricFilter: { id: 'public-site.journal-search.rubric-filter', defaultMessage: 'Rubriken' },
  allRubrics: { id: 'public-site.journal-search.all-rubrics', defaultMessage: 'Alle Beiträge' },
  tagFilter: { id: 'public-site.journal-search.tag-filter', defaultMessage: 'Häufige Schlagwörter' },
  tagFilterHint: {
    id: 'public-site.journal-search.tag-filter-hint',
    defaultMessage: 'Wählen Sie ein oder mehrere Schlagwörter; es werden Beiträge mit einem davon gezeigt.',
  },
  tagCount: { id: 'public-site.journal-search.tag-count', defaultMessage: '{count, plural, one {# Beitrag} other {# Beiträge}}' },
  results: { id: 'public-site.journal-search.results', defaultMessage: 'Beiträge' },
  resultCount: {
    id: 'public-site.journal-search.result-count',
    defaultMessage: '{total, plural, =0 {Keine Beiträge gefunden} one {# Beitrag gefunden} other {# Beiträge gefunden}}',
  },
  shownOf: { id: 'public-site.journal-search.shown-of', defaultMessage: '{shown} von {total} Beiträgen angezeigt' },
  loading: { id: 'public-site.journal-search.loading', defaultMessage: 'Beiträge werden geladen…' },
  error: { id: 'public-site.journal-search.error', defaultMessage: 'Die Beiträge konnten nicht geladen werden.' },
  retry: { id: 'public-site.journal-search.retry', defaultMessage: 'Erneut versuchen' },
  empty: { id: 'public-site.journal-search.empty', defaultMessage: 'Keine Beiträge gefunden' },
  emptyHint: {
    id: 'public-site.journal-search.empty-hint',
    defaultMessage: 'Versuchen Sie einen anderen Suchbegriff oder setzen Sie die Filter zurück.',
  },
  reset: { id: 'public-site.journal-search.reset', defaultMessage: 'Filter zurücksetzen' },
  loadMore: { id: 'public-site.journal-search.load-more', defaultMessage: 'Mehr laden' },
  loadingMore: { id: 'public-site.journal-search.loading-more', defaultMessage: 'Weitere Beiträge werden geladen…' },
});
