import { singlePersonApplication as flow } from './__fixtures__/single-person';
import { groupStatement } from './__fixtures__/group-project';
import { startWizard } from './prefill';
import { flowStatus } from './status';
import type { QuestionData, WizardContext, WizardState } from './types';

const now = new Date('2024-03-01T10:00:00Z');
type Ctx = Pick<WizardContext, 'user' | 'now'>;
const signedIn: Ctx = { user: { email: 'anna@example.ch' }, now };
const anonymous: Ctx = { user: null, now };

function stateWith(application: Record<string, unknown>, answers: Record<string, QuestionData> = {}, context = signedIn): WizardState {
  const state = startWizard(flow, { application, statement: null }, context);
  return { ...state, answers: { ...state.answers, ...answers } };
}

describe('question status (spec 00 §4.3)', () => {
  test('sign-in pages are shown to anonymous visitors only', () => {
    const anon = flowStatus(flow, stateWith({}, {}, anonymous), anonymous);
    expect(anon.questions.FE120.shouldSkip).toBe(false);
    expect(anon.numbers.FE120).toBe(1);
    const user = flowStatus(flow, stateWith({ id: 7 }), signedIn);
    expect(user.questions.FE120.shouldSkip).toBe(true);
    expect(user.questions.FE130.shouldSkip).toBe(true);
  });

  test('prefill, completion override and locking of FE100', () => {
    const fresh = flowStatus(flow, stateWith({}, {}, anonymous), anonymous);
    expect(fresh.questions.FE100).toMatchObject({ isCompleted: false, isLocked: false, isTouched: false, isEmpty: false });
    const existing = flowStatus(flow, stateWith({ id: 7 }), signedIn);
    expect(existing.questions.FE100).toMatchObject({ isCompleted: true, isLocked: true, isTouched: true });
  });

  test('default completion: every field set, lists non-empty; no fields → complete, empty, untouched', () => {
    const status = flowStatus(
      flow,
      stateWith({ id: 7 }, { FE300: { reasonForRequest: 'travel' }, FE310: { organizationalForm: 'independent-travel' }, FE320: { numberOfPeople: 3 }, FE330: { companions: [] } }),
      signedIn,
    );
    expect(status.questions.FE300).toMatchObject({ isCompleted: true, isTouched: true, isEmpty: false });
    expect(status.questions.FE330).toMatchObject({ isCompleted: false, isTouched: false, shouldSkip: false });
    expect(status.questions.FE140).toMatchObject({ isCompleted: true, isEmpty: true, isTouched: false });
  });

  test('visibility chains: a hidden question reads as empty to its dependants', () => {
    const travel = { FE300: { reasonForRequest: 'travel' }, FE310: { organizationalForm: 'independent-travel' }, FE320: { numberOfPeople: 2 }, FE330: { companions: ['companion'] } };
    const shown = flowStatus(flow, stateWith({ id: 7 }, travel), signedIn).questions;
    expect(['FE310', 'FE320', 'FE330', 'FE350'].map((code) => shown[code].shouldSkip)).toEqual([false, false, false, false]);
    expect(shown.FE340.shouldSkip).toBe(true);

    // Leisure hides FE310, so FE320 and FE330 fall with it even though their answers are still there.
    const leisure = flowStatus(flow, stateWith({ id: 7 }, { ...travel, FE300: { reasonForRequest: 'leisure' } }), signedIn).questions;
    expect(['FE310', 'FE320', 'FE330', 'FE350'].map((code) => leisure[code].shouldSkip)).toEqual([true, true, true, true]);
    expect(leisure.FE340.shouldSkip).toBe(false);
    expect(leisure.FE500.shouldSkip).toBe(true);
    expect(leisure.FE510.shouldSkip).toBe(false);
  });

  test('field-level rules: FE220 shown for any benefit received and complete when each is documented', () => {
    const aid = { disabilityInsurance: true, supplementaryBenefits: false, socialAid: true, others: false };
    const base = stateWith({ id: 7 }, { FE210: aid });
    let status = flowStatus(flow, base, signedIn).questions;
    expect(status.FE220).toMatchObject({ shouldSkip: false, isCompleted: false });
    expect(status.FE230.shouldSkip).toBe(false);
    expect(status.FE240.shouldSkip).toBe(true);
    status = flowStatus(flow, { ...base, answers: { ...base.answers, FE220: { disabilityInsurance: { id: 1 }, supplementaryBenefits: null, socialAid: { id: 2 } }, FE230: { taxableIncome: 30000 } } }, signedIn).questions;
    expect(status.FE220.isCompleted).toBe(true);
    expect(status.FE240.shouldSkip).toBe(false);
    const none = stateWith({ id: 7 }, { FE210: { disabilityInsurance: false, supplementaryBenefits: false, socialAid: false, others: true } });
    expect(flowStatus(flow, none, signedIn).questions.FE220.shouldSkip).toBe(true);
    expect(flowStatus(flow, none, signedIn).questions.FE230.shouldSkip).toBe(false);
    const el = stateWith({ id: 7 }, { FE210: { disabilityInsurance: false, supplementaryBenefits: true, socialAid: false, others: false } });
    expect(flowStatus(flow, el, signedIn).questions.FE230.shouldSkip).toBe(true);
  });

  test('completion read from the application (FE620) and from the status (FE630, FE640)', () => {
    const preparing = flowStatus(flow, stateWith({ id: 7, status: 'preparing' }, { FE150: { identification: 'stand-in' } }), signedIn).questions;
    expect(preparing.FE620.isCompleted).toBe(false);
    expect(preparing.FE630.isCompleted).toBe(false);
    const submitted = flowStatus(flow, stateWith({ id: 7, status: 'submitted', representation: { id: 9 } }, { FE150: { identification: 'stand-in' } }), signedIn).questions;
    expect(submitted.FE620.isCompleted).toBe(true);
    expect(submitted.FE630.isCompleted).toBe(true);
    expect(submitted.FE640.isCompleted).toBe(true);
  });
});

describe('numbering (spec 00 §2.16)', () => {
  test('counts visible, counted questions only', () => {
    const status = flowStatus(flow, stateWith({ id: 7 }, { FE150: { identification: 'self-reliant' }, FE210: { disabilityInsurance: false, supplementaryBenefits: true, socialAid: false, others: false }, FE300: { reasonForRequest: 'procurement' } }), signedIn);
    expect(status.numbers).toMatchObject({
      FE120: null, // hidden (signed in)
      FE130: null, // hidden (signed in); an info page counts when shown
      FE100: 1,
      FE140: null, // start page
      FE150: 2,
      FE160: null, // hidden (self-reliant)
      FE210: 3,
      FE220: 4, // supplementary benefits received: proof asked
      FE230: null, // taxable income not asked with supplementary benefits
      FE240: null,
      FE300: 5,
      FE310: null,
      FE410: 6,
      FE530: 7,
      FE540: 8,
      FE600: 9,
      FE610: null,
      FE630: null, // review page
      FE640: null, // completion page
    });
    expect(status.total).toBe(9);
  });
});

describe('step status (spec 00 §4.4)', () => {
  test('touched, completed and listed', () => {
    const state = stateWith({ id: 7, status: 'preparing' }, { FE300: { reasonForRequest: 'procurement' } });
    const steps = Object.fromEntries(flowStatus(flow, state, signedIn).steps.map((step) => [step.name, step]));
    expect(steps['single-person.intended-use']).toMatchObject({ isTouched: true, isCompleted: false, isListed: true, firstVisibleQuestion: 'FE300' });
    expect(steps['single-person.budget']).toMatchObject({ isTouched: false, isCompleted: false });
    expect(steps['single-person.input']).toMatchObject({ firstVisibleQuestion: 'FE100' });
  });

  test('a step without visible questions is not listed; questions locked after a partial statement', () => {
    const records = { application: { id: 3, subtype: 'single-group', status: 'partial_statement_submitted' }, statement: {} };
    const state = startWizard(groupStatement, records, signedIn);
    const status = flowStatus(groupStatement, state, signedIn);
    const listed = status.steps.filter((step) => step.isListed).map((step) => step.name);
    expect(listed).toEqual(['dam-conditions', 'conclusion']);
    expect(status.questions.BG200).toMatchObject({ shouldSkip: true, isLocked: true });
    expect(status.questions.BG300).toMatchObject({ shouldSkip: true, isLocked: true });

    const open = startWizard(groupStatement, { ...records, application: { ...records.application, status: 'accepted' } }, signedIn);
    const openStatus = flowStatus(groupStatement, open, signedIn);
    expect(openStatus.steps.filter((step) => step.isListed).map((step) => step.name)).toEqual(['confirm-realization', 'statement-single-group', 'dam-conditions', 'conclusion']);
    expect(openStatus.questions.BG200.isLocked).toBe(false);
  });

  test('completion override with alternatives (BG570 logo or no logo)', () => {
    const records = { application: { id: 3, subtype: 'group-collection' }, statement: { noOrganizationLogo: true } };
    const status = flowStatus(groupStatement, startWizard(groupStatement, records, signedIn), signedIn);
    expect(status.questions.BG570.isCompleted).toBe(true);
    expect(status.questions.BG400.shouldSkip).toBe(false);
    expect(status.questions.BG300.shouldSkip).toBe(true);
  });
});
