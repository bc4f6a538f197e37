import { groupQuickCheck, singlePersonQuickCheck as flow } from './__fixtures__/quick-checks';
import { answerQuickCheck, canMoveOn, dismissQuickCheckPopup, quickCheckPassed, startQuickCheck } from './quick-check';

describe('quick check evaluator (spec 00 §4.6, 01 §4.2)', () => {
  test('no pop-up while answers are fine and incomplete', () => {
    let state = startQuickCheck(flow);
    state = answerQuickCheck(flow, state, 'CE100', { finances: [2, 3] });
    expect(state.popup).toBeNull();
    expect(canMoveOn(state)).toBe(true);
  });

  test('rules are evaluated in order; the first match pops up and blocks moving on', () => {
    let state = startQuickCheck(flow);
    state = answerQuickCheck(flow, state, 'CE110', { taxableIncome: 99 });
    expect(state.popup).toEqual({ popup: 'popup3', kind: 'failure', triggeredBy: 'CE110' });
    expect(canMoveOn(state)).toBe(false);
    // finances 99 comes first in the order, even if income also fails.
    state = answerQuickCheck(flow, state, 'CE100', { finances: [1, 99] });
    expect(state.popup?.popup).toBe('popup2');
  });

  test('dismissing closes the pop-up and keeps the answer (spec 00 §4.6); a failing answer does not pass', () => {
    let state = answerQuickCheck(flow, startQuickCheck(flow), 'CE130', { deadline: 97 });
    expect(state.popup?.popup).toBe('popup5');
    state = dismissQuickCheckPopup(state);
    expect(state.popup).toBeNull();
    expect(state.answers.CE130).toEqual({ deadline: 97 });
    expect(canMoveOn(state)).toBe(true);
    expect(quickCheckPassed(flow, state)).toBe(false);
  });

  test('all four answered and eligible → success', () => {
    let state = startQuickCheck(flow);
    state = answerQuickCheck(flow, state, 'CE100', { finances: [2] });
    state = answerQuickCheck(flow, state, 'CE110', { taxableIncome: 1 });
    state = answerQuickCheck(flow, state, 'CE120', { reasonForRequest: 1 });
    expect(state.popup).toBeNull();
    state = answerQuickCheck(flow, state, 'CE130', { deadline: 1 });
    expect(state.popup).toEqual({ popup: 'popup1', kind: 'success', triggeredBy: 'CE130' });
  });

  test('group rules (spec 02 §4.2)', () => {
    const answer = (values: number[]) =>
      values.reduce((state, value, index) => answerQuickCheck(groupQuickCheck, state, `CG1${index}0`, { value }), startQuickCheck(groupQuickCheck));
    expect(answer([2, 1, 2, 1]).popup?.popup).toBe('popup1');
    expect(answer([2, 2]).popup?.popup).toBe('popup2');
    expect(answer([1, 2, 99]).popup?.popup).toBe('popup3');
    expect(answer([1, 2, 1, 98]).popup?.popup).toBe('popup4');
    expect(answer([1, 2, 1]).popup).toBeNull();
  });
});
