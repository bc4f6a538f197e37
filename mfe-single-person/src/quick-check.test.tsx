import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { App } from './App';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

function renderQuickCheck() {
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={['/gesuche/kurzcheck/einzelperson']}>
        <App />
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** Moves the keyboard focus to the control with this accessible name (Tab only) and returns it. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, name: RegExp | string) {
  for (let i = 0; i < 60; i++) {
    await user.tab();
    const active = document.activeElement as HTMLElement | null;
    const label = active?.getAttribute('aria-label') ?? (active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null) ?? active?.textContent ?? '';
    if (typeof name === 'string' ? label.includes(name) : name.test(label)) return active!;
  }
  throw new Error(`no focusable control named ${String(name)}`);
}

beforeEach(() => jest.mocked(navigateToUrl).mockClear());

describe('quick check /gesuche/kurzcheck/einzelperson', () => {
  it('focuses the heading, shows the first question only and has no axe violations', async () => {
    const { container } = renderQuickCheck();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzcheck für Einzelpersonen' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Finanzen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Steuerbares Einkommen' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leads through all four questions by keyboard to the success pop-up and the application', async () => {
    const user = userEvent.setup();
    const { container } = renderQuickCheck();
    await tabTo(user, 'Rente der Invalidenversicherung (IV)');
    await user.keyboard(' ');
    expect(await screen.findByRole('heading', { level: 2, name: 'Steuerbares Einkommen' })).toBeInTheDocument();
    await tabTo(user, /Ich bin 18 oder älter/);
    await user.keyboard(' ');
    await tabTo(user, 'Eine Ferienreise');
    await user.keyboard(' ');
    // Tab reaches the group's first option; the arrows pass "In weniger als 6 Wochen" (a failing
    // answer) on the way: only the confirmed choice is evaluated (issue 14, item 13).
    await tabTo(user, 'Sie hat schon begonnen oder stattgefunden');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'In 6 Wochen oder später' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Unterstützung möglich!' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Gesuch stellen' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/einzelperson');
  });

  it.each([
    ['popup2', 'Finanzen', 'Nichts davon trifft zu', /Wir unterstützen Erwachsene mit einer Behinderung/],
  ])('shows %s right after a disqualifying first answer', async (_popup, _question, option, reason) => {
    const user = userEvent.setup();
    renderQuickCheck();
    await tabTo(user, option);
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The pop-up is reset, not the answer (spec 00 §4.6): the choice stays for the visitor to change;
    // the next question waits until the answers no longer fail.
    expect(screen.getByRole('checkbox', { name: option })).toBeChecked();
    expect(screen.queryByRole('heading', { level: 2, name: 'Steuerbares Einkommen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: option }));
    await user.click(screen.getByRole('checkbox', { name: 'Sozialhilfe' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Steuerbares Einkommen' })).toBeInTheDocument();
  });

  // Radio groups: Tab reaches the group, the arrow keys move to an option, Space confirms it.
  it.each([
    ['popup3', 1, 2, /liegt über unseren Grenzen/],
    ['popup4', 2, 3, /ausschliesslich Ferienreisen, Freizeitaktivitäten/],
    ['popup5', 3, 1, /mindestens 6 Wochen vor dem Beginn/],
  ])('shows %s with its reason and the contact link', async (_popup, failingQuestion, arrows, reason) => {
    const user = userEvent.setup();
    const { container } = renderQuickCheck();
    const firstOptions = ['Rente der Invalidenversicherung (IV)', 'Ich bin 18 oder älter', 'Eine Ferienreise', 'Sie hat schon begonnen oder stattgefunden'];
    for (const [index, option] of firstOptions.entries()) {
      await tabTo(user, option);
      if (index < failingQuestion) {
        await user.keyboard(' ');
        continue;
      }
      for (let i = 0; i < arrows; i++) await user.keyboard('{ArrowDown}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.keyboard(' ');
      break;
    }
    const dialog = await screen.findByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Antwort ändern' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weiter zum Gesuch' })).not.toBeInTheDocument();
  });

  it('arrow keys only move through the options; leaving the question confirms the choice (issue 14, item 13)', async () => {
    const user = userEvent.setup();
    renderQuickCheck();
    for (const option of ['Rente der Invalidenversicherung (IV)', 'Ich bin 18 oder älter', 'Eine Ferienreise']) {
      await tabTo(user, option);
      await user.keyboard(' ');
    }
    await tabTo(user, 'Sie hat schon begonnen oder stattgefunden');
    // Down to "Das Datum steht noch nicht fest", back up to "In weniger als 6 Wochen": two failing
    // options passed, no pop-up.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'In weniger als 6 Wochen' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Tab leaves the question: the choice stands and is evaluated.
    await user.tab();
    const dialog = await screen.findByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
    expect(within(dialog).getByText(/mindestens 6 Wochen vor dem Beginn/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The failing question stays on the screen to be changed.
    expect(screen.getByRole('heading', { level: 2, name: 'Eingabefrist' })).toBeInTheDocument();
    // Enter confirms too: back to "6 weeks or later" passes "less than 6 weeks" again silently.
    const radio = await tabTo(user, /^(In weniger als 6 Wochen|Sie hat schon begonnen oder stattgefunden)$/);
    if (!(radio as HTMLInputElement).checked) await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'In weniger als 6 Wochen' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Unterstützung möglich!' })).toBeInTheDocument();
  });
});
