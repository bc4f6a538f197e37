import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { session } from '@portal/shared-domain';
import type { Contact } from '@portal/shared-domain/api';
import { mockFetch, renderAt } from '../test/utils';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const contact = (overrides: Partial<Contact>): Contact => ({
  id: 'c1',
  salutCode: 'female',
  firstname: 'Berta',
  lastname: 'Muster',
  street: 'Hauptstrasse',
  houseNumber: '5',
  zipCode: '8000',
  location: 'Zürich',
  phone: '044 123 45 67',
  email: 'berta@example.ch',
  organization: null,
  active: true,
  hidden: false,
  ...overrides,
});

const berta = contact({});
const carl = contact({ id: 'c2', salutCode: 'male', firstname: 'Carl', lastname: 'Inaktiv', active: false, organization: 'Verein X' });

beforeEach(() => {
  session.set({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: null }, status: 'ready' });
});

describe('contacts /gesuche/kontakte', () => {
  it('shows the loading state', async () => {
    mockFetch([{ path: '/contacts', pending: true }]);
    const { container } = renderAt('/gesuche/kontakte');
    // The contacts page's code is downloaded when the page is first shown.
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakte verwalten' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the empty state and the link to the overview', async () => {
    mockFetch([{ path: '/contacts', body: { data: [] } }]);
    const { container } = renderAt('/gesuche/kontakte');
    expect(await screen.findByText('Sie haben bisher noch keine Kontakte erstellt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Gesuchsübersicht' })).toHaveAttribute('href', '/gesuche/uebersicht');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the error state', async () => {
    mockFetch([{ path: '/contacts', status: 500, body: { message: 'Serverfehler' } }]);
    const { container } = renderAt('/gesuche/kontakte');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverfehler');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists contacts, flags inactive ones and shows or hides details', async () => {
    mockFetch([{ path: '/contacts', body: { data: [berta, carl] } }]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/kontakte');
    const card = await screen.findByRole('article', { name: 'Berta Muster' });
    const inactive = screen.getByRole('article', { name: /Carl Inaktiv/ });
    expect(within(inactive).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(inactive).getByRole('button', { name: 'Aktivieren (Carl Inaktiv)' })).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Details anzeigen (Berta Muster)' });
    expect(within(card).queryByText('berta@example.ch')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('berta@example.ch')).toBeInTheDocument();
    expect(within(card).getByText('Frau')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(card).getByRole('button', { name: 'Details verbergen (Berta Muster)' }));
    expect(within(card).queryByText('berta@example.ch')).not.toBeInTheDocument();
  });

  // Typing a whole contact with user-event takes seconds on a busy machine: a longer timeout.
  it('validates and creates a contact', async () => {
    const { calls } = mockFetch([
      { path: '/contacts', body: { data: [] } },
      { method: 'POST', path: '/contacts', status: 201, body: { data: contact({ id: 'c9', firstname: 'Dora', lastname: 'Neu' }) } },
    ]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/kontakte');
    await screen.findByText('Sie haben bisher noch keine Kontakte erstellt.');
    await user.click(screen.getByRole('button', { name: 'Neuen Kontakt erstellen' }));
    expect(screen.getByRole('heading', { name: 'Neuer Kontakt' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte korrigieren Sie die markierten Angaben.')).toBeInTheDocument();
    expect(screen.getByText('Vorname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('radio', { name: 'Frau' }));
    await user.type(screen.getByLabelText('Vorname'), 'Dora');
    await user.type(screen.getByLabelText('Nachname'), 'Neu');
    await user.type(screen.getByLabelText('Strasse'), 'Weg');
    await user.type(screen.getByLabelText('Hausnummer'), '1');
    await user.type(screen.getByLabelText('PLZ'), '3000');
    await user.type(screen.getByLabelText('Ort'), 'Bern');
    await user.type(screen.getByLabelText(/^Telefon/), '031 123 45 67');
    await user.type(screen.getByLabelText(/^E-Mail/), 'dora@example');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText(/E-Mail muss eine gültige E-Mail-Adresse beinhalten/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-Mail/), '.ch');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Kontakt Dora Neu wurde erstellt.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      salutCode: 'female',
      firstname: 'Dora',
      lastname: 'Neu',
      street: 'Weg',
      houseNumber: '1',
      zipCode: '3000',
      location: 'Bern',
      phone: '031 123 45 67',
      email: 'dora@example.ch',
      organization: null,
    });
  }, 20_000);

  it('edits a contact, shows server field errors, and cancels', async () => {
    const { calls } = mockFetch([
      { path: '/contacts', body: { data: [berta] } },
      { method: 'PUT', path: '/contacts/c1', status: 422, body: { message: 'Bitte prüfen Sie Ihre Angaben.', errors: { zipCode: ['PLZ ist ungültig.'] } } },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/kontakte');
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten (Berta Muster)' }));
    expect(screen.getByRole('heading', { name: 'Kontakt bearbeiten: Berta Muster' })).toHaveFocus();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Berta');
    await user.clear(screen.getByLabelText('Ort'));
    await user.type(screen.getByLabelText('Ort'), 'Winterthur');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('PLZ ist ungültig.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ location: 'Winterthur', organization: null });
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('article', { name: 'Berta Muster' })).toBeInTheDocument();
  });

  it('disables a contact', async () => {
    const { calls } = mockFetch([
      { path: '/contacts', body: { data: [berta] } },
      { method: 'POST', path: '/contacts/c1/disable', body: { data: { ...berta, active: false } } },
    ]);
    const user = userEvent.setup();
    renderAt('/gesuche/kontakte');
    await user.click(await screen.findByRole('button', { name: 'Deaktivieren (Berta Muster)' }));
    expect(await screen.findByText('Der Kontakt Berta Muster ist jetzt inaktiv.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/contacts/c1/disable')).toBe(true);
  });

  it('links back to the application it was opened from', async () => {
    mockFetch([
      { path: '/contacts', body: { data: [] } },
      {
        path: '/applications',
        body: { data: [{ id: 'p1', number: '2026-000010', type: 'project', subtype: null, status: 'preparing', createdAt: '2026-01-01T00:00:00Z', submittedAt: null, issuer: 'a@b.ch' }] },
      },
    ]);
    renderAt('/gesuche/kontakte?application=p1');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Zurück zum Gesuch 2026-000010' })).toHaveAttribute('href', '/gesuche/projekte/p1'),
    );
  });

  it('links back to the very contact step it was opened from, a path of that application only (issue 14, item 12)', async () => {
    const data = [{ id: 'a7', number: '2026-000011', type: 'single-person', subtype: null, status: 'preparing', createdAt: '2026-01-01T00:00:00Z', submittedAt: null, issuer: 'a@b.ch' }];
    mockFetch([
      { path: '/contacts', body: { data: [] } },
      { path: '/applications', body: { data } },
    ]);
    const step = '/fr/gesuche/einzelperson/a7/kontaktdaten/selbsteingabe';
    const { unmount } = renderAt(`/gesuche/kontakte?application=a7&return=${encodeURIComponent(step)}`);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zurück zum Gesuch 2026-000011' })).toHaveAttribute('href', step));
    unmount();
    // Another site or another application's path falls back to the application's wizard.
    for (const other of ['https://evil.example/a7', '//evil.example/a7', '/gesuche/einzelperson/b9/kontaktdaten/selbsteingabe']) {
      const view = renderAt(`/gesuche/kontakte?application=a7&return=${encodeURIComponent(other)}`);
      await waitFor(() => expect(screen.getByRole('link', { name: 'Zurück zum Gesuch 2026-000011' })).toHaveAttribute('href', '/gesuche/einzelperson/a7'));
      view.unmount();
    }
  });
});
