import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { session } from '@portal/shared-domain';
import { answerEquals, defineFlow, type AnswerData, type WizardTransport } from '@portal/shared-domain/wizard';
import { renderIntl } from '../form/test-utils';
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

beforeEach(() => {
  resetFlowRunnerCache();
  jest.mocked(navigateToUrl).mockClear();
  session.set({ token: 't', user: { email: 'anna@example.ch', isAdmin: false }, status: 'ready' });
});

describe('FlowRunner', () => {
  it('creates the application when leaving the last page before the id and navigates by route name', async () => {
    const calls = mockFetch({ 'POST /applications': { id: 'a1', status: 'preparing' } });
    const user = userEvent.setup();
    const { container } = renderIntl(<FlowRunner flow={flow} applicationId={null} code="FE100" createBody={{ type: 'single-person' }} exitRoute="index" transport={fakeTransport()} />);
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
    renderIntl(<FlowRunner flow={flow} applicationId="a1" code="FE300" exitRoute="index" transport={transport} />);
    await user.click(await screen.findByRole('radio', { name: 'Freizeit' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(transport.calls).toEqual([['put', '/applications/a1/reason-for-request', { reasonForRequest: 'leisure' }]]));
    // FE360 is hidden for leisure: next is the review page.
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche-einzelperson-id-datenpruefung#a1');
  });

  it('opens the first open question on the entry route and asks to sign in before an application can exist', async () => {
    session.set({ token: null, user: null, status: 'anonymous' });
    mockFetch({});
    const user = userEvent.setup();
    renderIntl(<FlowRunner flow={flow} applicationId={null} createBody={{ type: 'single-person' }} exitRoute="index" transport={fakeTransport()} />);
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
