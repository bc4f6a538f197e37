import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { defineFlow, type Rule } from '@portal/shared-domain/wizard-core';
import { loadRecords, startWizard } from '@portal/shared-domain/wizard';
import { renderIntl } from '../form/test-utils';
import fr from '../i18n/compiled/fr.json';
import { WizardView } from './WizardView';

/** A limit that depends on another answer (like FE230's income limit on FE200's birthday). */
const incomeLimit: Rule = {
  rule: 'custom',
  name: 'income-limit',
  message: { de: 'Das Einkommen ist zu hoch.', fr: 'Le revenu est trop élevé.', it: 'Il reddito è troppo alto.' },
  test: (value, context) => Number(value) <= (Number(context.records?.application.age) < 18 ? 80000 : 40000),
};
const notPending: Rule = {
  rule: 'custom',
  name: 'not-pending',
  atSubmission: true,
  message: { de: 'Erst nach der Reise einreichen.', fr: 'Soumettre seulement après le voyage.', it: 'Inoltrare solo dopo il viaggio.' },
  test: (value) => value !== 'pending',
};

const flow = defineFlow({
  id: 'review-problems',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'application',
  paths: { base: '/gesuche/einzelperson', withId: '/gesuche/einzelperson/{id}' },
  steps: [
    {
      name: 'one',
      questions: [
        { code: 'A100', path: 'alter', title: 'Alter', save: { endpoint: '/age' }, fields: [{ name: 'age', kind: 'number', rules: [{ rule: 'required' }] }] },
        { code: 'A110', path: 'einkommen', title: 'Einkommen', save: { endpoint: '/income' }, fields: [{ name: 'income', kind: 'number', rules: [{ rule: 'required' }, incomeLimit] }] },
        {
          code: 'A120',
          path: 'stand',
          title: 'Stand',
          save: { endpoint: '/state' },
          fields: [{ name: 'state', kind: 'radio-group', rules: [{ rule: 'required' }, notPending], options: [{ value: 'done', label: 'Fertig' }, { value: 'pending', label: 'Offen' }] }],
        },
        { code: 'A130', path: 'notiz', title: 'Notiz', save: { endpoint: '/note' }, fields: [{ name: 'note', kind: 'text', rules: [{ rule: 'required' }] }] },
        { code: 'A200', path: 'pruefen', title: 'Angaben prüfen', page: 'review' },
      ],
    },
  ],
});

const context = { user: { email: 'anna@example.ch' }, now: new Date('2026-01-15T10:00:00Z') };

describe('review page: what stands between the applicant and the submission (issue 14, item 2)', () => {
  it('lists answers that broke a rule since they were saved, unanswered questions and submission-only rules; submits nothing', async () => {
    const user = userEvent.setup();
    // The income was fine for a 16-year-old; the age was corrected to 40 afterwards.
    const state = startWizard(flow, loadRecords({ id: 'a1', age: 40, income: 60000, state: 'pending' }, 'application'), context);
    const onComplete = jest.fn();
    const onNavigate = jest.fn();
    const { container } = renderIntl(<WizardView flow={flow} state={state} context={context} current="A200" onSave={jest.fn()} onNavigate={onNavigate} onComplete={onComplete} />);
    const box = screen.getByRole('heading', { name: 'Bevor Sie einreichen können' }).parentElement!;
    const items = within(box).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Einkommen: Das Einkommen ist zu hoch. Korrigieren Einkommen',
      'Stand: Erst nach der Reise einreichen. Korrigieren Stand',
      'Notiz: Diese Frage ist noch nicht beantwortet. Korrigieren Notiz',
    ]);
    await user.click(screen.getByRole('button', { name: 'Abschliessen und einreichen' }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith({ type: 'change', code: 'A110' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows no list and submits when every rule holds', async () => {
    const user = userEvent.setup();
    const state = startWizard(flow, loadRecords({ id: 'a1', age: 16, income: 60000, state: 'done', note: 'ok' }, 'application'), context);
    const onComplete = jest.fn();
    renderIntl(<WizardView flow={flow} state={state} context={context} current="A200" onSave={jest.fn()} onNavigate={jest.fn()} onComplete={onComplete} />);
    expect(screen.queryByRole('heading', { name: 'Bevor Sie einreichen können' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abschliessen und einreichen' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('in French, with the typographic space before the colon', () => {
    const state = startWizard(flow, loadRecords({ id: 'a1', age: 40, income: 60000, state: 'done', note: 'ok' }, 'application'), context);
    render(
      <IntlProvider locale="fr" messages={fr}>
        <WizardView flow={flow} state={state} context={context} current="A200" onSave={jest.fn()} onNavigate={jest.fn()} onComplete={jest.fn()} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Avant de pouvoir soumettre' }).parentElement!.textContent).toContain('Einkommen\u00a0: Le revenu est trop élevé.');
  });
});
