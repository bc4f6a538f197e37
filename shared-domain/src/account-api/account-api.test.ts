import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { currentLang, firstReads, matchRoute, readEarly, session } from '@portal/shared-domain';
import { PORTAL_API_PATH, portalApiOptions } from '@portal/shared-domain/api';
import { adminEndpoints, answerTransport, applicationEndpoints, authEndpoints, contactEndpoints, statementEndpoints, uploadEndpoints } from './index';

/** The same api as the page's (shared-ui builds it with React hooks from the same options). */
function setup() {
  const api = createApi(portalApiOptions)
    .injectEndpoints({ endpoints: authEndpoints })
    .injectEndpoints({ endpoints: applicationEndpoints })
    .injectEndpoints({ endpoints: statementEndpoints })
    .injectEndpoints({ endpoints: contactEndpoints })
    .injectEndpoints({ endpoints: uploadEndpoints })
    .injectEndpoints({ endpoints: adminEndpoints });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { api, store };
}

type Answer = { status?: number; body?: unknown };
const fetchMock = jest.fn();
/** Answers by 'METHOD /path' (a list answers in turn, its last entry from then on), recording every call. */
function answers(routes: Record<string, Answer | Answer[]>) {
  const queues = Object.fromEntries(Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]));
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const queue = queues[`${init.method ?? 'GET'} ${url.replace(/^\/api/, '')}`] ?? [{ status: 500 }];
    const { status = 200, body } = queue.length > 1 ? queue.shift()! : queue[0];
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  });
}
const calls = () =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
    method: init.method ?? 'GET',
    path: url.replace(/^\/api/, ''),
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  }));
/** Lets RTK Query's refetches after an invalidation start (fake timers: its cache timers never outlive a test). */
const flush = () => jest.advanceTimersByTimeAsync(1);

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  session.set({ user: { email: 'anna@example.org', isAdmin: false, impersonator: null }, status: 'ready' });
  currentLang.set('de');
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('the one RTK Query api', () => {
  it('takes the answers the shell read early: the paths of routes/first-reads.ts are those its pages ask for', async () => {
    const { api, store } = setup();
    const id = 'a1 b/2';
    answers({ [`GET /applications/${encodeURIComponent(id)}`]: { body: { data: { id } } }, 'GET /applications': { body: { data: [] } } });
    for (const url of [`/gesuche/gruppe-abrechnung/${encodeURIComponent(id)}/bestaetigung-realisierung/bestaetigung-realisierung`, '/fr/gesuche/uebersicht']) {
      const reads = firstReads(matchRoute(url));
      expect(reads).toHaveLength(1);
      reads.forEach(readEarly);
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The wizard loads fresh (forceRefetch) and the dashboard lists: neither asks the server again.
    await store.dispatch(api.endpoints.getApplication.initiate(id, { subscribe: false, forceRefetch: true }));
    await store.dispatch(api.endpoints.getApplications.initiate(undefined, { subscribe: false }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(api.endpoints.getApplication.select(id)(store.getState()).data).toEqual({ id });
    expect(firstReads(matchRoute('/gesuche/kurzcheck/einzelperson'))).toEqual([]);
    expect(firstReads(matchRoute('/spenden'))).toEqual([]);
  });

  it('has one reducer path and goes through the shared API client', async () => {
    const { api, store } = setup();
    expect(api.reducerPath).toBe(PORTAL_API_PATH);
    answers({ 'GET /applications': { body: { data: [] } } });
    await store.dispatch(api.endpoints.getApplications.initiate(undefined, { subscribe: false }));
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ 'x-requested-with': 'portal', 'accept-language': 'de' });
  });

  it('refetches the dashboard list after a deletion (tags)', async () => {
    const { api, store } = setup();
    answers({ 'GET /applications': [{ body: { data: [{ id: 'a1' }] } }, { body: { data: [] } }], 'DELETE /applications/a1': { status: 204 } });
    const list = store.dispatch(api.endpoints.getApplications.initiate());
    await list;
    await expect(store.dispatch(api.endpoints.deleteApplication.initiate('a1')).unwrap()).resolves.toBeNull();
    await flush();
    await flush();
    expect(calls()).toEqual([
      { method: 'GET', path: '/applications', body: undefined },
      { method: 'DELETE', path: '/applications/a1', body: undefined },
      { method: 'GET', path: '/applications', body: undefined },
    ]);
    list.unsubscribe();
  });

  it('loads, creates and saves what the wizard needs, and refetches the application after a save', async () => {
    const { api, store } = setup();
    answers({
      'POST /applications': { body: { data: { id: 'new', status: 'preparing' } } },
      'GET /applications/new': { body: { data: { id: 'new', status: 'preparing' } } },
      'PUT /applications/new/reason-for-request': { body: { data: { id: 'new', reasonForRequest: 'travel' } } },
      'DELETE /applications/new/reason-for-request': { status: 204 },
    });
    await expect(store.dispatch(api.endpoints.createApplication.initiate({ type: 'single-person' })).unwrap()).resolves.toEqual({ id: 'new', status: 'preparing' });
    const loaded = store.dispatch(api.endpoints.getApplication.initiate('new'));
    await loaded;
    const transport = answerTransport((call) => store.dispatch(api.endpoints.saveAnswer.initiate(call)).unwrap());
    await expect(transport.put('/applications/new/reason-for-request', { reasonForRequest: 'travel' })).resolves.toEqual({ id: 'new', reasonForRequest: 'travel' });
    await flush();
    await expect(transport.delete('/applications/new/reason-for-request', {})).resolves.toBeNull();
    await flush();
    expect(calls()).toEqual([
      { method: 'POST', path: '/applications', body: { type: 'single-person' } },
      { method: 'GET', path: '/applications/new', body: undefined },
      { method: 'PUT', path: '/applications/new/reason-for-request', body: { reasonForRequest: 'travel' } },
      { method: 'GET', path: '/applications/new', body: undefined },
      { method: 'DELETE', path: '/applications/new/reason-for-request', body: {} },
      { method: 'GET', path: '/applications/new', body: undefined },
    ]);
    loaded.unsubscribe();
  });

  it("refreshes the contacts after a wizard's contact call", async () => {
    const { api, store } = setup();
    answers({
      'GET /contacts': [{ body: { data: [] } }, { body: { data: [{ id: 'c1' }] } }],
      'POST /contacts': { body: { data: { id: 'c1' } } },
    });
    const contacts = store.dispatch(api.endpoints.getContacts.initiate());
    await contacts;
    const transport = answerTransport((call) => store.dispatch(api.endpoints.saveAnswer.initiate(call)).unwrap());
    await transport.post('/contacts', { firstname: 'A' });
    await flush();
    expect(api.endpoints.getContacts.select()(store.getState()).data).toEqual([{ id: 'c1' }]);
    contacts.unsubscribe();
  });

  it('creates a statement and answers refusals as typed errors', async () => {
    const { api, store } = setup();
    answers({
      'POST /applications/a1/statement': [{ body: { data: { id: 'a1', statement: {} } } }, { status: 409, body: { message: 'Nicht im Status accepted.' } }],
    });
    await expect(store.dispatch(api.endpoints.createStatement.initiate('a1')).unwrap()).resolves.toEqual({ id: 'a1', statement: {} });
    await expect(store.dispatch(api.endpoints.createStatement.initiate('a1')).unwrap()).rejects.toEqual({ status: 409, data: { message: 'Nicht im Status accepted.' } });
    expect(calls().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /applications/a1/statement', 'POST /applications/a1/statement']);
  });

  it('calls the contact, sign-in and admin endpoints as the spec names them', async () => {
    const { api, store } = setup();
    answers({
      'POST /contacts/c1/disable': { body: { data: { id: 'c1' } } },
      'PUT /contacts/c1': { body: { data: { id: 'c1' } } },
      'POST /auth/login-link': { status: 202, body: { data: { sent: true } } },
      'GET /admin/applicants?page=2&search=anna': { body: { data: [{ id: 'u1' }], meta: { last_page: 3, total: 41, current_page: 2 } } },
      'POST /admin/applications/a1/accept': { body: { data: {} } },
      'POST /admin/applications/a1/reassign-to/b%40example.org': { body: { data: {} } },
    });
    await store.dispatch(api.endpoints.setContactActive.initiate({ id: 'c1', active: false }));
    await store.dispatch(api.endpoints.updateContact.initiate({ id: 'c1', contact: { firstname: 'A' } as never }));
    await store.dispatch(api.endpoints.requestLoginLink.initiate({ email: 'a@example.org', lang: 'de' }));
    const applicants = await store.dispatch(api.endpoints.getApplicants.initiate({ page: 2.5, search: ' anna ' }, { subscribe: false }));
    expect(applicants.data).toEqual({ items: [{ id: 'u1' }], meta: { last_page: 3, total: 41, current_page: 2 } });
    await store.dispatch(api.endpoints.reviewApplication.initiate({ id: 'a1', action: 'accept', grantedAmount: 120.5 }));
    await store.dispatch(api.endpoints.reassignApplication.initiate({ id: 'a1', email: 'b@example.org' }));
    expect(calls()).toEqual([
      { method: 'POST', path: '/contacts/c1/disable', body: undefined },
      { method: 'PUT', path: '/contacts/c1', body: { firstname: 'A' } },
      { method: 'POST', path: '/auth/login-link', body: { email: 'a@example.org', lang: 'de' } },
      { method: 'GET', path: '/admin/applicants?page=2&search=anna', body: undefined },
      { method: 'POST', path: '/admin/applications/a1/accept', body: { grantedAmount: 120.5 } },
      { method: 'POST', path: '/admin/applications/a1/reassign-to/b%40example.org', body: undefined },
    ]);
  });
});
