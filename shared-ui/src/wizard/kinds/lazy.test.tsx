import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
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
