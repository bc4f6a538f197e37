/** @jest-environment jsdom */
import type { GlobalLinks, NavigationPage } from './types';

type Module = typeof import('./site-content') & typeof import('../language-state');

const navigation: NavigationPage[] = [{ title: 'Über uns', url: '/ueber-uns', externalLink: null, isPage: true, children: [] }];
const links = { footer_links: [], donate_now_text: 'Jetzt spenden' } as unknown as GlobalLinks;
const cookies = { text: '<p>Cookies</p>', close_label: 'Schliessen' };

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) });
}

const bodies: Record<string, unknown> = { '/api/navigation': navigation, '/api/globals/links': links, '/api/globals/cookies': cookies };
const fetchMock = jest.fn((url: string, _init?: { headers: Record<string, string> }) => answer(200, { data: bodies[url] }));

/** A fresh module instance per test: the store remembers what it loaded. */
async function load(): Promise<Module> {
  let loaded: Module | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { ...(await import('./site-content')), ...(await import('../language-state')) };
  });
  return loaded as Module;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('site content loaded once per language (spec 00 §4.7)', () => {
  test('loads navigation, global links and cookie banner with the language and shares them', async () => {
    const { siteContent, watchSiteContent } = await load();
    const stop = watchSiteContent();
    expect(siteContent.get().status).toBe('loading');
    await flush();
    expect(siteContent.get()).toEqual({ lang: 'de', navigation, links, cookies, status: 'ready' });
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/globals/cookies', '/api/globals/links', '/api/navigation']);
    expect(fetchMock.mock.calls.every(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['accept-language'] === 'de')).toBe(true);
    stop();
  });

  test('asks once per language: a second load or a switch back does not ask again', async () => {
    const { siteContent, watchSiteContent, loadSiteContent, currentLang } = await load();
    const stop = watchSiteContent();
    void loadSiteContent(); // while the first is under way
    await flush();
    await loadSiteContent();
    expect(fetchMock).toHaveBeenCalledTimes(3);

    currentLang.set('fr');
    expect(siteContent.get()).toMatchObject({ lang: 'fr', status: 'loading', navigation: [] });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect((fetchMock.mock.calls[5][1] as unknown as { headers: Record<string, string> }).headers['accept-language']).toBe('fr');

    currentLang.set('de');
    expect(siteContent.get()).toMatchObject({ lang: 'de', status: 'ready', navigation });
    expect(fetchMock).toHaveBeenCalledTimes(6);
    stop();
  });

  test('an answer for a language left meanwhile is dropped', async () => {
    let releaseGerman: () => void = () => undefined;
    const german = new Promise<void>((resolve) => (releaseGerman = resolve));
    fetchMock.mockImplementation(async (url: string, init?: { headers: Record<string, string> }) => {
      if (init?.headers['accept-language'] === 'de') await german;
      return answer(200, { data: bodies[url] });
    });
    const { siteContent, watchSiteContent, currentLang } = await load();
    const stop = watchSiteContent();
    currentLang.set('it');
    await flush();
    expect(siteContent.get()).toMatchObject({ lang: 'it', status: 'ready' });
    releaseGerman();
    await flush();
    expect(siteContent.get()).toMatchObject({ lang: 'it', status: 'ready' });
    stop();
  });

  test('a failure keeps what answered, says so, and is asked again next time', async () => {
    fetchMock.mockImplementation((url: string) => (url === '/api/navigation' ? answer(500, { message: 'kaputt' }) : answer(200, { data: bodies[url] })));
    const { siteContent, loadSiteContent } = await load();
    await loadSiteContent();
    expect(siteContent.get()).toEqual({ lang: 'de', navigation: [], links, cookies, status: 'failed' });
    fetchMock.mockImplementation((url: string) => answer(200, { data: bodies[url] }));
    await loadSiteContent();
    expect(siteContent.get()).toMatchObject({ status: 'ready', navigation });
  });

  test("what the server rendered the page with is taken as loaded: shown at once, that language not asked for", async () => {
    const { siteContent, primeSiteContent, watchSiteContent, currentLang } = await load();
    primeSiteContent({ lang: 'de', navigation, links, cookies });
    expect(siteContent.get()).toEqual({ lang: 'de', navigation, links, cookies, status: 'ready' });
    const stop = watchSiteContent();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    // Another language is still asked for.
    currentLang.set('fr');
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
  });

  test("content primed for another language than the page's is kept for later, not shown", async () => {
    const { siteContent, primeSiteContent } = await load();
    primeSiteContent({ lang: 'fr', navigation, links, cookies });
    expect(siteContent.get()).toMatchObject({ lang: 'de', status: 'loading', navigation: [] });
  });
});
