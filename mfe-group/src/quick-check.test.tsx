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
      <MemoryRouter initialEntries={['/gesuche/kurzcheck/gruppe']}>
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

/** Answers the questions in order by keyboard: Tab to the group's first option, arrows, Space. */
async function answer(user: ReturnType<typeof userEvent.setup>, answers: Array<[string, number]>) {
  for (const [firstOption, arrows] of answers) {
    await tabTo(user, firstOption);
    for (let i = 0; i < arrows; i++) await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
  }
}

const ADULTS = 'Ja';
beforeEach(() => jest.mocked(navigateToUrl).mockClear());

describe('group quick check /gesuche/kurzcheck/gruppe', () => {
  it('focuses the heading, shows the first question only and has no axe violations', async () => {
    const { container } = renderQuickCheck();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzcheck für Gruppen' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Finanzen der Erwachsenen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Finanzen der Kinder' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leads by keyboard to the success pop-up and the application', async () => {
    const user = userEvent.setup();
    const { container } = renderQuickCheck();
    // Adults yes, children no, a multi-day trip, 10 weeks or later.
    await answer(user, [[ADULTS, 0], [ADULTS, 1], ['Eine mehrtägige Gruppenreise', 0], ['Sie hat schon begonnen oder stattgefunden', 2]]);
    const dialog = await screen.findByRole('dialog', { name: 'Unterstützung möglich!' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Gesuch stellen' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/gruppe');
  });

  it.each([
    ['popup2: finances', [[ADULTS, 1], [ADULTS, 1]] as Array<[string, number]>, /Wir unterstützen Gruppen, deren Teilnehmende/],
    ['popup3: reason', [[ADULTS, 0], [ADULTS, 0], ['Eine mehrtägige Gruppenreise', 2]] as Array<[string, number]>, /ausschliesslich mehrtägige Gruppenreisen/],
    ['popup4: deadline', [[ADULTS, 0], [ADULTS, 0], ['Eine mehrtägige Gruppenreise', 1], ['Sie hat schon begonnen oder stattgefunden', 1]] as Array<[string, number]>, /mindestens 10 Wochen vor Beginn/],
  ])('%s fails with its reason and the contact link; dismissing keeps the answers', async (_name, answers, reason) => {
    const user = userEvent.setup();
    const { container } = renderQuickCheck();
    await answer(user, answers);
    const dialog = await screen.findByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"the date is not fixed yet" neither fails nor succeeds', async () => {
    const user = userEvent.setup();
    renderQuickCheck();
    await answer(user, [[ADULTS, 0], [ADULTS, 0], ['Eine mehrtägige Gruppenreise', 0], ['Sie hat schon begonnen oder stattgefunden', 3]]);
    expect(screen.getByRole('radio', { name: 'Das Datum steht noch nicht fest' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
