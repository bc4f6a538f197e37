import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { App } from '../App';

/** single-spa's navigateToUrl moves the portal's router: here the memory router of the test. */
export const router: { navigate: NavigateFunction } = { navigate: () => undefined };

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A small stateful API behind fetch for the group wizards: the application (its answers at the top
 * level), its statement, answer saves and resets, contact links, submissions and the cancellation.
 */
export function fakeApi(application: Record<string, unknown>, initialStatement: Record<string, unknown> | null = null) {
  const calls: Call[] = [];
  const app: Record<string, unknown> = { id: 'a1', number: '2026-000012', type: 'group', status: 'preparing', ...application };
  let statement = initialStatement;
  const json = () => ({ ...app, ...(statement ? { statement: { paymentRecipient: null, ...statement } } : {}) });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).replace(/^.*?\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, path, body });
    const answer = (status: number, data: unknown) => ({ ok: status < 300, status, text: async () => JSON.stringify(data) }) as Response;
    if (method === 'GET' && path === '/applications/a1') return answer(200, { data: json() });
    if (method === 'POST' && path === '/applications/a1/statement/partial-submit') {
      app.status = 'partial_statement_submitted';
      return answer(200, { data: json() });
    }
    if (method === 'POST' && path === '/applications/a1/statement/submit') {
      app.status = 'statement_submitted';
      return answer(200, { data: json() });
    }
    if (method === 'POST' && path === '/applications/a1/statement/cancel') {
      app.status = 'cancelled';
      return answer(200, { data: json() });
    }
    if (method === 'POST' && path === '/applications/a1/submit') {
      app.status = 'submitted';
      return answer(200, { data: json() });
    }
    const statementSave = /^\/applications\/a1\/statement(\/[a-z-]+)$/.exec(path);
    const save = /^\/applications\/a1(\/[a-z-]+)$/.exec(path);
    const values = (reset: boolean) => (reset ? Object.fromEntries(Object.keys(body ?? {}).map((key) => [key, null])) : (body ?? {}));
    if (statementSave && (method === 'PUT' || method === 'DELETE')) {
      statement = { ...statement, ...values(method === 'DELETE') };
      return answer(200, { data: json() });
    }
    if (save && (method === 'PUT' || method === 'DELETE')) {
      Object.assign(app, values(method === 'DELETE'));
      return answer(200, { data: json() });
    }
    throw new Error(`unexpected ${method} ${path}`);
  }) as unknown as typeof fetch;
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET'), app, statement: () => statement };
}

function Location() {
  const location = useLocation();
  router.navigate = useNavigate();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAt(path: string, locale = 'de') {
  return render(
    <IntlProvider locale={locale} messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Location />
      </MemoryRouter>
    </IntlProvider>,
  );
}
