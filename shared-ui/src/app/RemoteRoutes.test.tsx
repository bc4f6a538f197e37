import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRoutes, type PageProps } from './RemoteRoutes';
import { useNavigate } from './router';

/** A page that shows what it was given and counts its own clicks (state that a remount would lose). */
function Step({ route, params }: PageProps) {
  const [clicks, setClicks] = useState(0);
  const navigate = useNavigate();
  return (
    <section>
      <h1>{route.name}</h1>
      <p data-testid="params">{JSON.stringify(params)}</p>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        clicked {clicks}
      </button>
      <button type="button" onClick={() => navigate(`/gesuche/einzelperson/${params.id}/qualifikation/einkommensbasis`)}>
        weiter
      </button>
    </section>
  );
}

const pages = {
  'gesuche-einzelperson-id-qualifikation-geburtsdatum': Step,
  'gesuche-einzelperson-id-qualifikation-einkommensbasis': Step,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <RemoteRoutes remote="mfe-single-person" pages={pages} />
    </MemoryRouter>,
  );
}

describe('RemoteRoutes', () => {
  test("shows the page of the URL's route with its parameters, in every language", () => {
    renderAt('/fr/gesuche/einzelperson/42/qualifikation/geburtsdatum');
    expect(screen.getByRole('heading', { name: 'gesuche-einzelperson-id-qualifikation-geburtsdatum' })).toBeInTheDocument();
    expect(screen.getByTestId('params')).toHaveTextContent('{"id":"42"}');
  });

  test('a route without its page in the remote shows the placeholder with its name', () => {
    renderAt('/it/gesuche/einzelperson/42/qualifikation/steuerbares-einkommen');
    expect(screen.getByRole('heading', { name: 'gesuche-einzelperson-id-qualifikation-steuerbares-einkommen' })).toBeInTheDocument();
  });

  test("shows nothing at another remote's URL, as the shell's and the server's matcher decide", () => {
    const { container } = renderAt('/gesuche/uebersicht');
    expect(container).toBeEmptyDOMElement();
    // The shell matches case-sensitively: this URL is the CMS catch-all's, not this remote's.
    const other = renderAt('/Gesuche/Einzelperson/42/Qualifikation/Geburtsdatum');
    expect(other.container).toBeEmptyDOMElement();
  });

  test('a parameter that is not valid percent-encoding is passed as written', () => {
    renderAt('/gesuche/einzelperson/%E0%A4%A/qualifikation/geburtsdatum');
    expect(screen.getByTestId('params')).toHaveTextContent('{"id":"%E0%A4%A"}');
  });

  test('moving to the next step of the same page component keeps it mounted, with the new route', async () => {
    const user = userEvent.setup();
    renderAt('/gesuche/einzelperson/7/qualifikation/geburtsdatum');
    await user.click(screen.getByRole('button', { name: 'clicked 0' }));
    await user.click(screen.getByRole('button', { name: 'weiter' }));
    expect(await screen.findByRole('heading', { name: 'gesuche-einzelperson-id-qualifikation-einkommensbasis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });
});
