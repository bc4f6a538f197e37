import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { session, setUser } from '@portal/shared-domain';
import { App } from '../App';
import { createPortalStore } from '@portal/shared-ui/data';
import fr from '../i18n/compiled/fr.json';
import { mockFetch, renderAt } from '../test/utils';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

beforeEach(async () => {
  jest.mocked(navigateToUrl).mockClear();
  mockFetch([]);
  setUser(null);
});

describe('login /login', () => {
  it('focuses the heading "Anmelden" and has no axe violations', async () => {
    const { container } = renderAt('/login');
    const heading = screen.getByRole('heading', { level: 1, name: 'Anmelden' });
    expect(heading).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('requires a matching confirmation', async () => {
    const { calls } = mockFetch([]);
    const user = userEvent.setup();
    const { container } = renderAt('/login');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.ch');
    await user.type(screen.getByLabelText('E-Mail-Adresse bestätigen'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
    expect(await screen.findByText('Die Bestätigung der E-Mail-Adresse stimmt nicht überein.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse bestätigen')).toHaveFocus();
    expect(screen.getByLabelText('E-Mail-Adresse bestätigen')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when the validation could not be downloaded, keeps what was typed and tries again on the next press', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: '/auth/login-link', status: 202, body: { data: { sent: true } } }]);
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.ch');
    await user.type(screen.getByLabelText('E-Mail-Adresse bestätigen'), 'anna@example.ch');
    // The catalogue's chunk does not arrive (offline for a moment).
    jest.doMock('@portal/shared-domain/validation', () => {
      throw new Error('Loading chunk failed');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Der Anmeldelink konnte nicht gesendet werden. Die Daten konnten nicht geladen werden.');
      expect(calls).toHaveLength(0);
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('anna@example.ch');
    } finally {
      jest.dontMock('@portal/shared-domain/validation');
    }
    await user.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
    expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr E-Mail-Postfach' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('reports an invalid e-mail address', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna');
    await user.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
    expect(await screen.findByText(/muss eine gültige E-Mail-Adresse beinhalten/)).toBeInTheDocument();
  });

  it('sends the link with language and redirect and tells to check the spam folder', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: '/auth/login-link', status: 202, body: { data: { sent: true } } }]);
    const user = userEvent.setup();
    const { container } = renderAt('/login?redirect=%2Fgesuche%2Fkontakte');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.ch');
    await user.type(screen.getByLabelText('E-Mail-Adresse bestätigen'), 'anna@example.ch');
    await user.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
    const sent = await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr E-Mail-Postfach' });
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByText(/Spam-Ordner/)).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'anna@example.ch', lang: 'de', redirect: '/gesuche/kontakte' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('drops a redirect to another site', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: '/auth/login-link', status: 202, body: { data: { sent: true } } }]);
    const user = userEvent.setup();
    renderAt('/login?redirect=%2F%2Fevil.example');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.ch');
    await user.type(screen.getByLabelText('E-Mail-Adresse bestätigen'), 'anna@example.ch');
    await user.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
    await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr E-Mail-Postfach' });
    expect(calls[0].body).toEqual({ email: 'anna@example.ch', lang: 'de' });
  });

  it('shows the server error when the link cannot be sent', async () => {
    mockFetch([{ method: 'POST', path: '/auth/login-link', status: 429, body: { message: 'Zu viele Anfragen.' } }]);
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.ch');
    await user.type(screen.getByLabelText('E-Mail-Adresse bestätigen'), 'anna@example.ch');
    await user.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen.');
  });

  it('works under the French prefix', () => {
    renderAt('/fr/login');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('login by code /login/{code}', () => {
  it('shows "Sie werden eingeloggt..." while the code is exchanged', async () => {
    mockFetch([{ method: 'POST', path: '/auth/login', pending: true }]);
    const { container } = renderAt('/login/abc123');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toHaveFocus();
    expect(await screen.findByText('Sie werden eingeloggt...')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('signs in (the API sets the HttpOnly cookie; the page learns only who) and goes to the same-site redirect', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: '/auth/login', body: { data: { id: 'u1', email: 'anna@example.ch', isAdmin: false, impersonator: null } } },
    ]);
    renderAt('/it/login/abc123?redirect=%2Fit%2Fgesuche%2Fkontakte');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/it/gesuche/kontakte'));
    expect(calls[0].body).toEqual({ code: 'abc123' });
    expect(calls[0].headers).toMatchObject({ 'x-requested-with': 'portal' });
    expect(session.get()).toEqual({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: null }, status: 'ready' });
  });

  it('goes to the dashboard without a redirect (and ignores foreign ones)', async () => {
    mockFetch([
      { method: 'POST', path: '/auth/login', body: { data: { id: 'u1', email: 'anna@example.ch', isAdmin: false, impersonator: null } } },
    ]);
    renderAt('/login/abc123?redirect=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/uebersicht'));
  });

  it.each([
    ['login_link_expired', 'Dieser Anmeldelink ist abgelaufen (gültig 12 Monate). Bitte fordern Sie einen neuen Link an.'],
    ['login_link_revoked', 'Dieser Anmeldelink wurde durch einen neueren Link oder eine Abmeldung ersetzt. Bitte verwenden Sie den neuesten Link oder fordern Sie einen neuen an.'],
    ['login_link_unknown', 'Dieser Anmeldelink ist ungültig. Bitte fordern Sie einen neuen Link an.'],
  ])('explains a %s link and offers a new one', async (code, message) => {
    mockFetch([{ method: 'POST', path: '/auth/login', status: 401, body: { message, code } }]);
    const { container } = renderAt('/login/old?redirect=%2Fgesuche%2Fadmin');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const link = screen.getByRole('link', { name: 'Neuen Anmeldelink anfordern' });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fgesuche%2Fadmin');
    expect(session.get().user).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('words a failure in the language the page ends up in (catalog loaded after the answer)', async () => {
    mockFetch([
      { method: 'POST', path: '/auth/login', status: 401, body: { message: 'Dieser Anmeldelink ist ungültig.', code: 'login_link_unknown' } },
    ]);
    const store = createPortalStore();
    const tree = (messages: Record<string, unknown>, locale: string) => (
      <IntlProvider locale={locale} messages={messages as Record<string, string>} onError={() => undefined}>
        <MemoryRouter initialEntries={['/fr/login/old']}>
          <App store={store} />
        </MemoryRouter>
      </IntlProvider>
    );
    // The shell's first render of a French page uses the German defaults until the catalog is in.
    const { rerender } = render(tree({}, 'de'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Anmeldelink ist ungültig.');
    rerender(tree(fr, 'fr'));
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de connexion n’est pas valable. Veuillez demander un nouveau lien.');
  });
});
