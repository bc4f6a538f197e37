import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { session } from '@portal/shared-domain';
import { resetFlowRunnerCache } from '@portal/shared-ui/flow';
import { mockFetch, renderAt } from './test-utils';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const project = {
  id: 'p1',
  number: '2026-000009',
  type: 'project',
  status: 'preparing',
  contact: null,
  expenses: [{ description: 'Bühne', amount: 10000 }],
  budgetAvailable: [{ type: 'applicantContributions', amount: 2000 }, { type: 'institutionalDonations', amount: 6000 }],
};

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  resetFlowRunnerCache();
});

describe('project application, signed out', () => {
  beforeEach(() => session.set({ user: null, status: 'anonymous' }));

  it('FP000 leads to the e-mail page; FP100 sends the sign-in link back to the start page', async () => {
    const calls = mockFetch([{ method: 'POST', path: '/auth/login-link', status: 202, body: {} }]);
    const user = userEvent.setup();
    const start = renderAt('/gesuche/projekte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gesuch für ein Projekt' })).toBeInTheDocument();
    expect(screen.getByText(/mindestens 10 Wochen vor Projektbeginn/)).toBeInTheDocument();
    expect(await axe(start.container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Akzeptieren und weiter' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/projekte/email');
    start.unmount();

    renderAt('/gesuche/projekte/email');
    const email = await screen.findByLabelText(/^E-Mail$/);
    await user.click(email);
    await user.keyboard('pia@example.ch');
    await user.tab();
    await user.keyboard('pia@example.ch{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'POST', path: '/auth/login-link', body: { email: 'pia@example.ch', lang: 'de', redirect: '/gesuche/projekte' } });
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/projekte/verifikation-email');
  });
});

describe('project application, signed in', () => {
  beforeEach(() => session.set({ user: { email: 'pia@example.ch', isAdmin: false, impersonator: null }, status: 'ready' }));

  it('FP220: choosing "disabled" skips the lead question FP230', async () => {
    const calls = mockFetch([
      { method: 'GET', path: '/applications/p1', body: { data: project } },
      { method: 'PUT', path: '/applications/p1/target-group', body: { data: { ...project, targetGroup: ['disabled'] } } },
    ]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/projekte/p1/richtlinien-und-zielgruppe/zielgruppe');
    const disabled = await screen.findByRole('checkbox', { name: 'Menschen mit einer Behinderung' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(disabled);
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/projekte/p1/richtlinien-und-zielgruppe/kommerzieller-hintergrund'));
    expect(calls[1].body).toEqual({ targetGroup: ['disabled'] });
  });

  it('FP420 names the donors; a list that does not add up to the budget is refused in the browser', async () => {
    const calls = mockFetch([
      { method: 'GET', path: '/applications/p1', body: { data: project } },
      { method: 'PUT', path: '/applications/p1/donations', body: { data: { ...project, donations: [{ name: 'Stiftung A', amount: 6000 }] } } },
    ]);
    const user = userEvent.setup();
    const { container } = renderAt('/gesuche/projekte/p1/budget/institutionelle-spenden');
    expect(await screen.findByText(/Im Budget angegebene institutionelle Spenden: CHF 6'000.00/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Spende hinzufügen' }));
    await user.keyboard('Stiftung A');
    await user.click(screen.getByLabelText('Betrag in CHF'));
    await user.keyboard('5000');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    const message = "Das Total der institutionellen Spenden stimmt nicht mit dem angegebenen Betrag im Budget überein: Im Budget stehen CHF 6'000.00, die Liste ergibt CHF 5'000.00.";
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
    await user.clear(screen.getByLabelText('Betrag in CHF'));
    await user.keyboard('6000');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/projekte/p1/budget/defizit'));
    expect(calls[1]).toEqual({ method: 'PUT', path: '/applications/p1/donations', body: { donations: [{ name: 'Stiftung A', amount: 6000 }] } });
  });

  it('FP460 shows the deficit and refuses a higher amount with the spec’s message', async () => {
    mockFetch([{ method: 'GET', path: '/applications/p1', body: { data: project } }]);
    const user = userEvent.setup();
    renderAt('/gesuche/projekte/p1/budget/beitrag-stiftung-ferien-freizeit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beitrag der Stiftung' })).toBeInTheDocument();
    expect(screen.getByText("Defizit Ihres Projekts: CHF 2'000.00.")).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Beantragter Beitrag in CHF/));
    await user.keyboard('2500{Enter}');
    expect((await screen.findAllByText("Der beantrage Betrag darf nicht höher als das Defizit von CHF 2'000.00 sein.")).length).toBeGreaterThan(0);
  });
});
