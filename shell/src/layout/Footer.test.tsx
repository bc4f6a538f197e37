import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { currentLang, siteContent, type NavigationPage } from '@portal/shared-domain';
import { Footer, footerLinks } from './Footer';
import { footerColumns } from './site-navigation';
import { links, navigation } from './site-content.fixtures';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

function renderFooter() {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <Footer />
    </IntlProvider>,
  );
}

const top = (count: number): NavigationPage[] =>
  Array.from({ length: count }, (_, index) => ({ title: `Seite ${index + 1}`, url: `/seite-${index + 1}`, externalLink: null, isPage: true, children: [] }));

beforeEach(() => currentLang.set('de'));

describe('footer (spec 00 §2.6)', () => {
  test('the navigation in columns: each top page in bold, then its children, internal or external', async () => {
    siteContent.set({ lang: 'de', navigation, links, cookies: null, status: 'ready' });
    const { container } = renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Fusszeile' });
    const columns = within(nav).getAllByTestId('footer-column');
    expect(columns).toHaveLength(3);
    const first = within(columns[0]);
    expect(first.getByRole('link', { name: 'Über uns' })).toHaveClass('top');
    expect(first.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/ueber-uns/team');
    expect(within(columns[1]).getByText('Angebote')).toHaveClass('top');
    expect(within(columns[1]).getByRole('link', { name: 'Partnerorganisation' })).toHaveAttribute('href', 'https://partner.example.org/');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('never more than 4 columns, and every top page in one of them', () => {
    siteContent.set({ lang: 'de', navigation: top(5), links, cookies: null, status: 'ready' });
    renderFooter();
    const columns = screen.getAllByTestId('footer-column');
    expect(columns).toHaveLength(4);
    expect(columns.flatMap((column) => within(column).getAllByRole('link').map((link) => link.textContent))).toEqual(top(5).map((page) => page.title));
    expect(footerColumns(top(2), 4)).toHaveLength(2);
    expect(footerColumns(top(7), 4).map((column) => column.length)).toEqual([2, 2, 2, 1]);
    expect(footerColumns(top(12), 4).map((column) => column.length)).toEqual([3, 3, 3, 3]);
    expect(footerColumns([], 4)).toEqual([]);
  });

  test('only global footer links with both address and text; copyright; partner logos with the text beside the seal', () => {
    siteContent.set({ lang: 'de', navigation, links, cookies: null, status: 'ready' });
    currentLang.set('it');
    renderFooter();
    expect(footerLinks(links)).toEqual([
      { url: '/impressum', text: 'Impressum' },
      { url: 'https://example.org/agb', text: 'AGB' },
    ]);
    const legal = within(screen.getByRole('navigation', { name: 'Rechtliches' }));
    expect(legal.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Impressum', '/it/impressum'],
      ['AGB', 'https://example.org/agb'],
    ]);
    expect(screen.getByText(`© ${new Date().getFullYear()} Stiftung Ferien & Freizeit`)).toBeInTheDocument();
    const partners = within(screen.getByRole('region', { name: 'Partner' }));
    expect(partners.getByRole('img', { name: 'Medienpartner: Radio Helvetia' })).toBeInTheDocument();
    const seal = partners.getByRole('img', { name: /Gütesiegel/ });
    expect(seal.parentElement).toHaveTextContent(links.text_right_from_zewo_logo as string);
  });

  test('while the content loads or failed: the legal pages, copyright and logos, no empty navigation', async () => {
    siteContent.set({ lang: 'de', navigation: [], links: null, cookies: null, status: 'loading' });
    const { container } = renderFooter();
    expect(screen.queryByRole('navigation', { name: 'Fusszeile' })).not.toBeInTheDocument();
    const legal = within(screen.getByRole('navigation', { name: 'Rechtliches' }));
    expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/kontakt', '/impressum', '/datenschutz', '/cookies']);
    expect(screen.getByRole('img', { name: 'Medienpartner: Radio Helvetia' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
