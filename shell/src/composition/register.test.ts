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
    const dashboard = jest.mocked(registerApplication).mock.calls.find(([config]) => (config as { name: string }).name === 'mfe-dashboard-admin')?.[0] as {
      activeWhen: (location: Location) => boolean;
    };
    expect(dashboard.activeWhen(window.location)).toBe(false);
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

  test('a failure while loading early is left to the load single-spa asks for', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockRejectedValue(new Error('unreachable'));
    window.history.replaceState(null, '', '/');
    registerRemoteApplications(deployment);
    expect(loadRemote).toHaveBeenCalledWith('mfe_public_site/lifecycles');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nothing reported (and so no reload, no error page) until single-spa needs the remote.
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
