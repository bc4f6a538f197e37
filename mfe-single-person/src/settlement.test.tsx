import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { session } from '@portal/shared-domain';
import { resetFlowRunnerCache } from '@portal/shared-ui/flow';
import { App } from './App';

/** single-spa's navigateToUrl moves the portal's router: here the memory router of the test. */
let routerNavigate: NavigateFunction = () => undefined;
jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn((url: string) => routerNavigate(url)) }));

const BASE = '/gesuche/einzelperson-abrechnung/a1';
const person = { id: 'c-person', salutCode: 'female', firstname: 'Anna', lastname: 'Muster', street: 'Bahnhofstrasse', houseNumber: '12', zipCode: '8001', location: 'Zürich', phone: '+41 79 123 45 67', email: 'anna@example.org', organization: null, active: true, hidden: false };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A small stateful API behind fetch: the application, its statement and the settlement calls. */
function fakeApi(options: { application?: Record<string, unknown>; statement?: Record<string, unknown> | null; status?: number } = {}) {
  const calls: Call[] = [];
  const app: Record<string, unknown> = {
    id: 'a1',
    number: '2026-000007',
    type: 'single-person',
    status: 'accepted',
    grantedAmount: 1200,
    reasonForRequest: 'travel',
    contact: person,
    representation: null,
    budgetAvailable: [{ type: 'individual-contributions', amount: 300 }],
    ...options.application,
  };
  let statement: Record<string, unknown> | null = options.statement === undefined ? { paymentRecipient: null } : options.statement;
  const json = () => ({ ...app, ...(statement ? { statement: { paymentRecipient: null, ...statement } } : {}) });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).replace(/^.*?\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, path, body });
    const answer = (status: number, data: unknown) => ({ ok: status < 300, status, text: async () => JSON.stringify(data) }) as Response;
    if (options.status) return answer(options.status, { message: 'Nicht gefunden' });
    if (method === 'GET' && path === '/applications/a1') return answer(200, { data: json() });
    if (method === 'POST' && path === '/applications/a1/statement') {
      statement = { paymentRecipient: null };
      return answer(201, { data: json() });
    }
    if (method === 'POST' && path === '/applications/a1/statement/cancel') {
      app.status = 'cancelled';
      return answer(200, { data: json() });
    }
    if (method === 'POST' && path === '/applications/a1/statement/submit') {
      app.status = 'statement_submitted';
      return answer(200, { data: json() });
    }
    if (method === 'PUT' && path === '/applications/a1/contacts') {
      statement = { ...statement, paymentRecipient: body?.id === person.id ? person : null };
      return answer(200, { data: json() });
    }
    if (method === 'DELETE' && path === '/applications/a1/contacts') {
      statement = { ...statement, paymentRecipient: null };
      return answer(200, { data: json() });
    }
    const save = /^\/applications\/a1\/statement(\/[a-z-]+)$/.exec(path);
    if (save && method === 'PUT') {
      statement = { ...statement, ...body };
      return answer(200, { data: json() });
    }
    if (save && method === 'DELETE') {
      statement = { ...statement, ...Object.fromEntries(Object.keys(body ?? {}).map((key) => [key, null])) };
      return answer(200, { data: json() });
    }
    throw new Error(`unexpected ${method} ${path}`);
  }) as unknown as typeof fetch;
  return { calls, app: () => app, statement: () => statement };
}

function Location() {
  const location = useLocation();
  routerNavigate = useNavigate();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Location />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const location = () => screen.getByTestId('location').textContent;
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  resetFlowRunnerCache();
  window.scrollTo = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  session.set({ user: { email: 'demo@example.org', isAdmin: false, impersonator: null }, status: 'ready' });
});

describe('settlement wizard: realisation and cancellation', () => {
  it('creates a missing statement on the entry route and opens BE200', async () => {
    const api = fakeApi({ statement: null });
    const { container } = renderAt(BASE);
    expect(await heading('Hat die Reise, die Freizeitaktivität oder die Anschaffung stattgefunden?')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${BASE}/kosten-einnahmen/bestaetigung-realisierung`));
    expect(writes(api.calls)).toEqual([{ method: 'POST', path: '/applications/a1/statement', body: undefined }]);
    expect(screen.getByText('Frage 1')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('saves a pending settlement and says what happens next; "realised" saves and continues (keyboard, issue 14 item 7)', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderAt(`${BASE}/kosten-einnahmen/bestaetigung-realisierung`);
    await heading(/stattgefunden\?$/);
    await user.click(screen.getByLabelText(/^Noch nicht/));
    await user.keyboard('{Enter}');
    expect(await heading('Abrechnungsbereich')).toHaveFocus();
    expect(writes(api.calls)).toEqual([{ method: 'PUT', path: '/applications/a1/statement/realization-status', body: { realizationStatus: 'pending' } }]);
    expect(screen.getByText(/Ihre Angaben bleiben gespeichert. Einreichen können Sie sie, sobald/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await heading(/stattgefunden\?$/);
    expect(screen.getByText(/Ihre Angaben bleiben gespeichert/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Ja, sie hat stattgefunden'));
    await user.keyboard('{Enter}');
    expect(await heading('Abrechnungsbereich')).toHaveFocus();
    expect(writes(api.calls).at(-1)).toEqual({ method: 'PUT', path: '/applications/a1/statement/realization-status', body: { realizationStatus: 'realized' } });
    expect(screen.queryByText(/Ihre Angaben bleiben gespeichert/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Belege \(Quittungen, Rechnungen\) für alle Ausgaben über CHF 100/).tagName).toBe('LI');
  });

  it('cancels through BE210 and shows BE500 only', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const { container } = renderAt(`${BASE}/kosten-einnahmen/bestaetigung-realisierung`);
    await heading(/stattgefunden\?$/);
    await user.click(screen.getByLabelText('Nein, sie wurde abgesagt'));
    await user.keyboard('{Enter}');
    expect(await heading('Absage bestätigen')).toBeInTheDocument();
    expect(screen.getByText(/wird Ihr Gesuch annulliert/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByLabelText('Ja'));
    await user.keyboard('{Enter}');
    expect(await heading('Absage bestätigt')).toBeInTheDocument();
    expect(location()).toBe(`${BASE}/absage`);
    expect(writes(api.calls)).toEqual([
      { method: 'PUT', path: '/applications/a1/statement/realization-status', body: { realizationStatus: 'cancelled' } },
      { method: 'POST', path: '/applications/a1/statement/cancel', body: {} },
    ]);
    expect(screen.getByText(/Ihr Gesuch wurde annulliert/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Gesuchsübersicht' })).toHaveAttribute('href', '/gesuche/uebersicht');
    // Only the cancellation page is listed; no primary button on it.
    expect(screen.queryByRole('button', { name: /weiter/ })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps a "no" to the cancellation locally and continues with the settlement', async () => {
    const api = fakeApi({ statement: { realizationStatus: 'cancelled' } });
    const user = userEvent.setup();
    renderAt(`${BASE}/kosten-einnahmen/verifikation-absage`);
    await heading('Absage bestätigen');
    await user.click(screen.getByLabelText('Nein'));
    await user.keyboard('{Enter}');
    expect(await heading('Abrechnungsbereich')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });
});

describe('settlement wizard: costs and income', () => {
  it('refuses an own contribution below the promised one with the promised amount', async () => {
    const api = fakeApi({ statement: { realizationStatus: 'realized', expenses: [{ type: 'unterkunft', amount: 1400 }] } });
    const user = userEvent.setup();
    const { container } = renderAt(`${BASE}/kosten-einnahmen/einnahmen`);
    expect(await heading('Effektive Einnahmen')).toBeInTheDocument();
    expect(screen.getByText('Bei der Gesuchseingabe angegebene Eigenleistung: CHF 300.00')).toBeInTheDocument();
    // Income wording (not 'Art der Ausgabe' / 'Ausgabe hinzufügen').
    await user.selectOptions(screen.getByLabelText('Art der Einnahme'), 'Eigenleistung');
    await user.click(screen.getByRole('button', { name: 'Einnahme hinzufügen' }));
    await user.type(screen.getByLabelText(/Eigenleistung: Betrag in CHF/), '250{Enter}');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(
      'Sie haben bei der Gesuchseingabe angegeben, dass der eigene Betrag CHF 300 ist. Der hier angegebene Betrag darf nicht tiefer sein als bei der Gesuchseingabe.',
    );
    expect(writes(api.calls)).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the totals and the deficit on BE280', async () => {
    fakeApi({
      statement: {
        realizationStatus: 'realized',
        expenses: [{ type: 'unterkunft', amount: 1400 }, { type: 'transport', amount: 80 }],
        budget: [{ type: 'individual-contributions', amount: 300 }],
      },
    });
    const { container } = renderAt(`${BASE}/kosten-einnahmen/defizit`);
    expect(await heading('Defizit bestätigen')).toBeInTheDocument();
    const totals = screen.getAllByRole('definition').map((node) => node.textContent);
    expect(totals).toEqual(["CHF 1'480.00", 'CHF 300.00', "CHF 1'180.00"]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names the expenses that need a receipt and asks for one file per expense (issue 14, item 3)', async () => {
    fakeApi({ statement: { realizationStatus: 'realized', expenses: [{ type: 'unterkunft', amount: 1400 }, { type: 'transport', amount: 250 }, { type: 'verpflegung', amount: 60 }] } });
    const user = userEvent.setup();
    renderAt(`${BASE}/kosten-einnahmen/belege-hochladen`);
    expect(await heading('Belege hochladen')).toBeInTheDocument();
    expect(screen.getByText('Für diese 2 Ausgaben laden Sie bitte je einen Beleg hoch (eine Datei pro Ausgabe):')).toBeInTheDocument();
    expect(screen.getByText("Unterkunft: CHF 1'400.00").tagName).toBe('LI');
    expect(screen.getByText('Transport: CHF 250.00').tagName).toBe('LI');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte laden Sie für jede Ausgabe über CHF 100 einen Beleg hoch: 2 nötig, 0 hochgeladen.');
  });
});

describe('settlement wizard: payout recipient and submission', () => {
  const filled = {
    realizationStatus: 'realized',
    expenses: [{ type: 'unterkunft', amount: 1400 }],
    documentIds: ['d1'],
    budget: [{ type: 'individual-contributions', amount: 300 }],
    review: 'Schön war es.',
    imageIds: ['i1'],
    allowImageUse: true,
  };

  it('links the person as recipient, sends the IBAN without spaces, submits and confirms', async () => {
    const api = fakeApi({ statement: filled });
    const user = userEvent.setup();
    const { container } = renderAt(`${BASE}/kontaktdaten/adressat-auszahlung`);
    expect(await heading('An wen sollen wir den Beitrag auszahlen?')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Die Person selbst'));
    await user.keyboard('{Enter}');

    expect(await heading('Kontaktdaten der Person')).toBeInTheDocument();
    expect(screen.getByText(/müssen mit der Kontoinhaberin oder dem Kontoinhaber übereinstimmen/)).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Anna');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await heading('Kontodaten')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([{ method: 'PUT', path: '/applications/a1/contacts', body: { id: 'c-person', type: 'paymentRecipient' } }]);
    // The IBAN check has a chunk of its own: the field shows once it is there.
    await user.type(await screen.findByLabelText('IBAN'), 'CH93 0076 2011 6238 5295 8{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('IBAN muss eine gültige IBAN sein.');
    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'CH93 0076 2011 6238 5295 7{Enter}');

    expect(await heading('Angaben prüfen und einreichen')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({ method: 'PUT', path: '/applications/a1/statement/bank-details', body: { iban: 'CH9300762011623852957' } });
    const summary = screen.getByRole('region', { name: 'Übersicht' });
    expect(within(summary).getByText('CH93 0076 2011 6238 5295 7')).toBeInTheDocument();
    expect(within(summary).getByText('Die Bilder dürfen verwendet werden')).toBeInTheDocument();
    expect(within(summary).getByText('Anna Muster, Bahnhofstrasse 12, 8001 Zürich')).toBeInTheDocument();
    expect(within(summary).getByText("CHF 1'100.00")).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Abschliessen und einreichen' }));
    expect(await heading('Abrechnung eingereicht')).toHaveFocus();
    expect(screen.getByText('Ihre Abrechnung wurde erfolgreich zur Überprüfung eingesendet.')).toHaveAttribute('role', 'status');
    expect(api.calls.at(-1)).toEqual({ method: 'POST', path: '/applications/a1/statement/submit', body: undefined });
    expect(api.app().status).toBe('statement_submitted');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('unlinks the recipient (DELETE {type}) when another recipient type is chosen', async () => {
    const api = fakeApi({ statement: { ...filled, paymentRecipient: person } });
    const user = userEvent.setup();
    renderAt(`${BASE}/kontaktdaten/adressat-auszahlung`);
    await heading('An wen sollen wir den Beitrag auszahlen?');
    expect(screen.getByLabelText('Die Person selbst')).toBeChecked();
    await user.click(screen.getByLabelText('Eine Drittperson'));
    await user.keyboard('{Enter}');
    expect(await heading('Kontaktdaten der Drittperson')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([{ method: 'DELETE', path: '/applications/a1/contacts', body: { type: 'paymentRecipient' } }]);
    expect(api.statement()?.paymentRecipient).toBeNull();
  });

  it('refuses the stand-in when the application has none', async () => {
    fakeApi({ statement: filled });
    const user = userEvent.setup();
    renderAt(`${BASE}/kontaktdaten/adressat-auszahlung`);
    await heading('An wen sollen wir den Beitrag auszahlen?');
    await user.click(screen.getByLabelText('Die Vertretung'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Für dieses Gesuch ist keine Vertretung erfasst.');
  });

  it('opens a hidden page at the first open one', async () => {
    fakeApi({ statement: { realizationStatus: 'realized' } });
    renderAt(`${BASE}/kontaktdaten/kontodaten`);
    expect(await heading('Abrechnungsbereich')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${BASE}/kosten-einnahmen/abrechnungsbereich`));
  });

  it('locks a submitted statement', async () => {
    fakeApi({ application: { status: 'statement_submitted' }, statement: filled });
    renderAt(`${BASE}/kosten-einnahmen/einnahmen`);
    expect(await heading('Effektive Einnahmen')).toBeInTheDocument();
    expect(screen.getByText('Diese Angaben können nicht mehr geändert werden.')).toBeInTheDocument();
  });
});

describe('settlement wizard: loading', () => {
  it('shows the 404 page for an unknown or foreign application', async () => {
    fakeApi({ status: 404 });
    renderAt(`${BASE}/kosten-einnahmen/bestaetigung-realisierung`);
    expect(await heading('Seite nicht gefunden')).toBeInTheDocument();
  });

  it('explains that only granted applications are settled', async () => {
    const api = fakeApi({ application: { status: 'submitted' }, statement: null });
    renderAt(BASE);
    expect(await screen.findByText(/erst möglich, wenn das Gesuch bewilligt wurde/)).toBeInTheDocument();
    await waitFor(() => expect(writes(api.calls)).toEqual([]));
  });
});
