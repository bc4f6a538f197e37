import { screen } from '@testing-library/react';
import { flowRoutes } from '@portal/shared-domain/wizard';
import { matchRoute, routesOfRemote, session } from '@portal/shared-domain';
import { projectFlows } from '@portal/shared-domain/flows/project';
import { pages } from './pages';
import { renderAt } from './test-utils';

describe('mfe-project page maps', () => {
  it('cover every route of the quick check, application and statement, and no other', async () => {
    const flows = [await projectFlows.quickCheck(), await projectFlows.application(), await projectFlows.statement()];
    const expected = flows.flatMap((flow) => flowRoutes(flow).map((route) => route.name));
    expect(Object.keys(pages).sort()).toEqual(expected.sort());
    expect(routesOfRemote('mfe-project').map((route) => route.name).sort()).toEqual(expected.sort());
  });

  it('serve both spellings of the statement under the same route names', () => {
    for (const route of routesOfRemote('mfe-project').filter((candidate) => candidate.path.startsWith('/gesuche/projekte-abrechnung/'))) {
      const alias = route.path.replace('/gesuche/projekte-abrechnung/', '/gesuche/projekte/abrechnung/').replace('{id}', '7');
      expect(matchRoute(alias)?.route.name).toBe(route.name);
      expect(matchRoute(`/it${alias}`)?.route.name).toBe(route.name);
    }
  });

  it('load the screen lazily and announce the loading state meanwhile', async () => {
    session.set({ user: null, status: 'anonymous' });
    renderAt('/gesuche/kurzcheck/projekte');
    expect(screen.getByRole('status')).toHaveTextContent('Die Seite wird geladen…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzcheck für Projekte' })).toBeInTheDocument();
  });

  it('render nothing for a path they do not own', () => {
    const { container } = renderAt('/gesuche/einzelperson/7/budget/defizit');
    expect(container).toBeEmptyDOMElement();
  });
});
