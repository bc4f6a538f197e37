import { act, fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { siteContent, type GlobalLinks } from '@portal/shared-domain';
import { page } from '../test/fixtures';
import { mockContentApi, renderWithSite } from '../test/render';
import { DonationBar } from './DonationBar';
import { formatIban } from '@portal/shared-domain';
import { donationBarContent, scrolledPast, throttle } from './donation-bar-rules';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const links = (fields: Partial<GlobalLinks> = {}): GlobalLinks => ({
  first_link_text: null,
  first_link_url: null,
  first_link_target_blank: false,
  second_link_text: null,
  second_link_url: null,
  second_link_target_blank: false,
  donate_now_text: null,
  donate_now_url: null,
  donate_now_target_blank: false,
  footer_links: [],
  text_right_from_zewo_logo: null,
  donate_bar_url: '/spenden',
  donate_bar_text: 'Jetzt spenden',
  donate_bar_title: 'Schenken Sie Ferien',
  donate_bar_sentence: 'Mit CHF 50 ermöglichen Sie einen Tagesausflug.',
  donate_bar_iban: 'CH9300762011623852957',
  donate_bar_target_blank: false,
  donate_bar_twint_link: 'https://pay.twint.example/ferien',
  ...fields,
});

function mobile(matches: boolean) {
  window.matchMedia = jest.fn((media: string) => ({
    matches,
    media,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

beforeEach(() => {
  jest.useFakeTimers();
  mockContentApi([]);
  mobile(false);
  scrollTo(0);
  siteContent.set({
    lang: 'de',
    navigation: [],
    links: links(),
    cookies: null,
    status: 'ready',
  });
});
afterEach(() => jest.useRealTimers());

describe('donation bar rules (spec 00 §2.5, §9)', () => {
  test('only with show_donation_bar and both the global address and text', () => {
    expect(donationBarContent({ show_donation_bar: true }, links())).toMatchObject({ url: '/spenden', text: 'Jetzt spenden' });
    expect(donationBarContent({ show_donation_bar: false }, links())).toBeNull();
    expect(donationBarContent({ show_donation_bar: true }, links({ donate_bar_url: ' ' }))).toBeNull();
    expect(donationBarContent({ show_donation_bar: true }, links({ donate_bar_text: null }))).toBeNull();
    expect(donationBarContent({ show_donation_bar: true }, null)).toBeNull();
  });

  test('more than 100 px; IBAN in blocks of 4', () => {
    expect(scrolledPast(100)).toBe(false);
    expect(scrolledPast(101)).toBe(true);
    expect(formatIban('CH93 0076 2011 6238 5295 7')).toBe('CH93 0076 2011 6238 5295 7');
    expect(formatIban('ch9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });

  test('scroll handling at most every 100 ms, the last state always applied', () => {
    let now = 0;
    const fn = jest.fn();
    const throttled = throttle(fn, 100, () => now);
    throttled.run();
    now = 30;
    throttled.run();
    throttled.run();
    expect(fn).toHaveBeenCalledTimes(1);
    now = 100;
    jest.advanceTimersByTime(70);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('donation bar', () => {
  const show = () => renderWithSite(<DonationBar page={page({ show_donation_bar: true })} />);

  test('appears after more than 100 px of scroll: title, sentence, IBAN, donate link; no TWINT on desktop; axe clean', async () => {
    const { container } = show();
    expect(screen.queryByTestId('donation-bar')).toBeNull();
    act(() => scrollTo(100));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('donation-bar')).toBeNull();
    act(() => scrollTo(101));
    act(() => jest.advanceTimersByTime(100));
    const bar = screen.getByRole('complementary', { name: 'Spenden' });
    expect(bar).toHaveTextContent('Schenken Sie Ferien');
    expect(bar).toHaveTextContent('Mit CHF 50 ermöglichen Sie einen Tagesausflug.');
    expect(bar).toHaveTextContent('IBAN CH93 0076 2011 6238 5295 7');
    const donate = screen.getByRole('link', { name: 'Jetzt spenden' });
    expect(donate).toHaveAttribute('href', '/spenden');
    expect(donate).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: /TWINT/ })).toBeNull();
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('a new tab when the editors ask (said to screen readers); the TWINT link on mobile only', () => {
    siteContent.set({
      lang: 'de',
      navigation: [],
      links: links({ donate_bar_target_blank: true }),
      cookies: null,
      status: 'ready',
    });
    mobile(true);
    scrollTo(500);
    show();
    const donate = screen.getByRole('link', {
      name: 'Jetzt spenden (öffnet in einem neuen Tab)',
    });
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Mit TWINT spenden/ })).toHaveAttribute('href', 'https://pay.twint.example/ferien');
  });

  test('not on a page without show_donation_bar, however far scrolled', () => {
    scrollTo(2000);
    renderWithSite(<DonationBar page={page({ show_donation_bar: false })} />);
    expect(screen.queryByTestId('donation-bar')).toBeNull();
  });

  test('goes into the shell’s dock when there is one', () => {
    const slot = document.createElement('div');
    slot.id = 'shell-dock-slot';
    document.body.appendChild(slot);
    scrollTo(300);
    show();
    expect(slot.querySelector('[data-testid="donation-bar"]')).not.toBeNull();
    slot.remove();
  });
});
