import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { createPortalStore } from '@portal/shared-ui/data';

export interface MockRoute {
  method?: string;
  /** Path after /api, without query; a RegExp is tested against path + query. */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** Never answers (loading state). */
  pending?: boolean;
  /** Binary answer (PDF download). */
  blob?: Blob;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Replaces global.fetch with a router over the given answers; the first matching route wins, so
 * later answers for the same call can be queued with `once` semantics via `routes.shift()`.
 */
export function mockFetch(routes: MockRoute[]) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^.*?\/api/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({
      method,
      url,
      path,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
      signal: init.signal ?? undefined,
    });
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET').toUpperCase() === method &&
        (typeof candidate.path === 'string' ? candidate.path === path.split('?')[0] : candidate.path.test(path)),
    );
    if (!route) throw new Error(`Unexpected call ${method} ${path}`);
    if (route.pending) {
      return new Promise<never>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('Aborted'), { name: 'AbortError' })));
      });
    }
    const status = route.status ?? 200;
    const headers = new Map(Object.entries(route.headers ?? {}));
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => (route.body === undefined ? '' : JSON.stringify(route.body)),
      blob: async () => route.blob ?? new Blob([]),
    } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}

/** Renders the remote's App at a path, in German, with a fresh store (as the shell would mount it). */
export function renderAt(path: string) {
  const store = createPortalStore();
  const utils = render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        <App store={store} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return { ...utils, store };
}

export function renderIntl(ui: ReactElement) {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      {ui}
    </IntlProvider>,
  );
}
