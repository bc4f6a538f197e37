import { screen } from '@testing-library/react';
import type { FieldDef } from '@portal/shared-domain/wizard';
import { renderIntl } from '../form/test-utils';
import { FieldRenderer } from './FieldRenderer';

const lines = { lineTypes: ['own', 'institutional'], freeLines: false };
const options = [
  { value: 'own', label: 'Eigenleistung' },
  { value: 'institutional', label: 'Beiträge von Institutionen' },
];

describe('FieldRenderer: budget wording', () => {
  it('passes the field’s labels of the line-type select and the add button (income)', () => {
    const field: FieldDef = {
      name: 'budget',
      kind: 'budget',
      label: 'Einnahmen',
      options,
      budget: { ...lines, chooseLabel: { de: 'Art der Einnahme', fr: 'Type de recette', it: 'Tipo di entrata' }, addLabel: { de: 'Einnahme hinzufügen', fr: 'Ajouter une recette', it: 'Aggiungere un’entrata' } },
    };
    renderIntl(<FieldRenderer code="FE530" field={field} data={{ budget: [] }} errors={{}} onChange={() => undefined} />);
    expect(screen.getByLabelText('Art der Einnahme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einnahme hinzufügen' })).toBeInTheDocument();
    expect(screen.queryByText('Ausgabe hinzufügen')).not.toBeInTheDocument();
  });

  it('keeps the expense wording without labels of its own', () => {
    const field: FieldDef = { name: 'expenses', kind: 'budget', label: 'Ausgaben', options, budget: lines };
    renderIntl(<FieldRenderer code="FE500" field={field} data={{ expenses: [] }} errors={{}} onChange={() => undefined} />);
    expect(screen.getByLabelText('Art der Ausgabe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ausgabe hinzufügen' })).toBeInTheDocument();
  });
});
