import { act, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { ContentBlock } from '@portal/shared-domain';
import { Blocks } from '../blocks/Blocks';
import { mockContentApi, renderWithSite } from '../test/render';
import { resetDonationWidgetForTests, type DonationWidgetOptions } from './widget-loader';

const LOCAL = { provider: 'local', publicKey: 'pk', widgetScript: '/api/donations/local-provider/widget.js', testMode: false };
const donate: ContentBlock = { type: 'donation_form', id: 'd', variant: 'memorial', title: 'Jetzt spenden', text: '<p>Jeder Franken hilft.</p>', campaign: 'weihnachtsaktion-2023' };
const show = (blocks: ContentBlock[], path = '/spenden') => renderWithSite(<Blocks blocks={blocks} />, path);

const scripts = () => Array.from(document.head.querySelectorAll('script[data-donation-widget]')) as HTMLScriptElement[];
/** Plays the browser: the script arrives and registers the provider's widget. */
function loadScript(mount = jest.fn((element: HTMLElement, _options: DonationWidgetOptions) => {
    element.innerHTML = '<label>Betrag <input name="amount"></label>';
    return { unmount: () => (element.innerHTML = '') };
  })) {
  window.DonationWidget = { mount };
  act(() => {
    scripts()[0].dispatchEvent(new Event('load'));
  });
  return mount;
}
function setMobile(mobile: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: mobile && query === '(pointer: coarse)', media: query })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  resetDonationWidgetForTests();
  setMobile(false);
});

describe('donation form block', () => {
  test('loads the config, injects the widget script once and mounts the widget with variant, campaign and language', async () => {
    mockContentApi([{ path: '/donations/config', data: LOCAL }]);
    const { container, unmount } = show([donate, { ...donate, id: 'd2', title: 'Gönnerschaft' }], '/fr/spenden');
    expect((await screen.findAllByRole('status'))[0]).toHaveTextContent('Das Spendenformular wird geladen…');
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0].getAttribute('src')).toBe('/api/donations/local-provider/widget.js');
    const mount = loadScript();
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(2));
    expect(mount.mock.calls[0][1]).toEqual({ variant: 'memorial', campaign: 'weihnachtsaktion-2023', lang: 'fr', publicKey: 'pk', testMode: false, mobile: false });
    expect(screen.getAllByRole('group', { name: 'Spendenformular' })[0]).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Jetzt spenden' })).toBeInTheDocument();
    expect(screen.queryByText('Das Spendenformular wird geladen…')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    // A later visit reuses the loaded script.
    show([donate]);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(3));
    expect(scripts()).toHaveLength(1);
  });

  test('on mobile the widget is told so (it offers TWINT)', async () => {
    setMobile(true);
    mockContentApi([{ path: '/donations/config', data: LOCAL }]);
    show([donate]);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const mount = loadScript();
    await waitFor(() => expect(mount).toHaveBeenCalled());
    expect(mount.mock.calls[0][1]).toMatchObject({ mobile: true });
  });

  test('no provider configured: a clear note, no script', async () => {
    mockContentApi([{ path: '/donations/config', data: { provider: null, publicKey: null, widgetScript: null, testMode: false } }]);
    const { container } = show([donate]);
    expect(await screen.findByText('Online spenden ist zurzeit leider nicht möglich. Bitte versuchen Sie es später erneut.')).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('the script fails to load, or the config cannot be read: the same note', async () => {
    mockContentApi([{ path: '/donations/config', data: LOCAL }]);
    show([donate]);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    act(() => {
      scripts()[0].dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(/Online spenden ist zurzeit leider nicht möglich/)).toBeInTheDocument();

    resetDonationWidgetForTests();
    mockContentApi([{ path: '/donations/config', status: 500 }]);
    show([{ ...donate, id: 'other' }]);
    await waitFor(() => expect(screen.getAllByText(/Online spenden ist zurzeit leider nicht möglich/)).toHaveLength(2));
  });
});

describe('christmas campaign block', () => {
  test.each([
    ['info', 'Weihnachtsaktion'],
    ['company', 'Weihnachtsaktion für Unternehmen'],
  ] as const)('%s variant: title, text, and a candle hidden from assistive technology', async (variant, eyebrow) => {
    mockContentApi([]);
    const { container } = show([{ type: 'christmas_campaign', id: 'c', variant, title: 'Ein Licht schenken', text: '<p>Zünden Sie ein Licht an.</p>' }], '/weihnachtsaktion-2023');
    expect(await screen.findByRole('region', { name: 'Ein Licht schenken' })).toHaveAttribute('data-variant', variant);
    expect(screen.getByText(eyebrow, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Zünden Sie ein Licht an.')).toBeInTheDocument();
    expect(screen.getByTestId('candle')).toHaveAttribute('aria-hidden', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('the flame stops under prefers-reduced-motion (CSS)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const css: string = require('node:fs').readFileSync(require('node:path').join(__dirname, 'donations.module.css'), 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(css).toMatch(/\.flame \{[^}]*animation: flicker/);
    expect(reduced).toMatch(/^@media \(prefers-reduced-motion: reduce\) \{\s*\.flame \{\s*animation: none;/);
  });
});

describe('donor list block', () => {
  const list: ContentBlock = { type: 'donor_list', id: 'l', title: 'Sie haben ein Licht geschenkt', campaign: 'weihnachtsaktion-2023' };

  test('the names, newest first as the API gives them', async () => {
    const requested = mockContentApi([{ path: '/donations/donors?campaign=weihnachtsaktion-2023', data: { names: ['Anna M.', 'Beat K.'] } }]);
    const { container } = show([list]);
    const names = await screen.findAllByRole('listitem');
    expect(names.map((item) => item.textContent)).toEqual(['Anna M.', 'Beat K.']);
    expect(screen.getByRole('region', { name: 'Sie haben ein Licht geschenkt' })).toContainElement(names[0]);
    expect(requested).toEqual(['/donations/donors?campaign=weihnachtsaktion-2023']);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('loading, empty and error states', async () => {
    mockContentApi([{ path: /donors/, pending: true }]);
    const { unmount } = show([list]);
    expect(screen.getByRole('status')).toHaveTextContent('Die Spenderliste wird geladen…');
    unmount();
    mockContentApi([{ path: /donors/, data: { names: [] } }]);
    const second = show([{ ...list, title: null }]);
    expect(await screen.findByText('Noch stehen keine Namen auf der Liste. Ihre Spende könnte die erste sein.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Herzlichen Dank an unsere Spenderinnen und Spender' })).toBeInTheDocument();
    second.unmount();
    mockContentApi([{ path: /donors/, status: 500 }]);
    show([list]);
    expect(await screen.findByText('Die Spenderliste konnte nicht geladen werden.')).toBeInTheDocument();
  });
});
