import { screen } from '@testing-library/react';
import { groupFlows } from '@portal/shared-domain/flows/group';
import { projectFlows } from '@portal/shared-domain/flows/project';
import { singlePersonFlows } from '@portal/shared-domain/flows/single-person';
import type { FieldDef } from '@portal/shared-domain/wizard-core';
import { renderIntl } from '../../form/test-utils';
import { FieldRenderer } from '../FieldRenderer';
import { QUICK_CHECK_KINDS } from './choice';

describe('a quick check renders the choice kinds only', () => {
  it.each([
    ['single person', singlePersonFlows.quickCheck],
    ['group', groupFlows.quickCheck],
    ['project', projectFlows.quickCheck],
  ])('%s: every field of the quick check has a renderer on its page', async (_name, load) => {
    const flow = await load();
    const kinds = flow.questions.flatMap((question) => question.fields.map((field) => field.kind));
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.filter((kind) => !(kind in QUICK_CHECK_KINDS))).toEqual([]);
  });

  it('refuses a kind that is not loaded on the page, by name', () => {
    const field: FieldDef = { name: 'amount', kind: 'number', label: 'Betrag' };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderIntl(<FieldRenderer kinds={QUICK_CHECK_KINDS} code="Q1" field={field} data={{}} errors={{}} onChange={() => undefined} />)).toThrow(
      'FieldRenderer: no renderer for field kind number on this page',
    );
  });

  it('renders a checkbox group with the light kit', () => {
    const field: FieldDef = { name: 'needs', kind: 'checkbox-group', label: 'Was trifft zu?', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] };
    renderIntl(<FieldRenderer kinds={QUICK_CHECK_KINDS} code="Q2" field={field} data={{ needs: ['b'] }} errors={{}} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: /Was trifft zu\?/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'B' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A' })).not.toBeChecked();
  });
});
