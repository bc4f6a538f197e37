import { answerEquals } from './conditions';
import { alignRepeat } from './kinds';
import { defineFlow } from './define-flow';
import type { FlowDef, QuestionDef } from './types';

const flowOf = (questions: QuestionDef[]): FlowDef => ({
  id: 'test',
  applicant: 'group',
  type: 'wizard',
  mode: 'application',
  paths: { base: '/gesuche/gruppe' },
  steps: [{ name: 'one', questions }],
});

describe('defineFlow', () => {
  test('normalises questions: step, index, page defaults, contact endpoint', () => {
    const flow = defineFlow(
      flowOf([
        { code: 'FG200', path: 'richtlinien-und-bedarf/richtlinien' },
        { code: 'FG600', path: 'kontaktdaten/kontaktdaten', fields: [{ name: 'contact', kind: 'contact', contact: { linkType: 'individual' } }] },
        { code: 'FG610', path: 'datenpruefung', page: 'review' },
      ]),
    );
    expect(flow.question('FG200')).toMatchObject({ step: 'one', index: 0, page: 'question', counted: true, routeName: 'gesuche-gruppe-id-richtlinien-und-bedarf-richtlinien' });
    expect(flow.question('FG600').save).toEqual({ endpoint: '/contacts' });
    expect(flow.question('FG610').counted).toBe(false);
  });

  test('refuses broken definitions at load time', () => {
    expect(() => defineFlow(flowOf([{ code: 'A100' }, { code: 'A100' }]))).toThrow('declared twice');
    expect(() => defineFlow(flowOf([{ code: 'A100', visibleWhen: answerEquals('B100.x', 1) }]))).toThrow('unknown question B100');
    expect(() => defineFlow(flowOf([{ code: 'A100', fields: [{ name: 'y', kind: 'text' }] }, { code: 'A110', visibleWhen: answerEquals('A100.x', 1) }]))).toThrow('unknown field A100.x');
    expect(() => defineFlow(flowOf([{ code: 'A100', fields: [{ name: 'x', kind: 'text' }], visibleWhen: answerEquals('A100.x', 1) }]))).toThrow('depends on itself');
    expect(() => defineFlow(flowOf([{ code: 'A100', fields: [{ name: 'c', kind: 'contact' }] }]))).toThrow('linkType');
    expect(() => flowOf([]) && defineFlow(flowOf([])).question('X')).toThrow('unknown question X');
  });

  test('a repeat field may iterate over an answer of another record (a statement over the application)', () => {
    const criteria = { name: 'inclusionCriteria', kind: 'checkbox-group' as const, source: 'application' as const, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] };
    const flow = defineFlow({
      ...flowOf([{ code: 'BP400', path: 'nachweis', fields: [{ name: 'proof', kind: 'repeat', repeat: { over: 'FP380.inclusionCriteria', overField: criteria, fields: [{ name: 'value', kind: 'textarea' }] } }] }]),
      mode: 'statement',
    });
    const field = flow.question('BP400').fields[0];
    expect(field.repeat!.itemOptions).toEqual(criteria.options);
    const records = { application: { inclusionCriteria: ['b'] }, statement: { proof: [{ criteria: 'a', value: 'x' }] } };
    expect(alignRepeat(field, records.statement.proof, records)).toEqual([{ criteria: 'b', value: null }]);
    expect(() => defineFlow(flowOf([{ code: 'BP400', fields: [{ name: 'proof', kind: 'repeat', repeat: { over: 'FP380.inclusionCriteria', fields: [] } }] }]))).toThrow('repeats over unknown field');
  });
});
