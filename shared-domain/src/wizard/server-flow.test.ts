import { singlePersonApplication as flow, singlePersonStatement } from './__fixtures__/single-person';
import { groupStatement, projectApplication } from './__fixtures__/group-project';
import { toServerFlow } from './server-flow';
import type { ServerContext } from './server-contract';
import { loadQuestionData } from './question-data';

beforeAll(() => loadQuestionData([...singlePersonStatement.questions, ...groupStatement.questions]));

const now = new Date('2024-03-01T10:00:00Z');
const context = (application: Record<string, unknown>, lang: ServerContext['lang'] = 'de', statement?: Record<string, unknown>): ServerContext => ({ lang, application, statement, now });
const server = toServerFlow(flow);
const endpoint = (path: string, serverFlow = server) => {
  const found = serverFlow.endpoints.find((candidate) => candidate.endpoint === path);
  if (!found) throw new Error(`no endpoint ${path}`);
  return found;
};

describe('toServerFlow: endpoints', () => {
  test('one endpoint per save path; shared paths merged; contact links and actions left to shared routes', () => {
    expect(server.kind).toBe('single-person');
    expect(server.stage).toBe('application');
    const paths = server.endpoints.map((candidate) => candidate.endpoint);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('/contacts');
    expect(endpoint('/expenses')).toMatchObject({ code: 'FE500,FE510', fields: ['expenses'] });
    expect(endpoint('/destination')).toMatchObject({ code: 'FE380,FE390', fields: ['destinationCountryCode', 'destinationLocation'] });
    expect(endpoint('/time-period').fields).toEqual(['start', 'end']);
    expect(endpoint('/taxable-income-document').fields).toEqual(['taxableIncomeDocumentId']);

    const statement = toServerFlow(singlePersonStatement);
    expect(statement.stage).toBe('statement');
    expect(statement.endpoints.map((candidate) => candidate.endpoint)).toEqual(['/realization-status', '/expenses', '/images', '/allow-image-use', '/bank-details']);
  });

  test('validates payloads with the browser rules and messages, keyed by payload field', () => {
    const income = endpoint('/taxable-income');
    expect(income.validate({ taxableIncome: 30000 }, context({ id: 7 }))).toBeNull();
    expect(income.validate({ taxableIncome: 'viel' }, context({ id: 7 }))).toEqual({
      taxableIncome: ['Steuerbares Einkommen muss eine ganze Zahl oder eine Dezimalzahl sein.'],
    });
    expect(income.validate({}, context({ id: 7 }, 'fr'))).toEqual({ taxableIncome: ['Le champ «\u00a0Steuerbares Einkommen\u00a0» est obligatoire.'] });
    expect(endpoint('/destination').validate({ destinationCountryCode: 193, destinationLocation: 'B'.repeat(101) }, context({ id: 7, destinationCountryCode: 193 }))).toEqual({
      destinationLocation: ['Ort kann max. 100 Zeichen lang sein.'],
    });
  });

  test('lead time on a spread date range; shared endpoints validate as the question shown', () => {
    const period = endpoint('/time-period');
    const travel = context({ id: 7, reasonForRequest: 'travel' });
    expect(period.validate({ start: '2024-04-12', end: '2024-04-20' }, travel)).toBeNull();
    const early = period.validate({ start: '2024-03-20', end: '2024-05-10' }, travel);
    expect(early).toEqual({ start: ['Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 6 Wochen vor dem Anschaffungszeitpunkt bei uns eintreffen muss.'] });
    expect(period.validate({ start: '2024-05-20', end: '2024-05-10' }, travel)).toEqual({ end: ['Reisedatum muss nach 20.05.2024 sein.'] });
    expect(period.validate({ start: 'morgen' }, context({ id: 7, reasonForRequest: 'procurement' }))).toEqual({
      start: ['Anschaffungsdatum muss ein gültiges Datum sein (dd.mm.jjjj). Beispielsweise 15.06.2000.'],
    });

    const lines = [1, 2, 3, 4].map((amount) => ({ type: 'x', amount }));
    expect(endpoint('/expenses').validate({ expenses: lines }, context({ id: 7, reasonForRequest: 'travel' }))).toBeNull();
    expect(endpoint('/expenses').validate({ expenses: lines }, context({ id: 7, reasonForRequest: 'leisure' }))).toEqual({ expenses: ['Ausgaben kann max. 3 Einträge enthalten.'] });
    expect(endpoint('/expenses').validate({ expenses: [{ type: 'x', amount: 'gratis' }] }, context({ id: 7, reasonForRequest: 'travel' }))).toEqual({
      'expenses.0.amount': ['Ausgaben muss eine ganze Zahl oder eine Dezimalzahl sein.'],
    });
  });

  test('rules reading the stored records (requested amount ≤ deficit)', () => {
    const project = toServerFlow(projectApplication);
    const amount = endpoint('/requested-amount', project);
    expect(amount.validate({ requestedAmount: 1200 }, context({ id: 1, deficit: 1200 }))).toBeNull();
    expect(amount.validate({ requestedAmount: 1500 }, context({ id: 1, deficit: 1200 }))).toEqual({
      requestedAmount: ['Der beantrage Betrag darf nicht höher als das Defizit von CHF 1200 sein.'],
    });
    const donations = endpoint('/donations', project);
    const budget = [{ type: 'institutionalDonations', amount: 500 }];
    expect(donations.validate({ donations: [{ description: 'A', amount: 200 }, { description: 'B', amount: 300 }] }, context({ id: 1, budgetAvailable: budget }))).toBeNull();
    expect(donations.validate({ donations: [{ description: 'A', amount: 200 }] }, context({ id: 1, budgetAvailable: budget }, 'it'))).toEqual({
      donations: ['Il totale delle donazioni istituzionali non corrisponde all’importo indicato nel budget.'],
    });
  });

  test('IBAN on the statement endpoint', () => {
    const bank = endpoint('/bank-details', toServerFlow(singlePersonStatement));
    const ctx = context({ id: 7, contact: { id: 3 } }, 'de', { paymentRecipient: { id: 3 } });
    expect(bank.validate({ iban: 'CH9300762011623852957' }, ctx)).toBeNull();
    expect(bank.validate({ iban: 'CH9300762011623852958' }, ctx)).toEqual({ iban: ['IBAN muss eine gültige IBAN sein.'] });
  });

  test('validate and toStored of one save derive the shown question from their context once', () => {
    const expenses = endpoint('/expenses');
    let reads = 0;
    const answers = { id: 7, reasonForRequest: 'leisure' };
    const counted = context(answers);
    Object.defineProperty(counted, 'application', { get: () => (reads++, answers) });
    const lines = [1, 2, 3, 4].map((amount) => ({ type: 'x', amount }));
    expect(expenses.validate({ expenses: lines }, counted)).toEqual({ expenses: ['Ausgaben kann max. 3 Einträge enthalten.'] });
    const afterValidate = reads;
    expect(afterValidate).toBeGreaterThan(0);
    expect(expenses.toStored!({ expenses: lines.slice(0, 3) }, counted)).toEqual({ expenses: lines.slice(0, 3) });
    expect(reads).toBe(afterValidate);
    // Another context (another save, or the answers after it) is judged anew.
    expect(expenses.validate({ expenses: lines }, context({ id: 7, reasonForRequest: 'travel' }))).toBeNull();
  });
});

describe('toServerFlow: hidden fields and incomplete questions', () => {
  const application = {
    id: 7,
    status: 'preparing',
    identification: 'self-reliant',
    reasonForRequest: 'leisure',
    organizationalForm: 'camp',
    numberOfPeople: 2,
    expenses: [{ type: 'kurs', amount: 400 }],
  };

  test('fields of hidden questions, except those a shown question shares', () => {
    const hidden = server.hiddenFields(application, context(application));
    expect(hidden).toEqual(expect.arrayContaining(['organizationalForm', 'numberOfPeople', 'companions', 'representation', 'taxableIncomeDocumentId']));
    expect(hidden).not.toContain('expenses'); // FE510 (leisure) shows it
    expect(hidden).not.toContain('contact'); // FE600 shows it
    expect(hidden).not.toContain('reasonForRequest');
    const travel = server.hiddenFields({ ...application, reasonForRequest: 'travel' }, context(application));
    expect(travel).not.toContain('organizationalForm');
  });

  test('visible incomplete questions block submission; pages and local confirmations do not', () => {
    const incomplete = server.incompleteQuestions(application, context(application));
    expect(incomplete).toEqual(expect.arrayContaining(['FE210', 'FE340', 'FE360', 'FE530', 'FE600']));
    for (const code of ['FE100', 'FE120', 'FE130', 'FE140', 'FE300', 'FE510', 'FE630', 'FE640', 'FE310', 'FE620']) expect(incomplete).not.toContain(code);
    const statement = toServerFlow(singlePersonStatement);
    // BE210 is complete only once the statement has expenses (spec 01 §4.6); the rest is still to do.
    expect(statement.incompleteQuestions({ realizationStatus: 'cancelled' }, context({ id: 7 }))).toEqual(['BE210', 'BE220', 'BE310', 'BE400']);
    const done = { realizationStatus: 'realized', expenses: [{ type: 'x', amount: 1 }], images: [{ id: 1 }], allowImageUse: true, paymentRecipient: { id: 3, bankDetails: { iban: 'CH9300762011623852957' } } };
    expect(statement.incompleteQuestions(done, context({ id: 7, reasonForRequest: 'travel', contact: { id: 3 } }))).toEqual([]);
    expect(statement.hiddenFields(done, context({ id: 7, reasonForRequest: 'travel', contact: { id: 3 } }))).toEqual([]);
  });

  test('a hidden question that is locked keeps its answer (spec 02 §4.5: BG200 after a partial statement)', () => {
    const statement = toServerFlow(groupStatement);
    const answers = { realizationStatus: 'realized', partialBilling: true };
    const accepted = { id: 7, type: 'group', subtype: 'group-collection', status: 'accepted' };
    expect(statement.hiddenFields(answers, context(accepted))).not.toContain('realizationStatus');
    // After the partial statement BG200 is hidden and locked: its answer stays.
    expect(statement.hiddenFields(answers, context({ ...accepted, status: 'partial_statement_submitted' }))).not.toContain('realizationStatus');
    // …and cannot be changed any more; a shown question still can.
    const after = context({ ...accepted, status: 'partial_statement_submitted' }, 'de', answers);
    const bg200 = statement.endpoints.find((candidate) => candidate.endpoint === '/realization-status')!;
    expect(bg200.validate({ realizationStatus: 'cancelled' }, after)).toEqual({ realizationStatus: ['Diese Angabe ist eingereicht und kann nicht mehr geändert werden.'] });
    expect(bg200.validate({ realizationStatus: 'cancelled' }, context(accepted, 'de', answers))).toBeNull();
    // BG460 hidden by the answer (not locked) is cleared.
    expect(statement.hiddenFields({ ...answers, deficit: 10 }, context(accepted))).toContain('deficit');
  });
});
