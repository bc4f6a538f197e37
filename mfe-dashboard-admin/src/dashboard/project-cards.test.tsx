import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { session } from '@portal/shared-domain';
import type { Application } from '@portal/shared-domain/api';
import { mockFetch, renderAt } from '../test/utils';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

/** Project cards (issue 13): the area, and the statement actions by status. */
const project = (overrides: Partial<Application>): Application => ({
  id: 'x1',
  number: '2026-000021',
  type: 'project',
  subtype: 'vacation',
  status: 'accepted',
  createdAt: '2026-03-01T10:00:00Z',
  submittedAt: '2026-03-02T10:00:00Z',
  issuer: 'pia@example.ch',
  grantedAmount: 8000,
  contact: null,
  representation: null,
  paymentRecipient: null,
  ...overrides,
});
const granted = project({});
const settled = project({ id: 'x2', number: '2026-000022', subtype: 'leisure', status: 'statement_submitted', createdAt: '2026-02-01T10:00:00Z' });
const cancelled = project({ id: 'x3', number: '2026-000023', subtype: 'leisure', status: 'cancelled', createdAt: '2026-01-01T10:00:00Z' });

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  session.set({ user: { email: 'pia@example.ch', isAdmin: false, impersonator: null }, status: 'ready' });
});

it('project cards name the area and offer the statement by status; the statement opens the project settlement', async () => {
  const { calls } = mockFetch([
    { path: '/applications', body: { data: [granted, settled, cancelled] } },
    { method: 'POST', path: '/applications/x1/statement', status: 201, body: { data: granted } },
  ]);
  const user = userEvent.setup();
  const { container } = renderAt('/gesuche/uebersicht');
  const card = (number: string) => screen.findByRole('article', { name: `Gesuch ${number}` });
  expect(within(await card('2026-000021')).getByText('Projekt (Ferien)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Alle anzeigen \(2\)/ }));
  expect(within(await card('2026-000022')).getByText('Projekt (Freizeit)')).toBeInTheDocument();
  expect(within(await card('2026-000022')).queryByRole('button', { name: /Abrechnung einreichen/ })).not.toBeInTheDocument();
  expect(within(await card('2026-000023')).getByRole('button', { name: 'Archivieren (Gesuch 2026-000023)' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
  await user.click(within(await card('2026-000021')).getByRole('button', { name: 'Abrechnung einreichen (Gesuch 2026-000021)' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/projekte-abrechnung/x1'));
  expect(calls.some((call) => call.method === 'POST' && call.path === '/applications/x1/statement')).toBe(true);
});
