import { loadDeployment } from './deployment';

const entry = (port: number) => ({ remotes: [{ name: 'mfe-public-site', entry: `http://localhost:${port}/mf-manifest.json`, ssr: false }] });

describe('the deployment manifest inlined by the portal server', () => {
  afterEach(() => document.getElementById('portal-deployment')?.remove());

  function inline(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'portal-deployment';
    script.textContent = text;
    document.head.appendChild(script);
  }

  test('is read from the page without a request', async () => {
    inline(JSON.stringify(entry(4201)));
    const fetching = jest.fn();
    await expect(loadDeployment(fetching as unknown as typeof fetch)).resolves.toEqual([{ name: 'mfe-public-site', entry: 'http://localhost:4201/mf-manifest.json' }]);
    expect(fetching).not.toHaveBeenCalled();
  });

  test('is fetched when the page has none or an invalid one', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('{ not json');
    const fetching = jest.fn().mockResolvedValue({ ok: true, json: async () => entry(4301) });
    await expect(loadDeployment(fetching as unknown as typeof fetch)).resolves.toEqual([{ name: 'mfe-public-site', entry: 'http://localhost:4301/mf-manifest.json' }]);
    expect(fetching).toHaveBeenCalledWith('/deployment.json', { cache: 'no-store' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
