/** @jest-environment jsdom */
import { refreshSession, restoreSession, session, sessionIdentity, setUser, setUserLoader, type CurrentUser } from './session';

const anna: CurrentUser = { email: 'anna@example.org', isAdmin: false, impersonator: null };

afterEach(() => setUser(null));

describe('the session without a readable token (issue 10)', () => {
  test('restoring asks the server who is signed in; nothing in document.cookie is read or written but the legacy cookie removed', async () => {
    document.cookie = 'portal_token=legacy-readable-token; path=/';
    setUserLoader(async () => anna);
    const restoring = restoreSession();
    expect(session.get().status).toBe('loading');
    await restoring;
    expect(session.get()).toEqual({ user: anna, status: 'ready' });
    expect(document.cookie).not.toContain('portal_token');
  });

  test('a 401 from the server means nobody is signed in', async () => {
    setUserLoader(async () => 'unauthorized');
    await refreshSession();
    expect(session.get()).toEqual({ user: null, status: 'anonymous' });
  });

  test('a server that cannot answer leaves the question open', async () => {
    setUserLoader(async () => 'unavailable');
    await refreshSession();
    expect(session.get()).toEqual({ user: null, status: 'unavailable' });
  });

  test('the user stays known while it is asked again', async () => {
    setUser(anna);
    let release: (user: CurrentUser) => void = () => undefined;
    setUserLoader(() => new Promise((resolve) => (release = resolve)));
    const asking = refreshSession();
    expect(session.get()).toEqual({ user: anna, status: 'loading' });
    release({ ...anna, isAdmin: true });
    await asking;
    expect(session.get().user?.isAdmin).toBe(true);
  });

  test('an answer that arrives after a newer change is dropped', async () => {
    let release: (user: CurrentUser) => void = () => undefined;
    setUserLoader(() => new Promise((resolve) => (release = resolve)));
    const slow = refreshSession();
    setUser({ email: 'admin@example.org', isAdmin: true, impersonator: null });
    release(anna);
    await slow;
    expect(session.get().user?.email).toBe('admin@example.org');
  });

  test('the identity changes with the user and with impersonation, not with a reload', () => {
    const admin = sessionIdentity({ user: { email: 'admin@example.org', isAdmin: true, impersonator: null }, status: 'ready' });
    const impersonating = sessionIdentity({ user: { ...anna, impersonator: 'admin@example.org' }, status: 'ready' });
    expect(admin).not.toBe(impersonating);
    expect(sessionIdentity({ user: anna, status: 'ready' })).toBe(sessionIdentity({ user: anna, status: 'loading' }));
    expect(sessionIdentity({ user: null, status: 'anonymous' })).toBeNull();
  });
});
