import { routeByName, type RouteDef, type SessionState } from '@portal/shared-domain';
import { loadDeployment, parseDeployment } from './deployment';
import { evaluateGuards } from './guards';
import { mayReloadNow, RELOAD_GUARD_MS } from './reload-guard';

const route = (name: string) => routeByName(name) as RouteDef;
const anonymous: SessionState = { user: null, status: 'anonymous' };
const applicant: SessionState = { user: { email: 'a@example.org', isAdmin: false, impersonator: null }, status: 'ready' };
const admin: SessionState = { user: { email: 'admin@example.org', isAdmin: true, impersonator: null }, status: 'ready' };
const asking: SessionState = { user: null, status: 'loading' };

describe('deployment manifest', () => {
  test('reads one entry per remote', () => {
    const entries = parseDeployment({ remotes: [{ name: 'mfe-group', entry: 'http://localhost:4203/mf-manifest.json' }] });
    expect(entries).toEqual([{ name: 'mfe-group', entry: 'http://localhost:4203/mf-manifest.json' }]);
  });

  test.each([[{}], [{ remotes: [{ name: 'mfe-unknown', entry: 'x' }] }], [{ remotes: [{ name: 'mfe-group' }] }]])('refuses %j', (json) => {
    expect(() => parseDeployment(json)).toThrow(/deployment.json/);
  });

  test('an unreadable manifest yields no remotes instead of crashing the shell', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadDeployment(failing as unknown as typeof fetch)).resolves.toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('route guards auth and isAdmin (spec 00 §6)', () => {
  test('open routes are open to everyone', () => {
    expect(evaluateGuards(route('gesuche-kurzcheck-einzelperson'), anonymous)).toBe('ok');
  });
  test('auth routes need a signed-in user, and wait while the server is asked who that is', () => {
    expect(evaluateGuards(route('gesuche-uebersicht'), anonymous)).toBe('login');
    expect(evaluateGuards(route('gesuche-uebersicht'), asking)).toBe('pending');
    expect(evaluateGuards(route('gesuche-uebersicht'), { ...applicant, status: 'loading' })).toBe('ok');
    expect(evaluateGuards(route('gesuche-einzelperson-id-budget-defizit'), applicant)).toBe('ok');
    // The server could not answer: the page mounts and its own calls report the outage.
    expect(evaluateGuards(route('gesuche-uebersicht'), { user: null, status: 'unavailable' })).toBe('ok');
  });
  test('isAdmin routes wait for the user, then allow admins only', () => {
    expect(evaluateGuards(route('gesuche-admin'), asking)).toBe('pending');
    expect(evaluateGuards(route('gesuche-admin'), { ...admin, status: 'loading' })).toBe('pending');
    expect(evaluateGuards(route('gesuche-admin'), applicant)).toBe('forbidden');
    expect(evaluateGuards(route('gesuche-admin'), admin)).toBe('ok');
    expect(evaluateGuards(route('gesuche-admin'), anonymous)).toBe('login');
  });
});

describe('reload guard (spec 00 §8: at most once every 60 s)', () => {
  test('allows one reload, then none until 60 s have passed', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(mayReloadNow(1_000_000, storage)).toBe(true);
    expect(mayReloadNow(1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(mayReloadNow(1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});
