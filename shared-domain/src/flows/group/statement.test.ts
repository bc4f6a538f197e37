import { alignRepeat } from '@portal/shared-domain/wizard-core';
import { flowRoutes, flowStatus, startWizard, validateQuestion } from '@portal/shared-domain/wizard';
import { toServerFlow } from '../../wizard/server-flow';
import type { QuestionData, WizardContext } from '../../wizard/types';
import { groupStatement as flow } from './statement';
import { GROUP_MESSAGES } from './rules';
import { loadQuestionData } from '../../wizard/question-data';

// The IBAN pages' check is loaded as the wizard loads it: through the questions that need it.
beforeAll(() => loadQuestionData(flow.questions));

const now = new Date('2026-11-20T10:00:00Z');
type Ctx = Pick<WizardContext, 'user' | 'now'>;
const ctx: Ctx = { user: { email: 'gruppen@verein.ch' }, now };
const collection = { id: 'g2', type: 'group', subtype: 'group-collection', status: 'accepted', inclusionCriteria: ['mixed-composition', 'participated-in-planning'], contact: { id: 'c1', lastname: 'Muster' } };
const single = { ...collection, subtype: 'single-group' };
const records = (application: Record<string, unknown>, statement: Record<string, unknown> = {}) => ({ application, statement });
const shownCodes = (application: Record<string, unknown>, statement: Record<string, unknown> = {}) => {
  const status = flowStatus(flow, startWizard(flow, records(application, statement), ctx), ctx);
  return flow.questions.filter((q) => !status.questions[q.code].shouldSkip).map((q) => q.code);
};
const status = (application: Record<string, unknown>, statement: Record<string, unknown> = {}) => flowStatus(flow, startWizard(flow, records(application, statement), ctx), ctx);
const errors = (code: string, data: QuestionData, application: Record<string, unknown> = single, statement: Record<string, unknown> = {}) =>
  validateQuestion(flow.question(code), data, { lang: 'de', now, records: records(application, statement) });

describe('group statement: definition (spec 02 §2.5, §7.3)', () => {
  test('every question with its path, under both spellings of the base', () => {
    expect(flow.questions.map((q) => q.code)).toEqual([
      'BG200', 'BG210', 'BG220', 'BG230',
      'BG300', 'BG310', 'BG320', 'BG330', 'BG340', 'BG350', 'BG360',
      'BG400', 'BG410', 'BG420', 'BG430', 'BG440', 'BG450', 'BG460',
      'BG500', 'BG510', 'BG520', 'BG530', 'BG540', 'BG550', 'BG560', 'BG570',
      'BG600', 'BG610',
      'BG700', 'BG710', 'BG720',
    ]);
    const routes = Object.fromEntries(flowRoutes(flow).map((route) => [route.code ?? route.name, route]));
    expect(routes.BG200).toEqual({
      name: 'gesuche-gruppe-abrechnung-id-bestaetigung-realisierung-bestaetigung-realisierung',
      path: '/gesuche/gruppe-abrechnung/{id}/bestaetigung-realisierung/bestaetigung-realisierung',
      code: 'BG200',
      aliases: ['/gesuche/gruppe/abrechnung/{id}/bestaetigung-realisierung/bestaetigung-realisierung'],
    });
    // The misspelt path is kept; the route name is not.
    expect(routes.BG500).toMatchObject({ name: 'gesuche-gruppe-abrechnung-id-dam-bedingungen-inklusionskriterien', path: '/gesuche/gruppe-abrechnung/{id}/dam-bedingungen/inklusuionskriterien' });
    expect(routes.BG720.path).toBe('/gesuche/gruppe-abrechnung/{id}/absage');
    expect(routes.BG610.path).toBe('/gesuche/gruppe-abrechnung/{id}/kontaktdaten/kontodaten');
  });

  test('endpoints of spec 02 §7.3', () => {
    const endpoints = Object.fromEntries(flow.questions.filter((q) => q.save).map((q) => [q.code, q.save!.endpoint]));
    expect(endpoints).toEqual({
      BG200: '/realization-status',
      BG210: '/cancel',
      BG300: '/number-of-disabled-persons',
      BG310: '/number-of-days',
      BG320: '/expenses',
      BG330: '/receipts',
      BG340: '/budget',
      BG360: '/participant-list-document',
      BG400: '/partial-billing',
      BG420: '/partial-billing-document',
      BG430: '/partial-billing-deficit',
      BG440: '/remaining-deficit-estimate',
      BG450: '/final-billing-document',
      BG460: '/deficit',
      BG510: '/evidence-of-inclusion-criteria',
      BG520: '/evidence-of-visibility',
      BG530: '/review',
      BG540: '/communication-images',
      BG550: '/images',
      BG560: '/allow-image-use',
      BG570: '/organization-logo',
      BG600: '/contacts',
      BG610: '/bank-details',
    });
    const server = toServerFlow(flow);
    expect(Object.fromEntries(server.endpoints.map((e) => [e.endpoint, e.fields]))).toMatchObject({
      '/receipts': ['documentIds'],
      '/participant-list-document': ['participantListDocumentId'],
      '/partial-billing-document': ['partialBillingDocumentId'],
      '/final-billing-document': ['finalBillingDocumentId'],
      '/evidence-of-inclusion-criteria': ['evidenceOfInclusionCriteria'],
      '/communication-images': ['imageIds'],
      '/images': ['imageIds'],
      '/organization-logo': ['organizationLogoId', 'noOrganizationLogo'],
      '/bank-details': ['iban'],
    });
    expect(flow.question('BG440').submit).toMatchObject({ endpoint: '/partial-submit', next: 'BG710' });
    expect(flow.question('BG600').fields[0].contact?.linkType).toBe('paymentRecipient');
  });
});

describe('visibility and locking (spec 02 §4.5)', () => {
  test('a single group: BG300–BG360 and BG540; nothing of the collection', () => {
    expect(shownCodes(single, { realizationStatus: 'realized' })).toEqual([
      'BG200', 'BG220', 'BG230', 'BG300', 'BG310', 'BG320', 'BG330', 'BG340', 'BG350', 'BG360',
      'BG500', 'BG510', 'BG520', 'BG530', 'BG540', 'BG560', 'BG570', 'BG600', 'BG700',
    ]);
  });

  test('a collection on the partial path ends with BG440 (BG410–BG440), nothing of the final billing yet', () => {
    expect(shownCodes(collection, { realizationStatus: 'realized', partialBilling: true })).toEqual(['BG200', 'BG220', 'BG230', 'BG400', 'BG410', 'BG420', 'BG430', 'BG440']);
  });

  test('a collection on the final path: BG450, BG460, BG550 and the rest', () => {
    expect(shownCodes(collection, { realizationStatus: 'realized', partialBilling: false })).toEqual([
      'BG200', 'BG220', 'BG230', 'BG400', 'BG450', 'BG460', 'BG500', 'BG510', 'BG520', 'BG530', 'BG550', 'BG560', 'BG570', 'BG600', 'BG700',
    ]);
  });

  test('after the partial statement: BG200–BG360 hidden and locked, BG400–BG440 locked as submitted, the final billing open', () => {
    const after = { ...collection, status: 'partial_statement_submitted' };
    const statement = { realizationStatus: 'realized', partialBilling: true, partialBillingDeficit: 7400, remainingDeficitEstimate: 9000 };
    const codes = shownCodes(after, statement);
    expect(codes).toEqual(['BG400', 'BG410', 'BG420', 'BG430', 'BG440', 'BG450', 'BG460', 'BG500', 'BG510', 'BG520', 'BG530', 'BG550', 'BG560', 'BG570', 'BG600', 'BG700', 'BG710']);
    const s = status(after, statement);
    for (const code of ['BG200', 'BG220', 'BG230', 'BG300', 'BG360', 'BG400', 'BG440']) expect([code, s.questions[code].isLocked]).toEqual([code, true]);
    for (const code of ['BG450', 'BG460', 'BG510', 'BG600', 'BG610']) expect([code, s.questions[code].isLocked]).toEqual([code, false]);
  });

  test('cancelled: BG210 asks; once confirmed only BG720 is shown', () => {
    expect(shownCodes(collection, { realizationStatus: 'cancelled' })).toEqual(['BG200', 'BG210']);
    expect(shownCodes({ ...collection, status: 'cancelled' }, { realizationStatus: 'cancelled' })).toEqual(['BG720']);
    const state = startWizard(flow, records(collection, { realizationStatus: 'cancelled' }), ctx);
    const confirmed = { ...state, answers: { ...state.answers, BG210: { confirmCancellation: true } } };
    const s = flowStatus(flow, confirmed, ctx);
    // Every further question is hidden; BG720 follows (the API then answers the status 'cancelled').
    expect(flow.questions.filter((q) => !s.questions[q.code].shouldSkip).map((q) => q.code)).toEqual(['BG200', 'BG210', 'BG720']);
    expect(flow.question('BG210').save).toMatchObject({ endpoint: '/cancel', method: 'post', base: 'flow' });
  });

  test('statement answers are locked unless the status model allows them', () => {
    expect(status({ ...collection, status: 'statement_submitted' }, { realizationStatus: 'realized', partialBilling: false }).questions.BG450.isLocked).toBe(true);
    expect(status(collection, { realizationStatus: 'realized', partialBilling: false }).questions.BG450.isLocked).toBe(false);
  });
});

describe('rules and completion', () => {
  test('BG320: catering at most CHF 21 per person and day of the actual participants and days', () => {
    const statement = { numberOfDisabledPersons: 8, numberOfDays: 2 };
    expect(errors('BG320', { expenses: [{ type: 'catering', amount: '336' }] }, single, statement)).toEqual({});
    expect(errors('BG320', { expenses: [{ type: 'catering', amount: '337' }] }, single, statement).expenses).toMatch(/höchstens CHF 336/);
  });

  test('BG330: receipts for expenses over CHF 100', () => {
    const statement = { expenses: [{ type: 'accommodation', amount: 900 }, { type: 'transport', amount: 80 }] };
    expect(errors('BG330', { receipts: [] }, single, statement)).toEqual({ receipts: 'Bitte laden Sie die Belege für alle Ausgaben über CHF 100 hoch.' });
    expect(errors('BG330', { receipts: [{ id: 'u1' }] }, single, statement)).toEqual({});
    expect(status(single, { realizationStatus: 'realized', expenses: [{ type: 'transport', amount: 80 }] }).questions.BG330.isCompleted).toBe(true);
  });

  test('BG340: a self-borne share; BG350: the deficit must be confirmed; BG310: half days', () => {
    expect(errors('BG340', { budget: [{ type: 'donations', amount: '100' }] })).toEqual({ budget: GROUP_MESSAGES.ownShare.de });
    expect(errors('BG350', { correct: false })).toEqual({ correct: GROUP_MESSAGES.deficit.de });
    expect(errors('BG310', { numberOfDays: '4.5' })).toEqual({});
    expect(errors('BG310', { numberOfDays: '4.3' })).toEqual({ numberOfDays: GROUP_MESSAGES.halfDays.de });
  });

  test('BG360 participant list, BG420/BG450 spreadsheets: PDF (portrait) and xlsx only', () => {
    expect(errors('BG360', { participantList: { id: 'u1', name: 'liste.docx' } }).participantList).toMatch(/pdf/i);
    expect(errors('BG360', { participantList: { id: 'u1', name: 'liste.pdf', type: 'application/pdf', orientation: 'landscape' } })).toEqual({ participantList: 'PDF-Dateien werden nur im Hochformat unterstützt.' });
    expect(errors('BG420', { partialBillingDocument: { id: 'u2', name: 'teil.pdf' } }, collection).partialBillingDocument).toMatch(/xlsx/i);
  });

  test('BG510: one proof per criterion of the application, with next/previous criterion', () => {
    const question = flow.question('BG510');
    const field = question.fields[0];
    expect(field.repeat?.nextLabel).toEqual(expect.objectContaining({ de: 'Nächstes Kriterium' }));
    expect(alignRepeat(field, [], records(collection)).map((item) => item.criteria)).toEqual(['mixed-composition', 'participated-in-planning']);
    const proof = [{ criteria: 'mixed-composition', value: 'Gemischt' }, { criteria: 'participated-in-planning', value: 'Geplant' }];
    expect(errors('BG510', { evidenceOfInclusionCriteria: proof }, collection)).toEqual({});
    expect(Object.keys(errors('BG510', { evidenceOfInclusionCriteria: [{ criteria: 'other', value: 'x' }] }, collection))).not.toHaveLength(0);
  });

  test('BG540 at most 3 images, BG550 at most 20, at least one each', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, name: `b${i}.jpg` }));
    expect(errors('BG540', { images: images(3) })).toEqual({});
    expect(errors('BG540', { images: images(4) }).images).toBeDefined();
    expect(errors('BG540', { images: [] }).images).toBeDefined();
    expect(errors('BG550', { images: images(20) }, collection)).toEqual({});
    expect(errors('BG550', { images: images(21) }, collection).images).toBeDefined();
  });

  test('BG570 is complete with a logo or "no logo"', () => {
    const base = { realizationStatus: 'realized', partialBilling: false };
    expect(status(collection, { ...base, noOrganizationLogo: true }).questions.BG570.isCompleted).toBe(true);
    expect(status(collection, { ...base, organizationLogoId: 'u9' }).questions.BG570.isCompleted).toBe(true);
    expect(status(collection, base).questions.BG570.isCompleted).toBe(false);
  });

  test('after the partial statement BG400–BG440 keep what was submitted', () => {
    const after = { ...collection, status: 'partial_statement_submitted' };
    const submitted = { partialBilling: true, partialBillingDeficit: 7400, remainingDeficitEstimate: 6200 };
    expect(errors('BG400', { partialBilling: false }, after, submitted)).toEqual({ partialBilling: GROUP_MESSAGES.partialOnce.de });
    expect(errors('BG400', { partialBilling: true }, after, submitted)).toEqual({});
    expect(errors('BG430', { partialBillingDeficit: '9000' }, after, submitted)).toEqual({ partialBillingDeficit: GROUP_MESSAGES.partialOnce.de });
    expect(errors('BG440', { remainingDeficitEstimate: '6200' }, after, submitted)).toEqual({});
    // Before it, anything valid goes.
    expect(errors('BG430', { partialBillingDeficit: '9000' }, collection, submitted)).toEqual({});
  });

  test('BG610: the IBAN is checked and shown in groups', () => {
    expect(errors('BG610', { iban: 'CH93 0076 2011 6238 5295 8' }).iban).toBeDefined();
    expect(errors('BG610', { iban: 'CH93 0076 2011 6238 5295 7' })).toEqual({});
    const s = startWizard(flow, records(single, { paymentRecipient: { id: 'c1', bankDetails: { iban: 'CH9300762011623852957' } } }), ctx);
    expect(s.answers.BG610.iban).toBe('CH93 0076 2011 6238 5295 7');
  });

  test('the server: a partial statement needs BG200–BG440; the final one everything shown', () => {
    const server = toServerFlow(flow);
    const context = (application: Record<string, unknown>) => ({ lang: 'de' as const, application, now });
    const partial = { realizationStatus: 'realized', partialBilling: true, partialBillingDocumentId: 'u1', partialBillingDeficit: 7400 };
    expect(server.incompleteQuestions(partial, context(collection))).toEqual(['BG440']);
    expect(server.incompleteQuestions({ ...partial, remainingDeficitEstimate: 9000 }, context(collection))).toEqual([]);
    const final = server.incompleteQuestions({ ...partial, remainingDeficitEstimate: 9000 }, context({ ...collection, status: 'partial_statement_submitted' }));
    expect(final).toEqual(['BG450', 'BG460', 'BG510', 'BG520', 'BG530', 'BG550', 'BG560', 'BG570', 'BG600']);
    // Which submission the answers lead to: the partial one on the partial path, else the final one.
    expect(server.submitPath!({ ...partial, remainingDeficitEstimate: 9000 }, context(collection))).toBe('/partial-submit');
    expect(server.submitPath!({ ...partial, partialBilling: false }, context(collection))).toBe('/submit');
    expect(server.submitPath!(partial, context({ ...collection, status: 'partial_statement_submitted' }))).toBe('/submit');
    expect(server.submitPath!({}, context(single))).toBe('/submit');
    // The submitted partial billing stays stored though BG200 is hidden now.
    expect(server.hiddenFields({ ...partial, remainingDeficitEstimate: 9000 }, context({ ...collection, status: 'partial_statement_submitted' }))).not.toEqual(
      expect.arrayContaining(['realizationStatus']),
    );
  });
});
