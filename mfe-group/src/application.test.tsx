import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { session } from '@portal/shared-domain';
import { resetFlowRunnerCache } from '@portal/shared-ui/flow';
import { fakeApi, renderAt, router } from './test/fake-api';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn((url: string) => router.navigate(url)) }));

const BASE = '/gesuche/gruppe/a1';
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const location = () => screen.getByTestId('location').textContent;
const groups = [1, 2, 3].map((n) => ({ row: 3 + n, activity: `Lager ${n}`, start: '2027-06-01', end: '2027-06-05', participants: 8, days: 5, expenses: 4200, income: 800, deficit: 3400 }));

beforeEach(() => {
  resetFlowRunnerCache();
  window.scrollTo = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  session.set({ user: { email: 'gruppen@verein.example.org', isAdmin: false, impersonator: null }, status: 'ready' });
});

describe('group application screens', () => {
  it('FG220: choosing the subtype saves it and shows the collection’s questions next', async () => {
    const api = fakeApi({ subtype: null });
    const user = userEvent.setup();
    const { container } = renderAt(`${BASE}/richtlinien-und-bedarf/gesuchsart`);
    await heading('Gesuchsart');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByLabelText(/^Sammelgesuch: ein Gesuch für 3 oder mehr Gruppen/));
    await user.keyboard('{Enter}');
    expect(await heading('Abrechnung von Sammelgesuchen')).toHaveFocus();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/applications/a1/subtype', body: { subtype: 'group-collection' } }]);
    expect(location()).toBe(`${BASE}/richtlinien-und-bedarf/abrechnung-von-sammelgesuchen`);
  });

  it('FG220: switching to a single group resets what only the collection asked (DELETE on the server)', async () => {
    const api = fakeApi({ subtype: 'group-collection', timePeriod: { start: '2027-06-01', end: '2027-09-01' }, numberOfGroups: 3, deficit: 10200 });
    const user = userEvent.setup();
    renderAt(`${BASE}/richtlinien-und-bedarf/gesuchsart`);
    await heading('Gesuchsart');
    await user.click(screen.getByLabelText(/^Einzelgruppe/));
    await user.keyboard('{Enter}');
    await heading('Zusammensetzung der Gruppe');
    const deletes = api.writes().filter((call) => call.method === 'DELETE').map((call) => call.path);
    expect(deletes).toEqual(expect.arrayContaining(['/applications/a1/time-period', '/applications/a1/number-of-groups', '/applications/a1/deficit']));
  });

  it('FG240 offers the template in the page language; FG245 shows what was read from the uploaded sheet', async () => {
    fakeApi({ subtype: 'group-collection', groupCollectionListDocumentId: 'd9f1c7a2-0000-4000-8000-000000000001', groupCollection: groups });
    const { container, unmount } = renderAt(`/fr${BASE}/richtlinien-und-bedarf/sammelgesuche-download`, 'fr');
    await heading('Télécharger le modèle des groupes');
    expect(screen.getByRole('link', { name: 'Télécharger le modèle (Excel)' })).toHaveAttribute('href', '/api/templates/group-collection.xlsx?lang=fr');
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    resetFlowRunnerCache();
    renderAt(`${BASE}/richtlinien-und-bedarf/sammelgesuche-upload`);
    await heading('Ausgefüllte Tabelle hochladen');
    const facts = screen.getByRole('region', { name: 'Gelesen aus Ihrer Tabelle' });
    expect(facts).toHaveTextContent('Gruppen3');
    expect(facts).toHaveTextContent("DefizitCHF 10'200.00");
    expect(facts).toHaveTextContent('01.06.2027 – 05.06.2027');
    // No technical data: the document id is not shown.
    expect(document.body.textContent).not.toContain('d9f1c7a2');
  });

  it('FG410: the self-borne share is checked before anything is sent', async () => {
    const api = fakeApi({ subtype: 'single-group', budgetAvailable: [{ type: 'donations', amount: 500 }] });
    const user = userEvent.setup();
    renderAt(`${BASE}/budget/einnahmen`);
    await heading('Einnahmen');
    await user.click(screen.getByRole('button', { name: /Speichern und weiter|Weiter/ }));
    expect(await screen.findAllByText('Unsere Richtlinien schreiben vor, dass die Teilnehmenden resp. Ihre Organisation einen Teil der Kosten selbst tragen müssen.')).not.toHaveLength(0);
    expect(api.writes()).toEqual([]);
  });

  it('FG610 shows participants, days, participant days and the deficit', async () => {
    const api = fakeApi({
      subtype: 'single-group',
      numberOfDisabledPersons: 10,
      numberOfDays: 2.5,
      start: '2027-06-01',
      end: '2027-06-03',
      expenses: [{ type: 'accommodation', amount: 3000 }],
      budgetAvailable: [{ type: 'participantContributions', amount: 500 }],
    });
    const { container } = renderAt(`${BASE}/datenpruefung`);
    await heading('Datenprüfung');
    const overview = screen.getByRole('region', { name: 'Übersicht' });
    expect(overview).toHaveTextContent('Teilnehmende10');
    expect(overview).toHaveTextContent('Tage2.5');
    expect(overview).toHaveTextContent('Teilnehmertage25');
    expect(overview).toHaveTextContent("DefizitCHF 2'500.00");
    expect(await axe(container)).toHaveNoViolations();
    await waitFor(() => expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/applications/a1' }));
  });
});
