import { isFiltered, journalFilterPath, journalSearch, readJournalState, toggleTag } from './journal-state';

describe('journal state in the URL', () => {
  test('rubrics and tags read as lists, in the list form and the single form', () => {
    expect(readJournalState({ 'rubrics[]': 'geschichten', tags: ['ferien', 'inklusion'], q: ' Meer ', page: '3' })).toEqual({
      q: 'Meer',
      rubrics: ['geschichten'],
      tags: ['ferien', 'inklusion'],
      page: 3,
    });
  });

  test('a missing, invalid or first page is page 1; repeated and empty values are dropped; search at most 100 characters', () => {
    const state = readJournalState({ page: 'x', 'tags[]': ['ferien', 'ferien', ' '], q: 'a'.repeat(150) });
    expect(state.page).toBe(1);
    expect(state.tags).toEqual(['ferien']);
    expect(state.q).toHaveLength(100);
    expect(readJournalState({ page: '0' }).page).toBe(1);
  });

  test('written back with rubrics[] and tags[] always as lists, page 1 and an empty search left out', () => {
    expect(journalSearch({ q: 'Meer', rubrics: ['geschichten'], tags: ['ferien'], page: 1 })).toBe('?q=Meer&rubrics%5B%5D=geschichten&tags%5B%5D=ferien');
    expect(journalSearch({ q: '', rubrics: [], tags: [], page: 2 })).toBe('?page=2');
    expect(journalSearch({})).toBe('');
  });

  test('a state read back from its URL is the same state', () => {
    const state = { q: 'Ferien am Meer', rubrics: ['stiftung'], tags: ['ferien', 'gruppen'], page: 2 };
    const query = Object.fromEntries(
      [...new URLSearchParams(journalSearch(state))].reduce((map, [key, value]) => map.set(key, [...(map.get(key) ?? []), value]), new Map<string, string[]>()),
    );
    expect(readJournalState(query)).toEqual(state);
  });

  test('chips lead to the journal page filtered by one rubric or tag', () => {
    expect(journalFilterPath({ rubrics: ['geschichten'] })).toBe('/journal?rubrics%5B%5D=geschichten');
    expect(journalFilterPath({ tags: ['ferien'] })).toBe('/journal?tags%5B%5D=ferien');
  });

  test('a tag is added and taken away, back on the first page', () => {
    const state = { q: '', rubrics: [], tags: ['ferien'], page: 3 };
    expect(toggleTag(state, 'inklusion')).toEqual({ ...state, tags: ['ferien', 'inklusion'], page: 1 });
    expect(toggleTag(state, 'ferien')).toEqual({ ...state, tags: [], page: 1 });
  });

  test('filtered when a search, a rubric or a tag narrows the results', () => {
    expect(isFiltered({ q: '', rubrics: [], tags: [], page: 2 })).toBe(false);
    expect(isFiltered({ q: 'x', rubrics: [], tags: [], page: 1 })).toBe(true);
    expect(isFiltered({ q: '', rubrics: ['a'], tags: [], page: 1 })).toBe(true);
    expect(isFiltered({ q: '', rubrics: [], tags: ['a'], page: 1 })).toBe(true);
  });
});
