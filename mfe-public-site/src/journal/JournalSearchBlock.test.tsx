import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { createPortalStore, PortalDataProvider } from '@portal/shared-ui/data';
import type { JournalTeaser } from '@portal/shared-domain';
import { journalTeaser } from '../test/fixtures';
import { mockContentApi, type MockAnswer } from '../test/render';
import { JournalSearchBlock } from './JournalSearchBlock';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const RUBRICS = [
  { slug: 'geschichten', title: 'Geschichten' },
  { slug: 'stiftung', title: 'Aus der Stiftung' },
];
const TAGS = [
  { slug: 'ferien', title: 'Ferien', count: 4 },
  { slug: 'inklusion', title: 'Inklusion', count: 2 },
];
const entries = (from: number, count: number): JournalTeaser[] =>
  Array.from({ length: count }, (_, index) =>
    journalTeaser(from + index, { url: `/journal/beitrag-${from + index}`, date: '2026-10-01', tags: [{ slug: 'ferien', title: 'Ferien' }] }),
  );

const filters: MockAnswer[] = [
  { path: '/journals/rubrics', data: RUBRICS },
  { path: '/journals/tags?limit=10', data: TAGS },
];

/** The answer for any journals list request; `total` and `last_page` as given. */
const list = (path: string | RegExp, items: JournalTeaser[], total = items.length, lastPage = 1, page = 1): MockAnswer => ({
  path,
  data: items,
  meta: { total, page, last_page: lastPage },
});

const where: { location: string; navigate: NavigateFunction | null } = { location: '', navigate: null };
function Probe() {
  const location = useLocation();
  where.location = `${location.pathname}${decodeURIComponent(location.search)}`;
  where.navigate = useNavigate();
  return null;
}

function show(path = '/journal', title: string | null = null) {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <PortalDataProvider store={createPortalStore()}>
          <JournalSearchBlock block={{ type: 'journal_search', id: 'js', title }} />
          <Probe />
        </PortalDataProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
}

const journalRequests = (requested: string[]) => requested.filter((path) => /^\/journals\?/.test(path)).map(decodeURIComponent);

describe('journal search block', () => {
  test('the URL decides the search, rubric and tags; rubrics and tags are sent as lists', async () => {
    const requested = mockContentApi([...filters, list(/^\/journals\?/, entries(1, 2))]);
    const { container } = show('/journal?q=Meer&rubrics[]=geschichten&tags=ferien&tags=inklusion', 'Alle Beiträge');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Meer');
    // The live region is there from the start (saying 'loading'): wait for its count, not for it.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 Beiträge gefunden'));
    expect(journalRequests(requested)).toEqual(['/journals?per_page=8&q=Meer&rubrics[]=geschichten&tags[]=ferien&tags[]=inklusion']);
    // One page: no 'x von y' line and no 'Mehr laden'.
    expect(screen.queryByText(/angezeigt/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
    const rubrics = screen.getByRole('navigation', { name: 'Rubriken' });
    expect(within(rubrics).getByRole('link', { name: 'Geschichten' })).toHaveAttribute('aria-current', 'page');
    expect(within(rubrics).getByRole('link', { name: 'Alle Beiträge' })).not.toHaveAttribute('aria-current');
    const tags = screen.getByRole('group', { name: 'Häufige Schlagwörter' });
    expect(within(tags).getByRole('button', { name: /Ferien/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tags).getByRole('button', { name: /Inklusion/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('a search is submitted into the URL, the count is announced in a polite live region, and the search can be cleared', async () => {
    const requested = mockContentApi([...filters, list(/q=Meer/, entries(1, 1)), list(/^\/journals\?/, entries(1, 3))]);
    show('/journal');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Beiträge werden geladen…');
    await waitFor(() => expect(status).toHaveTextContent('3 Beiträge gefunden'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchbegriff' }), { target: { value: 'Meer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(status).toHaveTextContent('1 Beitrag gefunden'));
    expect(where.location).toBe('/journal?q=Meer');
    expect(journalRequests(requested)).toContain('/journals?per_page=8&q=Meer');
    fireEvent.click(screen.getByRole('button', { name: 'Suche löschen' }));
    expect(where.location).toBe('/journal');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveFocus();
    await waitFor(() => expect(status).toHaveTextContent('3 Beiträge gefunden'));
  });

  test('several tags are chosen and taken away; each change is a new URL and back restores the previous one', async () => {
    const requested = mockContentApi([...filters, list(/^\/journals\?/, entries(1, 2))]);
    show('/journal?page=2');
    const tags = await screen.findByRole('group', { name: 'Häufige Schlagwörter' });
    const ferien = within(tags).getByRole('button', { name: /Ferien.*4 Beiträge/ });
    expect(ferien).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(ferien);
    expect(where.location).toBe('/journal?tags[]=ferien');
    fireEvent.click(within(tags).getByRole('button', { name: /Inklusion/ }));
    expect(where.location).toBe('/journal?tags[]=ferien&tags[]=inklusion');
    await waitFor(() => expect(journalRequests(requested)).toContain('/journals?per_page=8&tags[]=ferien&tags[]=inklusion'));
    fireEvent.click(within(tags).getByRole('button', { name: /Ferien/ }));
    expect(where.location).toBe('/journal?tags[]=inklusion');
    act(() => where.navigate!(-1));
    expect(where.location).toBe('/journal?tags[]=ferien&tags[]=inklusion');
    expect(within(tags).getByRole('button', { name: /Ferien/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the search field follows back and forward', async () => {
    mockContentApi([...filters, list(/^\/journals\?/, entries(1, 2))]);
    show('/journal?q=Garten');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Konzert' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Journal durchsuchen' }));
    expect(where.location).toBe('/journal?q=Konzert');
    act(() => where.navigate!(-1));
    expect(screen.getByRole('searchbox')).toHaveValue('Garten');
  });

  test('a rubric is a page of its own: its link carries rubrics[] and keeps the search and tags', async () => {
    mockContentApi([...filters, list(/^\/journals\?/, entries(1, 2))]);
    show('/journal?q=Meer&tags[]=ferien&page=3');
    const rubrics = await screen.findByRole('navigation', { name: 'Rubriken' });
    const link = within(rubrics).getByRole('link', { name: 'Aus der Stiftung' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toBe('/journal?q=Meer&rubrics[]=stiftung&tags[]=ferien');
    fireEvent.click(link);
    expect(where.location).toBe('/journal?q=Meer&rubrics[]=stiftung&tags[]=ferien');
    expect(within(rubrics).getByRole('link', { name: 'Aus der Stiftung' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(rubrics).getByRole('link', { name: 'Alle Beiträge' }));
    expect(where.location).toBe('/journal?q=Meer&tags[]=ferien');
  });

  test("nothing found: 'Keine Beiträge gefunden' and a reset that clears every filter", async () => {
    mockContentApi([...filters, list(/^\/journals\?/, [], 0)]);
    const { container } = show('/journal?q=Zebra&tags[]=ferien');
    expect(await screen.findByRole('heading', { level: 3, name: 'Keine Beiträge gefunden' })).toBeInTheDocument();
    // Announced by the live region (visually hidden: the notice shows it once).
    expect(screen.getByRole('status')).toHaveTextContent('Keine Beiträge gefunden');
    expect(screen.getByRole('status')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(where.location).toBe('/journal');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  test('no entries at all (nothing filtered): the empty state without a reset', async () => {
    mockContentApi([...filters, list(/^\/journals\?/, [], 0)]);
    show('/journal');
    expect(await screen.findByRole('heading', { level: 3, name: 'Keine Beiträge gefunden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull();
  });

  test('an error says so and offers to try again', async () => {
    const requested = mockContentApi([...filters, { path: /^\/journals\?/, status: 500 }]);
    show('/journal');
    expect(await screen.findByText('Die Beiträge konnten nicht geladen werden.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(journalRequests(requested)).toHaveLength(2));
  });

  test("'Mehr laden' adds the next page (page in the URL), moves focus to its first entry and is gone on the last page", async () => {
    const requested = mockContentApi([
      ...filters,
      list(/page=2/, entries(9, 2), 10, 2, 2),
      list(/^\/journals\?/, entries(1, 8), 10, 2, 1),
    ]);
    show('/journal');
    expect(await screen.findByText('8 von 10 Beiträgen angezeigt')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('10 Beiträge gefunden');
    fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(where.location).toBe('/journal?page=2');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Beitrag 9' })).toHaveFocus());
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(screen.getByText('10 von 10 Beiträgen angezeigt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
    expect(journalRequests(requested)).toEqual(['/journals?per_page=8', '/journals?page=2&per_page=8']);
  });

  test('a shared link with page=2 shows both pages', async () => {
    mockContentApi([...filters, list(/page=2/, entries(9, 2), 10, 2, 2), list(/^\/journals\?/, entries(1, 8), 10, 2, 1)]);
    show('/journal?page=2');
    expect(await screen.findByRole('link', { name: 'Beitrag 10' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beitrag 1' })).toBeInTheDocument();
  });

  test('results show rubric and tag chips linking to the filtered journal', async () => {
    mockContentApi([...filters, list(/^\/journals\?/, entries(1, 1))]);
    show('/fr/journal');
    const card = (await screen.findByRole('link', { name: 'Beitrag 1' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Alle Beiträge der Rubrik Ferien' })).toHaveAttribute('href', '/fr/journal?rubrics%5B%5D=ferien');
    expect(within(card).getByRole('link', { name: 'Alle Beiträge mit dem Schlagwort Ferien' })).toHaveAttribute('href', '/fr/journal?tags%5B%5D=ferien');
  });
});
