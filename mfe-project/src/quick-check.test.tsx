import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { renderAt } from './test-utils';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const renderQuickCheck = (path = '/gesuche/kurzcheck/projekte', lang = 'de') => renderAt(path, lang);

/** Chooses an option of a question by keyboard: Tab into the group, arrows to the option, Space confirms. */
async function choose(user: ReturnType<typeof userEvent.setup>, question: string, option: string) {
  const group = await screen.findByRole('heading', { level: 2, name: question });
  const item = group.closest('li')!;
  const radios = within(item).getAllByRole('radio');
  for (let i = 0; i < 40 && !radios.includes(document.activeElement as HTMLInputElement); i++) await user.tab();
  const target = within(item).getByRole('radio', { name: option });
  for (let i = 0; i < radios.length && document.activeElement !== target; i++) await user.keyboard('{ArrowDown}');
  expect(target).toHaveFocus();
  await user.keyboard(' ');
}

beforeEach(() => jest.mocked(navigateToUrl).mockClear());

describe('quick check /gesuche/kurzcheck/projekte', () => {
  it('asks target group, lead, area and phase one after another and leads a project in planning to the application', async () => {
    const user = userEvent.setup();
    const { container } = renderQuickCheck();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzcheck für Projekte' })).toHaveFocus();
    expect(screen.queryByRole('heading', { level: 2, name: 'Projektleitung' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await choose(user, 'Zielgruppe', 'Ja');
    await choose(user, 'Projektleitung', 'Nein');
    await choose(user, 'Projektbereich', 'Ferien oder Freizeit');
    await choose(user, 'Eingabefrist', 'In Planung');
    const dialog = await screen.findByRole('dialog', { name: 'Unterstützung möglich!' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Gesuch stellen' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/gesuche/projekte');
  });

  it.each([
    ['popup2', [['Zielgruppe', 'Nein'], ['Projektleitung', 'Nein']], /richten oder von einer Person mit einer Behinderung geleitet werden/],
    ['popup3', [['Zielgruppe', 'Ja'], ['Projektleitung', 'Ja'], ['Projektbereich', 'Ein anderer Bereich']], /ausschliesslich Projekte in den Bereichen Ferien und Freizeit/],
    ['popup4', [['Zielgruppe', 'Ja'], ['Projektleitung', 'Ja'], ['Projektbereich', 'Ferien oder Freizeit'], ['Eingabefrist', 'Abgeschlossen']], /nur Projekte, die sich noch in der Planungsphase befinden/],
  ] as const)('%s: "Nicht alle Kriterien erfüllt!" with its reason; dismissing keeps the answers', async (_popup, answers, reason) => {
    const user = userEvent.setup();
    const { container } = renderQuickCheck();
    for (const [question, option] of answers) await choose(user, question, option);
    const dialog = await screen.findByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [lastQuestion, lastOption] = answers[answers.length - 1];
    const item = screen.getByRole('heading', { level: 2, name: lastQuestion }).closest('li')!;
    expect(within(item).getByRole('radio', { name: lastOption })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Weiter zum Gesuch' })).not.toBeInTheDocument();
  });

  it('speaks French under /fr', async () => {
    renderQuickCheck('/fr/gesuche/kurzcheck/projekte', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification rapide pour les projets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Groupe cible' })).toBeInTheDocument();
  });
});
