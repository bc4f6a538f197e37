import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { contentEndpoints, journalEndpoints, journalsMeta, journalsQueryString, portalApiOptions } from './index';

function setup() {
  const api = createApi(portalApiOptions).injectEndpoints({ endpoints: contentEndpoints }).injectEndpoints({ endpoints: journalEndpoints });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
  return { api, store };
}

const requested: string[] = [];
function answer(body: unknown) {
  requested.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    requested.push(String(url).replace(/^\/api/, ''));
    return { ok: true, status: 200, headers: new Headers({ 'content-type': 'application/json' }), text: async () => JSON.stringify(body) } as unknown as Response;
  }) as unknown as typeof fetch;
}

describe('journal query string (spec 00 §2.9: rubrics and tags always as lists)', () => {
  test('rubrics and tags are lists even with one value; search and page are added when set', () => {
    expect(journalsQueryString({ lang: 'de', perPage: 8, rubrics: ['geschichten'], tags: ['ferien'], q: ' Meer ', page: 2 })).toBe(
      '?page=2&per_page=8&q=Meer&rubrics%5B%5D=geschichten&tags%5B%5D=ferien',
    );
  });

  test('an empty search and the first page are left out', () => {
    expect(journalsQueryString({ lang: 'fr', perPage: 4, q: '  ', page: 1 })).toBe('?per_page=4');
  });

  test('several tags are each sent as tags[]', () => {
    expect(journalsQueryString({ lang: 'de', perPage: 8, tags: ['ferien', 'inklusion'] })).toBe('?per_page=8&tags%5B%5D=ferien&tags%5B%5D=inklusion');
  });
});

describe('journal paging', () => {
  test('meta next to data is read', () => {
    expect(journalsMeta({ total: 17, page: 2, last_page: 3 }, 8)).toEqual({ total: 17, page: 2, last_page: 3 });
  });

  test('without meta the answer is one page of everything', () => {
    expect(journalsMeta(undefined, 5, 1)).toEqual({ total: 5, page: 1, last_page: 1 });
    expect(journalsMeta({ total: 'x', last_page: -1 }, 2, 1)).toEqual({ total: 2, page: 1, last_page: 1 });
  });
});

describe('journal endpoints', () => {
  test('getJournals returns the entries with their paging', async () => {
    answer({ data: [{ title: 'A', url: '/journal/a' }], meta: { total: 9, page: 2, last_page: 2 } });
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.getJournals.initiate({ lang: 'de', perPage: 8, q: 'meer', page: 2 }));
    expect(requested).toEqual(['/journals?page=2&per_page=8&q=meer']);
    expect(result.data).toEqual({ items: [{ title: 'A', url: '/journal/a' }], meta: { total: 9, page: 2, last_page: 2 } });
  });

  test('getJournalTags asks for the ten most-used tags, getRubrics for every rubric', async () => {
    answer({ data: [{ slug: 'ferien', title: 'Ferien', count: 3 }] });
    const { api, store } = setup();
    const tags = await store.dispatch(api.endpoints.getJournalTags.initiate({ lang: 'it' }));
    expect(tags.data).toEqual([{ slug: 'ferien', title: 'Ferien', count: 3 }]);
    expect(requested).toEqual(['/journals/tags?limit=10']);
    answer({ data: [{ slug: 'geschichten', title: 'Storie' }] });
    const rubrics = await store.dispatch(api.endpoints.getRubrics.initiate('it'));
    expect(rubrics.data).toEqual([{ slug: 'geschichten', title: 'Storie' }]);
    expect(requested).toEqual(['/journals/rubrics']);
  });
});
