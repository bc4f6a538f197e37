import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { mockApi } from '../test/api-mock';
import { renderAt, renderWithSite } from '../test/render';
import { page } from '../test/fixtures';
import { NewsletterBlock } from './NewsletterBlock';
import { NewsletterPopup, POPUP_DELAY_MS } from './NewsletterPopup';
import { NEWSLETTER_POPUP_KEY } from './popup-flag';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const FAILURE = 'Ups, ein Fehler ist aufgetreten. Bitte versuchen Sie es nochmal. Tritt der Fehler erneut auf, helfen wir Ihnen gerne persönlich weiter.';
const showBlock = () => renderWithSite(<NewsletterBlock block={{ type: 'newsletter', id: 'n1', title: 'Newsletter abonnieren', text: '<p>Viermal im Jahr.</p>' }} />);

beforeEach(() => window.localStorage.clear());

async function fillIn(email = 'rita@example.org') {
  const u = userEvent.setup();
  await u.type(screen.getByRole('textbox', { name: 'E-Mail' }), email);
  await u.click(screen.getByRole('radio', { name: 'Frau' }));
  await u.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Rita');
  await u.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Muster');
  await u.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('newsletter form (spec 00 §3.11, §5.4, §8)', () => {
  test('only the e-mail at first; salutation, names and the button appear once an e-mail is entered', async () => {
    mockApi([]);
    const { container } = showBlock();
    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter abonnieren' })).toBeInTheDocument();
    expect(screen.getByText('Viermal im Jahr.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('autocomplete', 'email');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'E-Mail' }), 'r');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual(['Herr', 'Frau', 'Neutrale Anrede']);
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('validated with the catalogue before sending; focus goes to the first error', async () => {
    const { calls } = mockApi([]);
    showBlock();
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'rita@');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail muss eine gültige E-Mail-Adresse beinhalten.')).toBeInTheDocument();
    expect(screen.getByText('Anrede ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByText('Vorname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByText('Nachname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  test('a sign-up posts e-mail, gender (f), names; success asks to confirm and remembers the pop-up as done', async () => {
    const { calls } = mockApi([{ method: 'POST', path: '/newsletter/subscribe', status: 202, data: { ok: true } }]);
    showBlock();
    await fillIn();
    expect(await screen.findByRole('heading', { level: 3, name: 'Bitte bestätigen Sie Ihre Anmeldung' })).toBeInTheDocument();
    expect(screen.getByText(/Bestätigungslink geschickt.*Spam-Ordner/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/newsletter/subscribe' });
    expect(JSON.parse(String(calls[0].body))).toEqual({ email: 'rita@example.org', gender: 'f', firstname: 'Rita', lastname: 'Muster' });
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_KEY)).toBe('true');
  });

  test('a failure shows the catalogue’s text and keeps the form', async () => {
    mockApi([{ method: 'POST', path: '/newsletter/subscribe', status: 500 }]);
    showBlock();
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_KEY)).toBeNull();
  });

  test('a 422 puts the server’s message on its field', async () => {
    mockApi([{ method: 'POST', path: '/newsletter/subscribe', status: 422, body: { message: 'Ungültig', data: { errors: { email: ['E-Mail wird nicht angenommen.'] } } } }]);
    showBlock();
    await fillIn();
    expect(await screen.findByText('E-Mail wird nicht angenommen.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveFocus();
  });
});

describe('newsletter pop-up (spec 00 §2.5, §4.10, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const popup = (fields: Parameters<typeof page>[0] = {}) => {
    mockApi([]);
    return renderWithSite(<NewsletterPopup page={page({ show_newsletter_popup: true, ...fields })} />);
  };
  // The dialog is its own chunk: let it arrive (microtasks run between the timers) before looking.
  const wait = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  const dialog = () => screen.queryByRole('dialog', { name: 'Bleiben Sie auf dem Laufenden' });

  test('opens after 15 s as a modal dialog and is remembered as shown', async () => {
    popup();
    await wait(POPUP_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_KEY)).toBeNull();
    await wait(1);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    // The form comes with the dialog's chunk.
    expect(await screen.findByRole('textbox', { name: 'E-Mail' })).toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_KEY)).toBe('true');
  });

  test('opens past 1500 px of scroll, judged at most every 100 ms', async () => {
    popup();
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    fireEvent.scroll(window);
    await wait(100);
    expect(dialog()).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 1501, configurable: true });
    fireEvent.scroll(window);
    await wait(99);
    expect(dialog()).toBeNull();
    await wait(1);
    expect(dialog()).not.toBeNull();
  });

  test('never without show_newsletter_popup, in preview, or when this browser saw it already', async () => {
    const without = popup({ show_newsletter_popup: false });
    await wait(POPUP_DELAY_MS);
    expect(dialog()).toBeNull();
    without.unmount();
    const preview = popup({ isPreview: true });
    await wait(POPUP_DELAY_MS);
    expect(dialog()).toBeNull();
    preview.unmount();
    window.localStorage.setItem(NEWSLETTER_POPUP_KEY, 'true');
    popup();
    await wait(POPUP_DELAY_MS);
    expect(dialog()).toBeNull();
  });

  test('Escape and the close button dismiss it; focus returns to where it was', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Vorher';
    document.body.appendChild(opener);
    opener.focus();
    popup();
    await wait(POPUP_DELAY_MS);
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  test('a CMS page with show_newsletter_popup brings it along', async () => {
    mockApi([{ path: '/pages/ueber-uns', data: page({ title: 'Über uns', url: '/ueber-uns', show_newsletter_popup: true }) }]);
    renderAt('/ueber-uns');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    await wait(POPUP_DELAY_MS);
    expect(dialog()).not.toBeNull();
  });

  test('the close button dismisses it', async () => {
    popup();
    await wait(POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(dialog()).toBeNull();
  });
});

describe('confirmation link /newsletter/bestaetigen (double opt-in)', () => {
  test('posts the token once and says the sign-up is confirmed', async () => {
    const { calls } = mockApi([{ method: 'POST', path: '/newsletter/confirm', data: { confirmed: true } }]);
    const { container } = renderAt('/newsletter/bestaetigen?token=abc123');
    // The page's code is a chunk of its own: the loading status first, then the page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter-Anmeldung' })).toBeInTheDocument();
    expect(await screen.findByText('Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /newsletter/confirm']);
    expect(JSON.parse(String(calls[0].body))).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('in French under /fr, an invalid or expired token reads as failure', async () => {
    mockApi([{ method: 'POST', path: '/newsletter/confirm', status: 404 }]);
    renderAt('/fr/newsletter/bestaetigen?token=alt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Bestätigungslink ist ungültig oder abgelaufen.');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/fr');
  });

  test('without a token nothing is posted and it fails at once', async () => {
    const { calls } = mockApi([]);
    renderAt('/newsletter/bestaetigen');
    expect(await screen.findByRole('alert')).toHaveTextContent('ungültig oder abgelaufen');
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
