import { preferredLangForRoot, splitLangPrefix, withLangPrefix } from './languages';

describe('language prefixes (spec 00 §2.1)', () => {
  test.each([
    ['/', 'de', '/'],
    ['/gesuche', 'de', '/gesuche'],
    ['/fr', 'fr', '/'],
    ['/fr/gesuche/kontakte', 'fr', '/gesuche/kontakte'],
    ['/it/login/abc', 'it', '/login/abc'],
    ['/french-page', 'de', '/french-page'],
  ])('%s is %s %s', (pathname, lang, path) => {
    expect(splitLangPrefix(pathname)).toEqual({ lang, path });
  });

  test('German carries no prefix; the root of another language is its prefix alone', () => {
    expect(withLangPrefix('/gesuche', 'de')).toBe('/gesuche');
    expect(withLangPrefix('/gesuche', 'it')).toBe('/it/gesuche');
    expect(withLangPrefix('/', 'fr')).toBe('/fr');
  });

  test('on the root, the cookie wins over the browser, then the browser, then German', () => {
    expect(preferredLangForRoot('it', ['fr-CH'])).toBe('it');
    expect(preferredLangForRoot(undefined, ['en-US', 'fr-CH'])).toBe('fr');
    expect(preferredLangForRoot('xx', ['en-GB'])).toBe('de');
  });
});
