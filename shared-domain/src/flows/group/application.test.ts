import { executeSave, flowRoutes, flowStatus, planSave, questionPath, startWizard, validateQuestion } from '@portal/shared-domain/wizard';
import { toServerFlow } from '../../wizard/server-flow';
import type { QuestionData, WizardContext, WizardState } from '../../wizard/types';
import { COLLECTION_TEMPLATE_HREF, SUBTYPE_QUESTIONS, groupApplication as flow } from './application';
import { GROUP_MESSAGES } from './rules';
import { loadPlaces } from '../single-person/places';

// FG320 reads the country list, a chunk of its own (the server entry provides it at start).
beforeAll(() => loadPlaces());

// 1 March 2026, 11:00 in Zurich: ten weeks later is 10 May 2026.
const now = new Date('2026-03-01T10:00:00Z');
type Ctx = Pick<WizardContext, 'user' | 'now'>;
const signedIn: Ctx = { user: { email: 'gruppen@verein.ch' }, now };
const anonymous: Ctx = { user: null, now };
const records = (application: Record<string, unknown>) => ({ application, statement: null });
const base = { id: 'g1', type: 'group', status: 'preparing' };
const single = { ...base, subtype: 'single-group' };
const collection = { ...base, subtype: 'group-collection' };

function stateWith(application: Record<string, unknown>, context: Ctx = signedIn): WizardState {
  return startWizard(flow, records(application), context);
}
const shown = (application: Record<string, unknown>, context: Ctx = signedIn) => {
  const status = flowStatus(flow, stateWith(application, context), context);
  return (code: string) => !status.questions[code].shouldSkip;
};
const errors = (code: string, data: QuestionData, application: Record<string, unknown> = single) =>
  validateQuestion(flow.question(code), data, { lang: 'de', now, records: records(application) });
const groups = (n: number, deficit = 1000) =>
  Array.from({ length: n }, (_, i) => ({ row: 4 + i, activity: `Lager ${i + 1}`, start: '2026-06-01', end: '2026-06-05', participants: 8, days: 5, expenses: deficit + 200, income: 200, deficit }));

describe('group application: definition (spec 02 §2.3, §7.2)', () => {
  test('the questions in the spec’s step order, with its paths and route names', () => {
    expect(flow.questions.map((q) => q.code)).toEqual([
      'FG000', 'FG100', 'FG110', 'FG120',
      'FG200', 'FG210', 'FG220', 'FG230', 'FG235', 'FG240', 'FG245', 'FG250', 'FG260', 'FG270', 'FG280', 'FG290',
      'FG300', 'FG310', 'FG320', 'FG330', 'FG340',
      'FG400', 'FG410', 'FG420', 'FG430',
      'FG500', 'FG510', 'FG520', 'FG530',
      'FG600', 'FG620', 'FG610', 'FG700',
    ]);
    expect(flow.steps.map((s) => s.name)).toEqual(['entry', 'guidelines', 'description', 'budget', 'dam-conditions', 'contact']);
    const names = Object.fromEntries(flowRoutes(flow).map((route) => [route.code, [route.name, route.path]]));
    expect(names.FG000).toEqual(['gesuche-gruppe', '/gesuche/gruppe']);
    expect(names.FG100).toEqual(['gesuche-gruppe-email', '/gesuche/gruppe/email']);
    expect(names.FG110).toEqual(['gesuche-gruppe-verifikation-email', '/gesuche/gruppe/verifikation-email']);
    expect(names.FG120).toEqual(['gesuche-gruppe-id', '/gesuche/gruppe/{id}']);
    expect(names.FG230).toEqual(['gesuche-gruppe-id-richtlinien-und-bedarf-abrechnung-von-sammelgesuchen', '/gesuche/gruppe/{id}/richtlinien-und-bedarf/abrechnung-von-sammelgesuchen']);
    expect(names.FG300).toEqual(['gesuche-gruppe-id-beschreibung-angebot-thema-gruppenaktivitaet', '/gesuche/gruppe/{id}/beschreibung-angebot/thema-gruppenaktivitaet']);
    expect(names.FG430).toEqual(['gesuche-gruppe-id-budget-defizit-sammelgesuch', '/gesuche/gruppe/{id}/budget/defizit-sammelgesuch']);
    expect(names.FG530).toEqual(['gesuche-gruppe-id-dam-bedingungen-bildnachweis', '/gesuche/gruppe/{id}/dam-bedingungen/bildnachweis']);
    expect(names.FG600).toEqual(['gesuche-gruppe-id-kontaktdaten-kontaktdaten', '/gesuche/gruppe/{id}/kontaktdaten/kontaktdaten']);
    expect(names.FG610).toEqual(['gesuche-gruppe-id-datenpruefung', '/gesuche/gruppe/{id}/datenpruefung']);
    expect(names.FG700).toEqual(['gesuche-gruppe-id-abschluss', '/gesuche/gruppe/{id}/abschluss']);
    expect(flowRoutes(flow)).toHaveLength(33);
    expect(questionPath(flow, 'FG245', 9)).toBe('/gesuche/gruppe/9/richtlinien-und-bedarf/sammelgesuche-upload');
  });

  test('endpoints and payload names of spec 02 §7.2; FG200, FG210, FG230, FG240, FG530 save nothing of their own', () => {
    const endpoints = Object.fromEntries(flow.questions.filter((q) => q.save).map((q) => [q.code, q.save!.endpoint]));
    expect(endpoints).toEqual({
      FG220: '/subtype',
      FG235: '/time-period',
      FG245: '/group-collection-list-document',
      FG250: '/group-composition',
      FG260: '/number-of-groups',
      FG270: '/number-of-disabled-persons',
      FG280: '/number-of-days',
      FG290: '/average-participant-days',
      FG300: '/topic',
      FG310: '/objective',
      FG320: '/destination-country-code',
      FG330: '/destination-location',
      FG340: '/time-period',
      FG400: '/expenses',
      FG410: '/budget-available',
      FG430: '/deficit',
      FG500: '/inclusion-criteria',
      FG510: '/appeal',
      FG520: '/visibility',
      FG600: '/contacts',
      FG620: '/comments',
    });
    const server = toServerFlow(flow);
    expect(Object.fromEntries(server.endpoints.map((e) => [e.endpoint, e.fields]))).toEqual({
      '/subtype': ['subtype'],
      '/time-period': ['timePeriod', 'start', 'end'],
      '/group-collection-list-document': ['groupCollectionListDocumentId', 'groupCollection'],
      '/group-composition': ['composition'],
      '/number-of-groups': ['numberOfGroups'],
      '/number-of-disabled-persons': ['numberOfDisabledPersons'],
      '/number-of-days': ['numberOfDays'],
      '/average-participant-days': ['averageParticipantDays'],
      '/topic': ['topic'],
      '/objective': ['objective'],
      '/destination-country-code': ['destinationCountryCode'],
      '/destination-location': ['destinationLocation'],
      '/expenses': ['expenses'],
      '/budget-available': ['budgetAvailable'],
      '/deficit': ['deficit'],
      '/inclusion-criteria': ['inclusionCriteria', 'inclusionCriteriaOther'],
      '/appeal': ['appeal'],
      '/visibility': ['visibility', 'visibilityOther'],
      '/comments': ['comments'],
    });
    // The contact is linked through the shared contacts route ({id?, type: 'individual'}).
    expect(flow.question('FG600').fields[0].contact).toEqual({ linkType: 'individual', organization: 'required' });
  });

  test('FG240 and FG245 offer the spreadsheet template in the page language', () => {
    expect(COLLECTION_TEMPLATE_HREF).toBe('/api/templates/group-collection.xlsx?lang={lang}');
    expect(flow.question('FG240').widgets).toEqual([expect.objectContaining({ type: 'download', href: COLLECTION_TEMPLATE_HREF })]);
    expect(flow.question('FG245').fields[0]).toMatchObject({ sendAs: 'groupCollectionListDocumentId', readFrom: 'groupCollectionListDocumentId' });
  });
});

describe('visibility (spec 02 §4.3)', () => {
  test('FG100 and FG110 only without a signed-in user', () => {
    expect(shown({}, anonymous)('FG100')).toBe(true);
    expect(shown({}, anonymous)('FG110')).toBe(true);
    expect(shown(base)('FG100')).toBe(false);
    expect(shown(base)('FG110')).toBe(false);
  });

  test.each([
    ['group-collection', SUBTYPE_QUESTIONS['group-collection'], SUBTYPE_QUESTIONS['single-group']],
    ['single-group', SUBTYPE_QUESTIONS['single-group'], SUBTYPE_QUESTIONS['group-collection']],
  ])('%s shows its questions and hides the other subtype’s', (subtype, own, other) => {
    const is = shown({ ...base, subtype });
    for (const code of own) expect([code, is(code)]).toEqual([code, true]);
    for (const code of other) expect([code, is(code)]).toEqual([code, false]);
  });

  test('the other questions are shown for both subtypes; subtype-specific ones wait for the subtype', () => {
    const both = ['FG200', 'FG210', 'FG220', 'FG250', 'FG270', 'FG500', 'FG510', 'FG520', 'FG530', 'FG600', 'FG620', 'FG610'];
    for (const subtype of ['single-group', 'group-collection']) for (const code of both) expect(shown({ ...base, subtype })(code)).toBe(true);
    const none = shown(base);
    for (const code of [...SUBTYPE_QUESTIONS['single-group'], ...SUBTYPE_QUESTIONS['group-collection']]) expect(none(code)).toBe(false);
  });

  test('changing the subtype resets the questions only one subtype shows (reset cascade)', () => {
    const state = stateWith({ ...collection, timePeriod: { start: '2026-06-01', end: '2026-09-01' }, numberOfGroups: 4, deficit: 4000 });
    const plan = planSave(flow, state, signedIn, 'FG220', { subtype: 'single-group' });
    expect(plan.type).toBe('save');
    const resets = plan.type === 'save' ? plan.steps.filter((step) => step.type === 'reset-remote').map((step) => step.code) : [];
    expect(resets).toEqual(expect.arrayContaining(['FG235', 'FG260', 'FG430']));
  });

  test('the server clears the answers the other subtype holds', () => {
    const server = toServerFlow(flow);
    const context = { lang: 'de' as const, application: {}, now };
    const hidden = server.hiddenFields({ ...single, timePeriod: { start: '2026-06-01' }, numberOfGroups: 4, deficit: 10 }, context);
    expect(hidden).toEqual(expect.arrayContaining(['timePeriod', 'groupCollectionListDocumentId', 'groupCollection', 'numberOfGroups', 'averageParticipantDays', 'deficit']));
    expect(hidden).not.toContain('start');
    expect(server.hiddenFields({ ...collection }, context)).toEqual(expect.arrayContaining(['start', 'end', 'numberOfDays', 'topic', 'expenses', 'budgetAvailable']));
  });
});

describe('the spreadsheet prefills FG260, FG270, FG290 and FG430', () => {
  test('once the API has read it, in the running wizard too', async () => {
    const state = stateWith(collection);
    const read = { ...collection, groupCollectionListDocumentId: 'd1', groupCollection: groups(3), numberOfGroups: 3, numberOfDisabledPersons: 24, averageParticipantDays: 40, deficit: 3000 };
    const transport = { put: async () => read, post: async () => read, delete: async () => read };
    const { state: next } = await executeSave(flow, state, signedIn, 'FG245', { applicationSheet: { id: 'd1', name: 'gruppen.xlsx' } }, transport);
    expect(next.answers.FG260).toEqual({ numberOfGroups: 3 });
    expect(next.answers.FG270).toEqual({ numberOfDisabledPersons: 24 });
    expect(next.answers.FG290).toEqual({ averageParticipantDays: 40 });
    expect(next.answers.FG430).toEqual({ deficit: 3000 });
  });
});

describe('rules (spec 02 §5)', () => {
  test('FG235 and FG340: at least 10 weeks ahead, with the spec’s message', () => {
    expect(errors('FG340', { dates: { start: '09.05.2026', end: '12.05.2026' } })).toEqual({ 'dates.start': GROUP_MESSAGES.leadTime.de });
    expect(errors('FG340', { dates: { start: '10.05.2026', end: '12.05.2026' } })).toEqual({});
    expect(GROUP_MESSAGES.leadTime.de).toMatch(/mindestens 10 Wochen vor Beginn der Gruppenaktivität bei uns eintreffen muss\.$/);
    expect(errors('FG235', { timePeriod: { start: '01.05.2026', end: '01.10.2026' } }, collection)).toEqual({ 'timePeriod.start': GROUP_MESSAGES.leadTime.de });
  });

  test('FG235: every activity of a collection in the same year', () => {
    expect(errors('FG235', { timePeriod: { start: '01.06.2026', end: '10.01.2027' } }, collection)).toEqual({ 'timePeriod.end': GROUP_MESSAGES.sameYear.de });
    expect(errors('FG235', { timePeriod: { start: '01.06.2026', end: '20.12.2026' } }, collection)).toEqual({});
  });

  test('FG410: a self-borne share above CHF 0 from the participants or the organisation', () => {
    const message = 'Unsere Richtlinien schreiben vor, dass die Teilnehmenden resp. Ihre Organisation einen Teil der Kosten selbst tragen müssen.';
    expect(errors('FG410', { budgetAvailable: [{ type: 'donations', amount: '500' }] })).toEqual({ budgetAvailable: message });
    expect(errors('FG410', { budgetAvailable: [{ type: 'participantContributions', amount: '0' }] })).toEqual({ budgetAvailable: message });
    expect(errors('FG410', { budgetAvailable: [{ type: 'organisationContributions', amount: '50' }] })).toEqual({});
  });

  test('FG420: the deficit must be confirmed', () => {
    expect(errors('FG420', { correct: false })).toEqual({ correct: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.' });
    expect(errors('FG420', { correct: true })).toEqual({});
  });

  test('FG500: at least two inclusion criteria; "other" needs its text', () => {
    expect(errors('FG500', { inclusionCriteria: ['mixed-composition'] })).toEqual({ inclusionCriteria: GROUP_MESSAGES.inclusion.de });
    expect(GROUP_MESSAGES.inclusion.de).toMatch(/^Bitte wählen Sie mindestens zwei Inklusionsansätze aus, um die Anforderungen .* zu erfüllen\.$/);
    expect(errors('FG500', { inclusionCriteria: ['mixed-composition', 'other'], inclusionCriteriaOther: '' })).toEqual({ inclusionCriteriaOther: GROUP_MESSAGES.otherText.de });
    expect(errors('FG500', { inclusionCriteria: ['mixed-composition', 'participated-in-planning'] })).toEqual({});
  });

  test('FG280: whole or half days (0.5) only', () => {
    expect(errors('FG280', { numberOfDays: '2.5' })).toEqual({});
    expect(errors('FG280', { numberOfDays: '0.5' })).toEqual({});
    expect(errors('FG280', { numberOfDays: '2.25' })).toEqual({ numberOfDays: GROUP_MESSAGES.halfDays.de });
    expect(errors('FG280', { numberOfDays: '0' })).toEqual({ numberOfDays: GROUP_MESSAGES.halfDays.de });
  });

  test('FG400: catering at most CHF 21 per person and day (participants FG270 × days FG280)', () => {
    const app = { ...single, numberOfDisabledPersons: 10, numberOfDays: 2.5 };
    expect(errors('FG400', { expenses: [{ type: 'catering', amount: '525' }] }, app)).toEqual({});
    expect(errors('FG400', { expenses: [{ type: 'catering', amount: '525.05' }] }, app)).toEqual({
      expenses: 'Für die Verpflegung übernehmen wir höchstens CHF 21 pro Person und Tag, hier also höchstens CHF 525.',
    });
    // Without participants or days there is nothing to compare with yet.
    expect(errors('FG400', { expenses: [{ type: 'catering', amount: '9999' }] })).toEqual({});
  });

  test('FG230: "no" means applying for each group separately', () => {
    expect(errors('FG230', { collectionBilling: false }, collection)).toEqual({ collectionBilling: GROUP_MESSAGES.collectionBilling.de });
    expect(errors('FG230', { collectionBilling: true }, collection)).toEqual({});
  });

  test('FG260 and FG430 agree with the uploaded spreadsheet; a collection has at least 3 groups', () => {
    const app = { ...collection, groupCollection: groups(4, 1500) };
    expect(errors('FG260', { numberOfGroups: '4' }, app)).toEqual({});
    expect(errors('FG260', { numberOfGroups: '5' }, app)).toEqual({ numberOfGroups: 'Die Anzahl Gruppen muss mit der hochgeladenen Tabelle übereinstimmen (4 Gruppen).' });
    expect(errors('FG260', { numberOfGroups: '2' }, collection)).toEqual({ numberOfGroups: GROUP_MESSAGES.minGroups.de });
    expect(errors('FG430', { deficit: '6000' }, app)).toEqual({});
    expect(errors('FG430', { deficit: '5000' }, app)).toEqual({ deficit: "Das Defizit muss mit dem Total der hochgeladenen Tabelle übereinstimmen (CHF 6'000.00)." });
  });

  test('FG100: the confirmation must equal the e-mail; a shared mailbox is recommended', () => {
    expect(errors('FG100', { email: 'a@verein.ch', emailConfirmation: 'b@verein.ch' })).toEqual({ emailConfirmation: 'Die Bestätigung der E-Mail-Adresse stimmt nicht überein.' });
    expect(flow.question('FG100').intro).toMatchObject({ de: expect.stringContaining('gemeinsames Postfach') });
  });
});

describe('completion', () => {
  test('FG620 (optional remark) is complete with a remark or once the contact is given; the contact step is not begun before', () => {
    const status = (application: Record<string, unknown>) => flowStatus(flow, stateWith(application), signedIn);
    expect(status(collection).questions.FG620.isCompleted).toBe(false);
    expect(status(collection).steps.find((step) => step.name === 'contact')?.isTouched).toBe(false);
    expect(status({ ...collection, contact: { id: 'c1' } }).questions.FG620.isCompleted).toBe(true);
    expect(status({ ...collection, comments: 'Danke' }).questions.FG620.isCompleted).toBe(true);
  });

  test('FG430 is complete when the deficit is set', () => {
    const status = flowStatus(flow, stateWith({ ...collection, deficit: 0 }), signedIn);
    expect(status.questions.FG430.isCompleted).toBe(true);
    expect(flowStatus(flow, stateWith(collection), signedIn).questions.FG430.isCompleted).toBe(false);
  });

  test('FG340 becomes incomplete once the start is no longer 10 weeks ahead (checked again at submission)', () => {
    const app = { ...single, start: '2026-05-20', end: '2026-05-22' };
    expect(flowStatus(flow, stateWith(app), signedIn).questions.FG340.isCompleted).toBe(true);
    const later = { user: signedIn.user, now: new Date('2026-04-01T10:00:00Z') };
    expect(flowStatus(flow, startWizard(flow, records(app), later), later).questions.FG340.isCompleted).toBe(false);
  });

  test('the server refuses a submission while a shown question is incomplete', () => {
    const server = toServerFlow(flow);
    const context = { lang: 'de' as const, application: {}, now };
    expect(server.incompleteQuestions(single, context)).toEqual(expect.arrayContaining(['FG250', 'FG270', 'FG280', 'FG400', 'FG500', 'FG600']));
    const complete = {
      ...single,
      composition: 'adults',
      numberOfDisabledPersons: 10,
      numberOfDays: 3,
      topic: 'sports',
      objective: 'Bewegung',
      destinationCountryCode: 193,
      destinationLocation: 'Davos',
      start: '2026-06-01',
      end: '2026-06-03',
      expenses: [{ type: 'accommodation', amount: 3000 }],
      budgetAvailable: [{ type: 'participantContributions', amount: 500 }],
      inclusionCriteria: ['mixed-composition', 'participated-in-planning'],
      appeal: 'Gemeinschaft',
      visibility: ['website'],
      contact: { id: 'c1', lastname: 'Muster' },
    };
    expect(server.incompleteQuestions(complete, context)).toEqual([]);
  });
});
