import { screen } from '@testing-library/react';
import type { FieldDef } from '@portal/shared-domain/wizard-core';
import { renderIntl } from '../form/test-utils';
import { FieldRenderer } from './FieldRenderer';
import { KIND_RENDERERS } from './kinds';

const lines = { lineTypes: ['own', 'institutional'], freeLines: false };
const options = [
  { value: 'own', label: 'Eigenleistung' },
  { value: 'institutional', label: 'Beiträge von Institutionen' },
];

describe('FieldRenderer: budget wording', () => {
  // The budget's renderer is downloaded when first shown: the field is awaited.
  it('passes the field’s labels of the line-type select and the add button (income)', async () => {
    const field: FieldDef = {
      name: 'budget',
      kind: 'budget',
      label: 'Einnahmen',
      options,
      budget: { ...lines, chooseLabel: { de: 'Art der Einnahme', fr: 'Type de recette', it: 'Tipo di entrata' }, addLabel: { de: 'Einnahme hinzufügen', fr: 'Ajouter une recette', it: 'Aggiungere un’entrata' } },
    };
    renderIntl(<FieldRenderer kinds={KIND_RENDERERS} code="FE530" field={field} data={{ budget: [] }} errors={{}} onChange={() => undefined} />);
    expect(await screen.findByLabelText('Art der Einnahme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einnahme hinzufügen' })).toBeInTheDocument();
    expect(screen.queryByText('Ausgabe hinzufügen')).not.toBeInTheDocument();
  });

  it('keeps the expense wording without labels of its own', async () => {
    const field: FieldDef = { name: 'expenses', kind: 'budget', label: 'Ausgaben', options, budget: lines };
    renderIntl(<FieldRenderer kinds={KIND_RENDERERS} code="FE500" field={field} data={{ expenses: [] }} errors={{}} onChange={() => undefined} />);
    expect(await screen.findByLabelText('Art der Ausgabe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ausgabe hinzufügen' })).toBeInTheDocument();
  });
});

describe('FieldRenderer: (optional) only for fields an empty answer satisfies (spec 00 §2.17)', () => {
  // BE260's shape: receipts are needed while an expense line is above CHF 100.
  const receipts: FieldDef = {
    name: 'receipts',
    kind: 'text',
    label: 'Belege',
    rules: [
      {
        rule: 'custom',
        name: 'receipts-above-100',
        runOnEmpty: true,
        message: { de: 'Belege fehlen.', fr: 'Justificatifs manquants.', it: 'Giustificativi mancanti.' },
        test: (value, context) => {
          const lines = (context.records?.statement?.expenses ?? []) as Array<{ amount: number }>;
          return !lines.some((line) => line.amount > 100) || (typeof value === 'string' && value !== '');
        },
      },
    ],
  };
  const withExpense = (amount: number) => ({ application: {}, statement: { expenses: [{ amount }] } });

  it('a conditionally required field is not labelled (optional) while its condition holds', () => {
    renderIntl(<FieldRenderer kinds={KIND_RENDERERS} code="BE260" field={receipts} data={{ receipts: '' }} errors={{}} records={withExpense(300)} onChange={() => undefined} />);
    expect(screen.getByLabelText('Belege')).toBeInTheDocument();
    expect(screen.queryByText('(optional)')).not.toBeInTheDocument();
  });

  it('the same field is labelled (optional) when an empty answer passes', () => {
    renderIntl(<FieldRenderer kinds={KIND_RENDERERS} code="BE260" field={receipts} data={{ receipts: '' }} errors={{}} records={withExpense(50)} onChange={() => undefined} />);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });
});
