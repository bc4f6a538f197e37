import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { analyticsConsent, type ContentPage } from '@portal/shared-domain';
import { Breadcrumbs } from './page/Breadcrumbs';
import { VideoEmbed } from './blocks/VideoEmbed';
import { setNavigation } from './test/render';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

const inSite = (ui: ReactElement, path: string) => (
  <IntlProvider locale="de" messages={{}} onError={() => undefined}>
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      {ui}
    </MemoryRouter>
  </IntlProvider>
);

/**
 * The server's HTML for `ui` (rendered as the server does, which knows no navigation and no
 * consent), then hydrated in a browser that does know them (`browser`). Returns React's
 * recoverable errors: a difference makes React drop the server's HTML and render anew.
 */
async function hydrateInBrowser(ui: ReactElement, browser: () => void): Promise<{ errors: unknown[]; container: HTMLElement; first: Element | null }> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(ui);
  const first = container.firstElementChild;
  browser();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  return { errors, container, first };
}

const page = { title: 'Gesuch stellen', url: '/gesuche', collection: 'pages', parent: null } as unknown as ContentPage;

afterEach(() => {
  setNavigation([]);
  analyticsConsent.set(null);
  document.body.innerHTML = '';
});

test("a breadcrumb hydrated after the shell loaded the navigation keeps the server's HTML, then shows the navigation's title", async () => {
  setNavigation([]);
  const { errors, container, first } = await hydrateInBrowser(inSite(<Breadcrumbs page={page} />, '/gesuche'), () =>
    setNavigation([{ title: 'Gesuche', url: '/gesuche', externalLink: null, isPage: true, children: [] }]),
  );
  expect(errors).toEqual([]);
  expect(container.firstElementChild).toBe(first);
  expect(await screen.findByRole('link', { name: 'Gesuche' })).toHaveAttribute('aria-current', 'page');
});

test("a video hydrated for a visitor who consented keeps the server's HTML, then shows the video", async () => {
  analyticsConsent.set(null);
  const { errors, container, first } = await hydrateInBrowser(inSite(<VideoEmbed id="abcdefghijk" title="Film" />, '/'), () =>
    analyticsConsent.set('accepted'),
  );
  expect(errors).toEqual([]);
  expect(container.firstElementChild).toBe(first);
  expect(container.querySelector('iframe')).toHaveAttribute('title', 'Film');
});
