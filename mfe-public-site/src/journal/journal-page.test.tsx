import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { documentTitle } from '@portal/shared-domain';
import { navigation, page } from '../test/fixtures';
import { mockContentApi, renderAt, setNavigation, type MockAnswer } from '../test/render';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => setNavigation(navigation));
afterEach(() => {
  document.title = '';
});

const journalPage = page({ title: 'Journal', url: '/journal', blueprint: 'blog', items: [{ type: 'journal_search', id: 'js', title: null }] });
const filters: MockAnswer[] = [
  { path: '/journals/rubrics', data: [{ slug: 'geschichten', title: 'Geschichten' }] },
  { path: '/journals/tags?limit=10', data: [{ slug: 'ferien', title: 'Ferien', count: 2 }] },
  { path: /^\/journals\?/, data: [], meta: { total: 0, page: 1, last_page: 1 } },
];

describe('the journal page and its entries', () => {
  test('a rubric page says the rubric in its heading and document title', async () => {
    mockContentApi([{ path: /^\/pages\/journal/, data: journalPage }, ...filters]);
    renderAt('/journal?rubrics[]=geschichten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal: Geschichten' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle({ ...journalPage, seo_title: 'Journal: Geschichten' })));
  });

  test('without a rubric the page keeps its own heading', async () => {
    mockContentApi([{ path: /^\/pages\/journal/, data: journalPage }, ...filters]);
    renderAt('/journal?tags[]=ferien');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    expect(document.title).toBe(documentTitle(journalPage));
  });

  test('filtering reloads the page with the new query but keeps it on screen (no loading page, the search keeps focus)', async () => {
    const requested = mockContentApi([{ path: /^\/pages\/journal/, data: journalPage }, ...filters]);
    renderAt('/journal');
    const field = await screen.findByRole('searchbox', { name: 'Suchbegriff' });
    fireEvent.click(await screen.findByRole('button', { name: /Ferien/ }));
    await waitFor(() => expect(requested).toContain('/pages/journal?tags%5B%5D=ferien'));
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toBe(field);
    expect(screen.getByRole('button', { name: /Ferien/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a journal entry links its rubrics and tags to the filtered journal and offers share links', async () => {
    mockContentApi([
      {
        path: /^\/pages\/journal\/meer/,
        data: page({
          title: 'Ferien am Meer',
          url: '/journal/meer',
          collection: 'journal',
          blueprint: 'blog',
          date: '2026-06-18',
          parent: { title: 'Journal', url: '/journal' },
          rubrics: [{ slug: 'geschichten', title: 'Geschichten' }],
          tags: [{ slug: 'ferien', title: 'Ferien' }],
        }),
      },
    ]);
    renderAt('/it/journal/meer');
    await screen.findByRole('heading', { level: 1, name: 'Ferien am Meer' });
    expect(screen.getByRole('link', { name: 'Alle Beiträge der Rubrik Geschichten' })).toHaveAttribute('href', '/it/journal?rubrics%5B%5D=geschichten');
    expect(screen.getByRole('link', { name: 'Alle Beiträge mit dem Schlagwort Ferien' })).toHaveAttribute('href', '/it/journal?tags%5B%5D=ferien');
    const share = screen.getByRole('region', { name: 'Beitrag teilen' });
    expect(within(share).getByRole('link', { name: /Auf Facebook teilen/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/it/journal/meer')}`,
    );
  });

  test('other pages have no share links', async () => {
    mockContentApi([{ path: /^\/pages\/kontakt/, data: page() }]);
    renderAt('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.queryByRole('region', { name: 'Beitrag teilen' })).toBeNull();
  });
});
