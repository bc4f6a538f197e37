import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { LANGUAGES, routesOfRemote, withLangPrefix } from '@portal/shared-domain';
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

describe('mfe-group routes', () => {
  const routes = routesOfRemote('mfe-group');

  test('owns its quick check, application and settlement routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => route.aliases?.length).length).toBeGreaterThan(10);
  });

  test.each(LANGUAGES)('renders every route and both settlement spellings in %s', (lang) => {
    for (const route of routes) {
      for (const pattern of [route.path, ...(route.aliases ?? [])]) {
        const { unmount } = renderAt(withLangPrefix(pattern.replace('{id}', '7'), lang));
        expect(screen.getByRole('heading', { level: 1, name: route.name })).toBeInTheDocument();
        unmount();
      }
    }
  });

  test('renders nothing for a path it does not own', () => {
    const { container } = renderAt('/gesuche/einzelperson/7/budget/defizit');
    expect(container).toBeEmptyDOMElement();
  });
});
