import { ContentCache, matchesEtag } from './content-cache';

/** The content read cache's rules, with a version source the test controls. */
describe('ContentCache', () => {
  const setUp = (maxAgeMs: number) => {
    const state = { version: 'v1', reads: 0, produced: 0 };
    const cache = new ContentCache(async () => {
      state.reads += 1;
      return state.version;
    }, maxAgeMs);
    const page = () =>
      cache.get('page:de:/', async () => {
        state.produced += 1;
        return { title: `Titel ${state.version}` };
      });
    return { state, cache, page };
  };

  it('produces once per content version and serializes once, with an ETag of the bytes', async () => {
    const { state, page } = setUp(0);
    const first = await page();
    expect(first?.body).toBe('{"data":{"title":"Titel v1"}}');
    expect(first?.etag).toMatch(/^"[\w-]{27}"$/);
    expect(await page()).toBe(first);
    expect(state.produced).toBe(1);
    state.version = 'v2';
    const second = await page();
    expect(second?.body).toBe('{"data":{"title":"Titel v2"}}');
    expect(second?.etag).not.toBe(first?.etag);
    expect(state.produced).toBe(2);
  });

  it('reads the version once for reads arriving together, and trusts it for its maximum age only', async () => {
    const { state, cache, page } = setUp(50);
    await Promise.all([page(), page(), page(), page()]);
    expect(state.reads).toBe(1);
    state.version = 'v2';
    expect(await cache.currentVersion()).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.currentVersion()).toBe('v2');
    expect(state.reads).toBe(2);
  });

  it('stores nothing for a missing page', async () => {
    const cache = new ContentCache(async () => 'v1', 0);
    let produced = 0;
    const missing = () =>
      cache.get('page:de:/nichts', async () => {
        produced += 1;
        return null;
      });
    expect(await missing()).toBeNull();
    expect(await missing()).toBeNull();
    expect(produced).toBe(2);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
  });
});
