import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { session } from '@portal/shared-domain';
import type { Application } from '@portal/shared-domain/api';
import { actionsFor, DASHBOARD_ACTIONS, SECTION_OF } from '@portal/shared-domain/applications';
import { mockFetch, renderAt } from '../test/utils';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const app = (overrides: Partial<Application>): Application => ({
  id: 'a1',
  number: '2026-000001',
  type: 'single-person',
  subtype: null,
  status: 'preparing',
  createdAt: '2026-03-01T10:00:00Z',
  submittedAt: null,
  issuer: 'anna@example.ch',
  grantedAmount: null,
  contact: null,
  representation: null,
  paymentRecipient: null,
  ...overrides,
});

const preparing = app({ id: 'p1', number: '2026-000010', createdAt: '2026-03-10T10:00:00Z' });
const preparingOld = app({ id: 'p2', number: '2026-000002', type: 'project', subtype: 'leisure', createdAt: '2026-01-10T10:00:00Z' });
const submitted = app({ id: 's1', number: '2026-000011', type: 'group', subtype: 'single-group', status: 'submitted', submittedAt: '2026-03-05T09:00:00Z' });
const accepted = app({ id: 'g1', number: '2026-000012', type: 'group', subtype: 'group-collection', status: 'accepted', submittedAt: '2026-02-15T09:00:00Z', createdAt: '2026-02-01T10:00:00Z' });
const partial = app({ id: 'g2', number: '2026-000013', type: 'group', subtype: 'group-collection', status: 'partial_statement_submitted', submittedAt: '2026-01-15T09:00:00Z', createdAt: '2026-01-01T10:00:00Z', statement: { createdAt: '2026-02-01T00:00:00Z', submittedAt: null, partialSubmittedAt: '2026-02-10T00:00:00Z', paymentRecipient: null } });
const rejected = app({ id: 'r1', number: '2026-000014', status: 'rejected', submittedAt: '2025-12-01T09:00:00Z' });

const list = (applications: Application[]) => ({ path: '/applications', body: { data: applications } });

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  session.set({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: null }, status: 'ready' });
});

describe('dashboard rules', () => {
  it('puts every status in one section', () => {
    expect(SECTION_OF.preparing).toBe('open');
    expect(SECTION_OF.partial_statement_submitted).toBe('active');
    expect(SECTION_OF.cancelled).toBe('closed');
  });
  it('offers actions by status', () => {
    expect(actionsFor(preparing, DASHBOARD_ACTIONS)).toEqual(['edit', 'delete']);
    expect(actionsFor(submitted, DASHBOARD_ACTIONS)).toEqual(['pdf', 'annul']);
    expect(actionsFor(accepted, DASHBOARD_ACTIONS)).toEqual(['statement', 'pdf', 'annul']);
    expect(actionsFor(partial, DASHBOARD_ACTIONS)).toEqual(['final-statement', 'pdf']);
    expect(actionsFor({ ...partial, subtype: 'single-group' }, DASHBOARD_ACTIONS)).toEqual(['pdf']);
    expect(actionsFor(rejected, DASHBOARD_ACTIONS)).toEqual(['pdf', 'archive']);
  });
});

describe('dashboard /gesuche/uebersicht', () => {
  it('shows an accessible busy state while loading', async () => {
    mockFetch([{ path: '/applications', pending: true }]);
    const { container } = renderAt('/gesuche/uebersicht');
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Gesuchsübersicht' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    expect(screen.getByRole('region', { name: 'Ihre Gesuche' })).toHaveAttribute('aria-busy', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the empty state, the buttons and the support block', async () => {
    mockFetch([list([])]);
    const { container } = renderAt('/gesuche/uebersicht');
    expect(await screen.findByText(/Sie haben noch keine Gesuche/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neues Gesuch erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakte verwalten' })).toHaveAttribute('href', '/gesuche/kontakte');
    expect(screen.getByRole('link', { name: /Zur Übersicht/ })).toHaveAttribute('href', '/gesuche');
    expect(screen.getByRole('link', { name: 'support@ferien-freizeit.ch' })).toHaveAttribute('href', 'mailto:support@ferien-freizeit.ch');
    expect(screen.getByRole('link', { name: '044 000 00 00' })).toBeInTheDocument();
    expect(screen.getByText('Montag bis Donnerstag, 10–12 Uhr')).toBeInTheDocument();
    expect(screen.getByText(/keine Auskunft zum Stand Ihres Gesuchs/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zur Administration' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an error with retry', async () => {
    const { calls } = mockFetch([{ path: '/applications', status: 500, body: { message: 'Serverfehler' } }]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/uebersicht');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverfehler');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/applications')).toHaveLength(2));
  });

  it('lists applications by section with their facts and latest-only toggles', async () => {
    mockFetch([list([preparingOld, submitted, preparing, accepted, partial, rejected])]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/uebersicht');
    const open = await screen.findByRole('region', { name: /Offene Gesuche/ });
    expect(within(open).getAllByRole('article')).toHaveLength(1);
    const latest = within(open).getByRole('article', { name: 'Gesuch 2026-000010' });
    expect(within(latest).getByText('Einzelperson')).toBeInTheDocument();
    expect(within(latest).getByText('noch nicht eingereicht')).toBeInTheDocument();
    expect(within(latest).getByText('In Bearbeitung')).toBeInTheDocument();
    // A narrow column may wrap the address before its "@", not inside it.
    expect(within(latest).getByText('anna@example.ch').innerHTML).toBe('anna<wbr>@example.ch');
    const toggle = within(open).getByRole('button', { name: /Alle anzeigen \(2\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(open).getAllByRole('article')).toHaveLength(2);
    expect(within(open).getByText('Projekt (Freizeit)')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: /Nur neuestes Gesuch anzeigen/ })).toHaveAttribute('aria-expanded', 'true');

    const active = screen.getByRole('region', { name: /Aktive Gesuche/ });
    await user.click(within(active).getByRole('button', { name: /Alle anzeigen \(3\)/ }));
    const submittedCard = within(active).getByRole('article', { name: 'Gesuch 2026-000011' });
    expect(within(submittedCard).getByText('05.03.2026')).toBeInTheDocument();
    expect(within(submittedCard).getByText('Gruppe (Einzelgruppe)')).toBeInTheDocument();
    expect(within(submittedCard).getByText('Eingereicht, in Prüfung')).toBeInTheDocument();
    expect(within(active).getAllByText('Gruppe (Sammelgesuch)')).toHaveLength(2);
    const closed = screen.getByRole('region', { name: /Abgeschlossene Gesuche/ });
    expect(within(closed).getByText('Abgelehnt')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('edits a preparing application in its wizard', async () => {
    mockFetch([list([preparing])]);
    const user = userEvent.setup();
    renderAt('/gesuche/uebersicht');
    await user.click(await screen.findByRole('link', { name: 'Bearbeiten (Gesuch 2026-000010)' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/einzelperson/p1');
  });

  it('deletes after the confirm dialog (cannot be undone)', async () => {
    const { calls } = mockFetch([list([preparing]), { method: 'DELETE', path: '/applications/p1', status: 204 }]);
    const user = userEvent.setup();
    renderAt('/gesuche/uebersicht');
    const open = await screen.findByRole('button', { name: 'Löschen (Gesuch 2026-000010)' });
    await user.click(open);
    const dialog = screen.getByRole('alertdialog', { name: 'Gesuch 2026-000010 löschen?' });
    expect(within(dialog).getByText('Dies kann nicht rückgängig gemacht werden.')).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Ja, Gesuch löschen' }));
    expect(await screen.findByText('Das Gesuch 2026-000010 wurde gelöscht.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/applications/p1')).toBe(true);
    await waitFor(() => expect(calls.filter((call) => call.path === '/applications' && call.method === 'GET')).toHaveLength(2));
  });

  it('annuls after the confirm dialog and shows a failure inside it', async () => {
    const { calls } = mockFetch([
      list([submitted]),
      { method: 'POST', path: '/applications/s1/annul', status: 409, body: { message: 'Nicht erlaubt im Status submitted' } },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/uebersicht');
    await user.click(await screen.findByRole('button', { name: 'Gesuch annullieren (Gesuch 2026-000011)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Gesuch 2026-000011 annullieren?' });
    expect(within(dialog).getByText('Dies kann nicht rückgängig gemacht werden.')).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, Gesuch annullieren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nicht erlaubt im Status submitted');
    expect(calls.some((call) => call.path === '/applications/s1/annul')).toBe(true);
  });

  it('downloads the PDF through the API client (the session cookie travels by itself)', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = mockFetch([
      list([submitted]),
      {
        path: '/applications/s1/pdf',
        blob: new Blob(['%PDF']),
        headers: { 'content-disposition': 'attachment; filename="Gesuch-2026-000011.pdf"' },
      },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/uebersicht');
    await user.click(await screen.findByRole('button', { name: 'PDF herunterladen (Gesuch 2026-000011)' }));
    expect(await screen.findByText('Die Datei Gesuch-2026-000011.pdf wurde heruntergeladen.')).toBeInTheDocument();
    const pdfCall = calls.find((call) => call.path === '/applications/s1/pdf');
    expect(pdfCall?.headers).toMatchObject({ 'x-requested-with': 'portal' });
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('creates the statement first, then opens the settlement wizard', async () => {
    const { calls } = mockFetch([
      list([accepted]),
      { method: 'POST', path: '/applications/g1/statement', status: 201, body: { data: accepted } },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/uebersicht');
    // A collection's statement is its partial or its final billing (spec 02 §4.5).
    await user.click(await screen.findByRole('button', { name: 'Teil- oder Schlussabrechnung einreichen (Gesuch 2026-000012)' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/gruppe-abrechnung/g1'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/applications/g1/statement')).toBe(true);
  });

  it('offers a group collection’s list of groups for download, once submitted', async () => {
    mockFetch([list([{ ...partial, groupCollectionListDocumentId: 'doc-1' }, { ...preparing, type: 'group', subtype: 'group-collection', groupCollectionListDocumentId: 'doc-2' }])]);
    const { container } = renderAt('/gesuche/uebersicht');
    const link = await screen.findByRole('link', { name: 'Liste der Gruppen herunterladen (Gesuch 2026-000013)' });
    expect(link).toHaveAttribute('href', '/api/applications/g2/group-collection-list-document');
    expect(link).toHaveAttribute('download');
    expect(screen.getAllByRole('link', { name: /^Liste der Gruppen herunterladen/ })).toHaveLength(1);
    expect(screen.getAllByText('Gruppe (Sammelgesuch)')).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens the final statement of a group collection without creating one', async () => {
    const { calls } = mockFetch([list([partial])]);
    const user = userEvent.setup();
    renderAt('/gesuche/uebersicht');
    await user.click(await screen.findByRole('button', { name: 'Schlussabrechnung einreichen (Gesuch 2026-000013)' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/gruppe-abrechnung/g2'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('archives a closed application', async () => {
    const { calls } = mockFetch([list([rejected]), { method: 'POST', path: '/applications/r1/archive', body: { data: rejected } }]);
    const user = userEvent.setup();
    renderAt('/gesuche/uebersicht');
    await user.click(await screen.findByRole('button', { name: 'Archivieren (Gesuch 2026-000014)' }));
    expect(await screen.findByText('Das Gesuch 2026-000014 wurde archiviert.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/applications/r1/archive')).toBe(true);
  });

  it('creates a new group collection and opens its wizard', async () => {
    const { calls } = mockFetch([
      list([]),
      { method: 'POST', path: '/applications', status: 201, body: { data: app({ id: 'new1', type: 'group', subtype: 'group-collection' }) } },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/uebersicht');
    await screen.findByText(/Sie haben noch keine Gesuche/);
    await user.click(screen.getByRole('button', { name: 'Neues Gesuch erstellen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Neues Gesuch erstellen' });
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Gesuch erstellen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie die Art des Gesuchs.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Gruppe: Sammelgesuch/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Gesuch erstellen' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/gruppe/new1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'group', subtype: 'group-collection' });
  });

  it('links admins to the administration', async () => {
    session.set({ user: { email: 'admin@example.ch', isAdmin: true, impersonator: null }, status: 'ready' });
    mockFetch([list([])]);
    renderAt('/gesuche/uebersicht');
    expect(await screen.findByRole('link', { name: 'Zur Administration' })).toHaveAttribute('href', '/gesuche/admin');
  });
});
