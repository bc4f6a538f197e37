import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { page } from '../test/fixtures';
import { mockContentApi, renderWithSite } from '../test/render';
import { PageByPath } from './PageByPath';

describe('focus after navigation', () => {
  test('the first page keeps focus at the top; a page reached by a link gets it on its heading', async () => {
    mockContentApi([
      { path: '/pages/kontakt', data: page() },
      { path: '/pages/impressum', data: page({ title: 'Impressum', url: '/impressum' }) }
    ]);
    renderWithSite(
      <>
        <Link to="/impressum">Zum Impressum</Link>
        <PageByPath />
      </>,
      '/kontakt',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).not.toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Zum Impressum' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toHaveFocus();
  });
});
