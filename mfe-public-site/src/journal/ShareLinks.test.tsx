import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithSite } from '../test/render';
import { ShareLinks } from './ShareLinks';

const ENTRY_URL = 'http://localhost/fr/journal/erste-ferien-am-meer';
const enc = encodeURIComponent;

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

describe('share links of a journal entry', () => {
  test('plain share links with the absolute URL, opened in a new tab with rel noopener and saying so', async () => {
    const { container } = renderWithSite(<ShareLinks title="Rita sieht das Meer" path="/journal/erste-ferien-am-meer" />, '/fr/journal/erste-ferien-am-meer');
    const share = screen.getByRole('region', { name: 'Beitrag teilen' });
    const expected: [string, string][] = [
      ['Auf WhatsApp teilen', `https://wa.me/?text=${enc(`Rita sieht das Meer ${ENTRY_URL}`)}`],
      ['Auf Facebook teilen', `https://www.facebook.com/sharer/sharer.php?u=${enc(ENTRY_URL)}`],
      ['Auf LinkedIn teilen', `https://www.linkedin.com/sharing/share-offsite/?url=${enc(ENTRY_URL)}`],
      ['Auf X teilen', `https://x.com/intent/post?url=${enc(ENTRY_URL)}&text=${enc('Rita sieht das Meer')}`],
    ];
    for (const [name, href] of expected) {
      const link = within(share).getByRole('link', { name: `${name} (öffnet in einem neuen Tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    const mail = within(share).getByRole('link', { name: 'Per E-Mail teilen' });
    expect(mail).toHaveAttribute('href', `mailto:?subject=${enc('Rita sieht das Meer')}&body=${enc(`Diesen Beitrag möchte ich mit Ihnen teilen: ${ENTRY_URL}`)}`);
    expect(mail).not.toHaveAttribute('target');
    // No third-party script or frame: only links.
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  test("'Link kopieren' writes the URL to the clipboard and says so", async () => {
    const writeText = jest.fn(async () => undefined);
    setClipboard(writeText);
    renderWithSite(<ShareLinks title="Rita" path="/journal/erste-ferien-am-meer" />, '/fr/journal/erste-ferien-am-meer');
    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Der Link wurde kopiert.'));
    expect(writeText).toHaveBeenCalledWith(ENTRY_URL);
  });

  test('without the Clipboard API, or when it refuses, the visitor is told to copy the address by hand', async () => {
    setClipboard(undefined);
    const { unmount } = renderWithSite(<ShareLinks title="Rita" path="/journal/a" />);
    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Der Link konnte nicht kopiert werden.'));
    unmount();
    setClipboard(() => Promise.reject(new Error('denied')));
    renderWithSite(<ShareLinks title="Rita" path="/journal/a" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bitte kopieren Sie ihn aus der Adresszeile.'));
  });
});
