import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startWizard } from '@portal/shared-domain/wizard';
import { renderIntl } from '../form/test-utils';
import { demoFlow } from './demo/demoFlow';
import { rememberFileName, trackUpload } from './file-names';
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

describe('save and next waits for a running upload (the file is not taken for a missing one)', () => {
  it('saves the question with the file once its upload has finished', async () => {
    const user = userEvent.setup();
    let finish: (value: { id: string; name: string }) => void = () => undefined;
    const upload = () => trackUpload(new Promise<{ id: string; name: string }>((resolve) => (finish = resolve)));
    const empty = startWizard(demoFlow, { application: {}, statement: null }, context);
    const state = { ...empty, answers: { ...empty.answers, D200: { reason: 'purchase' } } };
    const onSave = jest.fn();
    renderIntl(<WizardView flow={demoFlow} state={state} context={context} current="D310" onSave={onSave} onNavigate={jest.fn()} upload={upload} />);
    await user.upload(await screen.findByLabelText('Belege', { selector: 'input' }), new File(['%PDF'], 'quittung.pdf', { type: 'application/pdf' }));
    // The answer does not hold the file yet, so the button still reads "Weiter".
    await user.click(screen.getByRole('button', { name: /^(Speichern und weiter|Weiter)$/ }));
    expect(screen.getByText('Die Datei wird noch hochgeladen. Es geht weiter, sobald sie da ist …')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByText(/ist ein Pflichtfeld/)).not.toBeInTheDocument();
    await act(async () => finish({ id: 'u-9', name: 'quittung.pdf' }));
    expect(onSave).toHaveBeenCalledWith('D310', expect.objectContaining({ receipts: [expect.objectContaining({ id: 'u-9', name: 'quittung.pdf' })] }));
  });
});
