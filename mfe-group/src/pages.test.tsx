import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { routesOfRemote } from '@portal/shared-domain';
import { flowRoutes } from '@portal/shared-domain/wizard';
import { groupFlows } from '@portal/shared-domain/flows/group';
import { session } from '@portal/shared-domain';
import { App } from './App';
import { pages } from './pages';

function renderAt(path: string) {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('mfe-group page map', () => {
  it('covers every route of the quick check, application and statement flows, and no other', async () => {
    const flows = [await groupFlows.quickCheck(), await groupFlows.application(), await groupFlows.statement()];
    const expected = flows.flatMap((flow) => flowRoutes(flow).map((route) => route.name));
    expect(Object.keys(pages).sort()).toEqual([...new Set(expected)].sort());
    expect(routesOfRemote('mfe-group').map((route) => route.name).sort()).toEqual(Object.keys(pages).sort());
  });

  it('serves both spellings of the statement base', () => {
    const statement = routesOfRemote('mfe-group').filter((route) => route.path.startsWith('/gesuche/gruppe-abrechnung/'));
    expect(statement.length).toBe(32);
    for (const route of statement) expect(route.aliases).toEqual([route.path.replace('/gesuche/gruppe-abrechnung/', '/gesuche/gruppe/abrechnung/')]);
  });

  it('loads a stage’s screen lazily and announces the loading state meanwhile', async () => {
    session.set({ user: null, status: 'anonymous' });
    renderAt('/gesuche/kurzcheck/gruppe');
    expect(screen.getByRole('status')).toHaveTextContent('Die Seite wird geladen…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzcheck für Gruppen' })).toBeInTheDocument();
  });

  it('renders nothing for a path it does not own', () => {
    const { container } = renderAt('/gesuche/einzelperson/7/budget/defizit');
    expect(container).toBeEmptyDOMElement();
  });
});
