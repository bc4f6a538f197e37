import { session } from '@portal/shared-domain';
import { redirectFor } from './location';

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
