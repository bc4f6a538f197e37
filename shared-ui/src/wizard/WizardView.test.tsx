import { renderIntl } from '../form/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { type WizardState } from '@portal/shared-domain/wizard-core';
import { startWizard } from '@portal/shared-domain/wizard';
import { WizardView, type WizardViewProps } from './WizardView';
import { QuickCheckResult } from './QuickCheckResult';
import { DemoWizard } from './demo/DemoWizard';
import { demoFlow } from './demo/demoFlow';

const context = { user: null, now: new Date('2026-01-15T10:00:00Z') };
const empty = startWizard(demoFlow, { application: {}, statement: null }, context);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
});

function view(props: Partial<WizardViewProps> = {}) {
  const all: WizardViewProps = {
    flow: demoFlow,
    state: empty,
    context,
    current: 'D110',
    onSave: jest.fn(),
    onNavigate: jest.fn(),
    ...props,
  };
  return all;
}

describe('WizardView', () => {
  it('a contact step links to the contacts management, which links back to this step (issue 14, item 12)', () => {
    window.history.replaceState(null, '', '/gesuche/demo/a7/kontakt');
    const state = startWizard(demoFlow, { application: { id: 'a7' }, statement: null }, context);
    const { unmount } = renderIntl(<WizardView {...view({ state, current: 'D400' })} />);
    expect(screen.getByRole('link', { name: 'Kontakte verwalten' })).toHaveAttribute('href', '/gesuche/kontakte?application=a7&return=%2Fgesuche%2Fdemo%2Fa7%2Fkontakt');
    unmount();
    // Other steps, and a wizard before the application exists, have no such link.
    renderIntl(<WizardView {...view({ state, current: 'D110' })} />);
    expect(screen.queryByRole('link', { name: 'Kontakte verwalten' })).not.toBeInTheDocument();
  });

  it('a terminal page (thank-you, completion, cancellation) offers neither back nor next', () => {
    renderIntl(<WizardView {...view({ current: 'D510' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /weiter|Abschliessen/ })).not.toBeInTheDocument();
  });

  it('validates lazily on submit: error summary with links, scroll to the first error, focus', async () => {
    const user = userEvent.setup();
    const props = view();
    const { container } = renderIntl(<WizardView {...props} />);
    expect(screen.getByText('Frage 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail (optional)'), 'kein-mail');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Bitte korrigieren Sie Folgendes' })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#D110-name', '#D110-email']);
    expect(links[0]).toHaveTextContent('Name ist ein Pflichtfeld.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalled();
    expect(props.onSave).not.toHaveBeenCalled();
    await user.click(links[1]);
    expect(screen.getByLabelText('E-Mail (optional)')).toHaveFocus();
    expect(screen.getByLabelText('E-Mail (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('saves valid data with the keyboard and moves focus to the new heading on a step change', async () => {
    const user = userEvent.setup();
    const props = view();
    const { rerender } = renderIntl(<WizardView {...props} />);
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('Anna Muster{Enter}');
    expect(props.onSave).toHaveBeenCalledWith('D110', { name: 'Anna Muster', email: null });
    rerender(<WizardView {...props} current="D120" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wann sind Sie geboren?' })).toHaveFocus();
  });

  it('shows the saving state (busy, announced, inert buttons) and a save failure', async () => {
    const user = userEvent.setup();
    const props = view({ saving: true });
    const { rerender, container } = renderIntl(<WizardView {...props} />);
    expect(container.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Wird gespeichert…');
    const back = screen.getByRole('button', { name: 'Zurück' });
    expect(back).toHaveAttribute('aria-disabled', 'true');
    await user.click(back);
    expect(props.onNavigate).not.toHaveBeenCalled();
    rerender(<WizardView {...props} saving={false} saveError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ihre Angaben konnten nicht gespeichert werden.');
  });

  it('reports a rejected save as a failure', async () => {
    const user = userEvent.setup();
    const props = view({ onSave: jest.fn().mockRejectedValue(new Error('500')) });
    renderIntl(<WizardView {...props} />);
    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte versuchen Sie es erneut.');
  });

  it('lists only steps with visible questions, marks the current one and jumps; back and close navigate', async () => {
    const user = userEvent.setup();
    const props = view();
    renderIntl(<WizardView {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Schritte' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    expect(buttons[0]).toHaveAttribute('aria-current', 'step');
    expect(buttons[0]).toHaveAccessibleName('Person (aktueller Schritt)');
    expect(buttons[2]).toHaveAccessibleName('Budget (nicht begonnen)');
    await user.click(buttons[2]);
    expect(props.onNavigate).toHaveBeenLastCalledWith({ type: 'jump', step: 'demo.budget' });
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith({ type: 'back' });
    await user.click(screen.getByRole('button', { name: 'Assistent schliessen' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith({ type: 'close' });
  });

  it('offers "Weiter" without saving when nothing changed', async () => {
    const user = userEvent.setup();
    const state: WizardState = { ...empty, answers: { ...empty.answers, D110: { name: 'Anna', email: null } } };
    const props = view({ state });
    renderIntl(<WizardView {...props} />);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(props.onNavigate).toHaveBeenCalledWith({ type: 'next' });
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('builds the review page from the definitions with change buttons; hidden questions are left out', async () => {
    const user = userEvent.setup();
    const state: WizardState = {
      ...empty,
      answers: {
        ...empty.answers,
        D110: { name: 'Anna', email: 'anna@example.ch' },
        D200: { reason: 'leisure' },
        D300: { expenses: [{ type: 'accommodation', amount: '1200' }, { description: 'Eintritt', amount: 34.5 }] },
      },
    };
    const props = view({ state, current: 'D500', onComplete: jest.fn() });
    const { container } = renderIntl(<WizardView {...props} />);
    expect(screen.getByText('Anna')).toBeInTheDocument();
    expect(screen.getByText('Freizeitaktivität')).toBeInTheDocument();
    expect(screen.getByText("Unterkunft: CHF 1'200.00")).toBeInTheDocument();
    expect(screen.getByText("Total: CHF 1'234.50")).toBeInTheDocument();
    expect(screen.queryByText('Reisen Sie im Inland?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ändern Gesuchsgrund' }));
    expect(props.onNavigate).toHaveBeenCalledWith({ type: 'change', code: 'D200' });
    // Questions still open are listed with a way to them, and nothing is submitted.
    expect(screen.getByRole('heading', { name: 'Bevor Sie einreichen können' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abschliessen und einreichen' }));
    expect(props.onComplete).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('QuickCheckResult', () => {
  it('success: titled dialog with apply; failure: reason and contact call; Escape dismisses', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    const onApply = jest.fn();
    const { rerender, baseElement } = renderIntl(<QuickCheckResult kind="success" onDismiss={onDismiss} onApply={onApply} />);
    expect(screen.getByRole('dialog', { name: 'Unterstützung möglich!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gesuch stellen' }));
    expect(onApply).toHaveBeenCalled();
    rerender(<QuickCheckResult kind="failure" reason="Nur Ferien und Freizeit werden unterstützt." onDismiss={onDismiss} contactHref="/kontakt" />);
    const dialog = screen.getByRole('dialog', { name: 'Nicht alle Kriterien erfüllt!' });
    expect(dialog).toHaveTextContent('Nur Ferien und Freizeit werden unterstützt.');
    expect(dialog).toHaveTextContent('Bitte nehmen Sie mit uns Kontakt auf');
    expect(within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
    expect(await axe(baseElement)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe('DemoWizard', () => {
  it('runs through its first pages with the keyboard and the engine', async () => {
    const user = userEvent.setup();
    const { container } = renderIntl(<DemoWizard saveDelay={0} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Akzeptieren und weiter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ich habe die Informationen gelesen ist ein Pflichtfeld.');
    await user.click(screen.getByRole('checkbox', { name: 'Ich habe die Informationen gelesen' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wie heissen Sie?' })).toHaveFocus();
    expect(screen.getByText('Frage 1')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
