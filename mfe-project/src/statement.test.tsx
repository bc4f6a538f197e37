import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { session } from '@portal/shared-domain';
import { resetFlowRunnerCache } from '@portal/shared-ui/flow';
import { renderAt as renderInRouter } from './test-utils';

/** single-spa's navigateToUrl moves the portal's router: here the memory router of the test. */
let routerNavigate: NavigateFunction = () => undefined;
jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn((url: string) => routerNavigate(url)) }));

const BASE = '/gesuche/projekte-abrechnung/a1';
interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A small stateful API behind fetch: the granted project and its statement. */
function fakeApi(statementData: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const app: Record<string, unknown> = { id: 'a1', number: '2026-000011', type: 'project', subtype: 'vacation', status: 'accepted', grantedAmount: 8000, inclusionCriteria: ['remove-barriers', 'create-equal-opportunities'], contact: null };
  let statement: Record<string, unknown> = { paymentRecipient: null, ...statementData };
  const json = () => ({ ...app, statement });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).replace(/^.*?\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, path, body });
    const answer = (status: number, data: unknown) => ({ ok: status < 300, status, text: async () => JSON.stringify(data) }) as Response;
    if (method === 'GET' && path === '/applications/a1') return answer(200, { data: json() });
    if (method === 'POST' && path === '/applications/a1/cancel') {
      app.status = 'cancelled';
      return answer(200, { data: json() });
    }
    const save = /^\/applications\/a1\/statement(\/[a-z-]+)$/.exec(path);
    if (save && method === 'PUT') {
      statement = { ...statement, ...body };
      return answer(200, { data: json() });
    }
    if (save && method === 'DELETE') return answer(200, { data: json() });
    throw new Error(`unexpected ${method} ${path}`);
  }) as unknown as typeof fetch;
  return { calls, app: () => app };
}

function Navigator() {
  routerNavigate = useNavigate();
  return null;
}
const renderAt = (path: string) => renderInRouter(path, 'de', <Navigator />);

beforeEach(() => {
  resetFlowRunnerCache();
  session.set({ user: { email: 'pia@example.ch', isAdmin: false, impersonator: null }, status: 'ready' });
});

describe('project statement', () => {
  it('is served under the second spelling too, and refuses "pending" with the message to come back', async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/projekte/abrechnung/a1/bestaetigung-realisierung/projektabschluss');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projektabschluss' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('radio', { name: 'Das Projekt läuft noch' }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect((await screen.findAllByText(/Die Abrechnung kann erst eingereicht werden, wenn das Projekt realisiert ist/)).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('a cancellation: BP200 "cancelled", BP210 confirmed, then only BP710', async () => {
    const { calls, app } = fakeApi();
    const user = userEvent.setup();
    renderAt(`${BASE}/bestaetigung-realisierung/projektabschluss`);
    await user.click(await screen.findByRole('radio', { name: 'Das Projekt wurde abgesagt oder hat kein Defizit' }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gesuch absagen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect((await screen.findAllByText('Bitte bestätigen Sie.')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('checkbox', { name: /Ich bestätige: Das Projekt wurde abgesagt/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gesuch abgeschlossen' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /applications/a1', 'PUT /applications/a1/statement/realization-status', 'POST /applications/a1/cancel']);
    expect(app().status).toBe('cancelled');
  });

  it('no deficit: BP350 is confirmed and the wizard ends at BP710', async () => {
    const { calls } = fakeApi({ realizationStatus: 'realized', numberOfDisabledPersons: 10, expenses: [{ description: 'Bühne', amount: 3000 }], budget: [{ type: 'applicantContributions', amount: 3000 }] });
    const user = userEvent.setup();
    const { container } = renderAt(`${BASE}/abrechnung-projekte/kein-defizit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Defizit' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('checkbox', { name: 'Ich bestätige, dass das Projekt kein Defizit hat.' }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gesuch abgeschlossen' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/applications/a1/cancel', body: {} });
  });

  it('BP400 asks one proof per criterion of the application, with next and previous inside the page', async () => {
    const { calls } = fakeApi({ realizationStatus: 'realized', expenses: [{ description: 'Bühne', amount: 9000 }], budget: [{ type: 'applicantContributions', amount: 1000 }] });
    const user = userEvent.setup();
    const { container } = renderAt(`${BASE}/dam-bedingungen/inklusionsnachweis`);
    expect(await screen.findByRole('heading', { level: 2, name: /Barrieren abbauen/ })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Nachweis/));
    await user.keyboard('Rampen');
    await user.click(screen.getByRole('button', { name: 'Nächstes Kriterium' }));
    expect(screen.getByRole('heading', { level: 2, name: /Chancengleichheit schaffen/ })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Nachweis/));
    await user.keyboard('Gleiche Preise');
    await user.click(screen.getByRole('button', { name: 'Vorheriges Kriterium' }));
    expect(screen.getByLabelText(/^Nachweis/)).toHaveValue('Rampen');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/applications/a1/statement/evidence-of-inclusion-criteria',
      body: { evidenceOfInclusionCriteria: [{ criteria: 'remove-barriers', value: 'Rampen' }, { criteria: 'create-equal-opportunities', value: 'Gleiche Preise' }] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nachweis der Unterstützung' })).toBeInTheDocument();
  });
});
