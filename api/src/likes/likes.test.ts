import { startTestApp, json, type TestApp } from '../test-support/harness';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
type LikeState = { data: { count: number; liked: boolean } };

describe('likes', () => {
  let harness: TestApp;
  let journalId: string;
  let trackId: string | undefined;
  beforeAll(async () => {
    harness = await startTestApp({ likeLimitPerMinute: 20 });
    const answer = await harness.app.inject({ url: '/api/journals?per_page=1' });
    expect([answer.statusCode, answer.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
    const journals = json<{ data: { id: string }[] }>(answer);
    journalId = journals.data[0].id;
    const podcasts = json<{ data: { tracks: { id: string }[] }[] }>(await harness.app.inject({ url: '/api/podcasts' }));
    trackId = podcasts.data?.[0]?.tracks[0]?.id;
  }, 120_000);
  afterAll(() => harness.close());

  let ip = 0;
  /** Each test from its own client address, so the flood test's limit does not spill over. */
  const client = () => `10.0.0.${++ip}`;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, remoteAddress: string, cookie?: string, headers: Record<string, string> = CSRF) =>
    harness.app.inject({ method, url, remoteAddress, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie'] ?? '').split(';')[0];

  test('a browser likes once: the cookie is set, a second like does not count, unlike withdraws it', async () => {
    const address = client();
    const url = `/api/likes/journal/${journalId}`;
    expect(json<LikeState>(await call('GET', url, address)).data).toEqual({ count: 0, liked: false });

    const first = await call('POST', url, address);
    expect(first.statusCode).toBe(200);
    expect(json<LikeState>(first).data).toEqual({ count: 1, liked: true });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^like_browser=[A-Za-z0-9_-]{32}; Path=\/api\/likes; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    const cookie = cookieOf(first);

    const again = await call('POST', url, address, cookie);
    expect(json<LikeState>(again).data).toEqual({ count: 1, liked: true });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(json<LikeState>(await call('GET', url, address, cookie)).data).toEqual({ count: 1, liked: true });

    // Another browser counts on its own and sees the first one's like only in the count.
    const other = await call('POST', url, client());
    expect(json<LikeState>(other).data).toEqual({ count: 2, liked: true });
    expect(json<LikeState>(await call('GET', url, address)).data).toEqual({ count: 2, liked: false });

    const unlike = await call('DELETE', url, address, cookie);
    expect(json<LikeState>(unlike).data).toEqual({ count: 1, liked: false });
    expect(json<LikeState>(await call('DELETE', url, address, cookie)).data).toEqual({ count: 1, liked: false });
    expect(json<LikeState>(await call('GET', url, address, cookieOf(other))).data).toEqual({ count: 1, liked: true });
  });

  test('tracks are counted apart from journal entries', async () => {
    expect(trackId).toBeDefined();
    const address = client();
    const response = await call('POST', `/api/likes/track/${trackId}`, address);
    expect(json<LikeState>(response).data).toEqual({ count: 1, liked: true });
    expect(json<LikeState>(await call('GET', `/api/likes/track/${trackId}`, address, cookieOf(response))).data).toEqual({ count: 1, liked: true });
  });

  test('unknown ids and kinds: 404 and 400, nothing stored', async () => {
    const address = client();
    expect((await call('GET', '/api/likes/journal/unknown-id-123', address)).statusCode).toBe(404);
    expect((await call('POST', '/api/likes/journal/unknown-id-123', address)).statusCode).toBe(404);
    expect((await call('POST', `/api/likes/track/${journalId}`, address)).statusCode).toBe(404);
    expect((await call('POST', `/api/likes/page/${journalId}`, address)).statusCode).toBe(400);
    expect((await call('POST', '/api/likes/journal/a%20b', address)).statusCode).toBe(400);
    const rows = await harness.app.services.db.selectFrom('likes').selectAll().where('item_id', '=', 'unknown-id-123').execute();
    expect(rows).toHaveLength(0);
  });

  test('a change without X-Requested-With is refused (another site cannot like in the visitor\'s name)', async () => {
    const response = await call('POST', `/api/likes/journal/${journalId}`, client(), undefined, {});
    expect(response.statusCode).toBe(403);
  });

  test('flooding from one address: 429 with Retry-After past the limit, even with fresh browsers', async () => {
    const address = client();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await call('POST', `/api/likes/journal/${journalId}`, address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const refused = await call('POST', `/api/likes/journal/${journalId}`, address);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Reading is not limited; another address may still like.
    expect((await call('GET', `/api/likes/journal/${journalId}`, address)).statusCode).toBe(200);
    expect((await call('POST', `/api/likes/journal/${journalId}`, client())).statusCode).toBe(200);
  });
});
