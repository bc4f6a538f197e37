import { screen } from '@testing-library/react';
import { startWizard } from '@portal/shared-domain/wizard';
import { renderIntl } from '../form/test-utils';
import { demoFlow } from './demo/demoFlow';
import { rememberFileName } from './file-names';
import { WizardView } from './WizardView';

const context = { user: null, now: new Date('2026-01-15T10:00:00Z') };
const ID = '3f0c1a9e-1111-4222-8333-444455556666';

function review() {
  const empty = startWizard(demoFlow, { application: {}, statement: null }, context);
  const state = { ...empty, answers: { ...empty.answers, D200: { reason: 'purchase' }, D310: { receipts: [{ id: ID }] } } };
  return renderIntl(<WizardView flow={demoFlow} state={state} context={context} current="D500" onSave={jest.fn()} onNavigate={jest.fn()} onComplete={jest.fn()} />);
}

describe('review page: files by their names, never ids (issue 14, item 14)', () => {
  it('names a file uploaded in this session, and an older one as "uploaded file"', () => {
    const { unmount } = review();
    expect(screen.getByText('Hochgeladene Datei')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(ID.slice(0, 8)))).not.toBeInTheDocument();
    unmount();
    rememberFileName(ID.toUpperCase(), 'quittung.pdf');
    review();
    expect(screen.getByText('quittung.pdf')).toBeInTheDocument();
  });
});
