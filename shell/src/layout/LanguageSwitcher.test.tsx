import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { axe } from 'jest-axe';
import { currentLang } from '@portal/shared-domain';
import { LanguageSwitcher, pathInLanguage } from './LanguageSwitcher';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };

describe('language switcher', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/gesuche/kurzcheck/gruppe?x=1');
    currentLang.set('de');
  });

  test('keeps the page, query and hash in the other language', () => {
    expect(pathInLanguage('fr', { pathname: '/gesuche', search: '?a=1', hash: '#b' })).toBe('/fr/gesuche?a=1#b');
    expect(pathInLanguage('de', { pathname: '/it/gesuche', search: '', hash: '' })).toBe('/gesuche');
    expect(pathInLanguage('it', { pathname: '/fr', search: '', hash: '' })).toBe('/it');
  });

  test('lists the other languages with accessible labels; choosing one remembers it and navigates', async () => {
    const { container } = render(
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        <LanguageSwitcher />
      </IntlProvider>,
    );
    const links = screen.getAllByRole('link');
    // The visible code starts the accessible name (WCAG 2.5.3 label in name; axe's experimental
    // label-content-name-mismatch needs a browser's layout: e2e/tests/language.spec.ts).
    expect(links.map((link) => link.textContent)).toEqual(['FR', 'IT']);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['FR – Sprache wechseln zu Französisch', 'IT – Sprache wechseln zu Italienisch']);
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/it/gesuche/kurzcheck/gruppe?x=1');
    expect(document.cookie).toContain('i18n_redirected=it');
    expect(document.documentElement.lang).toBe('it');
  });
});
