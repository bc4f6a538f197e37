import { defineFlow } from './define-flow';
import { startWizard } from './prefill';

const reads: string[] = [];
const flow = defineFlow({
  id: 'test',
  applicant: 'group',
  type: 'wizard',
  mode: 'application',
  paths: { base: '/gesuche/gruppe' },
  steps: [
    {
      name: 'one',
      questions: ['A100', 'A110', 'A120'].map((code) => ({
        code,
        fields: [{ name: `${code.toLowerCase()}Text`, kind: 'text' as const }],
        read: () => {
          reads.push(code);
          return {};
        },
      })),
    },
  ],
});
const context = { user: null, now: new Date('2026-01-15') };

describe('startWizard: answers prefilled when first asked for', () => {
  beforeEach(() => {
    reads.length = 0;
  });

  test('reads only the answers asked for, each once', () => {
    const state = startWizard(flow, { application: { a110Text: 'Bern' }, statement: null }, context);
    expect(reads).toEqual([]);
    expect(state.answers.A110).toEqual({ a110Text: 'Bern' });
    expect(state.answers.A110).toBe(state.answers.A110);
    expect(reads).toEqual(['A110']);
    expect('A120' in state.answers).toBe(true);
    expect('B100' in state.answers).toBe(false);
    expect(state.answers.B100).toBeUndefined();
    expect(reads).toEqual(['A110']);
  });

  test('keys, spread and JSON give every answer, as a plain record did', () => {
    const state = startWizard(flow, { application: { a100Text: 'x', a120Text: 'z' }, statement: null }, context);
    expect(Object.keys(state.answers)).toEqual(['A100', 'A110', 'A120']);
    const plain = { A100: { a100Text: 'x' }, A110: { a110Text: null }, A120: { a120Text: 'z' } };
    expect({ ...state.answers }).toEqual(plain);
    expect(JSON.parse(JSON.stringify(state.answers))).toEqual(plain);
    expect(reads.sort()).toEqual(['A100', 'A110', 'A120']);
  });

  test('a written answer is kept, not replaced by the records', () => {
    const state = startWizard(flow, { application: { a100Text: 'stored' }, statement: null }, context);
    state.answers.A100 = { a100Text: 'typed' };
    Object.defineProperty(state.answers, 'A110', { value: { a110Text: 'defined' }, enumerable: true, configurable: true, writable: true });
    expect({ ...state.answers }).toEqual({ A100: { a100Text: 'typed' }, A110: { a110Text: 'defined' }, A120: { a120Text: null } });
    expect(reads).toEqual(['A120']);
    delete state.answers.A120;
    expect(Object.keys(state.answers)).toEqual(['A100', 'A110']);
    expect(state.answers.A120).toBeUndefined();
  });
});
