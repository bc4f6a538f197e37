import { act, fireEvent, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { analyticsConsent, currentLang, siteContent, COOKIE_BANNER_CLOSED_EVENT } from '@portal/shared-domain';
import { BottomDock } from '../layout/BottomDock';
import { CookieBanner } from './CookieBanner';
import { CookieSettings } from './CookieSettings';

const cookies = {
  text: '<p>Wir verwenden Cookies. <a href="/cookies">Mehr</a> <a href="javascript:alert(1)">böse</a><img src=x onerror="alert(1)"></p>',
  close_label: 'Verstanden',
};

function show(path = '/') {
  window.history.replaceState(null, '', path);
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <CookieBanner />
      <ul>
        <CookieSettings />
      </ul>
    </IntlProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  analyticsConsent.set(null);
  currentLang.set('de');
  siteContent.set({
    lang: 'de',
    navigation: [],
    links: null,
    cookies,
    status: 'ready',
  });
});

describe('cookie banner (spec 00 §2.5)', () => {
  test('the CMS text (links kept, anything active dropped) and its close label, axe clean', async () => {
    const { container } = show();
    const banner = screen.getByRole('region', { name: 'Cookie-Hinweis' });
    expect(banner).toHaveTextContent('Wir verwenden Cookies.');
    expect(screen.getByRole('link', { name: 'Mehr' })).toHaveAttribute('href', '/cookies');
    expect(screen.queryByRole('link', { name: 'böse' })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verstanden' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('internal links get the page language', () => {
    currentLang.set('fr');
    show('/fr');
    expect(screen.getByRole('link', { name: 'Mehr' })).toHaveAttribute('href', '/fr/cookies');
  });

  test.each(['/cookies', '/fr/datenschutz', '/it/impressum'])('not shown on %s', (path) => {
    show(path);
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  test('accepting remembers true, closes and emits cookie-banner-closed; then the footer offers to withdraw', () => {
    const closed = jest.fn();
    window.addEventListener(COOKIE_BANNER_CLOSED_EVENT, closed);
    show();
    expect(screen.queryByRole('button', { name: /Cookie-Einstellungen/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Statistiken erlauben' }));
    expect(localStorage.getItem('analyticsAccepted')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Cookie-Einstellungen/ })).toHaveAccessibleDescription(/Sie haben Statistiken erlaubt/);
    window.removeEventListener(COOKIE_BANNER_CLOSED_EVENT, closed);
  });

  test('the close label declines (false) and the banner stays away on the next page load', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Verstanden' }));
    expect(localStorage.getItem('analyticsAccepted')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  test('withdrawing in the footer clears the decision (the reload itself: shared-domain consent.test.ts), so the banner asks again', () => {
    analyticsConsent.set('accepted');
    localStorage.setItem('analyticsAccepted', 'true');
    // jsdom cannot navigate: its reload only reports "not implemented" to the virtual console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    show();
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: /Cookie-Einstellungen/ })));
    expect(localStorage.getItem('analyticsAccepted')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie-Hinweis' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  test('nothing before the CMS answered', () => {
    siteContent.set({
      lang: 'de',
      navigation: [],
      links: null,
      cookies: null,
      status: 'loading',
    });
    show();
    expect(screen.queryByRole('region')).toBeNull();
  });

  test("the banner the server sent with a page drawn in the browser gives way to the shell's in the same commit", () => {
    // As tools/ssr puts it into the document (server/render.tsx renderCookieBanner): disabled buttons.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="shell-bottom"><div data-server-banner=""><section aria-label="Cookie-Hinweis"><p>Wir verwenden Cookies.</p><button type="button" disabled="">Verstanden</button></section></div></div>',
    );
    expect(screen.getByRole('region', { name: 'Cookie-Hinweis' })).toBeInTheDocument();
    const { unmount } = render(
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        <BottomDock />
      </IntlProvider>,
    );
    expect(screen.getAllByRole('region', { name: 'Cookie-Hinweis' })).toHaveLength(1);
    expect(document.querySelector('[data-server-banner]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verstanden' }));
    expect(localStorage.getItem('analyticsAccepted')).toBe('false');
    unmount();
    document.getElementById('shell-bottom')?.remove();
  });
});
