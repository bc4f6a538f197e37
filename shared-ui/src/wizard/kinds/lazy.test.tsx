import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { answerEquals } from '@portal/shared-domain/wizard-core';
import { startWizard } from '@portal/shared-domain/wizard';
import { renderIntl } from '../../form/test-utils';
import { WizardView } from '../WizardView';
import { context, t, testFlow } from './test-flow';

/** A date, then an upload (preloaded while the date is shown); a budget is reached only by a jump. */
const flow = testFlow('lazy-kinds-test', [
  { code: 'BG100', path: 'datum', title: t('Datum'), fields: [{ name: 'date', kind: 'date', label: t('Datum') }] },
  { code: 'BG360', path: 'liste', title: t('Liste'), fields: [{ name: 'participantList', kind: 'file-select', label: t('Liste') }] },
  { code: 'BG700', path: 'budget', title: t('Budget'), fields: [{ name: 'expenses', kind: 'budget', label: t('Ausgaben') }] },
]);
const state = startWizard(flow, { application: { id: 1, status: 'accepted' }, statement: {} }, context);
const props = { flow, state, context, onSave: jest.fn(), onNavigate: jest.fn(), upload: jest.fn() };

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('kinds with code of their own', () => {
  it('a page shows an announced loading status in the field’s place until its code is there', async () => {
    const { container } = renderIntl(<WizardView {...props} current="BG700" />);
    expect(screen.getByText('Das Eingabefeld wird geladen…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Budget' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /^Ausgaben/ })).toBeInTheDocument();
    expect(screen.queryByText('Das Eingabefeld wird geladen…')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the next page’s kinds download while a page is shown, so the next page renders its field at once', async () => {
    const { rerender, container } = renderIntl(<WizardView {...props} current="BG100" />);
    // The date page is filled in: its effect has started the upload's download, which arrives.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    rerender(<WizardView {...props} current="BG360" />);
    expect(screen.queryByText('Das Eingabefeld wird geladen…')).not.toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toHaveAccessibleName(/^Liste/);
  });
});

describe('questions with data of their own (`load`: the country list)', () => {
  /** A flow whose FE390 has data of its own, arriving when the test says. */
  function flowWithData() {
    const arrival: { arrive: () => void } = { arrive: () => undefined };
    const load = jest.fn(() => new Promise<void>((resolve) => (arrival.arrive = resolve)));
    const flow = testFlow(
      'question-data-test',
      [
        { code: 'FE370', path: 'inland', title: t('Inland'), fields: [{ name: 'home', kind: 'radio', label: t('Wo?'), options: [{ value: false, label: t('Im Ausland') }] }] },
        { code: 'FE390', path: 'land', title: t('Land'), load, fields: [{ name: 'country', kind: 'select', label: t('Land'), rules: [{ rule: 'required' }], options: [{ value: 250, label: t('Frankreich') }] }] },
        { code: 'FE900', path: 'pruefung', page: 'review', title: t('Datenprüfung') },
      ],
      { applicant: 'single-person', mode: 'application' },
    );
    const props = { flow, state: startWizard(flow, { application: { id: 'a1', country: 250 }, statement: null }, context), context, onNavigate: jest.fn(), upload: jest.fn() };
    return { load, arrival, props };
  }

  it('the page before starts the download; the page shows its fields only once the data is there, and saves nothing before', async () => {
    const { load, arrival, props } = flowWithData();
    const user = userEvent.setup();
    const onSave = jest.fn();
    const { rerender, container } = renderIntl(<WizardView {...props} onSave={onSave} current="FE370" />);
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<WizardView {...props} onSave={onSave} current="FE390" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Land' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    expect(screen.getByText('Die Eingabefelder werden geladen…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('combobox', { name: /Land/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByText(/Pflichtfeld/)).not.toBeInTheDocument();
    await act(async () => arrival.arrive());
    expect(screen.getByRole('combobox', { name: /Land/ })).toBeInTheDocument();
    expect(screen.queryByText('Die Eingabefelder werden geladen…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the page after this one starts downloading too when only this page’s answer will show it', async () => {
    const load = jest.fn(() => Promise.resolve());
    const flow = testFlow(
      'hidden-next-test',
      [
        { code: 'FE370', path: 'inland', title: t('Inland'), fields: [{ name: 'abroad', kind: 'radio', label: t('Wo?'), options: [{ value: true, label: t('Im Ausland') }] }] },
        { code: 'FE390', path: 'land', title: t('Land'), load, visibleWhen: answerEquals('FE370.abroad', true), fields: [{ name: 'country', kind: 'file-select', label: t('Beleg') }] },
        { code: 'FE900', path: 'pruefung', page: 'review', title: t('Datenprüfung') },
      ],
      { applicant: 'single-person', mode: 'application' },
    );
    const props = { flow, state: startWizard(flow, { application: { id: 'a1' }, statement: null }, context), context, onSave: jest.fn(), onNavigate: jest.fn(), upload: jest.fn() };
    // FE390 is not shown yet (nothing answered), but it is the page that follows FE370 in the flow.
    const { rerender, container } = renderIntl(<WizardView {...props} current="FE370" />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    rerender(<WizardView {...props} current="FE390" />);
    expect(screen.queryByText(/wird(en)? geladen…/)).not.toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toHaveAccessibleName(/^Beleg/);
  });

  it('the review page, which validates and summarises every question, waits for all their data', async () => {
    const { load, arrival, props } = flowWithData();
    renderIntl(<WizardView {...props} onSave={jest.fn()} current="FE900" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ihre Angaben werden geladen…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Frankreich')).not.toBeInTheDocument();
    await act(async () => arrival.arrive());
    expect(screen.queryByText('Ihre Angaben werden geladen…')).not.toBeInTheDocument();
    expect(screen.getByText('Frankreich')).toBeInTheDocument();
  });
});
