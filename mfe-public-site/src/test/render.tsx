import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { siteContent, type Lang, type NavigationPage } from '@portal/shared-domain';
import { createPortalStore, PortalDataProvider } from '@portal/shared-ui/data';
import { App } from '../App';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

export interface MockAnswer {
  /** Path after /api with its query, e.g. '/pages/kontakt' or a pattern. */
  path: string | RegExp;
  status?: number;
  /** The answer's `data`. */
  data?: unknown;
  /** The answer's `meta` next to `data` (paging). */
  meta?: Record<string, unknown>;
  /** Never answers (loading state). */
  pending?: boolean;
}

/** Replaces fetch with fixed answers of the content API; returns the requested paths (after /api, with query). */
export function mockContentApi(answers: MockAnswer[]): string[] {
  const requested: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^.*?\/api/, '');
    requested.push(path);
    const answer = answers.find((candidate) => (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)));
    if (!answer) return { ok: false, status: 404, text: async () => JSON.stringify({ message: 'Not Found' }) } as Response;
    if (answer.pending) return new Promise<Response>(() => undefined);
    const status = answer.status ?? 200;
    const body = status < 300 ? { data: answer.data, ...(answer.meta ? { meta: answer.meta } : {}) } : { message: 'Fehler' };
    return { ok: status < 300, status, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return requested;
}

/** The remote's App at a path, in German, with a fresh store (as the shell mounts it). */
export function renderAt(path: string) {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <App store={createPortalStore()} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** One component (a block) with the data layer, intl and a router at a path. */
export function renderWithSite(ui: ReactElement, path = '/') {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <PortalDataProvider store={createPortalStore()}>{ui}</PortalDataProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** The site's navigation as the shell has loaded it (empty list: not loaded). */
export function setNavigation(navigation: NavigationPage[], lang: Lang = 'de') {
  siteContent.set({ lang, navigation, links: null, cookies: null, status: navigation.length ? 'ready' : 'loading' });
}
