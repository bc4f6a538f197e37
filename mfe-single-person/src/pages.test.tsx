import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { flowRoutes } from '@portal/shared-domain/wizard';
import { singlePersonApplication, singlePersonSettlement } from '@portal/shared-domain/src/flows';
import { session } from '@portal/shared-domain';
import { App } from './App';
import { applicationPages } from './application/pages';
import { quickCheckPages } from './quick-check/pages';
import { settlementPages } from './settlement/pages';

describe('page maps', () => {
  it('cover every route of the application and settlement flows, and no other', () => {
    expect(Object.keys(applicationPages).sort()).toEqual(flowRoutes(singlePersonApplication).map((route) => route.name).sort());
    expect(Object.keys(settlementPages).sort()).toEqual(flowRoutes(singlePersonSettlement).map((route) => route.name).sort());
    expect(Object.keys(quickCheckPages)).toEqual(['gesuche-kurzcheck-einzelperson']);
  });

  it('load a stage’s screen lazily and announce the loading state meanwhile', async () => {
    session.set({ token: null, user: null, status: 'anonymous' });
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
