import { singlePersonApplication as flow, singlePersonStatement as statementFlow } from './__fixtures__/single-person';
import { startWizard, loadRecords } from './prefill';
import { executeSave } from './save-execute';
import { planSave } from './save-plan';
import type { AnswerData, WizardState, WizardTransport } from './types';

const context = { user: { email: 'anna@example.ch' }, now: new Date('2024-03-01T10:00:00Z') };

interface Call {
  method: 'put' | 'delete' | 'post';
  path: string;
  payload: AnswerData;
}

/** A fake API: records calls and answers with the given function. */
function fakeTransport(answer: (call: Call) => unknown = () => undefined): WizardTransport & { calls: Call[] } {
  const calls: Call[] = [];
  const handle = (method: Call['method']) => async (path: string, payload: AnswerData) => {
    const call = { method, path, payload };
    calls.push(call);
    return answer(call);
  };
  return { calls, put: handle('put'), delete: handle('delete'), post: handle('post') };
}

const travelApplication = {
  id: 7,
  status: 'preparing',
  reasonForRequest: 'travel',
  organizationalForm: 'camp',
  companionRequired: true,
  reasons: ['underage'],
  expenses: [{ type: 'unterkunft', amount: 300 }],
  destinationCountryCode: 193,
  destinationLocation: 'Bern',
};

describe('prefill (spec 01 §4.5)', () => {
  test('fields are read from the application, with the question read rules on top', () => {
    const state = startWizard(flow, { application: { ...travelApplication, contact: { id: 3 }, start: '2024-06-01', end: '2024-06-10', taxableIncomeDocument: { id: 5, name: 'steuer.pdf' } }, statement: null }, context);
    expect(state.answers.FE300).toEqual({ reasonForRequest: 'travel' });
    expect(state.answers.FE370).toEqual({ homeCountry: true });
    expect(state.answers.FE540).toEqual({ correct: true });
    expect(state.answers.FE100).toEqual({ read: true });
    expect(state.answers.FE120).toEqual({ email: 'anna@example.ch', emailConfirmation: 'anna@example.ch' });
    expect(state.answers.FE360).toEqual({ timePeriod: { start: '01.06.2024', end: '10.06.2024' } });
    expect(state.answers.FE240).toEqual({ taxableIncomeDocument: { id: 5, name: 'steuer.pdf' } });
    expect(state.answers.FE330).toEqual({ companions: [] });
    expect(startWizard(flow, { application: { destinationCountryCode: 4 }, statement: null }, context).answers.FE370).toEqual({ homeCountry: false });
    expect(startWizard(flow, { application: {}, statement: null }, context).answers.FE370).toEqual({ homeCountry: null });
  });

  test('statement mode reads the statement, kept apart from the application', () => {
    const records = loadRecords({ id: 7, reasonForRequest: 'travel', statement: { realizationStatus: 'realized', expenses: [], paymentRecipient: { id: 3, bankDetails: { iban: 'CH9300762011623852957' } } } }, 'statement');
    expect(records.application).toEqual({ id: 7, reasonForRequest: 'travel' });
    const state = startWizard(statementFlow, { ...records, application: { ...records.application, contact: { id: 3 } } }, context);
    expect(state.answers.BE200).toEqual({ realizationStatus: 'realized' });
    expect(state.answers.BE220).toEqual({ read: true });
    expect(state.answers.BE400).toEqual({ paymentRecipientType: 'contact' });
    expect(state.answers.BE440).toEqual({ iban: 'CH9300762011623852957' });
  });
});

describe('planSave (spec 00 §4.5)', () => {
  const state = startWizard(flow, { application: travelApplication, statement: null }, context);

  test('equal data field by field: nothing happens', async () => {
    expect(planSave(flow, state, context, 'FE300', { reasonForRequest: 'travel' })).toEqual({ type: 'unchanged', code: 'FE300' });
    const transport = fakeTransport();
    const result = await executeSave(flow, state, context, 'FE300', { reasonForRequest: 'travel' }, transport);
    expect(transport.calls).toEqual([]);
    expect(result.state).toBe(state);
  });

  test('changing the reason resets its dependants transitively: touched ones by DELETE, others locally', () => {
    const plan = planSave(flow, state, context, 'FE300', { reasonForRequest: 'leisure' });
    if (plan.type !== 'save') throw new Error('expected a save');
    expect(plan.changedFields).toEqual(['reasonForRequest']);
    expect(plan.steps.map((step) => [step.type, step.code])).toEqual([
      ['save', 'FE300'],
      ['reset-remote', 'FE310'],
      ['reset-local', 'FE320'],
      ['reset-local', 'FE330'],
      ['reset-remote', 'FE340'],
      ['reset-remote', 'FE350'],
      ['reset-local', 'FE360'],
      ['reset-local', 'FE370'], // touched, but saved nowhere of its own
      ['reset-remote', 'FE380'],
      ['reset-local', 'FE390'],
      ['reset-local', 'FE410'],
      ['reset-remote', 'FE500'],
      ['reset-local', 'FE510'],
    ]);
    expect(plan.steps[0]).toMatchObject({ method: 'put', path: '/applications/7/reason-for-request', payload: { reasonForRequest: 'leisure' }, target: 'application' });
    expect(plan.steps[1]).toMatchObject({ method: 'delete', path: '/applications/7/organizational-form', payload: { organizationalForm: null } });
    expect(plan.steps[8]).toMatchObject({ path: '/applications/7/destination', payload: { destinationCountryCode: null, destinationLocation: null } });
  });

  test('field-level dependencies: only questions reading a changed field are reset', () => {
    const aid = { disabilityInsurance: false, supplementaryBenefits: false, socialAid: false, others: false };
    const withAid = startWizard(flow, { application: { id: 7, welfareAid: aid, taxableIncome: 30000 }, statement: null }, context);
    const plan = planSave(flow, withAid, context, 'FE210', { socialAid: true });
    if (plan.type !== 'save') throw new Error('expected a save');
    expect(plan.steps.map((step) => step.code)).toEqual(['FE210', 'FE220']);
    const plan2 = planSave(flow, withAid, context, 'FE210', { supplementaryBenefits: true });
    if (plan2.type !== 'save') throw new Error('expected a save');
    expect(plan2.steps.map((step) => [step.type, step.code])).toEqual([
      ['save', 'FE210'],
      ['reset-remote', 'FE220'], // complete by its own rule (no benefit needs a proof), hence touched
      ['reset-remote', 'FE230'],
      ['reset-local', 'FE240'],
    ]);
  });

  test('outgoing transforms: fixed country code, spread date range, renamed file id, question-local saves', () => {
    const fresh = startWizard(flow, { application: { id: 7 }, statement: null }, context);
    const at = (code: string, data: Record<string, unknown>) => {
      const plan = planSave(flow, fresh, context, code, data);
      return plan.type === 'save' ? plan.steps[0] : null;
    };
    expect(at('FE380', { destinationLocation: 'Bern' })).toMatchObject({ payload: { destinationCountryCode: 193, destinationLocation: 'Bern' } });
    expect(at('FE360', { timePeriod: { start: '1.06.2024', end: '10.06.2024' } })).toMatchObject({ path: '/applications/7/time-period', payload: { start: '2024-06-01', end: '2024-06-10' } });
    expect(at('FE410', { date: '1.06.2024' })).toMatchObject({ payload: { start: '2024-06-01' } });
    expect(at('FE240', { taxableIncomeDocument: { id: 5, name: 'a.pdf' } })).toMatchObject({ payload: { taxableIncomeDocumentId: 5 } });
    expect(at('FE370', { homeCountry: true })).toEqual({ type: 'save-local', code: 'FE370', data: { homeCountry: true } });
  });
});

describe('executeSave', () => {
  test('replaces the application with the response, reads the question back, then resets', async () => {
    const state = startWizard(flow, { application: travelApplication, statement: null }, context);
    // The server keeps what every call wrote (a locally reset question is read again from it).
    let stored: AnswerData = { ...travelApplication };
    const transport = fakeTransport((call) => {
      if (call.path === '/applications/7/reason-for-request') stored = { ...stored, reasonForRequest: 'leisure' };
      else if (call.method === 'delete') stored = { ...stored, ...Object.fromEntries(Object.keys(call.payload).map((key) => [key, null])) };
      else return undefined;
      return stored;
    });
    const { state: next } = await executeSave(flow, state, context, 'FE300', { reasonForRequest: 'leisure' }, transport);
    expect(transport.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'put /applications/7/reason-for-request',
      'delete /applications/7/organizational-form',
      'delete /applications/7/travel-companion-required',
      'delete /applications/7/travel-companion-reasons',
      'delete /applications/7/destination',
      'delete /applications/7/expenses',
    ]);
    expect(next.records.application.reasonForRequest).toBe('leisure');
    expect(next.records.application.expenses).toBeNull();
    expect(next.answers.FE300).toEqual({ reasonForRequest: 'leisure' });
    expect(next.answers.FE310).toEqual({ organizationalForm: null });
    expect(next.answers.FE350).toEqual({ reasons: null });
    expect(next.answers.FE370).toEqual({ homeCountry: null });
    expect(next.answers.FE330).toEqual({ companions: [] });
  });

  test('what the server stored besides the answer reaches the questions not changed here, not the others', async () => {
    const state = startWizard(flow, { application: { id: 7, reasonForRequest: 'leisure' }, statement: null }, context);
    // Changed here, not saved yet: stays as chosen.
    const edited = { ...state, answers: { ...state.answers, FE150: { identification: 'stand-in' } } };
    const transport = fakeTransport(() => ({ id: 7, reasonForRequest: 'procurement', taxableIncome: 30000, identification: 'self-reliant' }));
    const { state: next } = await executeSave(flow, edited, context, 'FE300', { reasonForRequest: 'procurement' }, transport);
    expect(next.answers.FE230).toEqual({ taxableIncome: 30000 });
    expect(next.answers.FE150).toEqual({ identification: 'stand-in' });
  });

  test('fields the server does not echo keep the value sent', async () => {
    const state = startWizard(flow, { application: { id: 7 }, statement: null }, context);
    const transport = fakeTransport(() => ({ id: 7 }));
    const { state: next } = await executeSave(flow, state, context, 'FE300', { reasonForRequest: 'procurement' }, transport);
    expect(next.answers.FE300).toEqual({ reasonForRequest: 'procurement' });
  });

  test('a new contact is created first and its id linked (spec 00 §4.5 step 4)', async () => {
    const state = startWizard(flow, { application: { id: 7, identification: 'self-reliant' }, statement: null }, context);
    const contact = { salutCode: 'female', firstname: 'Anna', lastname: 'Muster', street: 'Weg', houseNumber: '1', zipCode: '3000', location: 'Bern', phone: '079 123 45 67', email: 'anna@example.ch' };
    const transport = fakeTransport((call) => {
      if (call.path === '/contacts') return { id: 55, ...call.payload };
      return { id: 7, identification: 'self-reliant', contact: { id: 55, ...contact } };
    });
    const { state: next, plan } = await executeSave(flow, state, context, 'FE600', { contact }, transport);
    expect(plan.type === 'save' && plan.steps.map((step) => step.type)).toEqual(['create-contact', 'save']);
    expect(transport.calls).toEqual([
      { method: 'post', path: '/contacts', payload: contact },
      { method: 'put', path: '/applications/7/contacts', payload: { id: 55, type: 'individual' } },
    ]);
    expect(next.answers.FE600.contact).toMatchObject({ id: 55, firstname: 'Anna' });
  });

  test('an existing contact is only linked; an empty contact form sends only the type', async () => {
    const state = startWizard(flow, { application: { id: 7 }, statement: null }, context);
    const transport = fakeTransport(() => ({ id: 7 }));
    await executeSave(flow, state, context, 'FE620', { representation: { id: 9, firstname: 'Max' } }, transport);
    expect(transport.calls).toEqual([{ method: 'put', path: '/applications/7/contacts', payload: { id: 9, type: 'representation' } }]);

    const linked = startWizard(flow, { application: { id: 7, representation: { id: 9 } }, statement: null }, context);
    const transport2 = fakeTransport(() => ({ id: 7 }));
    await executeSave(flow, linked, context, 'FE620', { representation: { id: null, firstname: '' } }, transport2);
    expect(transport2.calls).toEqual([{ method: 'put', path: '/applications/7/contacts', payload: { type: 'representation' } }]);
  });
});

describe('statement mode', () => {
  const application = { id: 7, reasonForRequest: 'travel', contact: { id: 3 } };
  const statement = { realizationStatus: 'realized', expenses: [{ type: 'unterkunft', amount: 250 }], images: [{ id: 1 }], allowImageUse: true };
  const state: WizardState = startWizard(statementFlow, { application, statement }, context);

  test('saves on /applications/{id}/statement and the response replaces the statement only', async () => {
    const transport = fakeTransport((call) => {
      if (call.path.endsWith('/realization-status')) return { ...statement, realizationStatus: 'cancelled' };
      if (call.method === 'delete') return { ...statement, realizationStatus: 'cancelled', expenses: null };
      return undefined;
    });
    const { state: next, plan } = await executeSave(statementFlow, state, context, 'BE200', { realizationStatus: 'cancelled' }, transport);
    expect(transport.calls[0]).toEqual({ method: 'put', path: '/applications/7/statement/realization-status', payload: { realizationStatus: 'cancelled' } });
    expect(plan.type === 'save' && plan.steps.map((step) => [step.type, step.code])).toEqual([
      ['save', 'BE200'],
      ['reset-local', 'BE210'],
    ]);
    expect(next.records.application).toBe(state.records.application);
    expect(next.records.statement?.realizationStatus).toBe('cancelled');
  });

  test('cancelling posts on the application base; the cascade resets what the cancellation hides', async () => {
    const cancelled = { ...state, answers: { ...state.answers, BE200: { realizationStatus: 'cancelled' } } };
    const transport = fakeTransport((call) => {
      if (call.path === '/applications/7/cancel') return { ...application, status: 'cancelled', statement };
      return { ...statement, expenses: null, images: null, allowImageUse: null };
    });
    const { state: next } = await executeSave(statementFlow, cancelled, context, 'BE210', { confirmCancellation: true }, transport);
    expect(transport.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'post /applications/7/cancel',
      'delete /applications/7/statement/expenses',
      'delete /applications/7/statement/images',
      'delete /applications/7/statement/allow-image-use',
    ]);
    expect(next.records.application.status).toBe('cancelled');
    expect(next.answers.BE210).toEqual({ confirmCancellation: true });
    expect(next.answers.BE310).toEqual({ images: null });
  });

  test('a payment recipient is linked on /applications/{id}/contacts; the IBAN is sent compact', async () => {
    const transport = fakeTransport((call) => (call.path === '/applications/7/contacts' ? { ...application } : { ...statement, paymentRecipient: { id: 3, bankDetails: { iban: call.payload.iban } } }));
    const chose = { ...state, answers: { ...state.answers, BE400: { paymentRecipientType: 'contact' } } };
    const { state: linked } = await executeSave(statementFlow, chose, context, 'BE410', { contact: { id: 3 } }, transport);
    expect(transport.calls[0]).toEqual({ method: 'put', path: '/applications/7/contacts', payload: { id: 3, type: 'paymentRecipient' } });
    expect(linked.answers.BE410.contact).toEqual({ id: 3 });
    expect(linked.records.statement).toBe(chose.records.statement);

    const { state: banked } = await executeSave(statementFlow, linked, context, 'BE440', { iban: 'ch93 0076 2011 6238 5295 7' }, transport);
    expect(transport.calls[1]).toEqual({ method: 'put', path: '/applications/7/statement/bank-details', payload: { iban: 'CH9300762011623852957' } });
    expect(banked.answers.BE440).toEqual({ iban: 'CH9300762011623852957' });
  });

  test('an application-shaped response to a statement save is split', async () => {
    const transport = fakeTransport(() => ({ id: 7, reasonForRequest: 'travel', statement: { ...statement, allowImageUse: false } }));
    const { state: next } = await executeSave(statementFlow, state, context, 'BE320', { allowImageUse: false }, transport);
    expect(next.records.statement?.allowImageUse).toBe(false);
    expect(next.records.application).toEqual({ id: 7, reasonForRequest: 'travel' });
  });
});
