import { flowRoutes, flowStatus, questionPath, startWizard, validateQuestion } from '@portal/shared-domain/wizard';
import { toServerFlow } from '../../wizard/server-flow';
import { projectRoutes } from '../../routes/project';
import type { QuestionData, WizardContext } from '../../wizard/types';
import { projectApplication as flow } from './application';

// Monday 2 March 2026, 11:00 in Zurich: ten weeks later is 11 May 2026.
const now = new Date('2026-03-02T10:00:00Z');
type Ctx = Pick<WizardContext, 'user' | 'now'>;
const signedIn: Ctx = { user: { email: 'projekt@example.ch' }, now };
const anonymous: Ctx = { user: null, now };
const server = toServerFlow(flow);
const context = (application: Record<string, unknown>, lang: 'de' | 'fr' | 'it' = 'de') => ({ lang, application, now });
const endpoint = (path: string) => server.endpoints.find((candidate) => candidate.endpoint === path)!;
const shown = (application: Record<string, unknown>, ctx = signedIn) => {
  const status = flowStatus(flow, startWizard(flow, { application, statement: null }, ctx), ctx);
  return (code: string) => !status.questions[code].shouldSkip;
};
const errors = (code: string, data: QuestionData, application: Record<string, unknown> = {}) =>
  validateQuestion(flow.question(code), data, { lang: 'de', now, records: { application, statement: null } });

/** A complete project application as the API stores it. */
export const completeProject = {
  id: 'p1',
  type: 'project',
  status: 'preparing',
  read: true,
  subtype: 'leisure',
  targetGroup: ['disabled', 'non-disabled'],
  nonProfit: true,
  projectStatus: 'in-planning',
  start: '2026-06-01',
  end: '2026-06-30',
  projectCategory: 'art',
  projectTitle: 'Inklusives Theater',
  projectDescription: 'Ein Theaterprojekt für alle.',
  numberOfDisabledPersons: 40,
  projectConceptDocumentId: 'u1',
  appeal: 'Begegnungen auf Augenhöhe.',
  inclusionCriteria: ['remove-barriers', 'other'],
  inclusionCriteriaOther: 'Gebärdensprache',
  expenses: [{ description: 'Bühne', amount: 8000 }, { description: 'Honorare', amount: 12000 }],
  budgetAvailable: [{ type: 'applicantContributions', amount: 2000 }, { type: 'institutionalDonations', amount: 6000 }],
  donations: [{ name: 'Stiftung A', amount: 4000 }, { name: 'Stiftung B', amount: 2000 }],
  institutionsRequested: ['Stiftung C'],
  institutionsRejected: [],
  requestedAmount: 12000,
  visibility: ['website'],
  accept: true,
  contact: { id: 'c1', firstname: 'Pia' },
};

describe('project application: definition (spec 02 §2.4, §7.2)', () => {
  test('questions, steps, routes and FP460’s name from the foundation', () => {
    expect(flow.questions.map((q) => q.code)).toEqual([
      'FP000', 'FP100', 'FP110', 'FP120',
      'FP200', 'FP210', 'FP220', 'FP230', 'FP240',
      'FP300', 'FP310', 'FP320', 'FP330', 'FP340', 'FP350', 'FP360', 'FP370', 'FP380',
      'FP400', 'FP410', 'FP420', 'FP430', 'FP440', 'FP450', 'FP460',
      'FP500', 'FP510',
      'FP600', 'FP620', 'FP610',
      'FP700',
    ]);
    const table = new Map(projectRoutes.map((route) => [route.name, route]));
    for (const route of flowRoutes(flow)) expect(table.get(route.name)).toMatchObject({ path: route.path, remote: 'mfe-project' });
    expect(flow.question('FP000').routeName).toBe('gesuche-projekte');
    expect(flow.question('FP120').routeName).toBe('gesuche-projekte-id');
    expect(flow.question('FP460')).toMatchObject({ routeName: 'gesuche-projekte-id-budget-beitrag-ferien-freizeit', fullPath: '/gesuche/projekte/{id}/budget/beitrag-stiftung-ferien-freizeit' });
    expect(questionPath(flow, 'FP700', 7)).toBe('/gesuche/projekte/7/abschluss');
    expect(table.get('gesuche-projekte-email')?.guards).toEqual([]);
    expect(table.get('gesuche-projekte-id-budget-aufwand')?.guards).toEqual(['auth']);
    // Start pages, the review and the thank-you page are not counted.
    expect(flow.questions.filter((q) => !q.counted).map((q) => q.code)).toEqual(['FP000', 'FP120', 'FP610', 'FP700']);
  });

  test('endpoints and payload keys of spec 02 §7.2 (FP200 and FP510 store their confirmations)', () => {
    expect(Object.fromEntries(server.endpoints.map((e) => [e.endpoint, e.fields]))).toEqual({
      '/guidelines': ['read'],
      '/subtype': ['subtype'],
      '/target-group': ['targetGroup'],
      '/project-lead-disability-status': ['projectLeadDisabilityStatus'],
      '/non-profit': ['nonProfit'],
      '/project-status': ['projectStatus'],
      '/time-period': ['start', 'end'],
      '/project-category': ['projectCategory'],
      '/project-title': ['projectTitle'],
      '/project-description': ['projectDescription'],
      '/number-of-disabled-persons': ['numberOfDisabledPersons'],
      '/project-concept-document': ['projectConceptDocumentId'],
      '/appeal': ['appeal'],
      '/inclusion-criteria': ['inclusionCriteria', 'inclusionCriteriaOther'],
      '/expenses': ['expenses'],
      '/budget-available': ['budgetAvailable'],
      '/donations': ['donations'],
      '/institutions-requested': ['institutionsRequested'],
      '/institutions-rejected': ['institutionsRejected'],
      '/requested-amount': ['requestedAmount'],
      '/visibility': ['visibility', 'visibilityOther'],
      '/accept': ['accept'],
      '/comments': ['comments'],
    });
    expect(endpoint('/project-concept-document').files).toEqual([{ key: 'projectConceptDocumentId', multiple: false, extensions: ['pdf'], maxKb: null }]);
  });
});

describe('project application: visibility (spec 02 §4.4)', () => {
  test('FP100 and FP110 only for visitors who are not signed in', () => {
    expect(shown({}, anonymous)('FP100')).toBe(true);
    expect(shown({}, anonymous)('FP110')).toBe(true);
    expect(shown({ id: 'p1' })('FP100')).toBe(false);
    expect(shown({ id: 'p1' })('FP110')).toBe(false);
  });

  test('FP230 only when the target group lacks "disabled"', () => {
    expect(shown({ targetGroup: ['disabled'] })('FP230')).toBe(false);
    expect(shown({ targetGroup: ['disabled', 'non-disabled'] })('FP230')).toBe(false);
    expect(shown({ targetGroup: ['non-disabled'] })('FP230')).toBe(true);
  });

  test('FP420 only with institutional donations above CHF 0', () => {
    expect(shown({ budgetAvailable: [{ type: 'applicantContributions', amount: 100 }] })('FP420')).toBe(false);
    expect(shown({ budgetAvailable: [{ type: 'institutionalDonations', amount: 0 }] })('FP420')).toBe(false);
    expect(shown({ budgetAvailable: [{ type: 'institutionalDonations', amount: 0.05 }] })('FP420')).toBe(true);
  });

  test('the server clears hidden answers: FP230 once "disabled" is chosen, the donors once the budget has none', () => {
    const hidden = server.hiddenFields({ ...completeProject, projectLeadDisabilityStatus: true, budgetAvailable: [{ type: 'applicantContributions', amount: 2000 }] }, context(completeProject));
    expect(hidden).toEqual(expect.arrayContaining(['projectLeadDisabilityStatus', 'donations']));
    expect(server.hiddenFields(completeProject, context(completeProject))).not.toContain('donations');
  });

  test('the thank-you page only after submission; the e-mail pages are never the server’s to check', () => {
    expect(shown({ id: 'p1', status: 'preparing' })('FP700')).toBe(false);
    expect(shown({ id: 'p1', status: 'submitted' })('FP700')).toBe(true);
  });
});

describe('project application: completion (spec 02 §4.4)', () => {
  test('a complete application has no incomplete question on the server', () => {
    expect(server.incompleteQuestions(completeProject, context(completeProject))).toEqual([]);
  });

  test('FP440/FP450 are complete when their lists are not null; an empty list means "no requests pending"', () => {
    const app = { ...completeProject, institutionsRequested: [], institutionsRejected: null };
    expect(server.incompleteQuestions(app, context(app))).toEqual(['FP450']);
    expect(endpoint('/institutions-rejected').validate({ institutionsRejected: [] }, context(app))).toBeNull();
    expect(endpoint('/institutions-rejected').validate({ institutionsRejected: null }, context(app))).toEqual({ institutionsRejected: ['Bitte nennen Sie die Institutionen oder wählen Sie «Keine Anfragen hängig».'] });
  });

  test('missing answers are incomplete; an outdated lead time, donors no longer adding up and an amount above the deficit are problems at submission', () => {
    const { start: _start, projectConceptDocumentId: _doc, ...missing } = completeProject;
    expect(server.incompleteQuestions(missing, context(missing))).toEqual(['FP310', 'FP360']);
    expect(server.problems(completeProject, context(completeProject))).toEqual({});
    const late = { ...completeProject, start: '2026-05-10' };
    expect(server.problems(late, context(late))).toEqual({ FP310: [expect.stringContaining('mindestens 10 Wochen vor Beginn')] });
    const donors = { ...completeProject, donations: [{ name: 'Stiftung A', amount: 4000 }] };
    expect(server.problems(donors, context(donors))).toEqual({ FP420: [expect.stringContaining('Das Total der institutionellen Spenden stimmt nicht')] });
    // The budget changed after the amount was requested: the deficit is now CHF 11'000.
    const above = { ...completeProject, budgetAvailable: [{ type: 'applicantContributions', amount: 3000 }, { type: 'institutionalDonations', amount: 6000 }] };
    expect(server.problems(above, context(above))).toEqual({ FP460: ["Der beantrage Betrag darf nicht höher als das Defizit von CHF 11'000.00 sein."] });
    const unconfirmed = { ...completeProject, read: null, accept: false };
    expect(server.incompleteQuestions(unconfirmed, context(unconfirmed))).toEqual(['FP200', 'FP510']);
  });
});

describe('project application: rules (spec 02 §5)', () => {
  test('the start at least 10 weeks ahead', () => {
    const message = 'Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 10 Wochen vor Beginn bei uns eintreffen muss.';
    expect(endpoint('/time-period').validate({ start: '2026-05-10', end: '2026-05-20' }, context({}))).toEqual({ start: [message] });
    expect(endpoint('/time-period').validate({ start: '2026-05-11', end: '2026-05-20' }, context({}))).toBeNull();
    expect(endpoint('/time-period').validate({ start: '2026-05-11', end: '2026-05-01' }, context({}))).not.toBeNull();
  });

  test('a self-borne share above 0', () => {
    const message = 'Unsere Richtlinien schreiben vor, dass ein Teil der Kosten durch Eigenleistungen gedeckt werden muss.';
    expect(endpoint('/budget-available').validate({ budgetAvailable: [{ type: 'privateDonations', amount: 500 }] }, context({}))).toEqual({ budgetAvailable: [message] });
    expect(endpoint('/budget-available').validate({ budgetAvailable: [{ type: 'applicantContributions', amount: 0 }] }, context({}))).toEqual({ budgetAvailable: [message] });
    expect(endpoint('/budget-available').validate({ budgetAvailable: [{ type: 'applicantContributions', amount: 0.5 }] }, context({}))).toBeNull();
  });

  test('at least one of the three named inclusion criteria, even with "other"; "other" needs its text', () => {
    const message = 'Bitte wählen Sie mindestens eines der drei genannten Inklusionskriterien aus, auch wenn Sie «Anderes» angeben.';
    expect(errors('FP380', { inclusionCriteria: ['other'], inclusionCriteriaOther: 'Etwas' })).toEqual({ inclusionCriteria: message });
    expect(errors('FP380', { inclusionCriteria: ['other', 'self-determined-living'], inclusionCriteriaOther: '' })).toEqual({ inclusionCriteriaOther: 'Bitte beschreiben Sie «Anderes».' });
    for (const named of ['remove-barriers', 'self-determined-living', 'create-equal-opportunities']) expect(errors('FP380', { inclusionCriteria: [named], inclusionCriteriaOther: null })).toEqual({});
    // The "other" text is stored empty when "other" is not chosen.
    expect(endpoint('/inclusion-criteria').toStored!({ inclusionCriteria: ['remove-barriers'], inclusionCriteriaOther: 'x' }, context({}))).toEqual({ inclusionCriteria: ['remove-barriers'], inclusionCriteriaOther: null });
  });

  test('the donors add up to the budget’s institutional donations (message with both amounts, in fr and it too)', () => {
    const app = { budgetAvailable: [{ type: 'applicantContributions', amount: 100 }, { type: 'institutionalDonations', amount: 6000 }] };
    expect(endpoint('/donations').validate({ donations: [{ name: 'Stiftung A', amount: 5000 }] }, context(app))).toEqual({
      donations: ['Das Total der institutionellen Spenden stimmt nicht mit dem angegebenen Betrag im Budget überein: Im Budget stehen CHF 6\'000.00, die Liste ergibt CHF 5\'000.00.'],
    });
    expect(endpoint('/donations').validate({ donations: [{ name: 'A', amount: 5000 }] }, context(app, 'fr'))!.donations[0]).toContain('budget indique CHF 6\'000.00');
    expect(endpoint('/donations').validate({ donations: [{ name: 'A', amount: 5000 }] }, context(app, 'it'))!.donations[0]).toContain('nel budget figurano CHF 6\'000.00');
    expect(endpoint('/donations').validate({ donations: [{ name: 'Stiftung A', amount: 5000 }, { name: 'Stiftung B', amount: 1000 }] }, context(app))).toBeNull();
    expect(endpoint('/donations').validate({ donations: [{ name: '', amount: 6000 }] }, context(app))).toEqual({ 'donations.0.name': [expect.stringContaining('Pflichtfeld')] });
  });

  test('the requested amount at most the deficit (message with the deficit)', () => {
    const app = { expenses: [{ description: 'A', amount: 10000 }], budgetAvailable: [{ type: 'applicantContributions', amount: 1500.5 }] };
    expect(endpoint('/requested-amount').validate({ requestedAmount: 8500 }, context(app))).toEqual({ requestedAmount: ["Der beantrage Betrag darf nicht höher als das Defizit von CHF 8'499.50 sein."] });
    expect(endpoint('/requested-amount').validate({ requestedAmount: 8499.5 }, context(app))).toBeNull();
  });

  test('at most 20 expense lines', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ description: `Posten ${index + 1}`, amount: 10 }));
    expect(endpoint('/expenses').validate({ expenses: lines(20) }, context({}))).toBeNull();
    expect(endpoint('/expenses').validate({ expenses: lines(21) }, context({}))).toEqual({ expenses: ['Ausgaben kann max. 20 Einträge enthalten.'] });
  });

  test('the concept as a PDF; only projects in planning', () => {
    expect(errors('FP360', { projectConceptDocument: { name: 'konzept.png', type: 'image/png', size: 10 } })).toEqual({ projectConceptDocument: expect.any(String) });
    expect(errors('FP360', { projectConceptDocument: { name: 'konzept.pdf', type: 'application/pdf', size: 10, orientation: 'landscape' } })).toEqual({ projectConceptDocument: 'PDF-Dateien werden nur im Hochformat unterstützt.' });
    expect(endpoint('/project-status').validate({ projectStatus: 'in-progress' }, context({}))).toEqual({ projectStatus: ['Wir unterstützen nur Projekte, die sich noch in der Planungsphase befinden.'] });
    expect(endpoint('/project-status').validate({ projectStatus: 'in-planning' }, context({}))).toBeNull();
  });
});
