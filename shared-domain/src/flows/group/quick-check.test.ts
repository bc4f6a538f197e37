import { answerQuickCheck, canMoveOn, dismissQuickCheckPopup, startQuickCheck } from '@portal/shared-domain/wizard-core';
import { flowRoutes } from '@portal/shared-domain/wizard';
import type { QuickCheckState } from '../../wizard/types';
import { GROUP_QUICK_CHECK_CODES as codes, groupQuickCheck as flow } from './quick-check';

const answer = (state: QuickCheckState, code: string, data: Record<string, unknown>) => answerQuickCheck(flow, state, code, data);
type Answers = Record<'CG100' | 'CG110' | 'CG120' | 'CG130', Record<string, unknown>>;
const eligible: Answers = {
  CG100: { FinanzenErwachsene: codes.finances.yes },
  CG110: { FinanzenKinder: codes.finances.no },
  CG120: { Gesuchsgrund: codes.reason['multiple-day-travel'] },
  CG130: { Eingabefrist: codes.deadline['event-within-10-weeks'] },
};
function answerAll(overrides: Partial<Answers> = {}): QuickCheckState {
  let state = startQuickCheck(flow);
  for (const [code, data] of Object.entries({ ...eligible, ...overrides })) state = answer(state, code, data);
  return state;
}

describe('group quick check (spec 02 §2.1, §4.2)', () => {
  test('four questions keyed as the question set, one route, the option codes of the decision record', () => {
    expect(flow.questions.map((q) => [q.code, q.fields[0].name])).toEqual([
      ['CG100', 'FinanzenErwachsene'],
      ['CG110', 'FinanzenKinder'],
      ['CG120', 'Gesuchsgrund'],
      ['CG130', 'Eingabefrist'],
    ]);
    expect(flowRoutes(flow)).toEqual([{ name: 'gesuche-kurzcheck-gruppe', path: '/gesuche/kurzcheck/gruppe' }]);
    expect(flow.question('CG100').fields[0].options?.map((o) => o.value)).toEqual([1, 2]);
    expect(flow.question('CG110').fields[0].options?.map((o) => o.value)).toEqual([1, 2]);
    expect(flow.question('CG120').fields[0].options?.map((o) => o.value)).toEqual([1, 2, 99]);
    expect(flow.question('CG130').fields[0].options?.map((o) => o.value)).toEqual([98, 97, 1, 2]);
    expect(flow.quickCheckTexts?.applyRoute).toBe('gesuche-gruppe');
  });

  test('popup1 when (CG100 = 1 or CG110 = 1), CG120 in {1, 2} and CG130 = 1', () => {
    expect(answerAll().popup).toEqual({ popup: 'popup1', kind: 'success', triggeredBy: 'CG130' });
    expect(answerAll({ CG100: { FinanzenErwachsene: 2 }, CG110: { FinanzenKinder: 1 } }).popup?.popup).toBe('popup1');
    expect(answerAll({ CG120: { Gesuchsgrund: codes.reason['leisure-activity'] } }).popup?.popup).toBe('popup1');
  });

  test('no pop-up while nothing fails and the success is not reached (“do not know” the date)', () => {
    const state = answerAll({ CG130: { Eingabefrist: codes.deadline['do-not-know'] } });
    expect(state.popup).toBeNull();
    expect(canMoveOn(state)).toBe(true);
    let partial = answer(startQuickCheck(flow), 'CG100', eligible.CG100);
    partial = answer(partial, 'CG110', eligible.CG110);
    expect(partial.popup).toBeNull();
  });

  test('popup2: neither adults nor children are financially disadvantaged', () => {
    let state = answer(startQuickCheck(flow), 'CG100', { FinanzenErwachsene: 2 });
    expect(state.popup).toBeNull();
    state = answer(state, 'CG110', { FinanzenKinder: 2 });
    expect(state.popup).toEqual({ popup: 'popup2', kind: 'failure', triggeredBy: 'CG110' });
    expect(canMoveOn(state)).toBe(false);
    const dismissed = dismissQuickCheckPopup(state);
    expect(dismissed.popup).toBeNull();
    expect(dismissed.answers.CG110.FinanzenKinder).toBe(2);
  });

  test('popup3: a reason other than travel or leisure (99)', () => {
    expect(answerAll({ CG120: { Gesuchsgrund: codes.reason['other-reason'] } }).popup).toMatchObject({ popup: 'popup3', kind: 'failure' });
  });

  test('popup4: deadline codes of 97 or more (within 9 weeks, past)', () => {
    expect(answerAll({ CG130: { Eingabefrist: codes.deadline['event-within-9-weeks'] } }).popup).toMatchObject({ popup: 'popup4', kind: 'failure' });
    expect(answerAll({ CG130: { Eingabefrist: codes.deadline['event-past'] } }).popup).toMatchObject({ popup: 'popup4', kind: 'failure' });
  });

  test('evaluation order: finances, then reason, then deadline', () => {
    const all = { CG100: { FinanzenErwachsene: 2 }, CG110: { FinanzenKinder: 2 }, CG120: { Gesuchsgrund: 99 }, CG130: { Eingabefrist: 98 } };
    expect(answerAll(all).popup?.popup).toBe('popup2');
    expect(answerAll({ CG120: { Gesuchsgrund: 99 }, CG130: { Eingabefrist: 98 } }).popup?.popup).toBe('popup3');
    expect(answerAll({ CG130: { Eingabefrist: 97 } }).popup?.popup).toBe('popup4');
  });

  test('every text in German, French and Italian', () => {
    for (const question of flow.questions) {
      expect(question.title).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
      for (const option of question.fields[0].options ?? []) expect(option.label).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
    }
    for (const reason of Object.values(flow.quickCheckTexts!.reasons)) expect(Object.keys(reason as object)).toEqual(['de', 'fr', 'it']);
  });
});
