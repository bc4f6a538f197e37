import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { session } from '@portal/shared-domain';
import type { AdminApplicant } from '@portal/shared-domain/api';
import { normaliseApplicantsArgs } from '@portal/shared-ui/account-data';
import { mockFetch, renderAt, type MockRoute } from '../test/utils';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const anna: AdminApplicant = {
  id: 'u1',
  email: 'anna@example.ch',
  isAdmin: false,
  applications: [
    { id: 'a1', number: '2026-000001', type: 'single-person', subtype: null, status: 'submitted', createdAt: '2026-01-01T00:00:00Z', submittedAt: '2026-01-20T10:00:00Z', archived: false },
    { id: 'a2', number: '2026-000002', type: 'project', subtype: 'vacation', status: 'statement_submitted', createdAt: '2026-01-02T00:00:00Z', submittedAt: '2026-01-21T10:00:00Z', archived: false },
  ],
  contacts: [
    { id: 'c1', salutCode: 'female', firstname: 'Berta', lastname: 'Muster', street: 'S', houseNumber: '1', zipCode: '8000', location: 'Z', phone: '044 123 45 67', email: 'b@example.ch', organization: null, active: true, hidden: false },
  ],
};

const applicants = (items: AdminApplicant[], meta = { last_page: 1, total: items.length, current_page: 1 }): MockRoute => ({
  path: /^\/admin\/applicants\?/,
  body: { data: items, meta },
});
const audit: MockRoute = {
  path: /^\/admin\/audit-log\?page=1$/,
  body: {
    data: [
      { id: 1, actorEmail: 'admin@example.ch', action: 'impersonation.start', targetType: 'applicant', targetId: 'u1', targetLabel: 'anna@example.ch', details: { email: 'anna@example.ch' }, createdAt: '2026-03-01T09:30:00Z' },
      { id: 2, actorEmail: 'admin@example.ch', action: 'application.accept', targetType: 'application', targetId: '3f0c1a9e-1111-4222-8333-444455556666', targetLabel: '2026-000042', details: { grantedAmount: 650 }, createdAt: '2026-03-01T09:40:00Z' },
    ],
    meta: { last_page: 1, total: 1, current_page: 1 },
  },
};

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  session.set({ user: { email: 'admin@example.ch', isAdmin: true, impersonator: null }, status: 'ready' });
});

it('normalises paging arguments (page ≥ 1, search default empty)', () => {
  expect(normaliseApplicantsArgs({})).toEqual({ page: 1, search: '' });
  expect(normaliseApplicantsArgs({ page: -3, search: '  x ' })).toEqual({ page: 1, search: 'x' });
  expect(normaliseApplicantsArgs({ page: 2.7 })).toEqual({ page: 2, search: '' });
});

describe('admin /gesuche/admin', () => {
  it('shows the loading state', async () => {
    mockFetch([{ path: /^\/admin\/applicants/, pending: true }, { path: /^\/admin\/audit-log/, pending: true }]);
    const { container } = renderAt('/gesuche/admin');
    // The admin area's code is downloaded when the page is first shown.
    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer verwalten' })).toHaveFocus();
    expect(screen.getAllByText('Wird geladen …').length).toBeGreaterThan(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the empty result', async () => {
    const { calls } = mockFetch([applicants([]), audit]);
    const { container } = renderAt('/gesuche/admin');
    expect(await screen.findByText('(0) Antragsteller:innen gefunden')).toBeInTheDocument();
    expect(screen.getByText('Keine Antragsteller:innen gefunden.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/applicants?page=1&search=')).toBe(true);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an error state', async () => {
    mockFetch([{ path: /^\/admin\/applicants/, status: 500, body: { message: 'Serverfehler' } }, audit]);
    const { container } = renderAt('/gesuche/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverfehler');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists applicants with applications, contacts and the audit log', async () => {
    mockFetch([applicants([anna], { last_page: 3, total: 42, current_page: 1 }), audit]);
    const { container } = renderAt('/gesuche/admin');
    expect(await screen.findByText('(42) Antragsteller:innen gefunden')).toBeInTheDocument();
    const entry = screen.getByRole('article', { name: 'anna@example.ch' });
    expect(within(entry).getByRole('rowheader', { name: '2026-000001' })).toBeInTheDocument();
    expect(within(entry).getByText('Projekt (Ferien)')).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Bewilligen (Gesuch 2026-000001)' })).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Ablehnen (Gesuch 2026-000001)' })).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Abschliessen (Gesuch 2026-000002)' })).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Ausblenden (Berta Muster)' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '01.03.2026 10:30' })).toBeInTheDocument();
    // Actions, targets and details in words, never ids or raw keys (issue 14, item 14).
    const accepted = screen.getByRole('cell', { name: '01.03.2026 10:40' }).closest('tr')!;
    expect(within(accepted).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '01.03.2026 10:40',
      'admin@example.ch',
      'Gesuch bewilligt',
      '2026-000042',
      'Bewilligter Betrag: CHF 650.00',
    ]);
    expect(screen.queryByText(/grantedAmount|3f0c1a9e/)).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Identität übernommen' })).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('searches, pages, and a new search aborts the one in flight', async () => {
    const routes: MockRoute[] = [
      { path: /^\/admin\/applicants\?page=1&search=$/, pending: true },
      { path: /^\/admin\/applicants\?page=1&search=anna%40example.ch$/, body: { data: [anna], meta: { last_page: 2, total: 3, current_page: 1 } } },
      { path: /^\/admin\/applicants\?page=2&search=anna%40example.ch$/, body: { data: [], meta: { last_page: 2, total: 3, current_page: 2 } } },
      audit,
    ];
    const { calls } = mockFetch(routes);
    const user = userEvent.setup();
    renderAt('/gesuche/admin');
    await user.type(screen.getByLabelText(/E-Mail-Adresse oder Gesuchsnummer/), 'anna@example.ch');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('(3) Antragsteller:innen gefunden')).toBeInTheDocument();
    const first = calls.find((call) => call.path === '/admin/applicants?page=1&search=');
    expect(first?.signal?.aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByText('Seite 2 von 2')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/applicants?page=2&search=anna%40example.ch')).toBe(true);
  });

  it('logs in as an applicant and goes to the dashboard', async () => {
    const { calls } = mockFetch([
      applicants([anna]),
      audit,
      {
        method: 'POST',
        path: '/admin/applicants/u1/impersonate',
        body: { data: { id: 'u1', email: 'anna@example.ch', isAdmin: false, impersonator: { id: 'a0', email: 'admin@example.ch' } } },
      },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/admin');
    await user.click(await screen.findByRole('button', { name: 'Einloggen als anna@example.ch' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/uebersicht'));
    // The API switched the HttpOnly cookie; the page only learns who it now acts as.
    expect(session.get()).toEqual({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: 'admin@example.ch' }, status: 'ready' });
    expect(calls.find((call) => call.path === '/admin/applicants/u1/impersonate')?.headers).toMatchObject({ 'x-requested-with': 'portal' });
  });

  it('reassigns an application after the confirm dialog and refetches the list', async () => {
    const { calls } = mockFetch([
      applicants([anna]),
      audit,
      { method: 'POST', path: '/admin/applications/a1/reassign-to/neu%40example.ch', body: { data: {} } },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/admin');
    await user.click(await screen.findByRole('button', { name: 'Gesuch umteilen (Gesuch 2026-000001)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Gesuch 2026-000001 umteilen' });
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Gesuch umteilen' }));
    expect(within(dialog).getByText(/Neue E-Mail-Adresse ist ein Pflichtfeld/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Neue E-Mail-Adresse'), 'neu@example.ch{Enter}');
    expect(await screen.findByText('Das Gesuch 2026-000001 wurde neu@example.ch zugeteilt.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path.startsWith('/admin/applicants?'))).toHaveLength(2));
  });

  it('accepts with a granted amount after the confirm dialog', async () => {
    const { calls } = mockFetch([applicants([anna]), audit, { method: 'POST', path: '/admin/applications/a1/accept', body: { data: {} } }]);
    const user = userEvent.setup();
    renderAt('/gesuche/admin');
    await user.click(await screen.findByRole('button', { name: 'Bewilligen (Gesuch 2026-000001)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Gesuch 2026-000001 bewilligen?' });
    expect(await axe(document.body)).toHaveNoViolations();
    await user.type(within(dialog).getByLabelText(/Bewilligter Betrag/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, bewilligen' }));
    expect(within(dialog).getByText(/ganze Zahl oder eine Dezimalzahl/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Bewilligter Betrag/));
    // Enter in the field confirms, as in any form.
    await user.type(within(dialog).getByLabelText(/Bewilligter Betrag/), '1200.50{Enter}');
    expect(await screen.findByText('Das Gesuch 2026-000001 wurde bewilligt.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/admin/applications/a1/accept')?.body).toEqual({ grantedAmount: 1200.5 });
  });

  it.each([
    ['Ablehnen (Gesuch 2026-000001)', 'Gesuch 2026-000001 ablehnen?', 'Ja, ablehnen', '/admin/applications/a1/reject', 'Das Gesuch 2026-000001 wurde abgelehnt.'],
    ['Abschliessen (Gesuch 2026-000002)', 'Gesuch 2026-000002 abschliessen?', 'Ja, abschliessen', '/admin/applications/a2/complete', 'Das Gesuch 2026-000002 wurde abgeschlossen.'],
  ])('%s after the confirm dialog', async (button, title, confirm, path, done) => {
    const { calls } = mockFetch([applicants([anna]), audit, { method: 'POST', path, body: { data: {} } }]);
    const user = userEvent.setup();
    renderAt('/gesuche/admin');
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === path)).toBe(true);
  });

  it('hides a contact', async () => {
    const { calls } = mockFetch([applicants([anna]), audit, { method: 'POST', path: '/admin/contacts/c1/hide', body: { data: {} } }]);
    const user = userEvent.setup();
    renderAt('/gesuche/admin');
    await user.click(await screen.findByRole('button', { name: 'Ausblenden (Berta Muster)' }));
    expect(await screen.findByText(/Der Kontakt Berta Muster ist ausgeblendet/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/contacts/c1/hide')).toBe(true);
  });
});
