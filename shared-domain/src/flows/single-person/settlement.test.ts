import { singlePersonRoutes } from '../../routes/single-person';
import { toServerFlow } from '../../wizard/server-flow';
import { type AnswerData, type WizardRecords, type WizardState, type WizardTransport } from '@portal/shared-domain/wizard-core';
import { createRuleView, executeSave, flowRoutes, flowStatus, navigate, planSave, startWizard, validateQuestion, flowProblems } from '@portal/shared-domain/wizard';
import { singlePersonSettlement as flow } from './settlement';
import { derivePaymentRecipientType, formatChfAmount, individualContributionPromised, linesNeedingReceipts, settlementDeficit } from './settlement-rules';
import { loadQuestionData } from '../../wizard/question-data';

// The IBAN pages' check is loaded as the wizard loads it: through the questions that need it.
beforeAll(() => loadQuestionData(flow.questions));

const now = new Date('2026-09-01T10:00:00Z');
const context = { user: { email: 'demo@example.org' }, now };

const person = { id: 'c-person', salutCode: 'female' as const, firstname: 'Anna', lastname: 'Muster', street: 'Bahnhofstrasse', houseNumber: '12', zipCode: '8001', location: 'Zürich', phone: '+41 79 123 45 67', email: 'anna@example.org' };
const standIn = { ...person, id: 'c-stand-in', firstname: 'Beat' };
const third = { ...person, id: 'c-third', firstname: 'Carla' };

function application(overrides: AnswerData = {}): AnswerData {
  return {
    id: 'app-1',
    status: 'accepted',
    type: 'single-person',
    reasonForRequest: 'travel',
    contact: person,
    representation: standIn,
    budgetAvailable: [{ type: 'individual-contributions', amount: 300 }],
    ...overrides,
  };
}

function records(app: AnswerData = {}, statement: AnswerData = {}): WizardRecords {
  return { application: application(app), statement };
}

function state(app: AnswerData = {}, statement: AnswerData = {}, answers: Record<string, AnswerData> = {}): WizardState {
  const started = startWizard(flow, records(app, statement), context);
  for (const [code, data] of Object.entries(answers)) started.answers[code] = { ...started.answers[code], ...data };
  return started;
}

function shown(s: WizardState): string[] {
  const status = flowStatus(flow, s, context);
  return flow.questions.filter((q) => !status.questions[q.code].shouldSkip).map((q) => q.code);
}

const complete = {
  realizationStatus: 'realized',
  expenses: [
    { type: 'unterkunft', amount: 1400 },
    { type: 'transport', amount: 80 },
  ],
  documentIds: ['doc-1'],
  budget: [{ type: 'individual-contributions', amount: 300 }],
  review: 'Zwei schöne Wochen am See.',
  imageIds: ['img-1'],
  allowImageUse: true,
  paymentRecipient: person,
  iban: 'CH9300762011623852957',
};

describe('single-person settlement: definition and routes', () => {
  it('serves exactly the settlement routes of the route table, with their names and codes', () => {
    const table = singlePersonRoutes.filter((route) => route.path.startsWith('/gesuche/einzelperson-abrechnung/'));
    const routes = flowRoutes(flow);
    expect(routes.map((route) => [route.name, route.path, route.code])).toEqual(table.map((route) => [route.name, route.path, route.code]));
    expect(routes.map((route) => route.name)).toContain('gesuche-einzelperson-abrechnung-id-kosten-einnahmen-bestaetigung-realisierung');
    expect(routes.find((route) => route.code === 'BE500')?.name).toBe('gesuche-einzelperson-abrechnung-id-absage');
  });

  it('orders the questions in the steps of spec 01 §2.3, in statement mode', () => {
    expect(flow.mode).toBe('statement');
    expect(flow.steps.map((step) => [step.name, step.questions.map((q) => q.code)])).toEqual([
      ['single-person.costs', ['BE200', 'BE210', 'BE220', 'BE230', 'BE240', 'BE250', 'BE260', 'BE270', 'BE280', 'BE290', 'BE300', 'BE310', 'BE320']],
      ['single-person.contact', ['BE400', 'BE410', 'BE420', 'BE430', 'BE440', 'BE450']],
      ['single-person.cancelation', ['BE500']],
    ]);
  });

  it('gives every label and title in German, French and Italian', () => {
    for (const question of flow.questions) {
      expect(question.title).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
      for (const field of question.fields) {
        expect(field.label).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
        for (const option of field.options ?? []) expect(option.label).toEqual({ de: expect.any(String), fr: expect.any(String), it: expect.any(String) });
      }
    }
  });
});

describe('single-person settlement: visibility (spec 01 §4.6, row by row)', () => {
  it('shows BE210 only when realizationStatus = cancelled', () => {
    expect(shown(state({}, { realizationStatus: 'realized' }))).not.toContain('BE210');
    expect(shown(state({}, {}, { BE200: { realizationStatus: 'pending' } }))).not.toContain('BE210');
    expect(shown(state({}, { realizationStatus: 'cancelled' }))).toContain('BE210');
  });

  it('shows only BE500 once the cancellation is confirmed', () => {
    expect(shown(state({ status: 'cancelled' }, { realizationStatus: 'cancelled' }))).toEqual(['BE500']);
    const local = state({}, { realizationStatus: 'cancelled' }, { BE210: { confirmCancellation: true } });
    expect(shown(local)).toEqual(['BE200', 'BE210', 'BE500']);
    expect(shown(state({}, { realizationStatus: 'cancelled' }, { BE210: { confirmCancellation: false } }))).not.toContain('BE500');
  });

  it('otherwise always shows BE220, BE260, BE270, BE280, BE310, BE400 and BE450', () => {
    for (const reason of ['travel', 'leisure', 'procurement']) {
      const codes = shown(state({ reasonForRequest: reason }, { realizationStatus: 'realized' }));
      expect(codes).toEqual(expect.arrayContaining(['BE200', 'BE220', 'BE260', 'BE270', 'BE280', 'BE310', 'BE400', 'BE450']));
      expect(codes).not.toContain('BE500');
    }
  });

  it.each([
    ['travel', ['BE230', 'BE290'], ['BE240', 'BE250', 'BE300']],
    ['leisure', ['BE240', 'BE290'], ['BE230', 'BE250', 'BE300']],
    ['procurement', ['BE250', 'BE300'], ['BE230', 'BE240', 'BE290']],
  ])('reads the reason %s from the application: costs and impact pages', (reason, visible, hidden) => {
    const codes = shown(state({ reasonForRequest: reason }, {}));
    expect(codes).toEqual(expect.arrayContaining(visible));
    for (const code of hidden) expect(codes).not.toContain(code);
  });

  it('shows BE320 only when at least one image was uploaded', () => {
    expect(shown(state({}, {}))).not.toContain('BE320');
    expect(shown(state({}, { imageIds: [] }))).not.toContain('BE320');
    expect(shown(state({}, { imageIds: ['img-1'] }))).toContain('BE320');
    expect(shown(state({}, {}, { BE310: { images: [{ id: 'img-2', name: 'see.png' }] } }))).toContain('BE320');
  });

  it.each([
    ['contact', 'BE410'],
    ['stand-in', 'BE420'],
    ['other', 'BE430'],
  ])('shows the contact page of paymentRecipientType %s', (type, code) => {
    const codes = shown(state({}, {}, { BE400: { paymentRecipientType: type } }));
    expect(codes.filter((c) => ['BE410', 'BE420', 'BE430'].includes(c))).toEqual([code]);
  });

  it('shows none of BE410–BE430 and no BE440 before a recipient is chosen', () => {
    const codes = shown(state({}, {}));
    for (const code of ['BE410', 'BE420', 'BE430', 'BE440']) expect(codes).not.toContain(code);
  });

  it('shows BE440 when the statement has a paymentRecipient', () => {
    expect(shown(state({}, { paymentRecipient: third }))).toContain('BE440');
    expect(shown(state({}, { paymentRecipient: null }))).not.toContain('BE440');
  });
});

describe('single-person settlement: payment recipient (spec 01 §4.6)', () => {
  it.each([
    [person, 'contact'],
    [standIn, 'stand-in'],
    [third, 'other'],
    [null, null],
  ])('derives the type from the recipient id', (recipient, type) => {
    const view = records({}, { paymentRecipient: recipient });
    expect(derivePaymentRecipientType(view)).toBe(type);
    expect(state({}, { paymentRecipient: recipient }).answers.BE400).toEqual({ paymentRecipientType: type });
  });

  it('never derives contact or stand-in from a missing id', () => {
    expect(derivePaymentRecipientType(records({ contact: null, representation: null }, { paymentRecipient: third }))).toBe('other');
  });

  it('refuses the stand-in as recipient when the application has none', () => {
    const question = flow.question('BE400');
    const none = records({ representation: null });
    expect(validateQuestion(question, { paymentRecipientType: 'stand-in' }, { records: none })).toEqual({
      paymentRecipientType: 'Für dieses Gesuch ist keine Vertretung erfasst. Bitte wählen Sie die Person selbst oder eine Drittperson.',
    });
    expect(validateQuestion(question, { paymentRecipientType: 'stand-in' }, { records: records() })).toEqual({});
    expect(validateQuestion(question, { paymentRecipientType: null }, { records: records() })).toEqual({
      paymentRecipientType: 'Empfängerin oder Empfänger der Auszahlung ist ein Pflichtfeld.',
    });
  });
});

describe('single-person settlement: completion and prefill', () => {
  const status = (s: WizardState, code: string) => flowStatus(flow, s, context).questions[code];

  it('BE210 is complete when the statement has expenses', () => {
    expect(status(state({}, { realizationStatus: 'cancelled' }), 'BE210').isCompleted).toBe(false);
    expect(status(state({}, { realizationStatus: 'cancelled', expenses: [] }), 'BE210').isCompleted).toBe(true);
  });

  it('BE430 is complete when a paymentRecipient exists', () => {
    expect(status(state({}, {}), 'BE430').isCompleted).toBe(false);
    expect(status(state({}, { paymentRecipient: third }), 'BE430').isCompleted).toBe(true);
  });

  it('BE310 is complete with at least one image', () => {
    expect(status(state({}, { imageIds: [] }), 'BE310').isCompleted).toBe(false);
    expect(status(state({}, { imageIds: ['img-1'] }), 'BE310').isCompleted).toBe(true);
  });

  it('BE220 read = true when expenses is a list', () => {
    expect(state({}, {}).answers.BE220).toEqual({ read: null });
    expect(state({}, { expenses: [] }).answers.BE220).toEqual({ read: true });
  });

  it('BE280 correct = true when a review exists, otherwise null', () => {
    expect(state({}, {}).answers.BE280).toEqual({ correct: null });
    expect(state({}, { review: 'Schön.' }).answers.BE280).toEqual({ correct: true });
  });

  it('BE210 reads a confirmed cancellation from the cancelled application', () => {
    expect(state({ status: 'cancelled' }, {}).answers.BE210).toEqual({ confirmCancellation: true });
    expect(state({}, {}).answers.BE210).toEqual({ confirmCancellation: null });
  });

  it('prefills BE410 and BE420 with the application contacts; complete once linked as recipient', () => {
    const open = state({}, {});
    expect(open.answers.BE410).toEqual({ contact: person });
    expect(open.answers.BE420).toEqual({ contact: standIn });
    expect(status(open, 'BE410').isCompleted).toBe(false);
    const linked = state({}, { paymentRecipient: person });
    expect(status(linked, 'BE410').isCompleted).toBe(true);
    expect(status(linked, 'BE420').isCompleted).toBe(false);
    expect(state({}, { paymentRecipient: third }).answers.BE430).toEqual({ contact: third });
    expect(state({}, { paymentRecipient: person }).answers.BE430).toEqual({ contact: null });
  });

  it('shows the stored IBAN in blocks of 4', () => {
    expect(state({}, { paymentRecipient: person, iban: 'CH9300762011623852957' }).answers.BE440).toEqual({ iban: 'CH93 0076 2011 6238 5295 7' });
    expect(state({}, { paymentRecipient: { ...third, bankDetails: { iban: 'CH5604835012345678009' } } }).answers.BE440).toEqual({
      iban: 'CH56 0483 5012 3456 7800 9',
    });
  });

  it('BE260 is complete without receipts only while no expense line needs one', () => {
    expect(status(state({}, { expenses: [{ type: 'transport', amount: 80 }] }), 'BE260').isCompleted).toBe(true);
    expect(status(state({}, { expenses: [{ type: 'unterkunft', amount: 1400 }] }), 'BE260').isCompleted).toBe(false);
    expect(status(state({}, { expenses: [{ type: 'unterkunft', amount: 1400 }], documentIds: ['doc-1'] }), 'BE260').isCompleted).toBe(true);
    expect(status(state({ reasonForRequest: 'procurement' }, { expenses: [{ type: 'kosten', amount: 60 }] }), 'BE260').isCompleted).toBe(false);
  });

  it('makes every step complete for a full realised statement, and the counter skips pages', () => {
    const s = state({}, complete);
    const result = flowStatus(flow, s, context);
    expect(result.steps.filter((step) => step.isListed).map((step) => [step.name, step.isCompleted])).toEqual([
      ['single-person.costs', true],
      ['single-person.contact', false], // BE450 (review) counts as incomplete until submitted
    ]);
    expect(result.numbers.BE200).toBe(1);
    expect(result.numbers.BE450).toBeNull();
    expect(result.steps.find((step) => step.name === 'single-person.cancelation')?.isListed).toBe(false);
  });

  it('locks the answers unless the application is accepted', () => {
    expect(status(state({}, complete), 'BE270').isLocked).toBe(false);
    expect(status(state({ status: 'statement_submitted' }, complete), 'BE270').isLocked).toBe(true);
  });
});

describe('single-person settlement: validation (spec 01 §5)', () => {
  const errors = (code: string, data: AnswerData, app: AnswerData = {}, statement: AnswerData = {}, lang: 'de' | 'fr' | 'it' = 'de') =>
    validateQuestion(flow.question(code), data, { lang, now, records: records(app, statement) });

  it('keeps a pending settlement (saves it) and refuses only its submission, with the explanation (issue 14, item 7)', () => {
    expect(errors('BE200', { realizationStatus: 'pending' })).toEqual({});
    expect(validateQuestion(flow.question('BE200'), { realizationStatus: 'pending' }, { now, records: records(), submission: true }).realizationStatus).toBe(
      'Die Abrechnung kann erst eingereicht werden, wenn die Reise oder die Freizeitaktivität stattgefunden hat beziehungsweise die Anschaffung bezahlt ist. Bitte kommen Sie danach wieder.',
    );
    expect(errors('BE200', { realizationStatus: 'realized' })).toEqual({});
    expect(errors('BE200', { realizationStatus: null }).realizationStatus).toBe('Realisierung ist ein Pflichtfeld.');
    const pending = state({}, { ...complete, realizationStatus: 'pending' });
    expect(flowProblems(flow, pending, context, 'de').map((problem) => problem.code)).toEqual(['BE200']);
    expect(flowProblems(flow, state({}, complete), context, 'de')).toEqual([]);
  });

  it('refuses to submit a cancellation that BE210 did not confirm (issue 14, item 4)', () => {
    const unconfirmed = state({}, { ...complete, realizationStatus: 'cancelled' }, { BE210: { confirmCancellation: false } });
    expect(flowStatus(flow, unconfirmed, context).questions.BE210.isCompleted).toBe(true);
    expect(flowProblems(flow, unconfirmed, context, 'fr')).toEqual([
      { code: 'BE200', errors: { realizationStatus: expect.stringContaining('sans confirmer l’annulation') } },
    ]);
  });

  it('says on BE200 and BE220 what happens with a pending settlement', () => {
    const view = { ...records({}, { realizationStatus: 'pending' }), user: null, now };
    for (const code of ['BE200', 'BE220']) {
      const widget = flow.question(code).widgets!.find((candidate) => candidate.type === 'text' && typeof candidate.text === 'function');
      expect(widget && widget.type === 'text' && typeof widget.text === 'function' && widget.text(view)).toMatchObject({ de: expect.stringContaining('Ihre Angaben bleiben gespeichert') });
    }
  });

  it('refuses an own contribution below the promised one, naming the promised amount', () => {
    const message =
      'Sie haben bei der Gesuchseingabe angegeben, dass der eigene Betrag CHF 300 ist. Der hier angegebene Betrag darf nicht tiefer sein als bei der Gesuchseingabe.';
    expect(errors('BE270', { budget: [{ type: 'individual-contributions', amount: '250' }] }).budget).toBe(message);
    expect(errors('BE270', { budget: [{ type: 'institutional-contributions', amount: '900' }] }).budget).toBe(message);
    expect(errors('BE270', { budget: [{ type: 'individual-contributions', amount: '300' }] })).toEqual({});
    expect(errors('BE270', { budget: [] }).budget).toBe('Einnahmen ist ein Pflichtfeld.');
    // The server's value wins; stored application budgets spelled with `key` count as well.
    expect(errors('BE270', { budget: [{ type: 'individual-contributions', amount: '300' }] }, {}, { individualContributionPromised: 1250.5 }).budget).toContain('CHF 1\'250.50');
    expect(individualContributionPromised(records({ budgetAvailable: [{ key: 'individual-contributions', amount: 180 }] }))).toBe(180);
    expect(errors('BE270', { budget: [{ type: 'individual-contributions', amount: '100' }] }, {}, {}, 'fr').budget).toContain('CHF 300');
  });

  it('validates every income amount as a decimal', () => {
    expect(errors('BE270', { budget: [{ type: 'individual-contributions', amount: 'viel' }] })).toEqual({
      'budget.0.amount': 'Einnahmen muss eine ganze Zahl oder eine Dezimalzahl sein.',
    });
  });

  it('requires the deficit confirmation', () => {
    expect(errors('BE280', { correct: null }).correct).toBe('Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.');
    expect(errors('BE280', { correct: true })).toEqual({});
  });

  it('requires the checklist and the expenses', () => {
    expect(errors('BE220', { read: null }).read).toBe('Bitte bestätigen Sie, dass Sie die Unterlagen bereit haben.');
    expect(errors('BE230', { expenses: [] }).expenses).toBe('Effektive Ausgaben ist ein Pflichtfeld.');
    expect(errors('BE230', { expenses: [{ type: 'unterkunft', amount: '-5' }] })).toEqual({ 'expenses.0.amount': 'Effektive Ausgaben muss min. 0 sein.' });
  });

  it('requires one receipt per expense above CHF 100, and for purchases per expense (issue 14, item 3)', () => {
    const travel = { expenses: [{ type: 'unterkunft', amount: 1400 }, { type: 'transport', amount: 250 }, { type: 'verpflegung', amount: 90 }] };
    expect(errors('BE260', { receipts: [] }, {}, travel).receipts).toBe('Bitte laden Sie für jede Ausgabe über CHF 100 einen Beleg hoch: 2 nötig, 0 hochgeladen.');
    // One file no longer stands for several lines.
    expect(errors('BE260', { receipts: [{ id: 'doc-1' }] }, {}, travel).receipts).toBe('Bitte laden Sie für jede Ausgabe über CHF 100 einen Beleg hoch: 2 nötig, 1 hochgeladen.');
    expect(errors('BE260', { receipts: [{ id: 'doc-1' }, { id: 'doc-2' }] }, {}, travel)).toEqual({});
    expect(errors('BE260', { receipts: [] }, {}, { expenses: [{ type: 'transport', amount: 100 }] })).toEqual({});
    const purchase = { expenses: [{ type: 'kosten', amount: 40 }] };
    expect(errors('BE260', { receipts: [] }, { reasonForRequest: 'procurement' }, purchase).receipts).toBe(
      'Bitte laden Sie für jede Ausgabe der Anschaffung einen Beleg hoch: 1 nötig, 0 hochgeladen.',
    );
    expect(linesNeedingReceipts(records({}, { expenses: [{ amount: 101 }, { amount: 100 }, { amount: '250.5' }] }))).toBe(2);
    // The page names the lines, with their amounts, in the page's language.
    const widget = flow.question('BE260').widgets!.find((candidate) => candidate.type === 'checklist');
    const items = widget?.type === 'checklist' ? widget.items({ ...records({}, travel), user: null, now }) : [];
    expect(items).toEqual([
      { de: "Unterkunft: CHF 1'400.00", fr: "Hébergement\u00a0: CHF 1'400.00", it: "Alloggio: CHF 1'400.00" },
      expect.objectContaining({ de: 'Transport: CHF 250.00' }),
    ]);
    // Receipts that stopped covering the lines (a line added later) leave BE260 open again.
    const stale = state({}, { ...complete, expenses: [...complete.expenses, { type: 'verpflegung', amount: 300 }] });
    expect(flowStatus(flow, stale, context).questions.BE260.isCompleted).toBe(false);
  });

  it('checks uploads: landscape PDFs and wrong types are refused, images at most 3', () => {
    expect(errors('BE260', { receipts: [{ name: 'quer.pdf', type: 'application/pdf', orientation: 'landscape' }] }).receipts).toBe(
      'PDF-Dateien werden nur im Hochformat unterstützt.',
    );
    expect(errors('BE310', { images: [{ name: 'beleg.pdf' }] }).images).toBe('Bilder muss eine gültige Datei sein.');
    expect(errors('BE310', { images: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] }).images).toBe('Bilder kann max. 3 Einträge enthalten.');
    expect(errors('BE310', { images: [] }).images).toBe('Bilder ist ein Pflichtfeld.');
    expect(errors('BE310', { images: [{ id: 1, name: 'see.png' }] })).toEqual({});
  });

  it('validates the IBAN with the catalogue', () => {
    expect(errors('BE440', { iban: 'CH93 0076 2011 6238 5295 8' }).iban).toBe('IBAN muss eine gültige IBAN sein.');
    expect(errors('BE440', { iban: 'ch93 0076 2011 6238 5295 7' })).toEqual({});
    expect(errors('BE440', { iban: '' }).iban).toBe('IBAN ist ein Pflichtfeld.');
  });

  it('requires a complete third-person contact', () => {
    const result = errors('BE430', { contact: { firstname: 'Carla' } });
    expect(result['contact.lastname']).toBe('Nachname ist ein Pflichtfeld.');
    expect(result['contact.phone']).toBe('Telefon ist ein Pflichtfeld.');
  });

  it('formats CHF amounts with apostrophes', () => {
    expect(formatChfAmount(40000)).toBe("40'000");
    expect(formatChfAmount(100)).toBe('100');
    expect(formatChfAmount(1234567.5)).toBe("1'234'567.50");
  });

  it('computes the deficit of the statement (never below zero)', () => {
    expect(settlementDeficit(records({}, complete))).toEqual({ expenses: 1480, income: 300, deficit: 1180 });
    expect(settlementDeficit(records({}, { expenses: [{ amount: 50 }], budget: [{ amount: 300 }] })).deficit).toBe(0);
  });
});

describe('single-person settlement: saving (spec 01 §7.2)', () => {
  interface Call {
    method: 'put' | 'post' | 'delete';
    path: string;
    payload: AnswerData;
  }
  /** A fake API: statement saves merge into the statement; links and cancel change the application. */
  function fakeApi(initial: WizardRecords) {
    const calls: Call[] = [];
    let app = { ...initial.application };
    let statement = { ...(initial.statement ?? {}) };
    const json = () => ({ ...app, statement: { ...statement, paymentRecipient: statement.paymentRecipient ?? null } });
    const contacts: Record<string, AnswerData> = { 'c-person': person, 'c-stand-in': standIn, 'c-third': third };
    const transport: WizardTransport = {
      async put(path, payload) {
        calls.push({ method: 'put', path, payload });
        if (path.endsWith('/contacts')) {
          statement = { ...statement, paymentRecipient: payload.id ? contacts[String(payload.id)] : null };
          return json();
        }
        statement = { ...statement, ...payload };
        return json();
      },
      async delete(path, payload) {
        calls.push({ method: 'delete', path, payload });
        statement = { ...statement, ...Object.fromEntries(Object.keys(payload).map((key) => [key, null])) };
        return json();
      },
      async post(path, payload) {
        calls.push({ method: 'post', path, payload });
        if (path === '/contacts') {
          contacts['c-new'] = { ...payload, id: 'c-new' };
          return contacts['c-new'];
        }
        if (path.endsWith('/statement/cancel')) app = { ...app, status: 'cancelled' };
        return json();
      },
    };
    return { calls, transport };
  }

  it('saves the realisation on the statement base', async () => {
    const s = state({}, {});
    const api = fakeApi(s.records);
    const result = await executeSave(flow, s, context, 'BE200', { realizationStatus: 'realized' }, api.transport);
    expect(api.calls).toEqual([{ method: 'put', path: '/applications/app-1/statement/realization-status', payload: { realizationStatus: 'realized' } }]);
    expect(result.state.records.statement).toMatchObject({ realizationStatus: 'realized' });
  });

  it('confirming the cancellation posts /statement/cancel and leads to BE500 only; "no" stays local', async () => {
    const s = state({}, { realizationStatus: 'cancelled' });
    expect(planSave(flow, s, context, 'BE210', { confirmCancellation: false })).toMatchObject({
      steps: [{ type: 'save-local', code: 'BE210' }],
    });
    const api = fakeApi(s.records);
    const result = await executeSave(flow, s, context, 'BE210', { confirmCancellation: true }, api.transport);
    expect(api.calls).toEqual([{ method: 'post', path: '/applications/app-1/statement/cancel', payload: {} }]);
    expect(result.state.records.application.status).toBe('cancelled');
    expect(result.state.answers.BE210).toEqual({ confirmCancellation: true });
    const status = flowStatus(flow, result.state, context);
    expect(navigate(flow, status, { current: 'BE210', returnTo: null }, { type: 'next' })).toEqual({
      type: 'question',
      state: { current: 'BE500', returnTo: null },
    });
  });

  it('does not wipe the statement when "cancelled" is answered but never confirmed', () => {
    const s = state({}, complete);
    const plan = planSave(flow, s, context, 'BE200', { realizationStatus: 'cancelled' });
    expect(plan.type === 'save' && plan.steps.map((step) => step.type)).toEqual(['save', 'reset-local']);
  });

  it('sends the IBAN without spaces', async () => {
    const s = state({}, { paymentRecipient: person });
    const api = fakeApi(s.records);
    const result = await executeSave(flow, s, context, 'BE440', { iban: 'ch93 0076 2011 6238 5295 7' }, api.transport);
    expect(api.calls).toEqual([{ method: 'put', path: '/applications/app-1/statement/bank-details', payload: { iban: 'CH9300762011623852957' } }]);
    expect(result.state.answers.BE440).toEqual({ iban: 'CH93 0076 2011 6238 5295 7' });
  });

  it('sends receipts and images as lists of ids', async () => {
    const s = state({}, { expenses: [{ type: 'unterkunft', amount: 1400 }] });
    const api = fakeApi(s.records);
    let next = (await executeSave(flow, s, context, 'BE260', { receipts: [{ id: 'doc-1', name: 'hotel.pdf' }] }, api.transport)).state;
    next = (await executeSave(flow, next, context, 'BE310', { images: [{ id: 'img-1', name: 'see.png' }, { id: 'img-2', name: 'berg.png' }] }, api.transport)).state;
    expect(api.calls.map((call) => [call.path, call.payload])).toEqual([
      ['/applications/app-1/statement/receipts', { documentIds: ['doc-1'] }],
      ['/applications/app-1/statement/images', { imageIds: ['img-1', 'img-2'] }],
    ]);
    expect(next.answers.BE310.images).toHaveLength(2);
  });

  it('changing the images resets a given image-use permission on the server (cascade)', () => {
    const s = state({}, complete);
    const plan = planSave(flow, s, context, 'BE310', { images: [] });
    expect(plan.type === 'save' && plan.steps).toEqual([
      expect.objectContaining({ type: 'save', path: '/applications/app-1/statement/images', payload: { imageIds: [] } }),
      { type: 'reset-remote', code: 'BE320', method: 'delete', path: '/applications/app-1/statement/allow-image-use', payload: { allowImageUse: null }, target: 'statement' },
    ]);
  });

  it('links the person as payment recipient with {id, type: paymentRecipient} on the application base', async () => {
    let s = state({}, {});
    const api = fakeApi(s.records);
    s = (await executeSave(flow, s, context, 'BE400', { paymentRecipientType: 'contact' }, api.transport)).state;
    expect(api.calls).toEqual([]); // BE400 is derived, not sent
    // The runner links the prefilled contact (BE410 starts with the person's contact).
    const emptied = { ...s, answers: { ...s.answers, BE410: { contact: null } } };
    const result = await executeSave(flow, emptied, context, 'BE410', { contact: person }, api.transport);
    expect(api.calls).toEqual([{ method: 'put', path: '/applications/app-1/contacts', payload: { id: 'c-person', type: 'paymentRecipient' } }]);
    expect(derivePaymentRecipientType(result.state.records)).toBe('contact');
    expect(flowStatus(flow, result.state, context).questions.BE410.isCompleted).toBe(true);
    expect(flowStatus(flow, result.state, context).questions.BE440.shouldSkip).toBe(false);
  });

  it('creates a third person before linking it', async () => {
    const s = state({}, {}, { BE400: { paymentRecipientType: 'other' } });
    const api = fakeApi(s.records);
    const contact = { salutCode: 'neutral' as const, firstname: 'Dana', lastname: 'Dritt', street: 'Weg', houseNumber: '1', zipCode: '3000', location: 'Bern', phone: '0311234567', email: 'dana@example.org' };
    const result = await executeSave(flow, s, context, 'BE430', { contact }, api.transport);
    expect(api.calls).toEqual([
      { method: 'post', path: '/contacts', payload: contact },
      { method: 'put', path: '/applications/app-1/contacts', payload: { id: 'c-new', type: 'paymentRecipient' } },
    ]);
    expect(derivePaymentRecipientType(result.state.records)).toBe('other');
  });

  it('changing the recipient type resets the linked recipient and the IBAN', () => {
    const s = state({}, complete);
    const plan = planSave(flow, s, context, 'BE400', { paymentRecipientType: 'other' });
    expect(plan.type === 'save' && plan.steps.map((step) => [step.type, step.code, 'path' in step ? step.path : null])).toEqual([
      ['save-local', 'BE400', null],
      ['reset-remote', 'BE410', '/applications/app-1/contacts'],
      ['reset-local', 'BE420', null],
      ['reset-local', 'BE430', null],
      ['reset-remote', 'BE440', '/applications/app-1/statement/bank-details'],
    ]);
  });
});

describe('single-person settlement: server flow', () => {
  const server = toServerFlow(flow);
  const ctx = (statement: AnswerData, app: AnswerData = {}) => ({ lang: 'de' as const, application: application(app), statement, now });

  it('serves the statement endpoints of spec 01 §7.2 (links and cancel by the shared routes)', () => {
    expect(server).toMatchObject({ kind: 'single-person', stage: 'statement' });
    expect(server.endpoints.map((endpoint) => [endpoint.code, endpoint.endpoint, endpoint.fields])).toEqual([
      ['BE200', '/realization-status', ['realizationStatus']],
      ['BE230,BE240,BE250', '/expenses', ['expenses']],
      ['BE260', '/receipts', ['documentIds']],
      ['BE270', '/budget', ['budget']],
      ['BE290,BE300', '/review', ['review']],
      ['BE310', '/images', ['imageIds']],
      ['BE320', '/allow-image-use', ['allowImageUse']],
      ['BE440', '/bank-details', ['iban']],
    ]);
  });

  it('validates payloads with the browser rules and messages', () => {
    const budget = server.endpoints.find((endpoint) => endpoint.endpoint === '/budget')!;
    expect(budget.validate({ budget: [{ type: 'individual-contributions', amount: 120 }] }, ctx({}))).toEqual({
      budget: ['Sie haben bei der Gesuchseingabe angegeben, dass der eigene Betrag CHF 300 ist. Der hier angegebene Betrag darf nicht tiefer sein als bei der Gesuchseingabe.'],
    });
    const bank = server.endpoints.find((endpoint) => endpoint.endpoint === '/bank-details')!;
    expect(bank.validate({ iban: 'CH9300762011623852957' }, ctx({ paymentRecipient: person }))).toBeNull();
    expect(bank.validate({ iban: 'CH00' }, ctx({ paymentRecipient: person }))).toEqual({ iban: ['IBAN muss eine gültige IBAN sein.'] });
    const expenses = server.endpoints.find((endpoint) => endpoint.endpoint === '/expenses')!;
    expect(expenses.validate({ expenses: [{ type: 'kosten', amount: 'x' }] }, ctx({}, { reasonForRequest: 'procurement' }))).toEqual({
      'expenses.0.amount': ['Effektive Ausgaben muss eine ganze Zahl oder eine Dezimalzahl sein.'],
    });
  });

  it('lists nothing incomplete for a complete realised statement, and the open questions otherwise', () => {
    expect(server.incompleteQuestions(complete, ctx(complete))).toEqual([]);
    expect(server.incompleteQuestions({}, ctx({}))).toEqual(['BE200', 'BE220', 'BE230', 'BE270', 'BE280', 'BE290', 'BE310', 'BE400']);
    const noImageUse = { ...complete, allowImageUse: null };
    expect(server.incompleteQuestions(noImageUse, ctx(noImageUse))).toEqual(['BE320']);
  });

  it('clears the answers of hidden questions', () => {
    const noImages = { ...complete, imageIds: [] };
    expect(server.hiddenFields(noImages, ctx(noImages))).toEqual(['allowImageUse']);
    const noRecipient = { ...complete, paymentRecipient: null };
    // paymentRecipient is a link the API keeps (reserved key); the IBAN is cleared.
    expect(server.hiddenFields(noRecipient, ctx(noRecipient))).toEqual(['paymentRecipient', 'iban']);
  });

  it('reads the rule view from the statement in statement mode', () => {
    const view = createRuleView(flow, state({}, complete), context);
    expect(view.value('BE230.expenses')).toEqual(complete.expenses);
    expect(view.value('BE400.paymentRecipientType')).toBe('contact');
  });
});
