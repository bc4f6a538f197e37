import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { flowRoutes } from '@portal/shared-domain/wizard';
import { singlePersonFlows } from '@portal/shared-domain/flows/single-person';
import { session } from '@portal/shared-domain';
import { App } from './App';
import { pages } from './pages';

describe('page maps', () => {
  it('cover every route of the quick check, application and settlement flows, and no other', async () => {
    const flows = [await singlePersonFlows.application(), await singlePersonFlows.settlement()];
    const expected = ['gesuche-kurzcheck-einzelperson', ...flows.flatMap((flow) => flowRoutes(flow).map((route) => route.name))];
    expect(Object.keys(pages).sort()).toEqual(expected.sort());
  });

  it('load a stage’s screen lazily and announce the loading state meanwhile', async () => {
    session.set({ user: null, status: 'anonymous' });
    render(
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        <MemoryRouter initialEntries={['/gesuche/kurzcheck/einzelperson']}>
          <App />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Die Seite wird geladen…');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Die Seite wird geladen…')).not.toBeInTheDocument();
  });
});
