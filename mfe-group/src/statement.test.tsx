import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { session } from '@portal/shared-domain';
import { resetFlowRunnerCache } from '@portal/shared-ui/flow';
import { fakeApi, renderAt, router } from './test/fake-api';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn((url: string) => router.navigate(url)) }));

const BASE = '/gesuche/gruppe-abrechnung/a1';
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const location = () => screen.getByTestId('location').textContent;
const collection = {
  subtype: 'group-collection',
  status: 'accepted',
  grantedAmount: 12000,
  inclusionCriteria: ['mixed-composition', 'participated-in-planning'],
  groupCollectionListDocumentId: 'list-1',
  contact: { id: 'c1', firstname: 'Eva', lastname: 'Gruppe', organization: 'Verein' },
};

beforeEach(() => {
  resetFlowRunnerCache();
  window.scrollTo = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  session.set({ user: { email: 'gruppen@verein.example.org', isAdmin: false, impersonator: null }, status: 'ready' });
});

describe('group statement screens', () => {
  it('BG440: “Teilabrechnung einreichen” saves the estimate, submits the partial statement and thanks', async () => {
    const api = fakeApi(collection, { realizationStatus: 'realized', partialBilling: true, partialBillingDocumentId: 'u1', partialBillingDeficit: 7400 });
    const user = userEvent.setup();
    const { container } = renderAt(`${BASE}/abrechnung-sammelgesuch/teilabrechnung-beenden`);
    await heading('Teilabrechnung abschliessen');
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByRole('textbox', { name: /Geschätzter offener Betrag/ }), '6200');
    await user.click(screen.getByRole('button', { name: 'Teilabrechnung einreichen' }));
    expect(await heading('Vielen Dank')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'PUT', path: '/applications/a1/statement/remaining-deficit-estimate', body: { remainingDeficitEstimate: 6200 } },
      { method: 'POST', path: '/applications/a1/statement/partial-submit', body: undefined },
    ]);
    expect(location()).toBe(`${BASE}/abschluss/vielen-dank`);
    expect(screen.getByText(/Ihre Teilabrechnung ist bei uns eingetroffen/)).toBeInTheDocument();
  });

  it('after the partial statement BG200 is skipped; BG400–BG440 are locked as submitted and the final billing follows', async () => {
    const submitted = { realizationStatus: 'realized', partialBilling: true, partialBillingDocumentId: 'u1', partialBillingDeficit: 7400, remainingDeficitEstimate: 6200 };
    fakeApi({ ...collection, status: 'partial_statement_submitted' }, submitted);
    const user = userEvent.setup();
    const { unmount } = renderAt(`${BASE}/bestaetigung-realisierung/bestaetigung-realisierung`);
    // BG200 is hidden now: the wizard opens the first open question, the final billing.
    expect(await heading('Schlussabrechnung hochladen')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${BASE}/abrechnung-sammelgesuch/schlussabrechnung`));
    expect(screen.getByRole('link', { name: 'Ihre Tabelle der Gruppen herunterladen' })).toHaveAttribute('href', '/api/applications/a1/group-collection-list-document');
    unmount();
    renderAt(`${BASE}/abrechnung-sammelgesuch/abrechnung`);
    expect(await heading('Teil- oder Schlussabrechnung')).toBeInTheDocument();
    expect(screen.getByText('Die Teilabrechnung ist bereits eingereicht. Jetzt folgt die Schlussabrechnung.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Teilabrechnung/ })).toBeDisabled();
    // Locked pages only move on: through the submitted partial billing to the final billing.
    for (const next of ['So erstellen Sie die Teilabrechnung', 'Teilabrechnung hochladen', 'Defizit der Teilabrechnung', 'Teilabrechnung abschliessen', 'Schlussabrechnung hochladen']) {
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await heading(next)).toBeInTheDocument();
    }
  });

  it('BG510: one proof per criterion of the application, with next and previous criterion', async () => {
    const api = fakeApi(collection, { realizationStatus: 'realized', partialBilling: false });
    const user = userEvent.setup();
    const { container } = renderAt(`/gesuche/gruppe/abrechnung/a1/dam-bedingungen/inklusionsnachweis`);
    await heading('Nachweis der Inklusionskriterien');
    expect(await screen.findByText(/Gemischte Gruppe: Menschen mit und ohne Behinderung/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByRole('textbox', { name: /Nachweis/ }), 'Gemeinsam gereist.');
    await user.click(screen.getByRole('button', { name: 'Nächstes Kriterium' }));
    expect(screen.getByText(/Die Teilnehmenden wirken bei der Planung mit/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nachweis/ }), 'Planungstreffen.');
    await user.click(screen.getByRole('button', { name: 'Vorheriges Kriterium' }));
    expect(screen.getByRole('textbox', { name: /Nachweis/ })).toHaveValue('Gemeinsam gereist.');
    await user.click(screen.getByRole('button', { name: /Speichern und weiter/ }));
    await heading('Hinweis auf unsere Unterstützung');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/applications/a1/statement/evidence-of-inclusion-criteria',
        body: { evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Gemeinsam gereist.' }, { criteria: 'participated-in-planning', value: 'Planungstreffen.' }] },
      },
    ]);
  });

  it('a cancellation: BG210 confirmed cancels the application and BG720 says so', async () => {
    const api = fakeApi({ ...collection, subtype: 'single-group' }, { realizationStatus: 'cancelled' });
    const user = userEvent.setup();
    renderAt(`${BASE}/bestaetigung-realisierung/gesuch-absagen`);
    await heading('Absage bestätigen');
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    await user.keyboard('{Enter}');
    expect(await heading('Absage bestätigt')).toBeInTheDocument();
    expect(location()).toBe(`${BASE}/absage`);
    expect(api.writes()).toEqual([{ method: 'POST', path: '/applications/a1/statement/cancel', body: {} }]);
  });
});
