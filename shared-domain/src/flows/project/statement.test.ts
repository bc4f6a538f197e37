import { flowRoutes, flowStatus, navigate, startWizard, validateQuestion } from '@portal/shared-domain/wizard';
import { toServerFlow } from '../../wizard/server-flow';
import { projectRoutes } from '../../routes/project';
import type { QuestionData, WizardContext } from '../../wizard/types';
import { projectStatement as flow } from './statement';
import { loadQuestionData } from '../../wizard/question-data';

// The IBAN pages' check is loaded as the wizard loads it: through the questions that need it.
beforeAll(() => loadQuestionData(flow.questions));

const now = new Date('2026-09-01T10:00:00Z');
const ctx: Pick<WizardContext, 'user' | 'now'> = { user: { email: 'projekt@example.ch' }, now };
const server = toServerFlow(flow);
const application = { id: 'p1', type: 'project', subtype: 'leisure', status: 'accepted', grantedAmount: 10000, inclusionCriteria: ['remove-barriers', 'other'], contact: { id: 'c1', firstname: 'Pia' } };
const context = (statement: Record<string, unknown>, app: Record<string, unknown> = application, lang: 'de' | 'fr' | 'it' = 'de') => ({ lang, application: app, statement, now });
const endpoint = (path: string) => server.endpoints.find((candidate) => candidate.endpoint === path)!;
const status = (statement: Record<string, unknown>, app: Record<string, unknown> = application, answers: Record<string, QuestionData> = {}) => {
  const state = startWizard(flow, { application: app, statement }, ctx);
  return { state: { ...state, answers: { ...state.answers, ...answers } }, status: flowStatus(flow, { ...state, answers: { ...state.answers, ...answers } }, ctx) };
};
const shownCodes = (statement: Record<string, unknown>, app: Record<string, unknown> = application, answers: Record<string, QuestionData> = {}) => {
  const { status: s } = status(statement, app, answers);
  return flow.questions.filter((q) => !s.questions[q.code].shouldSkip).map((q) => q.code);
};

/** A complete statement with a deficit (expenses 20'000, income 12'000). */
export const completeStatement = {
  realizationStatus: 'realized',
  numberOfDisabledPersons: 35,
  expenses: [{ description: 'Bühne', amount: 8000 }, { description: 'Honorare', amount: 12000 }],
  budget: [{ type: 'applicantContributions', amount: 2000 }, { type: 'institutionalDonations', amount: 10000 }],
  uploadDocument: false,
  donations: [{ name: 'Stiftung A', amount: 10000 }],
  donationsListDocumentId: null,
  evidenceOfInclusionCriteria: [{ criteria: 'remove-barriers', value: 'Rampen' }, { criteria: 'other', value: 'Gebärdensprache' }],
  evidenceOfVisibility: ['website'],
  projectReportDocumentId: 'u2',
  imageIds: ['i1'],
  allowImageUse: true,
  organizationLogoId: null,
  noOrganizationLogo: true,
  paymentRecipient: { id: 'c1', firstname: 'Pia' },
  iban: 'CH9300762011623852957',
};

describe('project statement: definition (spec 02 §2.6, §7.3)', () => {
  test('questions, steps and both spellings of every route', () => {
    expect(flow.steps.map((step) => [step.name, step.questions.map((q) => q.code)])).toEqual([
      ['project.confirm-realization', ['BP200', 'BP210', 'BP220']],
      ['project.statement-projects', ['BP300', 'BP310', 'BP320', 'BP330', 'BP340', 'BP350']],
      ['project.dam-conditions', ['BP400', 'BP410', 'BP420', 'BP430', 'BP440', 'BP450']],
      ['project.contact', ['BP500', 'BP510', 'BP600']],
      ['project.conclusion', ['BP610', 'BP700', 'BP710']],
    ]);
    const table = new Map(projectRoutes.map((route) => [route.name, route]));
    for (const route of flowRoutes(flow)) {
      expect(table.get(route.name)).toMatchObject({ path: route.path, guards: ['auth'] });
      expect(route.aliases).toEqual([route.path.replace('/gesuche/projekte-abrechnung/', '/gesuche/projekte/abrechnung/')]);
    }
    expect(flow.question('BP200').routeName).toBe('gesuche-projekte-abrechnung-id-bestaetigung-realisierung-projektabschluss');
    expect(flow.question('BP710').fullPath).toBe('/gesuche/projekte-abrechnung/{id}/abschluss/absage');
    expect(flow.questions.filter((q) => !q.counted).map((q) => q.code)).toEqual(['BP610', 'BP700', 'BP710']);
  });

  test('endpoints of spec 02 §7.3; cancellation and the account holder through the application', () => {
    expect(Object.fromEntries(server.endpoints.map((e) => [e.endpoint, e.fields]))).toEqual({
      '/realization-status': ['realizationStatus'],
      '/number-of-disabled-persons': ['numberOfDisabledPersons'],
      '/expenses': ['expenses'],
      '/budget': ['budget'],
      '/donations': ['uploadDocument', 'donations', 'donationsListDocumentId'],
      '/evidence-of-inclusion-criteria': ['evidenceOfInclusionCriteria'],
      '/evidence-of-visibility': ['evidenceOfVisibility', 'evidenceOfVisibilityOther'],
      '/project-report-document': ['projectReportDocumentId'],
      '/images': ['imageIds'],
      '/allow-image-use': ['allowImageUse'],
      '/organization-logo': ['organizationLogoId', 'noOrganizationLogo'],
      '/bank-details': ['iban'],
      '/comments': ['comments'],
    });
    expect(flow.question('BP210').save).toMatchObject({ endpoint: '/cancel', method: 'post' });
    expect(flow.question('BP350').save).toMatchObject({ endpoint: '/cancel', method: 'post' });
    expect(endpoint('/project-report-document').files).toEqual([{ key: 'projectReportDocumentId', multiple: false, extensions: ['pdf'], maxKb: null }]);
    expect(endpoint('/images').files![0]).toMatchObject({ key: 'imageIds', multiple: true, extensions: expect.arrayContaining(['png', 'jpeg']) });
    expect(endpoint('/donations').files).toEqual([{ key: 'donationsListDocumentId', multiple: false, extensions: ['pdf'], maxKb: null }]);
  });
});

describe('project statement: visibility and navigation (spec 02 §4.6)', () => {
  test('"cancelled" shows BP210; once the application is cancelled only BP710 remains', () => {
    expect(shownCodes({ realizationStatus: 'realized' })).not.toContain('BP210');
    expect(shownCodes({ realizationStatus: 'cancelled' })).toContain('BP210');
    expect(shownCodes({ realizationStatus: 'cancelled' }, { ...application, status: 'cancelled' })).toEqual(['BP710']);
    // Confirmed locally, before the response: the same.
    expect(shownCodes({ realizationStatus: 'cancelled' }, application, { BP210: { confirmCancellation: true } })).toEqual(['BP200', 'BP210', 'BP710']);
    const { state, status: s } = status({ realizationStatus: 'cancelled' }, application, { BP210: { confirmCancellation: true } });
    expect(navigate(flow, s, { current: 'BP210', returnTo: null }, { type: 'next' })).toEqual({ type: 'question', state: { current: 'BP710', returnTo: null } });
    expect(state.answers.BP710).toEqual({});
  });

  test('BP330 only with institutional donations above 0', () => {
    expect(shownCodes({ ...completeStatement, budget: [{ type: 'applicantContributions', amount: 2000 }] })).not.toContain('BP330');
    expect(shownCodes(completeStatement)).toContain('BP330');
  });

  test('BP340 with a deficit; BP350 only when the deficit is 0, and confirming it leads to BP710', () => {
    expect(shownCodes(completeStatement)).toEqual(expect.arrayContaining(['BP340']));
    expect(shownCodes(completeStatement)).not.toContain('BP350');
    const even = { ...completeStatement, budget: [{ type: 'applicantContributions', amount: 20000 }] };
    expect(shownCodes(even)).toContain('BP350');
    expect(shownCodes(even)).not.toContain('BP340');
    expect(shownCodes({ realizationStatus: 'realized' })).not.toContain('BP350');
    // The cancellation's response carries the cancelled application.
    const confirmed = status(even, { ...application, status: 'cancelled' }, { BP350: { confirm: true } });
    expect(navigate(flow, confirmed.status, { current: 'BP350', returnTo: null }, { type: 'next' })).toEqual({ type: 'question', state: { current: 'BP710', returnTo: null } });
    expect(shownCodes(even, { ...application, status: 'cancelled' })).toEqual(['BP710']);
  });

  test('BP440 only with images; the thank-you page after submission; locked when the status allows no answers', () => {
    expect(shownCodes({ ...completeStatement, imageIds: [] })).not.toContain('BP440');
    expect(shownCodes(completeStatement)).not.toContain('BP700');
    expect(shownCodes(completeStatement, { ...application, status: 'statement_submitted' })).toContain('BP700');
    expect(status(completeStatement, { ...application, status: 'statement_submitted' }).status.questions.BP310.isLocked).toBe(true);
    expect(status(completeStatement).status.questions.BP310.isLocked).toBe(false);
  });

  test('the server clears hidden answers: donors once the budget has no institutional donations', () => {
    expect(server.hiddenFields({ ...completeStatement, budget: [{ type: 'applicantContributions', amount: 2000 }] }, context(completeStatement))).toEqual(
      expect.arrayContaining(['uploadDocument', 'donations', 'donationsListDocumentId']),
    );
    expect(server.hiddenFields(completeStatement, context(completeStatement))).toEqual([]);
  });
});

describe('project statement: completion', () => {
  test('a complete statement has no incomplete question', () => {
    expect(server.incompleteQuestions(completeStatement, context(completeStatement))).toEqual([]);
  });

  test('BP330 complete with the list or with an uploaded PDF', () => {
    const pdf = { ...completeStatement, uploadDocument: true, donations: null, donationsListDocumentId: 'u9' };
    expect(server.incompleteQuestions(pdf, context(pdf))).toEqual([]);
    const neither = { ...completeStatement, uploadDocument: true, donations: null, donationsListDocumentId: null };
    expect(server.incompleteQuestions(neither, context(neither))).toEqual(['BP330']);
    const empty = { ...completeStatement, donations: [] };
    expect(server.incompleteQuestions(empty, context(empty))).toEqual(['BP330']);
  });

  test('BP450 complete with a logo or "no logo"; BP400 with a proof per criterion; no deficit cannot be submitted', () => {
    const noLogo = { ...completeStatement, noOrganizationLogo: false, organizationLogoId: null };
    expect(server.incompleteQuestions(noLogo, context(noLogo))).toEqual(['BP450']);
    const logo = { ...completeStatement, noOrganizationLogo: false, organizationLogoId: 'i7' };
    expect(server.incompleteQuestions(logo, context(logo))).toEqual([]);
    const oneProof = { ...completeStatement, evidenceOfInclusionCriteria: [{ criteria: 'remove-barriers', value: 'Rampen' }] };
    expect(server.incompleteQuestions(oneProof, context(oneProof))).toEqual(['BP400']);
    const even = { ...completeStatement, budget: [{ type: 'applicantContributions', amount: 20000 }] };
    expect(server.incompleteQuestions(even, context(even))).toEqual(['BP350']);
    const cancelledUnconfirmed = { ...completeStatement, realizationStatus: 'cancelled' };
    expect(server.incompleteQuestions(cancelledUnconfirmed, context(cancelledUnconfirmed))).toEqual(['BP210']);
  });
});

describe('project statement: rules', () => {
  test('"pending" and "planning" are refused with the message to come back', () => {
    const message = 'Die Abrechnung kann erst eingereicht werden, wenn das Projekt realisiert ist. Bitte kommen Sie danach wieder; Ihre bisherigen Angaben bleiben gespeichert.';
    expect(endpoint('/realization-status').validate({ realizationStatus: 'pending' }, context({}))).toEqual({ realizationStatus: [message] });
    expect(endpoint('/realization-status').validate({ realizationStatus: 'planning' }, context({}))).toEqual({ realizationStatus: [message] });
    expect(endpoint('/realization-status').validate({ realizationStatus: 'realized' }, context({}))).toBeNull();
  });

  test('BP330: a list must add up to the actual institutional donations; a PDF must be one', () => {
    const statement = { budget: [{ type: 'institutionalDonations', amount: 3000 }] };
    expect(endpoint('/donations').validate({ uploadDocument: false, donations: [{ name: 'A', amount: 2000 }], donationsListDocumentId: null }, context(statement))!.donations[0]).toContain('Im Budget stehen CHF 3\'000.00, die Liste ergibt CHF 2\'000.00');
    expect(endpoint('/donations').validate({ uploadDocument: false, donations: [{ name: 'A', amount: 3000 }], donationsListDocumentId: null }, context(statement))).toBeNull();
    expect(endpoint('/donations').validate({ uploadDocument: true, donations: null, donationsListDocumentId: null }, context(statement))).toEqual({ donationsListDocumentId: [expect.stringContaining('Pflichtfeld')] });
    // The list is stored empty when a PDF is chosen.
    expect(endpoint('/donations').toStored!({ uploadDocument: true, donations: [{ name: 'A', amount: 1 }], donationsListDocumentId: 'u9' }, context(statement))).toEqual({ uploadDocument: true, donations: null, donationsListDocumentId: 'u9' });
  });

  test('BP400 refuses proofs for criteria the application did not choose; at most 3 images; IBAN', () => {
    expect(endpoint('/evidence-of-inclusion-criteria').validate({ evidenceOfInclusionCriteria: [{ criteria: 'remove-barriers', value: 'x' }] }, context({}))).not.toBeNull();
    expect(endpoint('/evidence-of-inclusion-criteria').validate({ evidenceOfInclusionCriteria: completeStatement.evidenceOfInclusionCriteria }, context({}))).toBeNull();
    expect(endpoint('/images').validate({ imageIds: ['1', '2', '3', '4'] }, context({}))).toEqual({ imageIds: ['Bilder kann max. 3 Einträge enthalten.'] });
    expect(endpoint('/bank-details').validate({ iban: 'CH00' }, context({}))).toEqual({ iban: ['IBAN muss eine gültige IBAN sein.'] });
    expect(validateQuestion(flow.question('BP420'), { projectReport: { name: 'b.pdf', type: 'application/pdf', size: 1, orientation: 'landscape' } }, { lang: 'de', now })).toEqual({ projectReport: 'PDF-Dateien werden nur im Hochformat unterstützt.' });
  });
});
