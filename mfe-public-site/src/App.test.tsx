import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { axe } from 'jest-axe';
import { App } from './App';

function renderAt(path: string) {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('public site routes', () => {
  test.each(['/', '/kontakt', '/fr/cookies', '/it/datenschutz', '/impressum', '/downloads', '/gesuche'])('%s is a page of the site', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  test.each(['/unbekannt', '/fr/nicht/da', '/gesuche/unbekannt'])('%s falls to the catch-all, which shows the 404 page', async (path) => {
    const { container } = renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toHaveFocus();
    expect(screen.getByText('This page could not be found')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });
});
