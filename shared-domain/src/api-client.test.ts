/** @jest-environment jsdom */
import { ApiError, EARLY_READ_MS, apiEnvelope, apiRequest, readEarly } from './api-client';
import { loadingState } from './loading-bar';
import { currentLang } from './language-state';
import { session } from './session';
import { portalBaseQuery } from './api/base-query';

/** The part of fetch's Response the client reads (jsdom has no Response). */
function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => text });
}

describe('the one API client (spec 00 §7.1)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    session.set({ user: null, status: 'anonymous' });
    currentLang.set('de');
    loadingState.set({ pending: 0, failed: false });
  });

  test('calls {host}/api with accept-language and the CSRF header, never a token, and unwraps data', async () => {
    session.set({ user: { email: 'x@example.org', isAdmin: false, impersonator: null }, status: 'ready' });
    currentLang.set('fr');
    fetchMock.mockReturnValue(answer(200, { data: { email: 'x@example.org' } }));
    await expect(apiRequest('/applicants/me')).resolves.toEqual({ email: 'x@example.org' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/applicants/me');
    expect(init.headers).toEqual({ 'accept-language': 'fr', accept: 'application/json', 'x-requested-with': 'portal' });
  });

  test('sends JSON bodies and keeps meta for paging', async () => {
    fetchMock.mockReturnValue(answer(200, { data: [1], meta: { last_page: 3, total: 41, current_page: 1 } }));
    const envelope = await apiEnvelope('/admin/applicants?page=1', { method: 'POST', body: { a: 1 } });
    expect(envelope.meta).toEqual({ last_page: 3, total: 41, current_page: 1 });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
  });

  test('a failed request becomes an ApiError and marks the loading bar as failed', async () => {
    fetchMock.mockReturnValue(answer(422, { message: 'Ungültig', errors: { email: ['E-Mail muss eine gültige E-Mail-Adresse beinhalten.'] } }));
    const error = (await apiRequest('/contacts', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.body.errors?.email).toHaveLength(1);
    expect(loadingState.get()).toEqual({ pending: 0, failed: true });
  });

  test('field errors nested in data (the forms and newsletter answers: data.errors) are read too', async () => {
    fetchMock.mockReturnValue(answer(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'Ungültig', data: { errors: { stueckzahl: ['Stückzahl kann max. 3 sein.'] } } }));
    const error = (await apiRequest('/forms/sammelkaesseli', { method: 'POST', body: new FormData() }).catch((e: unknown) => e)) as ApiError;
    expect(error.body.errors).toEqual({ stueckzahl: ['Stückzahl kann max. 3 sein.'] });
  });

  test('a request may add headers (X-Requested-With: XMLHttpRequest of the form submissions) and sends FormData as is', async () => {
    fetchMock.mockReturnValue(answer(200, { data: { ok: true } }));
    const form = new FormData();
    await apiRequest('/forms/kontakt', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ 'accept-language': 'de', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' });
  });

  test('an error without status or body is normalised to 500 (spec 00 §8)', async () => {
    fetchMock.mockReturnValue(Promise.reject(new TypeError('network down')));
    const error = (await apiRequest('/applications').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe('Es ist ein Fehler aufgetreten');
  });

  test('the RTK Query base query returns data and paging meta, or a typed error', async () => {
    const api = { signal: new AbortController().signal } as Parameters<typeof portalBaseQuery>[1];
    fetchMock.mockReturnValueOnce(answer(200, { data: ['a'], meta: { total: 1 } }));
    await expect(portalBaseQuery('/x', api, {})).resolves.toEqual({ data: ['a'], meta: { paging: { total: 1 } } });
    fetchMock.mockReturnValueOnce(answer(403, { message: 'Forbidden' }));
    await expect(portalBaseQuery({ url: '/admin/applicants' }, api, {})).resolves.toEqual({ error: { status: 403, data: { message: 'Forbidden' } } });
  });

  describe('an answer read early (routes/first-reads.ts)', () => {
    test('the page\'s first GET of the path takes it: one request, sent before the page asked', async () => {
      fetchMock.mockReturnValue(answer(200, { data: { id: 'a1' } }));
      readEarly('/applications/a1');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]).toEqual(['/api/applications/a1', { method: 'GET', headers: { 'accept-language': 'de', accept: 'application/json', 'x-requested-with': 'portal' } }]);
      await expect(apiRequest('/applications/a1')).resolves.toEqual({ id: 'a1' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // Taken once: the next read asks the server again.
      fetchMock.mockReturnValue(answer(200, { data: { id: 'a1', changed: true } }));
      await expect(apiRequest('/applications/a1')).resolves.toEqual({ id: 'a1', changed: true });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    test('its error answer is the page\'s (a 401 leads to the sign-in as usual)', async () => {
      fetchMock.mockReturnValue(answer(401, { message: 'Nicht angemeldet' }));
      readEarly('/applications');
      const error = (await apiRequest('/applications').catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(401);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    test('a write, another path or another language does not take it', async () => {
      fetchMock.mockReturnValue(answer(200, { data: { id: 'b2' } }));
      readEarly('/applications/b2');
      await apiRequest('/applications/b2', { method: 'DELETE' });
      await apiRequest('/applications/b3');
      currentLang.set('fr');
      await apiRequest('/applications/b2');
      expect(fetchMock).toHaveBeenCalledTimes(4);
      currentLang.set('de');
      await apiRequest('/applications/b2');
      expect(fetchMock).toHaveBeenCalledTimes(4);
    });

    test('one that failed or waited too long is asked again', async () => {
      fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('network down')));
      readEarly('/applications/c3');
      fetchMock.mockReturnValue(answer(200, { data: { id: 'c3' } }));
      await expect(apiRequest('/applications/c3')).resolves.toEqual({ id: 'c3' });
      expect(fetchMock).toHaveBeenCalledTimes(2);

      const now = jest.spyOn(Date, 'now');
      now.mockReturnValue(1_000);
      readEarly('/applications/d4');
      now.mockReturnValue(1_000 + EARLY_READ_MS + 1);
      await apiRequest('/applications/d4');
      expect(fetchMock).toHaveBeenCalledTimes(4);
      now.mockRestore();
    });
  });
});
