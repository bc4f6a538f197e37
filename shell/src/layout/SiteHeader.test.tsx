import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { currentLang, session, siteContent, type SiteContentState } from '@portal/shared-domain';
import { SiteHeader } from './SiteHeader';
import { links, navigation } from './site-content.fixtures';
import { DESKTOP, PHONE, setViewport } from './test-viewport';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };

const loaded: SiteContentState = { lang: 'de', navigation, links, cookies: null, status: 'ready' };

function renderHeader() {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <SiteHeader />
    </IntlProvider>,
  );
}

const burger = () => screen.getByRole('button', { name: 'Menü' });
const menu = () => screen.getByRole('dialog', { name: 'Menü' });

async function openMenu() {
  await userEvent.click(burger());
  return menu();
}

beforeEach(() => {
  setViewport(DESKTOP);
  navigateToUrl.mockClear();
  window.history.replaceState(null, '', '/');
  currentLang.set('de');
  session.set({ user: null, status: 'anonymous' });
  siteContent.set(loaded);
  document.body.style.overflow = '';
});

describe('site header (spec 00 §2.4)', () => {
  test('shows logo, quick links, the donate link, languages, login and the burger', async () => {
    const { container } = renderHeader();
    expect(screen.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
    const quick = within(screen.getByRole('navigation', { name: 'Schnellzugriff' }));
    expect(quick.getByRole('link', { name: 'Gesuche stellen' })).toHaveAttribute('href', '/gesuche');
    expect(quick.getByRole('link', { name: 'Gesuche stellen' })).not.toHaveAttribute('target');
    expect(quick.getByRole('link', { name: 'Shop (öffnet in einem neuen Tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveAttribute('aria-controls', 'site-menu');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('the donate link opens in a new tab when the CMS says so, with rel noopener and a hint', () => {
    const { rerender } = renderHeader();
    const donate = screen.getByRole('link', { name: 'Jetzt spenden (öffnet in einem neuen Tab)' });
    expect(donate).toHaveAttribute('href', 'https://spenden.example.org/');
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', 'noopener');

    act(() => siteContent.set({ ...loaded, links: { ...links, donate_now_url: '/spenden', donate_now_target_blank: false } }));
    rerender(
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        <SiteHeader />
      </IntlProvider>,
    );
    const internal = screen.getByRole('link', { name: 'Jetzt spenden' });
    expect(internal).toHaveAttribute('href', '/spenden');
    expect(internal).not.toHaveAttribute('target');
  });

  test('the burger opens the full-screen menu with the top pages; the close button closes it and focus returns', async () => {
    const { container } = renderHeader();
    const dialog = await openMenu();
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('id', 'site-menu');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Menü schliessen' });
    expect(close).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Über uns' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Angebote' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/journal');
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
  });

  test('Escape closes the menu and returns focus to the burger', async () => {
    renderHeader();
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();
  });

  test('Tab stays inside the open menu', async () => {
    renderHeader();
    const dialog = await openMenu();
    const close = within(dialog).getByRole('button', { name: 'Menü schliessen' });
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Journal' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  test('a submenu opens on hover', async () => {
    renderHeader();
    const dialog = await openMenu();
    const offers = within(dialog).getByRole('button', { name: 'Angebote' });
    expect(offers).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(offers);
    expect(offers).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(offers.getAttribute('aria-controls') as string) as HTMLElement;
    expect(submenu).toBeVisible();
    expect(within(submenu).getByRole('link', { name: 'Ferien' })).toHaveAttribute('href', '/angebote/ferien');
  });

  test('a submenu opens by keyboard: on focus and with Enter', async () => {
    renderHeader();
    const dialog = await openMenu();
    const about = within(dialog).getByRole('button', { name: 'Über uns' });
    await userEvent.tab();
    expect(about).toHaveFocus();
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Team' })).toBeVisible();
    // Tab passes through the open submenu (the page itself, then its children), then to the next top page.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const offers = within(dialog).getByRole('button', { name: 'Angebote' });
    expect(offers).toHaveFocus();
    expect(offers).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(offers).toHaveAttribute('aria-expanded', 'true');
  });

  test("the current page's parent is open when the menu opens", async () => {
    window.history.replaceState(null, '', '/ueber-uns/team');
    renderHeader();
    const dialog = await openMenu();
    expect(within(dialog).getByRole('button', { name: 'Über uns' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('button', { name: 'Angebote' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('internal links get the language prefix and navigate without reload; external links are plain', async () => {
    currentLang.set('fr');
    renderHeader();
    const dialog = await openMenu();
    await userEvent.hover(within(dialog).getByRole('button', { name: 'Angebote' }));
    const external = within(dialog).getByRole('link', { name: 'Partnerorganisation' });
    expect(external).toHaveAttribute('href', 'https://partner.example.org/');
    expect(external).not.toHaveAttribute('target');
    const internal = within(dialog).getByRole('link', { name: 'Ferien' });
    expect(internal).toHaveAttribute('href', '/fr/angebote/ferien');
    await userEvent.click(internal);
    expect(navigateToUrl).toHaveBeenCalledWith('/fr/angebote/ferien');
    // Following a link closes the menu.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the menu closes when the page changes', async () => {
    const { rerender } = renderHeader();
    await openMenu();
    act(() => window.history.pushState(null, '', '/journal'));
    rerender(
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        <SiteHeader />
      </IntlProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('while the content loads or failed, the header works with the portal pages in the menu', async () => {
    siteContent.set({ lang: 'de', navigation: [], links: null, cookies: null, status: 'failed' });
    const { container } = renderHeader();
    expect(screen.queryByRole('link', { name: /spenden/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Schnellzugriff' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    const dialog = await openMenu();
    expect(within(dialog).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/gesuche', '/downloads', '/kontakt']);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('signed in, the login link becomes the way to the portal', () => {
    session.set({ user: { email: 'anna@example.org', isAdmin: false, impersonator: null }, status: 'ready' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Meine Gesuche' })).toHaveAttribute('href', '/gesuche/uebersicht');
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  test('while the session check runs, both links are there for the CSS to pick one by the earlier visit; then the answer decides', () => {
    session.set({ user: null, status: 'loading' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Meine Gesuche' }).className).toMatch(/ifSignedIn/);
    expect(screen.getByRole('link', { name: 'Anmelden' }).className).toMatch(/ifSignedOut/);
    act(() => session.set({ user: null, status: 'anonymous' }));
    expect(screen.getByRole('link', { name: 'Anmelden' }).className).not.toMatch(/ifSigned/);
    expect(screen.queryByRole('link', { name: 'Meine Gesuche' })).not.toBeInTheDocument();
  });
});

describe('tablet width (768–1199 px)', () => {
  test('quick links, login and languages sit in the full-screen menu, the donate link stays in the header', async () => {
    setViewport(1024);
    const { container } = renderHeader();
    expect(screen.queryByRole('navigation', { name: 'Schnellzugriff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Jetzt spenden/ })).toBeInTheDocument();
    const dialog = await openMenu();
    expect(within(dialog).getByRole('navigation', { name: 'Schnellzugriff' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();
    // Still the desktop menu: submenus open on hover.
    const offers = within(dialog).getByRole('button', { name: 'Angebote' });
    await userEvent.hover(offers);
    expect(offers).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('mobile navigation (spec 00 §2.4)', () => {
  beforeEach(() => setViewport(PHONE));

  test('an accordion of the top pages: the current one is open, buttons toggle; quick links, login and languages inside', async () => {
    window.history.replaceState(null, '', '/angebote/ferien');
    const { container } = renderHeader();
    expect(screen.queryByRole('navigation', { name: 'Schnellzugriff' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Jetzt spenden/ })).toBeInTheDocument();
    const dialog = await openMenu();
    const about = within(dialog).getByRole('button', { name: 'Über uns' });
    const offers = within(dialog).getByRole('button', { name: 'Angebote' });
    expect(offers).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    // Neither hover nor focus changes the accordion; a press does.
    await userEvent.hover(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Team' })).toBeVisible();
    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('navigation', { name: 'Schnellzugriff' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('page scrolling is locked while the menu is open and restored when it closes', async () => {
    document.body.style.overflow = 'auto';
    renderHeader();
    await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });
});
