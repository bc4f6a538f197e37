import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ARTICLE_BLOCK_TYPES, type ArticleBlock } from '@portal/shared-domain';
import { image, journalTeaser } from '../test/fixtures';
import { mockContentApi, renderWithSite } from '../test/render';
import { ArticlesBlock } from './ArticlesBlock';

const block = (fields: Partial<ArticleBlock> = {}): ArticleBlock => ({
  type: 'medium_articles',
  id: 'a1',
  title: 'Aus dem Journal',
  show_newest_journal_entries: false,
  number_of_entries: 4,
  rubrics: [],
  items: [],
  ...fields,
});

const selected = [
  { title: 'Unsere Geschichte', url: '/ueber-uns/geschichte', intro_text: 'Seit 1950.', image: image('media/geschichte.jpg'), date: null, rubrics: [] },
  { title: 'Ferien am Meer', url: '/journal/meer', intro_text: null, image: null, date: '2026-05-01', rubrics: [{ title: 'Ferien', slug: 'ferien' }] },
];

describe('article blocks (spec 00 §2.9)', () => {
  test.each(ARTICLE_BLOCK_TYPES)('%s shows the selected articles and pages as linked cards', async (type) => {
    const requested = mockContentApi([]);
    const { container } = renderWithSite(<ArticlesBlock block={block({ type, items: selected })} />, '/fr/journal');
    expect(screen.getByRole('heading', { level: 2, name: 'Aus dem Journal' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Unsere Geschichte' })).toHaveAttribute('href', '/fr/ueber-uns/geschichte');
    expect(within(cards[1]).getByRole('heading', { level: 3, name: 'Ferien am Meer' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('01.05.2026')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'Alle Beiträge der Rubrik Ferien' })).toHaveAttribute('href', '/fr/journal?rubrics%5B%5D=ferien');
    const picture = cards[0].querySelector('img');
    expect(picture).toHaveAttribute('src', '/img/media/geschichte.jpg?w=640&h=400&fit=crop-50-30');
    expect(picture).toHaveAttribute('srcset', '/img/media/geschichte.jpg?w=640&h=400&fit=crop-50-30 640w, /img/media/geschichte.jpg?w=1280&h=800&fit=crop-50-30 1280w');
    expect(requested).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('the intro is shown except in small articles', () => {
    mockContentApi([]);
    const { unmount } = renderWithSite(<ArticlesBlock block={block({ type: 'large_articles_long_text', items: selected })} />);
    expect(screen.getByText('Seit 1950.')).toBeInTheDocument();
    unmount();
    renderWithSite(<ArticlesBlock block={block({ type: 'small_articles', items: selected })} />);
    expect(screen.queryByText('Seit 1950.')).toBeNull();
  });

  test('without a block title, the cards are headings of level 2', () => {
    mockContentApi([]);
    renderWithSite(<ArticlesBlock block={block({ title: null, items: selected })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Geschichte' })).toBeInTheDocument();
  });

  test('show_newest_journal_entries loads number_of_entries entries of the block rubrics', async () => {
    const requested = mockContentApi([{ path: /^\/journals/, data: [journalTeaser(1), journalTeaser(2), journalTeaser(3)] }]);
    renderWithSite(
      <ArticlesBlock
        block={block({
          type: 'teasers',
          show_newest_journal_entries: true,
          number_of_entries: 3,
          rubrics: [
            { title: 'Ferien', slug: 'ferien' },
            { title: 'Sport', slug: 'sport' },
          ],
          items: selected,
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Die neusten Beiträge werden geladen…');
    expect(await screen.findByRole('link', { name: 'Beitrag 1' })).toHaveAttribute('href', '/journal/beitrag-1');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Unsere Geschichte')).toBeNull();
    expect(requested).toEqual(['/journals?per_page=3&rubrics%5B%5D=ferien&rubrics%5B%5D=sport']);
  });

  test('number_of_entries defaults to 4 (spec 00 §9)', async () => {
    const requested = mockContentApi([{ path: /^\/journals/, data: [journalTeaser(1)] }]);
    renderWithSite(<ArticlesBlock block={block({ show_newest_journal_entries: true, number_of_entries: 0 })} />);
    await screen.findByRole('link', { name: 'Beitrag 1' });
    expect(requested).toEqual(['/journals?per_page=4']);
  });

  test('no entries and a failed load are said, not left blank', async () => {
    mockContentApi([{ path: /^\/journals/, data: [] }]);
    const { unmount } = renderWithSite(<ArticlesBlock block={block({ show_newest_journal_entries: true })} />);
    expect(await screen.findByText('Zurzeit gibt es keine Beiträge.')).toBeInTheDocument();
    unmount();
    mockContentApi([{ path: /^\/journals/, status: 500 }]);
    renderWithSite(<ArticlesBlock block={block({ show_newest_journal_entries: true })} />);
    expect(await screen.findByText('Die neusten Beiträge konnten nicht geladen werden.')).toBeInTheDocument();
  });
});
