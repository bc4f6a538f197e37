import { singlePersonApplication as flow } from './__fixtures__/single-person';
import { navigate, startNavigation } from './navigation';
import { startWizard } from './prefill';
import { flowStatus } from './status';
import type { NavigationResult } from './types';

const context = { user: { email: 'anna@example.ch' }, now: new Date('2024-03-01T10:00:00Z') };
const state = startWizard(flow, { application: { id: 7 }, statement: null }, context);
state.answers.FE150 = { identification: 'self-reliant' };
state.answers.FE300 = { reasonForRequest: 'leisure' };
const status = flowStatus(flow, state, context);

const current = (result: NavigationResult) => (result.type === 'question' ? result.state : null);

describe('navigation', () => {
  test('starts at the first shown question, or at the requested one', () => {
    expect(startNavigation(flow, status).current).toBe('FE100');
    expect(startNavigation(flow, status, 'FE300').current).toBe('FE300');
    expect(startNavigation(flow, status, 'FE120').current).toBe('FE100'); // hidden for signed-in users
  });

  test('next and back skip hidden questions', () => {
    expect(current(navigate(flow, status, { current: 'FE150', returnTo: null }, { type: 'next' }))?.current).toBe('FE210');
    expect(current(navigate(flow, status, { current: 'FE300', returnTo: null }, { type: 'next' }))?.current).toBe('FE340');
    expect(current(navigate(flow, status, { current: 'FE340', returnTo: null }, { type: 'back' }))?.current).toBe('FE300');
    expect(current(navigate(flow, status, { current: 'FE510', returnTo: null }, { type: 'back' }))?.current).toBe('FE370');
    expect(navigate(flow, status, { current: 'FE100', returnTo: null }, { type: 'back' })).toEqual({ type: 'exit' });
    expect(navigate(flow, status, { current: 'FE640', returnTo: null }, { type: 'next' })).toEqual({ type: 'exit' });
  });

  test('jump to a step opens its first shown question', () => {
    expect(current(navigate(flow, status, { current: 'FE100', returnTo: null }, { type: 'jump', step: 'single-person.budget' }))?.current).toBe('FE510');
    expect(current(navigate(flow, status, { current: 'FE100', returnTo: null }, { type: 'jump', step: 'nope' }))?.current).toBe('FE100');
  });

  test('"change" on the review page returns there on next', () => {
    const changed = current(navigate(flow, status, { current: 'FE630', returnTo: null }, { type: 'change', code: 'FE300' }));
    expect(changed).toEqual({ current: 'FE300', returnTo: 'FE630' });
    expect(current(navigate(flow, status, changed!, { type: 'next' }))).toEqual({ current: 'FE630', returnTo: null });
    expect(current(navigate(flow, status, changed!, { type: 'back' }))).toEqual({ current: 'FE630', returnTo: null });
    expect(current(navigate(flow, status, changed!, { type: 'jump', step: 'single-person.budget' }))).toEqual({ current: 'FE510', returnTo: null });
  });

  test('close leaves the wizard; goto ignores hidden questions', () => {
    expect(navigate(flow, status, { current: 'FE300', returnTo: 'FE630' }, { type: 'close' })).toEqual({ type: 'exit' });
    expect(current(navigate(flow, status, { current: 'FE300', returnTo: null }, { type: 'goto', code: 'FE310' }))?.current).toBe('FE300');
    expect(current(navigate(flow, status, { current: 'FE300', returnTo: null }, { type: 'goto', code: 'FE530' }))?.current).toBe('FE530');
  });
});
