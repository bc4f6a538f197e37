import { session } from '@portal/shared-domain';
import { redirectFor, shellLocation, syncLocation } from './location';

describe('where the shell redirects', () => {
  beforeEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    session.set({ user: null, status: 'anonymous' });
  });

  test('/de/... is the unprefixed German page', () => {
    expect(redirectFor('/de/gesuche', '?a=1', [])).toBe('/gesuche?a=1');
    expect(redirectFor('/de', '', [])).toBe('/');
  });

  test('the browser language is used on / only', () => {
    expect(redirectFor('/', '', ['fr-CH', 'de'])).toBe('/fr');
    expect(redirectFor('/', '', ['de-CH'])).toBeUndefined();
    expect(redirectFor('/kontakt', '', ['it-CH'])).toBeUndefined();
  });

  test('the remembered language wins on /', () => {
    document.cookie = 'i18n_redirected=it; Path=/';
    expect(redirectFor('/', '', ['fr-CH'])).toBe('/it');
    document.cookie = 'i18n_redirected=de; Path=/';
    expect(redirectFor('/', '', ['fr-CH'])).toBeUndefined();
  });

  test('a guarded route without a signed-in user goes to login in the same language, keeping the target', () => {
    expect(redirectFor('/fr/gesuche/kontakte', '?x=1', [])).toBe('/fr/login?redirect=%2Ffr%2Fgesuche%2Fkontakte%3Fx%3D1');
    // Not while the server is still asked who is signed in.
    session.set({ user: null, status: 'loading' });
    expect(redirectFor('/fr/gesuche/kontakte', '', [])).toBeUndefined();
  });
});

describe('what the shell shows for the URL', () => {
  const replace = (url: string) => window.history.replaceState(null, '', url);
  let changes = 0;
  let stop: () => void;
  beforeEach(() => {
    session.set({ user: null, status: 'anonymous' });
    window.history.replaceState(null, '', '/gesuche');
    syncLocation(replace);
    changes = 0;
    stop = shellLocation.subscribe(() => (changes += 1));
  });
  afterEach(() => stop());

  // Each change re-renders the whole shell: single-spa's routing events and the session's answer
  // for the same page must not.
  test('stays the same value while neither the page nor its guard changes', () => {
    const before = shellLocation.get();
    syncLocation(replace);
    window.history.replaceState(null, '', '/gesuche?tab=2');
    syncLocation(replace);
    expect(changes).toBe(0);
    expect(shellLocation.get()).toBe(before);
  });

  test('changes with the page, its language and its guard', () => {
    window.history.replaceState(null, '', '/ueber-uns');
    syncLocation(replace);
    expect(shellLocation.get().match.path).toBe('/ueber-uns');
    window.history.replaceState(null, '', '/fr/ueber-uns');
    syncLocation(replace);
    expect(shellLocation.get().match.lang).toBe('fr');
    expect(changes).toBe(2);

    window.history.replaceState(null, '', '/gesuche/uebersicht');
    session.set({ user: null, status: 'loading' });
    syncLocation(replace);
    expect(shellLocation.get().guard).toBe('pending');
    session.set({ user: { email: 'a@example.org', isAdmin: false, impersonator: null }, status: 'ready' });
    syncLocation(replace);
    expect(shellLocation.get().guard).toBe('ok');
    expect(changes).toBe(4);
  });
});
