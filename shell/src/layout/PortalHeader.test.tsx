import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { session } from '@portal/shared-domain';
import { PortalHeader } from './PortalHeader';
import { throttle } from './viewport';
import { DESKTOP, PHONE, setViewport } from './test-viewport';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

function renderHeader() {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <PortalHeader />
    </IntlProvider>,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  setViewport(DESKTOP);
  scrollTo(0);
});

describe('PortalHeader', () => {
  it('shows the login link when signed out', async () => {
    session.set({ user: null, status: 'anonymous' });
    const { container } = renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Zurück zur Website' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('while the session check runs, the login link is marked to be hidden for a visitor remembered as signed in', () => {
    session.set({ user: null, status: 'loading' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' }).parentElement?.className).toMatch(/ifSignedOut/);
    act(() => session.set({ user: null, status: 'anonymous' }));
    expect(screen.getByRole('link', { name: 'Login' }).parentElement?.className).not.toMatch(/ifSignedOut/);
  });

  it('shows the e-mail and logout when signed in', async () => {
    session.set({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: null }, status: 'ready' });
    const { container } = renderHeader();
    expect(screen.getByText('Eingeloggt als anna@example.ch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the impersonation indicator and stop instead of logout', () => {
    session.set({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: 'admin@example.ch' }, status: 'ready' });
    renderHeader();
    expect(screen.getByTestId('current-user')).toHaveTextContent('Eingeloggt als anna@example.ch (Administration: admin@example.ch)');
    expect(screen.getByRole('button', { name: 'Impersonierung beenden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('on mobile shows the pop-over only while scrolled less than 200 px (throttled)', async () => {
    jest.useFakeTimers();
    setViewport(PHONE);
    session.set({ user: { email: 'anna@example.ch', isAdmin: false, impersonator: null }, status: 'ready' });
    const { container } = renderHeader();
    const popover = screen.getByTestId('user-popover');
    expect(popover).not.toHaveAttribute('hidden');
    expect(screen.getByRole('region', { name: 'Ihr Konto' })).toHaveTextContent('anna@example.ch');
    act(() => scrollTo(250));
    act(() => jest.advanceTimersByTime(150));
    expect(popover).toHaveAttribute('hidden');
    act(() => scrollTo(50));
    act(() => jest.advanceTimersByTime(150));
    expect(popover).not.toHaveAttribute('hidden');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('throttle', () => {
  it('runs at once and then at most once per interval', () => {
    jest.useFakeTimers();
    const fn = jest.fn();
    const { run } = throttle(fn, 100);
    run();
    run();
    run();
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
