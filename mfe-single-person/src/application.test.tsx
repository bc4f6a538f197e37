import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { session } from '@portal/shared-domain';
import { resetFlowRunnerCache } from '@portal/shared-ui/flow';
import { App } from './App';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

interface Answer {
  method: string;
  path: string;
  status?: number;
  body: unknown;
}
function mockFetch(answers: Answer[]) {
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

function renderAt(path: string) {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const application = { id: 'a1', number: '2024-000001', type: 'single-person', status: 'preparing', contact: null, representation: null, identification: 'self-reliant' };

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  resetFlowRunnerCache();
});

describe('application wizard, signed out', () => {
  beforeEach(() => session.set({ user: null, status: 'anonymous' }));

  it('FE120 checks the confirmation, requests the sign-in link back to the introduction and goes to FE130', async () => {
    const calls = mockFetch([{ method: 'POST', path: '/auth/login-link', status: 202, body: {} }]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/einzelperson/email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre E-Mail-Adresse' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    const email = screen.getByLabelText(/^E-Mail$/);
    for (let i = 0; i < 20 && document.activeElement !== email; i++) await user.tab();
    expect(email).toHaveFocus();
    await user.keyboard('anna@example.ch');
    await user.tab();
    await user.keyboard('anna@example.com{Enter}');
    expect(await screen.findAllByText('Die Bestätigung der E-Mail-Adresse stimmt nicht überein.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^E-Mail bestätigen/)).toHaveFocus();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^E-Mail bestätigen/));
    await user.keyboard('anna@example.ch{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'POST', path: '/auth/login-link', body: { email: 'anna@example.ch', lang: 'de', redirect: '/gesuche/einzelperson/gesuch' } });
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/einzelperson/verifikation-email');
  });
});

describe('application wizard, signed in', () => {
  beforeEach(() => session.set({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: null }, status: 'ready' }));

  it('FE300 loads the application, saves the reason by keyboard and goes to the next shown question', async () => {
    const calls = mockFetch([
      { method: 'GET', path: '/applications/a1', body: { data: application } },
      { method: 'PUT', path: '/applications/a1/reason-for-request', body: { data: { ...application, reasonForRequest: 'procurement' } } },
    ]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/einzelperson/a1/verwendungszweck/gesuchsgrund');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gesuchsgrund' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    const travel = screen.getByRole('radio', { name: 'Ferienreise' });
    travel.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Anschaffung für die Freizeit' })).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/einzelperson/a1/verwendungszweck/anschaffungsgegenstand'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /applications/a1', 'PUT /applications/a1/reason-for-request']);
    expect(calls[1].body).toEqual({ reasonForRequest: 'procurement' });
  });

  it('shows the server’s validation message on the field and announces it', async () => {
    const message = "Unsere Richtlinien schreiben vor, dass das steuerbare Einkommen von Einzelpersonen max. CHF 40'000 und von Familien max. CHF 80'000 betragen darf.";
    mockFetch([
      { method: 'GET', path: '/applications/a1', body: { data: { ...application, supplementaryBenefits: false } } },
      { method: 'PUT', path: '/applications/a1/taxable-income', status: 422, body: { message: 'Validation failed', errors: { taxableIncome: [message] } } },
    ]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/einzelperson/a1/qualifikation/steuerbares-einkommen');
    const input = await screen.findByLabelText(/^Steuerbares Einkommen in CHF/);
    await user.click(input);
    await user.keyboard('39000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('FE380 offers Swiss localities in an accessible combobox and sends 193', async () => {
    const calls = mockFetch([
      { method: 'GET', path: '/applications/a1', body: { data: { ...application, reasonForRequest: 'travel', destinationCountryCode: 193, destinationLocation: null } } },
      { method: 'PUT', path: '/applications/a1/destination', body: { data: { ...application, reasonForRequest: 'travel', destinationCountryCode: 193, destinationLocation: 'Davos' } } },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/einzelperson/a1/verwendungszweck/ort');
    const input = await screen.findByRole('combobox', { name: /^Ort in der Schweiz/ });
    await user.click(input);
    await user.keyboard('davo');
    expect(screen.getByRole('option', { name: 'Davos' })).toBeInTheDocument();
    // Arrow down to the suggestion, Enter takes it, Enter again saves (issue 14, item 6).
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Davos');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].body).toEqual({ destinationCountryCode: 193, destinationLocation: 'Davos' });
  });
});
