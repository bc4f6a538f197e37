import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App';

/** The remote at a path, in German unless told, inside a memory router (and what else a test needs there). */
export function renderAt(path: string, lang = 'de', extra?: ReactNode) {
  return render(
    <IntlProvider locale={lang} messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        {extra}
        <App />
      </MemoryRouter>
    </IntlProvider>,
  );
}

export interface Answer {
  method: string;
  path: string;
  status?: number;
  body: unknown;
}

/** fetch answered from a list of canned answers; returns the calls made. */
export function mockFetch(answers: Answer[]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).replace(/^.*?\/api/, '');
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers.find((candidate) => candidate.method === method && candidate.path === path);
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    const status = answer.status ?? 200;
    return { ok: status < 300, status, text: async () => JSON.stringify(answer.body) } as Response;
  }) as unknown as typeof fetch;
  return calls;
}
