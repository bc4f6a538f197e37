import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { startWizard } from '@portal/shared-domain/wizard';
import { renderIntl } from '../../form/test-utils';
import { WizardView } from '../WizardView';
import { context, t, testFlow } from './test-flow';

/** A statement with the kinds the group and project flows need, and BG510's proof per criterion. */
const flow = testFlow('kinds-test', [
  {
    code: 'BG500',
    path: 'kriterien',
    fields: [
      {
        name: 'inclusionCriteria',
        kind: 'checkbox-group',
        label: t('Inklusionsansätze'),
        options: [
          { value: 'mixed-composition', label: t('Gemischte Gruppe') },
          { value: 'other', label: t('Anderer Ansatz') },
        ],
      },
    ],
  },
  {
    code: 'BG510',
    path: 'nachweis',
    title: t('Nachweis je Kriterium'),
    fields: [
      {
        name: 'evidenceOfInclusionCriteria',
        kind: 'repeat',
        label: t('Nachweise'),
        rules: [{ rule: 'required' }],
        repeat: { over: 'BG500.inclusionCriteria', fields: [{ name: 'value', kind: 'textarea', label: t('Nachweis'), rules: [{ rule: 'required' }] }] },
      },
    ],
  },
  {
    code: 'BG360',
    path: 'liste',
    title: t('Teilnehmendenliste'),
    fields: [{ name: 'participantList', kind: 'file-select', label: t('Liste'), sendAs: 'participantListDocumentId', readFrom: 'participantListDocumentId' }],
  },
  {
    code: 'BG570',
    path: 'logo',
    title: t('Logo'),
    fields: [
      { name: 'organizationLogo', kind: 'file-or-none', label: t('Logo Ihrer Organisation'), rules: [{ rule: 'required' }], none: { key: 'noOrganizationLogo', label: t('Wir haben kein Logo') } },
      { name: 'institutionsRequested', kind: 'name-list-or-none', label: t('Angefragte Institutionen'), rules: [{ rule: 'required' }], list: { nameLabel: t('Institution'), addLabel: t('Institution hinzufügen'), noneLabel: t('Keine Anfragen hängig') } },
      { name: 'donations', kind: 'name-amount-list', label: t('Institutionelle Spenden'), list: { nameLabel: t('Name'), addLabel: t('Spende hinzufügen') } },
    ],
  },
]);

const state = startWizard(flow, { application: { id: 1, status: 'accepted' }, statement: { inclusionCriteria: ['mixed-composition', 'other'] } }, context);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
});

describe('files uploaded in an earlier session', () => {
  it('show the name this browser knows, else "Hochgeladene Datei" (never the id)', async () => {
    const stored = startWizard(flow, { application: { id: 1, status: 'accepted' }, statement: { participantListDocumentId: '5b1e0c2a-0000-4000-8000-000000000009' } }, context);
    renderIntl(<WizardView flow={flow} state={stored} context={context} current="BG360" onSave={jest.fn()} onNavigate={jest.fn()} upload={jest.fn()} />);
    const list = await screen.findByRole('list', { name: 'Hochgeladene Dateien' });
    expect(list).toHaveTextContent('Hochgeladene Datei');
    expect(list).not.toHaveTextContent('5b1e0c2a');
    expect(screen.getByRole('button', { name: 'Hochgeladene Datei entfernen' })).toBeInTheDocument();
  });
});

describe('the repeat kind in the browser', () => {
  it('shows one criterion at a time with previous/next inside the page and saves the list of {criteria, value}', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    const { container } = renderIntl(<WizardView flow={flow} state={state} context={context} current="BG510" onSave={onSave} onNavigate={jest.fn()} />);
    expect(await screen.findByRole('heading', { level: 2, name: '1 von 2: Gemischte Gruppe' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByLabelText('Nachweis'), 'Alle wohnen zusammen');
    await user.click(screen.getByRole('button', { name: 'Nächstes Kriterium' }));
    expect(screen.getByRole('heading', { level: 2, name: '2 von 2: Anderer Ansatz' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nachweis')).toHaveValue('');
    // Submitting with the second proof missing shows its error on that item.
    await user.click(screen.getByRole('button', { name: 'Vorheriges Kriterium' }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 2, name: '2 von 2: Anderer Ansatz' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nachweis'), 'Selbst geplant');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(onSave).toHaveBeenCalledWith('BG510', {
      evidenceOfInclusionCriteria: [
        { criteria: 'mixed-composition', value: 'Alle wohnen zusammen' },
        { criteria: 'other', value: 'Selbst geplant' },
      ],
    });
  });

  it('renders file-or-none, name-list-or-none and name-amount-list by keyboard', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    const { container } = renderIntl(<WizardView flow={flow} state={state} context={context} current="BG570" onSave={onSave} onNavigate={jest.fn()} upload={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Spende hinzufügen' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('checkbox', { name: 'Wir haben kein Logo' }));
    expect(screen.queryByLabelText(/Logo Ihrer Organisation/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Keine Anfragen hängig' }));
    await user.click(screen.getByRole('button', { name: 'Spende hinzufügen' }));
    await user.type(screen.getByLabelText('Name 1'), 'Pro Infirmis');
    await user.type(screen.getByLabelText('Betrag in CHF'), '1200');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(onSave).toHaveBeenCalledWith('BG570', {
      organizationLogo: { file: null, none: true },
      institutionsRequested: [],
      donations: [{ name: 'Pro Infirmis', amount: '1200' }],
    });
  });
});
