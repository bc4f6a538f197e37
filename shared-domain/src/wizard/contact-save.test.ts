import { answerEquals } from './conditions';
import { defineFlow } from './define-flow';
import { startWizard } from './prefill';
import { executeSave } from './save-execute';
import { needsSave, planSave } from './save-plan';
import { validateQuestion } from './validate-question';
import type { AnswerData, ContactValue, WizardState, WizardTransport } from './types';

const context = { user: { email: 'anna@example.ch' }, now: new Date('2026-03-01T10:00:00Z') };

/**
 * A statement whose payout recipient is chosen first and then prefilled from the application's
 * contact or representation (the settlement's pattern, also used by group and project flows).
 */
const flow = defineFlow({
  id: 'contact-save-test',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/abrechnung/{id}', withId: '/abrechnung/{id}' },
  steps: [
    {
      name: 'recipient',
      questions: [
        {
          code: 'R100',
          path: 'wer',
          read: (view) => {
            const id = (view.statement?.paymentRecipient as ContactValue | null | undefined)?.id;
            if (id === undefined || id === null) return { type: null };
            return { type: id === (view.application.representation as ContactValue | null)?.id ? 'stand-in' : 'contact' };
          },
          fields: [{ name: 'type', kind: 'radio-group', options: [{ value: 'contact', label: 'Person' }, { value: 'stand-in', label: 'Vertretung' }] }],
        },
        {
          code: 'R110',
          path: 'person',
          visibleWhen: answerEquals('R100.type', 'contact'),
          read: (view) => ({ contact: view.statement?.paymentRecipient ?? view.application.contact ?? null }),
          fields: [{ name: 'contact', kind: 'contact', rules: [{ rule: 'required' }], contact: { linkType: 'paymentRecipient' } }],
        },
        {
          code: 'R120',
          path: 'vertretung',
          visibleWhen: answerEquals('R100.type', 'stand-in'),
          read: (view) => ({ contact: view.statement?.paymentRecipient ?? view.application.representation ?? null }),
          fields: [{ name: 'contact', kind: 'contact', rules: [{ rule: 'required' }], contact: { linkType: 'paymentRecipient' } }],
        },
      ],
    },
  ],
});

const anna: ContactValue = { id: 'c1', salutCode: 'female', firstname: 'Anna', lastname: 'Muster', street: 'Weg', houseNumber: '1', zipCode: '8001', location: 'Zürich', phone: '+41 79 123 45 67', email: 'anna@example.org', organization: null };
const max: ContactValue = { ...anna, id: 'c2', firstname: 'Max', email: 'max@example.org' };

/** A fake API keeping the statement's recipient: PUT links, DELETE unlinks (by type). */
function fakeApi(recipient: ContactValue | null = null) {
  const calls: Array<[string, string, AnswerData]> = [];
  let linked = recipient;
  const contacts: Record<string, ContactValue> = { c1: anna, c2: max };
  const application = { id: 7, status: 'accepted', contact: anna, representation: max };
  const json = () => ({ ...application, statement: { paymentRecipient: linked } });
  const transport: WizardTransport = {
    put: async (path, payload) => {
      calls.push(['put', path, payload]);
      if (path.startsWith('/contacts/')) {
        contacts[path.slice('/contacts/'.length)] = { ...contacts[path.slice('/contacts/'.length)], ...payload };
        return contacts[path.slice('/contacts/'.length)];
      }
      linked = payload.id ? contacts[String(payload.id)] : null;
      return json();
    },
    delete: async (path, payload) => {
      calls.push(['delete', path, payload]);
      linked = null;
      return json();
    },
    post: async (path, payload) => {
      calls.push(['post', path, payload]);
      return json();
    },
  };
  const state: WizardState = startWizard(flow, { application, statement: { paymentRecipient: recipient } }, context);
  return { calls, transport, state };
}

describe('contact questions: link, update and unlink', () => {
  test('an unchanged prefilled contact that is not linked is linked on "next"', async () => {
    const { calls, transport, state } = fakeApi();
    const chosen: WizardState = { ...state, answers: { ...state.answers, R100: { type: 'contact' } } };
    expect(chosen.answers.R110.contact).toEqual(anna);
    expect(needsSave(flow, chosen, context, 'R110')).toBe(true);
    const plan = planSave(flow, chosen, context, 'R110', chosen.answers.R110);
    expect(plan.type === 'save' && plan.changedFields).toEqual(['contact']);

    const { state: next } = await executeSave(flow, chosen, context, 'R110', chosen.answers.R110, transport);
    expect(calls).toEqual([['put', '/applications/7/contacts', { id: 'c1', type: 'paymentRecipient' }]]);
    expect(next.records.statement?.paymentRecipient).toEqual(anna);
    // Linked now: "next" only moves on.
    expect(needsSave(flow, next, context, 'R110')).toBe(false);
    expect(planSave(flow, next, context, 'R110', next.answers.R110)).toEqual({ type: 'unchanged', code: 'R110' });
  });

  test('an unchanged question without a chosen contact, or an ordinary question, needs no save', () => {
    const { state } = fakeApi();
    const empty: WizardState = { ...state, answers: { ...state.answers, R110: { contact: null } } };
    expect(needsSave(flow, empty, context, 'R110')).toBe(false);
    expect(needsSave(flow, state, context, 'R100')).toBe(false);
  });

  test('an edited existing contact is updated with PUT /contacts/{id} before it is linked, and keeps its id', async () => {
    const { calls, transport, state } = fakeApi();
    const edited = { ...anna, street: 'Neuer Weg', phone: '' };
    const { state: next, plan } = await executeSave(flow, state, context, 'R110', { contact: edited }, transport);
    expect(plan.type === 'save' && plan.steps.map((step) => step.type)).toEqual(['update-contact', 'save']);
    expect(calls).toEqual([
      ['put', '/contacts/c1', { salutCode: 'female', firstname: 'Anna', lastname: 'Muster', street: 'Neuer Weg', houseNumber: '1', zipCode: '8001', location: 'Zürich', phone: '', email: 'anna@example.org', organization: null }],
      ['put', '/applications/7/contacts', { id: 'c1', type: 'paymentRecipient' }],
    ]);
    expect((next.answers.R110.contact as ContactValue).id).toBe('c1');
    expect((next.answers.R110.contact as ContactValue).street).toBe('Neuer Weg');
  });

  test('another existing contact chosen is linked without an update; a new one is created', () => {
    const { state } = fakeApi();
    const other = planSave(flow, state, context, 'R110', { contact: max });
    expect(other.type === 'save' && other.steps.map((step) => step.type)).toEqual(['save']);
    const created = planSave(flow, state, context, 'R110', { contact: { ...anna, id: null } });
    expect(created.type === 'save' && created.steps.map((step) => step.type)).toEqual(['create-contact', 'save']);
  });

  test('changing the recipient type unlinks with DELETE {type}; the page reset locally falls back to its prefill', async () => {
    const { calls, transport, state } = fakeApi(anna);
    expect(state.answers.R100).toEqual({ type: 'contact' });
    const { state: next, plan } = await executeSave(flow, state, context, 'R100', { type: 'stand-in' }, transport);
    expect(plan.type === 'save' && plan.steps.map((step) => [step.type, step.code])).toEqual([
      ['save-local', 'R100'],
      ['reset-remote', 'R110'],
      ['reset-local', 'R120'],
    ]);
    expect(calls).toEqual([['delete', '/applications/7/contacts', { type: 'paymentRecipient' }]]);
    expect(next.records.statement?.paymentRecipient).toBeNull();
    expect(next.answers.R110).toEqual({ contact: anna });
    expect(next.answers.R120).toEqual({ contact: max });
    expect(needsSave(flow, next, context, 'R120')).toBe(true);
  });

  test('validation checks an edited existing contact like a new one, a chosen one as it is', () => {
    const question = flow.question('R110');
    const stored = { contact: anna };
    expect(validateQuestion(question, { contact: anna }, { stored })).toEqual({});
    expect(validateQuestion(question, { contact: { ...anna, phone: '' } }, { stored })).toEqual({ 'contact.phone': 'Telefon ist ein Pflichtfeld.' });
    // Without the stored data (the API's check of a link) an id is trusted.
    expect(validateQuestion(question, { contact: { ...anna, phone: '' } })).toEqual({});
  });
});
