import { registerApplication } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { session } from '@portal/shared-domain';
import { registerRemoteApplications } from './register';

jest.mock('single-spa', () => ({ registerApplication: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const deployment = [
  { name: 'mfe-dashboard-admin' as const, entry: 'http://localhost:4205/mf-manifest.json' },
  { name: 'mfe-public-site' as const, entry: 'http://localhost:4201/mf-manifest.json' },
];

/** The configuration single-spa was given for a remote. */
const registered = (name: string) =>
  jest.mocked(registerApplication).mock.calls.map(([config]) => config as unknown as { name: string; app: () => Promise<{ mount: unknown }>; activeWhen: (location: Location) => boolean }).find((config) => config.name === name);

describe('registering the deployment', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset().mockResolvedValue({ mount: jest.fn(), ready: jest.fn().mockResolvedValue(undefined) });
    jest.mocked(registerApplication).mockReset();
  });

  test('the remote that owns a signed-in page starts loading while the session is still being asked for', async () => {
    window.history.replaceState(null, '', '/gesuche/uebersicht');
    session.set({ user: null, status: 'loading' });
    registerRemoteApplications(deployment);
    expect(registerRemotes).toHaveBeenCalled();
    expect(registerApplication).toHaveBeenCalledTimes(5);
    // single-spa does not load it yet: its guard waits for the session's answer.
    expect(registered('mfe-dashboard-admin')?.activeWhen(window.location)).toBe(false);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_dashboard_admin/lifecycles');
    // Its modules are evaluated too (a remote in stages), ready to mount once the guard passes.
    const lifecycles = (await jest.mocked(loadRemote).mock.results[0].value) as { ready: jest.Mock };
    await Promise.resolve();
    expect(lifecycles.ready).toHaveBeenCalled();
  });

  test('a remote missing from the deployment is not asked for (its area shows the error state when needed)', () => {
    window.history.replaceState(null, '', '/gesuche/kurzcheck/gruppe');
    registerRemoteApplications(deployment);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  test('single-spa mounts what the early load gave, without loading the remote again, also after a failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A reload within the last minute: the failed remote shows its error state instead of reloading again.
    sessionStorage.setItem('portal:remote-reload-at', String(Date.now()));
    jest.mocked(loadRemote).mockRejectedValue(new Error('@portal/shared-ui does not satisfy the requirement'));
    window.history.replaceState(null, '', '/');
    registerRemoteApplications(deployment);
    const lifecycles = await registered('mfe-public-site')!.app();
    expect(lifecycles.mount).toEqual(expect.any(Function));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // The failure is reported once, with its own reason.
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][1])).toContain('does not satisfy the requirement');
    error.mockRestore();
  });
});
