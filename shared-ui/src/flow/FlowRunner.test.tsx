import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { ApiError, session } from '@portal/shared-domain';
import { answerEquals, defineFlow, type AnswerData, type WizardTransport } from '@portal/shared-domain/wizard-core';
import { renderIntl } from '../form/test-utils';
import { PortalDataProvider } from '../data';
import { FlowRunner, fieldErrorsOf, resetFlowRunnerCache } from './FlowRunner';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));
jest.mock('@portal/shared-domain/src/routes/match', () => ({
  ...jest.requireActual('@portal/shared-domain/src/routes/match'),
  routePath: (name: string, params: Record<string, string> = {}) => `/${name}${params.id ? `#${params.id}` : ''}`,
}));

const flow = defineFlow({
  id: 'runner-test',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'application',
  paths: { base: '/gesuche/einzelperson' },
  steps: [
    {
      name: 'one',
      questions: [
        { code: 'FE100', path: 'gesuch', beforeId: true, title: 'Einleitung', fields: [{ name: 'read', kind: 'checkbox', label: 'Gelesen', rules: [{ rule: 'is', value: true }] }] },
        {
          code: 'FE300',
          path: 'verwendungszweck/gesuchsgrund',
          title: 'Gesuchsgrund',
          save: { endpoint: '/reason-for-request' },
          fields: [{ name: 'reasonForRequest', kind: 'radio-group', label: 'Grund', rules: [{ rule: 'required' }], options: [{ value: 'travel', label: 'Reise' }, { value: 'leisure', label: 'Freizeit' }] }],
        },
        {
          code: 'FE360',
          path: 'verwendungszweck/datum',
          title: 'Datum',
          visibleWhen: answerEquals('FE300.reasonForRequest', 'travel'),
          save: { endpoint: '/time-period' },
          fields: [{ name: 'timePeriod', kind: 'date-range', label: 'Daten', spread: true }],
        },
        { code: 'FE630', path: 'datenpruefung', page: 'review', title: 'Prüfung' },
      ],
    },
  ],
});

function mockFetch(answers: Record<string, unknown>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${(init.method ?? 'GET').toUpperCase()} ${String(input).replace(/^.*?\/api/, '')}`;
    calls.push(key);
    if (!(key in answers)) throw new Error(`unexpected ${key}`);
    return { ok: true, status: 200, text: async () => JSON.stringify({ data: answers[key] }) } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

function fakeTransport(): WizardTransport & { calls: Array<[string, string, AnswerData]> } {
  const calls: Array<[string, string, AnswerData]> = [];
  const handle = (method: string) => async (path: string, payload: AnswerData) => {
    calls.push([method, path, payload]);
    return { id: 'a1', status: 'preparing', ...payload };
  };
  return { calls, put: handle('put'), delete: handle('delete'), post: handle('post') };
}

/** FlowRunner reads and writes through the page's data layer: a remote provides it. */
const renderWizard = (ui: React.ReactElement) => renderIntl(<PortalDataProvider>{ui}</PortalDataProvider>);

beforeEach(() => {
  resetFlowRunnerCache();
  jest.mocked(navigateToUrl).mockClear();
  session.set({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: null }, status: 'ready' });
});

describe('FlowRunner', () => {
  it('creates the application when leaving the last page before the id and navigates by route name', async () => {
    const calls = mockFetch({ 'POST /applications': { id: 'a1', status: 'preparing' } });
    const user = userEvent.setup();
    const { container } = renderWizard(<FlowRunner flow={flow} applicationId={null} code="FE100" createBody={{ type: 'single-person' }} exitRoute="index" transport={fakeTransport()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Einleitung' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('checkbox', { name: /Gelesen/ }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toEqual(['POST /applications']));
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche-einzelperson-id-verwendungszweck-gesuchsgrund#a1');
  });

  it('saves through the transport and skips hidden questions', async () => {
    mockFetch({ 'GET /applications/a1': { id: 'a1', status: 'preparing' } });
    const transport = fakeTransport();
    const user = userEvent.setup();
    renderWizard(<FlowRunner flow={flow} applicationId="a1" code="FE300" exitRoute="index" transport={transport} />);
    await user.click(await screen.findByRole('radio', { name: 'Freizeit' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(transport.calls).toEqual([['put', '/applications/a1/reason-for-request', { reasonForRequest: 'leisure' }]]));
    // FE360 is hidden for leisure: next is the review page.
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche-einzelperson-id-datenpruefung#a1');
  });

  it('opens the first open question on the entry route and asks to sign in before an application can exist', async () => {
    session.set({ user: null, status: 'anonymous' });
    mockFetch({});
    const user = userEvent.setup();
    renderWizard(<FlowRunner flow={flow} applicationId={null} createBody={{ type: 'single-person' }} exitRoute="index" transport={fakeTransport()} />);
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche-einzelperson-gesuch');
    await user.click(screen.getByRole('checkbox', { name: /Gelesen/ }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte öffnen Sie zuerst den Anmeldelink');
  });

  it('maps 422 payload keys to the form’s field names', () => {
    expect(fieldErrorsOf(flow.question('FE360'), { start: ['zu früh'], end: ['ungültig'] })).toEqual({ 'timePeriod.start': ['zu früh'], 'timePeriod.end': ['ungültig'] });
    expect(fieldErrorsOf(flow.question('FE300'), { reasonForRequest: ['fehlt'] })).toEqual({ reasonForRequest: ['fehlt'] });
  });
});

/** A statement (spec 01 §7.2): one answer, a payout recipient prefilled from the application, review. */
const statementFlow = defineFlow({
  id: 'runner-statement-test',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/abrechnung/{id}', withId: '/abrechnung/{id}' },
  steps: [
    {
      name: 'one',
      questions: [
        { code: 'BE300', path: 'bericht', title: 'Bericht', save: { endpoint: '/review' }, fields: [{ name: 'review', kind: 'textarea', label: 'Bericht', rules: [{ rule: 'required' }] }] },
        {
          code: 'BE410',
          path: 'empfaenger',
          title: 'Empfänger',
          read: (view) => ({ contact: view.statement?.paymentRecipient ?? view.application.contact ?? null }),
          completedWhen: (_data, view) => view.statement?.paymentRecipient != null,
          fields: [{ name: 'contact', kind: 'contact', label: 'Kontakt', rules: [{ rule: 'required' }], contact: { linkType: 'paymentRecipient' } }],
        },
        { code: 'BE450', path: 'pruefung', page: 'review', title: 'Prüfen', completedWhen: (_data, view) => view.application.status !== 'accepted' },
      ],
    },
  ],
});

const anna = { id: 'c1', salutCode: 'female', firstname: 'Anna', lastname: 'Muster', street: 'Weg', houseNumber: '1', zipCode: '8001', location: 'Zürich', phone: '+41 79 123 45 67', email: 'anna@example.org', organization: null };
const granted = { id: 'a1', status: 'accepted', contact: anna };

/** The statement's API behind the transport: links and unlinks the recipient, stores answers. */
function statementTransport(statement: AnswerData = { review: 'Gut' }) {
  const calls: Array<[string, string, AnswerData]> = [];
  let stored = { ...statement };
  const answer = () => ({ ...granted, statement: stored });
  const transport: WizardTransport = {
    put: async (path, payload) => {
      calls.push(['put', path, payload]);
      if (path.startsWith('/contacts/')) return { ...anna, ...payload };
      stored = path.endsWith('/contacts') ? { ...stored, paymentRecipient: payload.id ? { ...anna, id: payload.id } : null } : { ...stored, ...payload };
      return path.endsWith('/contacts') ? answer() : stored;
    },
    delete: async (path, payload) => {
      calls.push(['delete', path, payload]);
      stored = { ...stored, paymentRecipient: null };
      return answer();
    },
    post: async (path, payload) => {
      calls.push(['post', path, payload]);
      return answer();
    },
  };
  return { calls, transport };
}

const renderStatement = (code: string | undefined, transport: WizardTransport, extra: Partial<Parameters<typeof FlowRunner>[0]> = {}) =>
  renderWizard(<FlowRunner flow={statementFlow} mode="statement" applicationId="a1" code={code} exitRoute="gesuche-uebersicht" transport={transport} {...extra} />);

describe('FlowRunner in statement mode', () => {
  it('creates the missing statement of a granted application and opens the first open page', async () => {
    const calls = mockFetch({ 'GET /applications/a1': granted, 'POST /applications/a1/statement': { ...granted, statement: {} } });
    renderStatement(undefined, statementTransport().transport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bericht' })).toBeInTheDocument();
    expect(calls).toEqual(['GET /applications/a1', 'POST /applications/a1/statement']);
    expect(navigateToUrl).toHaveBeenCalledWith('/abrechnung-id-bericht#a1');
  });

  it('explains that an application that is not granted has no statement, without creating one', async () => {
    const calls = mockFetch({ 'GET /applications/a1': { ...granted, status: 'submitted' } });
    renderStatement('BE300', statementTransport().transport);
    expect(await screen.findByText(/erst möglich, wenn das Gesuch bewilligt wurde/)).toBeInTheDocument();
    expect(calls).toEqual(['GET /applications/a1']);
  });

  it('shows the error page for an unknown or foreign application', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404, text: async () => JSON.stringify({ message: 'Nicht gefunden' }) }) as Response) as unknown as typeof fetch;
    renderStatement('BE300', statementTransport().transport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('"next" links an unchanged prefilled contact, then only moves on', async () => {
    mockFetch({ 'GET /applications/a1': { ...granted, statement: { review: 'Gut', paymentRecipient: null } } });
    const { calls, transport } = statementTransport();
    const user = userEvent.setup();
    renderStatement('BE410', transport);
    expect(await screen.findByLabelText('Vorname')).toHaveValue('Anna');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(calls).toEqual([['put', '/applications/a1/contacts', { id: 'c1', type: 'paymentRecipient' }]]));
    expect(navigateToUrl).toHaveBeenLastCalledWith('/abrechnung-id-pruefung#a1');
  });

  it('updates an edited existing contact with PUT /contacts/{id} before linking it', async () => {
    mockFetch({ 'GET /applications/a1': { ...granted, statement: { review: 'Gut', paymentRecipient: null } } });
    const { calls, transport } = statementTransport();
    const user = userEvent.setup();
    renderStatement('BE410', transport);
    const street = await screen.findByLabelText('Strasse');
    await user.clear(street);
    await user.type(street, 'Seestrasse');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(calls.map(([method, path]) => `${method} ${path}`)).toEqual(['put /contacts/c1', 'put /applications/a1/contacts']));
    expect(calls[0][2]).toMatchObject({ street: 'Seestrasse', firstname: 'Anna' });
    expect(calls[1][2]).toEqual({ id: 'c1', type: 'paymentRecipient' });
  });

  it('checks an edited existing contact like a new one', async () => {
    mockFetch({ 'GET /applications/a1': { ...granted, statement: { review: 'Gut', paymentRecipient: null } } });
    const { calls, transport } = statementTransport();
    const user = userEvent.setup();
    renderStatement('BE410', transport);
    await user.clear(await screen.findByLabelText('Telefon'));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByRole('link', { name: 'Telefon ist ein Pflichtfeld.' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('with a confirmation, stays on the review route after submitting and confirms (focused, announced)', async () => {
    const submitted = { ...granted, status: 'statement_submitted', statement: { review: 'Gut', paymentRecipient: anna } };
    const calls = mockFetch({ 'GET /applications/a1': { ...granted, statement: { review: 'Gut', paymentRecipient: anna } }, 'POST /applications/a1/statement/submit': submitted });
    const user = userEvent.setup();
    const { container } = renderStatement('BE450', statementTransport().transport, {
      confirmation: { title: 'Abrechnung eingereicht', message: 'Ihre Abrechnung wurde erfolgreich zur Überprüfung eingesendet.', children: <p>Weiteres folgt.</p> },
    });
    await user.click(await screen.findByRole('button', { name: 'Abschliessen und einreichen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Abrechnung eingereicht' })).toHaveFocus();
    expect(screen.getByText('Ihre Abrechnung wurde erfolgreich zur Überprüfung eingesendet.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Weiteres folgt.')).toBeInTheDocument();
    expect(calls).toEqual(['GET /applications/a1', 'POST /applications/a1/statement/submit']);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('without a confirmation, moves on after submitting (here: past the last page, to the exit route)', async () => {
    mockFetch({
      'GET /applications/a1': { ...granted, statement: { review: 'Gut', paymentRecipient: anna } },
      'POST /applications/a1/statement/submit': { ...granted, status: 'statement_submitted', statement: { review: 'Gut', paymentRecipient: anna } },
    });
    const user = userEvent.setup();
    renderStatement('BE450', statementTransport().transport);
    await user.click(await screen.findByRole('button', { name: 'Abschliessen und einreichen' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche-uebersicht'));
  });

  it('shows the API’s message when it refuses a save (409)', async () => {
    mockFetch({ 'GET /applications/a1': { ...granted, statement: { review: 'Gut', paymentRecipient: null } } });
    const user = userEvent.setup();
    const refusing: WizardTransport = {
      put: async () => {
        throw new ApiError(409, { message: 'Diese Angaben können nicht mehr geändert werden.' });
      },
      delete: async () => undefined,
      post: async () => undefined,
    };
    renderStatement('BE300', refusing);
    await user.type(await screen.findByRole('textbox', { name: /^Bericht/ }), ' und schön');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByText('Diese Angaben können nicht mehr geändert werden.')).toHaveAttribute('role', 'alert');
  });
});

describe('FlowRunner: a question that also submits (spec 02 BG440)', () => {
  const partial = defineFlow({
    id: 'runner-partial',
    applicant: 'group',
    type: 'wizard',
    mode: 'statement',
    paths: { base: '/gesuche/gruppe-abrechnung/{id}', withId: '/gesuche/gruppe-abrechnung/{id}' },
    steps: [
      {
        name: 'one',
        questions: [
          {
            code: 'B440',
            path: 'teilabrechnung-beenden',
            title: 'Teilabrechnung abschliessen',
            save: { endpoint: '/remaining-deficit-estimate' },
            submit: { endpoint: '/partial-submit', next: 'B710', label: 'Teilabrechnung einreichen' },
            fields: [{ name: 'remainingDeficitEstimate', kind: 'number', label: 'Offener Betrag', rules: [{ rule: 'required' }] }],
          },
          { code: 'B450', path: 'schlussabrechnung', title: 'Schlussabrechnung', fields: [{ name: 'x', kind: 'text', label: 'X' }] },
          { code: 'B710', path: 'vielen-dank', page: 'thank-you', title: 'Vielen Dank' },
        ],
      },
    ],
  });
  const granted = { id: 'a1', type: 'group', subtype: 'group-collection', status: 'accepted', statement: { remainingDeficitEstimate: 900 } };

  it('saves the answer, submits at the question’s endpoint and shows the page it names', async () => {
    const calls = mockFetch({
      'GET /applications/a1': granted,
      'PUT /applications/a1/statement/remaining-deficit-estimate': { ...granted, statement: { remainingDeficitEstimate: 1200 } },
      'POST /applications/a1/statement/partial-submit': { ...granted, status: 'partial_statement_submitted', statement: { remainingDeficitEstimate: 1200 } },
    });
    const user = userEvent.setup();
    renderWizard(<FlowRunner flow={partial} applicationId="a1" code="B440" exitRoute="index" />);
    const input = await screen.findByRole('textbox', { name: /Offener Betrag/ });
    await user.clear(input);
    await user.type(input, '1200');
    await user.click(screen.getByRole('button', { name: 'Teilabrechnung einreichen' }));
    await waitFor(() => expect(calls).toContain('POST /applications/a1/statement/partial-submit'));
    expect(calls.indexOf('PUT /applications/a1/statement/remaining-deficit-estimate')).toBeLessThan(calls.indexOf('POST /applications/a1/statement/partial-submit'));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche-gruppe-abrechnung-id-vielen-dank#a1'));
  });

  it('submits an unchanged answer too (the confirmation is the submission)', async () => {
    const calls = mockFetch({
      'GET /applications/a1': granted,
      'POST /applications/a1/statement/partial-submit': { ...granted, status: 'partial_statement_submitted' },
    });
    const user = userEvent.setup();
    renderWizard(<FlowRunner flow={partial} applicationId="a1" code="B440" exitRoute="index" />);
    await user.click(await screen.findByRole('button', { name: 'Teilabrechnung einreichen' }));
    await waitFor(() => expect(calls).toEqual(['GET /applications/a1', 'POST /applications/a1/statement/partial-submit']));
  });
});
