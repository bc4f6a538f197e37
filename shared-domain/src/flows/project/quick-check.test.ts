import { answerQuickCheck, canMoveOn, dismissQuickCheckPopup, quickCheckPassed, startQuickCheck } from '@portal/shared-domain/wizard-core';
import { flowRoutes } from '@portal/shared-domain/wizard';
import { projectRoutes } from '../../routes/project';
import type { QuickCheckState } from '../../wizard/types';
import { PROJECT_QUICK_CHECK_CODES as codes, projectQuickCheck as flow } from './quick-check';

type Code = 'CP100' | 'CP110' | 'CP120' | 'CP130';
const fieldOf: Record<Code, string> = { CP100: 'targetGroup', CP110: 'projectLead', CP120: 'area', CP130: 'phase' };
const eligible: Record<Code, number> = { CP100: codes.targetGroup.yes, CP110: codes.projectLead.no, CP120: codes.area['travel-leisure'], CP130: codes.phase.planning };

function answerAll(overrides: Partial<Record<Code, number>> = {}): QuickCheckState {
  let state = startQuickCheck(flow);
  for (const [code, value] of Object.entries({ ...eligible, ...overrides }) as Array<[Code, number]>) state = answerQuickCheck(flow, state, code, { [fieldOf[code]]: value });
  return state;
}

describe('project quick check (spec 02 §2.2, §4.2)', () => {
  test('four questions in the order Zielgruppe, Projektleitung, Projektbereich, Eingabefrist; one route; the recorded codes', () => {
    expect(flow.questions.map((q) => [q.code, q.fields[0].name])).toEqual([
      ['CP100', 'targetGroup'],
      ['CP110', 'projectLead'],
      ['CP120', 'area'],
      ['CP130', 'phase'],
    ]);
    expect(flowRoutes(flow)).toEqual([{ name: 'gesuche-kurzcheck-projekte', path: '/gesuche/kurzcheck/projekte' }]);
    expect(projectRoutes.find((route) => route.name === 'gesuche-kurzcheck-projekte')?.guards).toEqual([]);
    expect(flow.question('CP100').fields[0].options?.map((o) => o.value)).toEqual([1, 2]);
    expect(flow.question('CP110').fields[0].options?.map((o) => o.value)).toEqual([1, 2]);
    expect(flow.question('CP120').fields[0].options?.map((o) => o.value)).toEqual([1, 99]);
    expect(flow.question('CP130').fields[0].options?.map((o) => o.value)).toEqual([1, 2, 3, 4]);
    expect(flow.quickCheckTexts?.applyRoute).toBe('gesuche-projekte');
  });

  test.each([
    ['aimed at people with disabilities', { CP100: 1, CP110: 2 }],
    ['led by a person with a disability', { CP100: 2, CP110: 1 }],
    ['both', { CP100: 1, CP110: 1 }],
  ])('success (popup1) when %s, in travel or leisure, in planning', (_name, overrides) => {
    const state = answerAll(overrides);
    expect(state.popup).toEqual({ popup: 'popup1', kind: 'success', triggeredBy: 'CP130' });
    expect(quickCheckPassed(flow, state)).toBe(true);
  });

  test('popup2: neither aimed at nor led by people with disabilities, as soon as both are answered', () => {
    let state = startQuickCheck(flow);
    state = answerQuickCheck(flow, state, 'CP100', { targetGroup: 2 });
    expect(state.popup).toBeNull();
    state = answerQuickCheck(flow, state, 'CP110', { projectLead: 2 });
    expect(state.popup).toEqual({ popup: 'popup2', kind: 'failure', triggeredBy: 'CP110' });
    expect(canMoveOn(state)).toBe(false);
    // Dismissing closes the pop-up and keeps the answers; the check is still not passed.
    const dismissed = dismissQuickCheckPopup(state);
    expect(canMoveOn(dismissed)).toBe(true);
    expect(dismissed.answers.CP110).toEqual({ projectLead: 2 });
    expect(quickCheckPassed(flow, dismissed)).toBe(false);
  });

  test('popup3: another area (99); popup2 wins when both fail', () => {
    expect(answerAll({ CP120: 99 }).popup?.popup).toBe('popup3');
    expect(answerAll({ CP100: 2, CP110: 2, CP120: 99 }).popup?.popup).toBe('popup2');
  });

  test.each([2, 3])('popup4: phase code %i (realisation, completed)', (phase) => {
    expect(answerAll({ CP130: phase }).popup).toMatchObject({ popup: 'popup4', kind: 'failure' });
  });

  test('dont-know (4) is neither eligible nor one of the failing codes: no pop-up, no way on', () => {
    const state = answerAll({ CP130: 4 });
    expect(state.popup).toBeNull();
    expect(quickCheckPassed(flow, state)).toBe(false);
    // The question's instructions say what counts.
    expect(flow.question('CP130').fields[0].instructions).toMatchObject({ de: expect.stringContaining('nur Projekte in der Planungsphase') });
  });

  test('every text in three languages', () => {
    for (const question of flow.questions) {
      expect(question.title).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
      for (const option of question.fields[0].options ?? []) expect(option.label).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
    }
    for (const reason of Object.values(flow.quickCheckTexts!.reasons)) expect(reason).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
  });
});
