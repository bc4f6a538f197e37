import { answerQuickCheck, canMoveOn, dismissQuickCheckPopup, quickCheckPassed, startQuickCheck } from '@portal/shared-domain/wizard-core';
import { flowRoutes } from '@portal/shared-domain/wizard';
import { singlePersonRoutes } from '../../routes/single-person';
import type { QuickCheckState } from '../../wizard/types';
import { QUICK_CHECK_CODES as codes, singlePersonQuickCheck as flow } from './quick-check';

const answer = (state: QuickCheckState, code: string, data: Record<string, unknown>) => answerQuickCheck(flow, state, code, data);
type Answers = Record<'CE100' | 'CE110' | 'CE120' | 'CE130', Record<string, unknown>>;
const eligible: Answers = {
  CE100: { finances: [codes.finances['disability-insurance']] },
  CE110: { taxableIncome: codes.taxableIncome['for-me-adult'] },
  CE120: { reasonForRequest: codes.reasonForRequest['request-for-travel'] },
  CE130: { deadline: codes.deadline['event-within-6-weeks'] },
};
function answerAll(overrides: Partial<Answers> = {}): QuickCheckState {
  let state = startQuickCheck(flow);
  for (const [code, data] of Object.entries({ ...eligible, ...overrides })) state = answer(state, code, data);
  return state;
}

describe('single-person quick check (spec 01 §2.1, §4.2)', () => {
  test('four questions, one route, the option codes of the decision record', () => {
    expect(flow.questions.map((q) => [q.code, q.fields[0].name])).toEqual([
      ['CE100', 'finances'],
      ['CE110', 'taxableIncome'],
      ['CE120', 'reasonForRequest'],
      ['CE130', 'deadline'],
    ]);
    expect(flowRoutes(flow)).toEqual([{ name: 'gesuche-kurzcheck-einzelperson', path: '/gesuche/kurzcheck/einzelperson' }]);
    expect(singlePersonRoutes.some((route) => route.name === 'gesuche-kurzcheck-einzelperson')).toBe(true);
    expect(flow.question('CE100').fields[0].options?.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 99]);
    expect(flow.question('CE110').fields[0].options?.map((o) => o.value)).toEqual([1, 2, 99]);
    expect(flow.question('CE120').fields[0].options?.map((o) => o.value)).toEqual([1, 2, 3, 99]);
    expect(flow.question('CE130').fields[0].options?.map((o) => o.value)).toEqual([98, 97, 1, 2]);
    for (const question of flow.questions) for (const option of question.fields[0].options ?? []) expect(option.label).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
  });

  test('no pop-up while answers are missing and none disqualifies', () => {
    let state = startQuickCheck(flow);
    state = answer(state, 'CE100', eligible.CE100);
    expect(state.popup).toBeNull();
    state = answer(state, 'CE110', eligible.CE110);
    state = answer(state, 'CE120', eligible.CE120);
    expect(state.popup).toBeNull();
    expect(canMoveOn(state)).toBe(true);
  });

  test('popup1 (success) once all four are answered and none fails', () => {
    expect(answerAll().popup).toEqual({ popup: 'popup1', kind: 'success', triggeredBy: 'CE130' });
    expect(answerAll({ CE130: { deadline: codes.deadline['do-not-know'] } }).popup?.popup).toBe('popup1');
    expect(answerAll({ CE110: { taxableIncome: codes.taxableIncome['for-child'] } }).popup?.popup).toBe('popup1');
  });

  test('popup2: finances include “none of these” (99), right after the first answer', () => {
    const state = answer(startQuickCheck(flow), 'CE100', { finances: [codes.finances['social-aid'], codes.finances['no-options-apply']] });
    expect(state.popup).toEqual({ popup: 'popup2', kind: 'failure', triggeredBy: 'CE100' });
    expect(canMoveOn(state)).toBe(false);
  });

  test('popup3: taxable income above the limits', () => {
    expect(answerAll({ CE110: { taxableIncome: codes.taxableIncome['bigger-taxable-income'] } }).popup).toMatchObject({ popup: 'popup3', kind: 'failure' });
  });

  test('popup4: a reason other than holidays, leisure or a purchase', () => {
    expect(answerAll({ CE120: { reasonForRequest: codes.reasonForRequest['request-other'] } }).popup).toMatchObject({ popup: 'popup4', kind: 'failure' });
  });

  test('popup5: event past or within 5 weeks (codes from 97 fail)', () => {
    expect(answerAll({ CE130: { deadline: codes.deadline['event-within-5-weeks'] } }).popup).toMatchObject({ popup: 'popup5', kind: 'failure' });
    expect(answerAll({ CE130: { deadline: codes.deadline['event-past'] } }).popup).toMatchObject({ popup: 'popup5', kind: 'failure' });
  });

  test('CE130: the four options say what they mean, in time order without a gap at 5–6 weeks; less than 6 weeks fails', () => {
    const options = flow.question('CE130').fields[0].options ?? [];
    const label = (value: number) => (options.find((o) => o.value === value)?.label as { de: string }).de;
    expect(options.map((o) => (o.label as { de: string }).de)).toEqual([
      'Sie hat schon begonnen oder stattgefunden',
      'In weniger als 6 Wochen',
      'In 6 Wochen oder später',
      'Das Datum steht noch nicht fest',
    ]);
    // Each distance from today has exactly one truthful answer: < 6 weeks, or 6 weeks and more.
    expect(label(codes.deadline['event-within-5-weeks'])).toMatch(/weniger als 6 Wochen/);
    expect(label(codes.deadline['event-within-6-weeks'])).toMatch(/^In 6 Wochen oder später$/);
    // The spec's evaluation: a deadline code of 97 or more fails.
    for (const key of ['event-past', 'event-within-5-weeks'] as const) expect(answerAll({ CE130: { deadline: codes.deadline[key] } }).popup?.popup).toBe('popup5');
    for (const key of ['event-within-6-weeks', 'do-not-know'] as const) expect(answerAll({ CE130: { deadline: codes.deadline[key] } }).popup?.popup).toBe('popup1');
  });

  test('evaluation order: finances before income before reason before deadline', () => {
    const all = answerAll({
      CE100: { finances: [99] },
      CE110: { taxableIncome: 99 },
      CE120: { reasonForRequest: 99 },
      CE130: { deadline: 98 },
    });
    expect(all.popup?.popup).toBe('popup2');
    const fromIncome = answerAll({ CE110: { taxableIncome: 99 }, CE120: { reasonForRequest: 99 }, CE130: { deadline: 98 } });
    expect(fromIncome.popup?.popup).toBe('popup3');
    const fromReason = answerAll({ CE120: { reasonForRequest: 99 }, CE130: { deadline: 98 } });
    expect(fromReason.popup?.popup).toBe('popup4');
  });

  test('dismissing keeps every answer; the visitor changes the failing one and passes', () => {
    const failed = answerAll({ CE130: { deadline: codes.deadline['event-past'] } });
    const dismissed = dismissQuickCheckPopup(failed);
    expect(dismissed.popup).toBeNull();
    expect(dismissed.answers.CE130).toEqual({ deadline: codes.deadline['event-past'] });
    expect(dismissed.answers.CE120).toEqual(eligible.CE120);
    expect(canMoveOn(dismissed)).toBe(true);
    expect(quickCheckPassed(flow, dismissed)).toBe(false);
    const corrected = answer(dismissed, 'CE130', eligible.CE130);
    expect(corrected.popup?.popup).toBe('popup1');
    expect(quickCheckPassed(flow, corrected)).toBe(true);
  });
});
