import { singlePersonApplication as flow } from './application';
import { flowRoutes, questionPath } from '@portal/shared-domain/wizard';
import { startWizard } from '@portal/shared-domain/wizard';
import { flowStatus } from '@portal/shared-domain/wizard';
import { planSave } from '@portal/shared-domain/wizard';
import { executeSave } from '@portal/shared-domain/wizard';
import { validateQuestion } from '@portal/shared-domain/wizard';
import { toServerFlow } from '../../wizard/server-flow';
import { singlePersonRoutes } from '../../routes/single-person';
import type { AnswerData, QuestionData, WizardContext, WizardState, WizardTransport } from '../../wizard/types';
import { HOME_COUNTRY_CODE, countries, countryCode, foreignCountryOptions, loadPlaces, swissLocalities } from './places';

// FE380 and FE390 read the place lists, a chunk of their own: loaded as the wizard loads them for those pages.
beforeAll(() => loadPlaces());

// 1 March 2024, 11:00 in Zurich: six weeks later is 12 April 2024.
const now = new Date('2024-03-01T10:00:00Z');
type Ctx = Pick<WizardContext, 'user' | 'now'>;
const signedIn: Ctx = { user: { email: 'anna@example.ch' }, now };
const anonymous: Ctx = { user: null, now };
const records = (application: Record<string, unknown>) => ({ application, statement: null });

function stateWith(application: Record<string, unknown>, answers: Record<string, QuestionData> = {}, context = signedIn): WizardState {
  const state = startWizard(flow, records(application), context);
  return { ...state, answers: { ...state.answers, ...answers } };
}
const shown = (application: Record<string, unknown>, context = signedIn) => {
  const status = flowStatus(flow, stateWith(application, {}, context), context);
  return (code: string) => !status.questions[code].shouldSkip;
};
const base = { id: 'a1', status: 'preparing' };

describe('single-person application: definition', () => {
  test('every question of spec 01 §2.2 in the chosen order, with the route table’s names', () => {
    expect(flow.questions.map((q) => q.code)).toEqual([
      'FE120', 'FE130', 'FE100', 'FE140', 'FE150', 'FE160',
      'FE200', 'FE210', 'FE220', 'FE230', 'FE240',
      'FE300', 'FE310', 'FE320', 'FE330', 'FE340', 'FE350', 'FE360', 'FE370', 'FE380', 'FE390', 'FE400', 'FE410', 'FE420',
      'FE500', 'FE510', 'FE520', 'FE530', 'FE540',
      'FE600', 'FE610', 'FE620', 'FE630', 'FE640',
    ]);
    expect(flow.steps.map((s) => s.name)).toEqual([
      'single-person.input',
      'single-person.qualification',
      'single-person.intended-use',
      'single-person.budget',
      'single-person.contact',
    ]);
    const table = new Map(singlePersonRoutes.map((route) => [route.path, route]));
    for (const route of flowRoutes(flow)) {
      expect(table.get(route.path)?.name).toBe(route.name);
      if (route.code) expect(table.get(route.path)?.code).toBe(route.code);
    }
    expect(flowRoutes(flow)).toHaveLength(36);
    expect(questionPath(flow, 'FE380', 12)).toBe('/gesuche/einzelperson/12/verwendungszweck/ort');
    expect(flow.question('FE630').routeName).toBe('gesuche-einzelperson-id-datenpruefung');
  });

  test('endpoints and payload names of spec 01 §7.1', () => {
    const endpoints = Object.fromEntries(flow.questions.filter((q) => q.save).map((q) => [q.code, q.save!.endpoint]));
    expect(endpoints).toEqual({
      FE150: '/identification',
      FE200: '/birthday',
      FE210: '/welfare-aid',
      FE220: '/welfare-aid-documents',
      FE230: '/taxable-income',
      FE240: '/taxable-income-document',
      FE300: '/reason-for-request',
      FE310: '/organizational-form',
      FE320: '/number-of-people',
      FE330: '/travel-companions',
      FE340: '/travel-companion-required',
      FE350: '/travel-companion-reasons',
      FE360: '/time-period',
      FE380: '/destination',
      FE390: '/destination',
      FE400: '/procurement',
      FE410: '/time-period',
      FE420: '/motivation',
      FE500: '/expenses',
      FE510: '/expenses',
      FE520: '/expenses',
      FE530: '/budget-available',
      FE600: '/contacts',
      FE610: '/contacts',
      FE620: '/contacts',
    });
    const server = toServerFlow(flow);
    expect(Object.fromEntries(server.endpoints.map((e) => [e.endpoint, e.fields]))).toMatchObject({
      '/welfare-aid': ['disabilityInsurance', 'supplementaryBenefits', 'socialAid', 'others'],
      '/welfare-aid-documents': ['disabilityInsuranceDocumentId', 'supplementaryBenefitsDocumentId', 'socialAidDocumentId'],
      '/taxable-income-document': ['taxableIncomeDocumentId'],
      '/time-period': ['start', 'end'],
      '/destination': ['destinationCountryCode', 'destinationLocation'],
      '/travel-companion-reasons': ['reasons', 'reasonsOther'],
      '/expenses': ['expenses'],
      '/budget-available': ['budgetAvailable'],
    });
    // Contact links are the API's shared route, not flow endpoints.
    expect(server.endpoints.map((e) => e.endpoint)).not.toContain('/contacts');
  });

  test('countries: 193 is Switzerland, the others keep their ISO 3166-1 numeric code; FE390 offers abroad only', () => {
    expect(countryCode('CH')).toBe(HOME_COUNTRY_CODE);
    expect(countryCode('DE')).toBe(276);
    expect(countryCode('IT')).toBe(380);
    expect(countries().find((c) => c.code === 193)?.name).toEqual({ de: 'Schweiz', fr: 'Suisse', it: 'Svizzera' });
    expect(new Set(countries().map((c) => c.code)).size).toBe(countries().length);
    expect(countries().length).toBeGreaterThan(240);
    expect(foreignCountryOptions().some((o) => o.value === 193)).toBe(false);
    expect(foreignCountryOptions().find((o) => o.value === 250)?.label).toEqual({ de: 'Frankreich', fr: 'France', it: 'Francia' });
  });

  test('Swiss localities for FE380 come from the GeoNames list', () => {
    expect(swissLocalities().length).toBeGreaterThan(1000);
    expect(swissLocalities()).toEqual(expect.arrayContaining(['Bern', 'Zürich', 'Lugano', 'Davos', 'Buchs (SG)', 'Buchs (AG)']));
    expect(new Set(swissLocalities()).size).toBe(swissLocalities().length);
  });
});

describe('visibility (spec 01 §4.3), row by row', () => {
  test('FE120 and FE130 only without a signed-in user', () => {
    expect(shown({}, anonymous)('FE120')).toBe(true);
    expect(shown({}, anonymous)('FE130')).toBe(true);
    expect(shown(base)('FE120')).toBe(false);
    expect(shown(base)('FE130')).toBe(false);
  });

  test('FE160 only for a stand-in', () => {
    expect(shown({ ...base, identification: 'stand-in' })('FE160')).toBe(true);
    expect(shown({ ...base, identification: 'self-reliant' })('FE160')).toBe(false);
    expect(shown(base)('FE160')).toBe(false);
  });

  test('FE220 when any of IV, EL or social aid is received (others does not count)', () => {
    const aid = { disabilityInsurance: false, supplementaryBenefits: false, socialAid: false, others: true };
    expect(shown({ ...base, ...aid })('FE220')).toBe(false);
    for (const benefit of ['disabilityInsurance', 'supplementaryBenefits', 'socialAid']) {
      expect(shown({ ...base, ...aid, [benefit]: true })('FE220')).toBe(true);
    }
  });

  test('FE230 when supplementaryBenefits is false (not when unanswered); FE240 when taxableIncome is a number', () => {
    expect(shown({ ...base, supplementaryBenefits: false })('FE230')).toBe(true);
    expect(shown({ ...base, supplementaryBenefits: true })('FE230')).toBe(false);
    expect(shown(base)('FE230')).toBe(false);
    expect(shown({ ...base, supplementaryBenefits: false, taxableIncome: 0 })('FE240')).toBe(true);
    expect(shown({ ...base, supplementaryBenefits: false, taxableIncome: null })('FE240')).toBe(false);
    // FE230 hidden reads as empty, so FE240 falls with it.
    expect(shown({ ...base, supplementaryBenefits: true, taxableIncome: 20000 })('FE240')).toBe(false);
  });

  test('FE310 for travel; FE320 for independent travel; FE330 for independent travel with more than one person', () => {
    expect(shown({ ...base, reasonForRequest: 'travel' })('FE310')).toBe(true);
    expect(shown({ ...base, reasonForRequest: 'leisure' })('FE310')).toBe(false);
    expect(shown({ ...base, reasonForRequest: 'travel', organizationalForm: 'independent-travel' })('FE320')).toBe(true);
    expect(shown({ ...base, reasonForRequest: 'travel', organizationalForm: 'camp' })('FE320')).toBe(false);
    const independent = { ...base, reasonForRequest: 'travel', organizationalForm: 'independent-travel' };
    expect(shown({ ...independent, numberOfPeople: 1 })('FE330')).toBe(false);
    expect(shown({ ...independent, numberOfPeople: 2 })('FE330')).toBe(true);
    expect(shown({ ...independent, numberOfPeople: 3 })('FE330')).toBe(true);
    expect(shown({ ...base, reasonForRequest: 'travel', organizationalForm: 'camp', numberOfPeople: 2 })('FE330')).toBe(false);
  });

  test('FE340 for camp or organised travel, or leisure; FE350 when a companion is required or among the companions', () => {
    expect(shown({ ...base, reasonForRequest: 'travel', organizationalForm: 'camp' })('FE340')).toBe(true);
    expect(shown({ ...base, reasonForRequest: 'travel', organizationalForm: 'organized-travel' })('FE340')).toBe(true);
    expect(shown({ ...base, reasonForRequest: 'travel', organizationalForm: 'independent-travel' })('FE340')).toBe(false);
    expect(shown({ ...base, reasonForRequest: 'leisure' })('FE340')).toBe(true);
    expect(shown({ ...base, reasonForRequest: 'procurement' })('FE340')).toBe(false);
    expect(shown({ ...base, reasonForRequest: 'leisure', companionRequired: true })('FE350')).toBe(true);
    expect(shown({ ...base, reasonForRequest: 'leisure', companionRequired: false })('FE350')).toBe(false);
    const independent = { ...base, reasonForRequest: 'travel', organizationalForm: 'independent-travel', numberOfPeople: 2 };
    expect(shown({ ...independent, companions: ['friend', 'companion'] })('FE350')).toBe(true);
    expect(shown({ ...independent, companions: ['friend'] })('FE350')).toBe(false);
  });

  test('FE360 and FE370 for travel or leisure; FE380 at home, FE390 abroad; FE400 and FE410 for a purchase', () => {
    for (const reason of ['travel', 'leisure']) {
      expect(shown({ ...base, reasonForRequest: reason })('FE360')).toBe(true);
      expect(shown({ ...base, reasonForRequest: reason })('FE370')).toBe(true);
      expect(shown({ ...base, reasonForRequest: reason })('FE400')).toBe(false);
    }
    expect(shown({ ...base, reasonForRequest: 'procurement' })('FE360')).toBe(false);
    expect(shown({ ...base, reasonForRequest: 'procurement' })('FE400')).toBe(true);
    expect(shown({ ...base, reasonForRequest: 'procurement' })('FE410')).toBe(true);
    const home = shown({ ...base, reasonForRequest: 'travel', destinationCountryCode: 193 });
    expect([home('FE380'), home('FE390')]).toEqual([true, false]);
    const abroad = shown({ ...base, reasonForRequest: 'leisure', destinationCountryCode: 250 });
    expect([abroad('FE380'), abroad('FE390')]).toEqual([false, true]);
    const unknown = shown({ ...base, reasonForRequest: 'travel' });
    expect([unknown('FE380'), unknown('FE390')]).toEqual([false, false]);
    // A purchase hides FE370, so a stored destination shows neither place question.
    const purchase = shown({ ...base, reasonForRequest: 'procurement', destinationCountryCode: 193 });
    expect([purchase('FE370'), purchase('FE380')]).toEqual([false, false]);
  });

  test('FE500 travel, FE510 leisure, FE520 procurement', () => {
    const expenses = (reason?: string) => {
      const is = shown({ ...base, reasonForRequest: reason });
      return ['FE500', 'FE510', 'FE520'].filter(is);
    };
    expect(expenses('travel')).toEqual(['FE500']);
    expect(expenses('leisure')).toEqual(['FE510']);
    expect(expenses('procurement')).toEqual(['FE520']);
    expect(expenses()).toEqual([]);
  });

  test('FE600 for the person themself; FE610 and FE620 for a stand-in', () => {
    const self = shown({ ...base, identification: 'self-reliant' });
    expect(['FE600', 'FE610', 'FE620'].filter(self)).toEqual(['FE600']);
    const standIn = shown({ ...base, identification: 'stand-in' });
    expect(['FE600', 'FE610', 'FE620'].filter(standIn)).toEqual(['FE610', 'FE620']);
  });

  test('the counter leaves out start, review and completion pages only; info pages FE130 and FE160 count (spec 00 §2.16)', () => {
    const status = flowStatus(flow, stateWith({ ...base, identification: 'stand-in', reasonForRequest: 'procurement' }), signedIn);
    expect(status.numbers.FE100).toBe(1);
    expect(status.numbers.FE140).toBeNull();
    expect(status.numbers.FE150).toBe(2);
    expect(status.numbers.FE160).toBe(3);
    expect(status.numbers.FE200).toBe(4);
    expect(status.numbers.FE630).toBeNull();
    expect(status.numbers.FE640).toBeNull();
    const anon = flowStatus(flow, stateWith({}, {}, anonymous), anonymous);
    expect([anon.numbers.FE120, anon.numbers.FE130, anon.numbers.FE100]).toEqual([1, 2, 3]);
  });
});

describe('completion, locking (spec 01 §4.4) and prefill (§4.5)', () => {
  const status = (application: Record<string, unknown>, answers: Record<string, QuestionData> = {}, context = signedIn) =>
    flowStatus(flow, stateWith(application, answers, context), context).questions;

  test('FE100: complete when read; prefilled and locked once the application has an id', () => {
    expect(status({}, {}, anonymous).FE100).toMatchObject({ isCompleted: false, isLocked: false });
    expect(status({}, { FE100: { read: true } }, anonymous).FE100.isCompleted).toBe(true);
    expect(stateWith(base).answers.FE100).toEqual({ read: true });
    expect(status(base).FE100).toMatchObject({ isCompleted: true, isLocked: true });
  });

  test('FE120/FE130 locked with an id; FE120 prefilled with the signed-in e-mail', () => {
    expect(stateWith(base).answers.FE120).toEqual({ email: 'anna@example.ch', emailConfirmation: 'anna@example.ch' });
    expect(stateWith({}, {}, anonymous).answers.FE120).toEqual({ email: null, emailConfirmation: null });
    expect(status(base).FE120.isLocked).toBe(true);
    expect(status(base).FE130.isLocked).toBe(true);
    expect(status({}, {}, anonymous).FE120.isLocked).toBe(false);
  });

  test('FE220: each benefit either not received or documented', () => {
    const aid = { disabilityInsurance: true, supplementaryBenefits: false, socialAid: true, others: false };
    expect(status({ ...base, ...aid, disabilityInsuranceDocumentId: 'u1' }).FE220.isCompleted).toBe(false);
    expect(status({ ...base, ...aid, disabilityInsuranceDocumentId: 'u1', socialAidDocumentId: 'u2' }).FE220).toMatchObject({ isCompleted: true, isTouched: true });
    expect(stateWith({ ...base, ...aid, disabilityInsuranceDocumentId: 'u1' }).answers.FE220).toEqual({
      disabilityInsurance: { id: 'u1' },
      supplementaryBenefits: null,
      socialAid: null,
    });
  });

  test('FE620 complete when the application has a representation; FE630/FE640 only after submission', () => {
    expect(status({ ...base, identification: 'stand-in' }).FE620.isCompleted).toBe(false);
    expect(status({ ...base, identification: 'stand-in', representation: { id: 'c2' } }).FE620.isCompleted).toBe(true);
    expect(status(base).FE630.isCompleted).toBe(false);
    expect(status(base).FE640.isCompleted).toBe(false);
    expect(status({ ...base, status: 'submitted' }).FE630.isCompleted).toBe(true);
    expect(status({ ...base, status: 'submitted' }).FE640.isCompleted).toBe(true);
  });

  test('FE370 homeCountry from the destination code; FE540 correct when a contact exists', () => {
    expect(stateWith({ ...base, destinationCountryCode: 193 }).answers.FE370).toEqual({ homeCountry: true });
    expect(stateWith({ ...base, destinationCountryCode: 276 }).answers.FE370).toEqual({ homeCountry: false });
    expect(stateWith(base).answers.FE370).toEqual({ homeCountry: null });
    expect(stateWith({ ...base, contact: { id: 'c1' } }).answers.FE540).toEqual({ correct: true });
    expect(stateWith(base).answers.FE540).toEqual({ correct: null });
  });

  test('FE350 with “other” needs its text; FE360 and FE410 stay incomplete once the 6 weeks are no longer met', () => {
    const leisure = { ...base, reasonForRequest: 'leisure', companionRequired: true };
    expect(status({ ...leisure, reasons: ['other'] }).FE350.isCompleted).toBe(false);
    expect(status({ ...leisure, reasons: ['other'], reasonsOther: 'Epilepsie' }).FE350.isCompleted).toBe(true);
    expect(status({ ...leisure, reasons: ['underage'] }).FE350.isCompleted).toBe(true);
    expect(status({ ...leisure, start: '2024-04-12', end: '2024-04-20' }).FE360.isCompleted).toBe(true);
    expect(status({ ...leisure, start: '2024-04-11', end: '2024-04-20' }).FE360.isCompleted).toBe(false);
    expect(status({ ...base, reasonForRequest: 'procurement', start: '2024-04-12' }).FE410.isCompleted).toBe(true);
    expect(status({ ...base, reasonForRequest: 'procurement', start: '2024-03-20' }).FE410.isCompleted).toBe(false);
  });
});

describe('validation (spec 01 §5)', () => {
  const errors = (code: string, data: QuestionData, application: Record<string, unknown> = base, lang: 'de' | 'fr' | 'it' = 'de') =>
    validateQuestion(flow.question(code), data, { lang, now, records: records(application) });

  test('FE120: the confirmation must equal the e-mail', () => {
    expect(errors('FE120', { email: 'anna@example.ch', emailConfirmation: 'ana@example.ch' })).toEqual({
      emailConfirmation: 'Die Bestätigung der E-Mail-Adresse stimmt nicht überein.',
    });
    expect(errors('FE120', { email: 'anna', emailConfirmation: 'anna' }).email).toBe('E-Mail muss eine gültige E-Mail-Adresse beinhalten.');
    expect(errors('FE120', { email: 'anna@example.ch', emailConfirmation: 'anna@example.ch' })).toEqual({});
  });

  test('FE230: CHF 40’000 for adults, CHF 80’000 family income for minors', () => {
    const message = "Unsere Richtlinien schreiben vor, dass das steuerbare Einkommen von Einzelpersonen max. CHF 40'000 und von Familien max. CHF 80'000 betragen darf.";
    const adult = { ...base, birthday: '1990-05-01' };
    const child = { ...base, birthday: '2010-05-01' };
    expect(errors('FE230', { taxableIncome: '40000' }, adult)).toEqual({});
    expect(errors('FE230', { taxableIncome: '40000.05' }, adult)).toEqual({ taxableIncome: message });
    expect(errors('FE230', { taxableIncome: '80000' }, child)).toEqual({});
    expect(errors('FE230', { taxableIncome: '80001' }, child)).toEqual({ taxableIncome: message });
    // 18th birthday on 1 March 2024: an adult from that day on.
    expect(errors('FE230', { taxableIncome: '50000' }, { ...base, birthday: '2006-03-01' })).toEqual({ taxableIncome: message });
    expect(errors('FE230', { taxableIncome: '50000' }, { ...base, birthday: '2006-03-02' })).toEqual({});
    expect(errors('FE230', { taxableIncome: 'viel' }, adult).taxableIncome).toBe('Steuerbares Einkommen in CHF muss eine ganze Zahl oder eine Dezimalzahl sein.');
  });

  test('FE360 and FE410: at least 6 weeks ahead; real dates in d.mm.yyyy', () => {
    const lead = 'Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 6 Wochen vor dem Anschaffungszeitpunkt bei uns eintreffen muss.';
    expect(errors('FE360', { timePeriod: { start: '12.04.2024', end: '20.04.2024' } })).toEqual({});
    expect(errors('FE360', { timePeriod: { start: '11.04.2024', end: '20.04.2024' } })).toEqual({ 'timePeriod.start': lead });
    expect(errors('FE360', { timePeriod: { start: '31.04.2024', end: '20.05.2024' } })['timePeriod.start']).toBe(
      'Reise- oder Kursdaten muss ein gültiges Datum sein (dd.mm.jjjj). Beispielsweise 15.06.2000.',
    );
    expect(errors('FE360', { timePeriod: { start: '20.04.2024', end: '19.04.2024' } })['timePeriod.end']).toBe('Reise- oder Kursdaten muss nach 20.04.2024 sein.');
    expect(errors('FE410', { date: '11.04.2024' })).toEqual({ date: lead });
    expect(errors('FE410', { date: '12.4.2024' })).toEqual({});
  });

  test('FE500: catering at most CHF 21 per person and day', () => {
    const travel = { ...base, reasonForRequest: 'travel', organizationalForm: 'independent-travel', numberOfPeople: 2, start: '2024-05-01', end: '2024-05-05' };
    // 2 people × 5 days × 21 = 210.
    expect(errors('FE500', { expenses: [{ type: 'verpflegung', amount: '210' }] }, travel)).toEqual({});
    expect(errors('FE500', { expenses: [{ type: 'verpflegung', amount: '210.05' }] }, travel)).toEqual({
      expenses: 'Für die Verpflegung übernehmen wir höchstens CHF 21 pro Person und Tag, hier also höchstens CHF 210.',
    });
    const camp = { ...base, reasonForRequest: 'travel', organizationalForm: 'camp', companionRequired: true, start: '2024-05-01', end: '2024-05-01' };
    expect(errors('FE500', { expenses: [{ type: 'verpflegung', amount: '43' }] }, camp).expenses).toContain('CHF 42');
    // More than 2 people: no upper bound is known, so no limit applies.
    expect(errors('FE500', { expenses: [{ type: 'verpflegung', amount: '999' }] }, { ...travel, numberOfPeople: 3 })).toEqual({});
    expect(errors('FE500', { expenses: [] }, travel)).toEqual({ expenses: 'Ausgaben ist ein Pflichtfeld.' });
    expect(errors('FE500', { expenses: [{ type: 'unterkunft', amount: '-5' }] }, travel)).toEqual({ 'expenses.0.amount': 'Ausgaben muss min. 0 sein.' });
  });

  test('FE530: own contribution at least CHF 100; FE540: deficit confirmation required', () => {
    const own = 'Unsere Richtlinien schreiben vor, dass Sie selbst oder Personen aus Ihrem Umfeld mind. 100 Franken selbst finanzieren müssen.';
    expect(errors('FE530', { budgetAvailable: [{ type: 'individual-contributions', amount: '99.95' }, { type: 'institutional-contributions', amount: '500' }] })).toEqual({
      budgetAvailable: own,
    });
    expect(errors('FE530', { budgetAvailable: [{ type: 'individual-contributions', amount: '60' }, { type: 'individual-contributions', amount: '40' }] })).toEqual({});
    expect(errors('FE540', { correct: null })).toEqual({ correct: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.' });
    expect(errors('FE540', { correct: false })).toEqual({ correct: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.' });
    expect(errors('FE540', { correct: true })).toEqual({});
    expect(errors('FE540', { correct: false }, base, 'fr')).toEqual({ correct: 'Veuillez vérifier à nouveau les dépenses et les recettes saisies.' });
  });

  test('FE220: a document for each benefit received; PDFs in portrait only', () => {
    const aid = { ...base, disabilityInsurance: true, supplementaryBenefits: false, socialAid: false };
    expect(errors('FE220', { disabilityInsurance: null, supplementaryBenefits: null, socialAid: null }, aid)).toEqual({
      disabilityInsurance: 'Verfügung der Invalidenversicherung (IV) ist ein Pflichtfeld.',
    });
    expect(errors('FE220', { disabilityInsurance: { id: 'u1' }, supplementaryBenefits: null, socialAid: null }, aid)).toEqual({});
    expect(
      errors('FE220', { disabilityInsurance: { name: 'iv.pdf', type: 'application/pdf', orientation: 'landscape' }, supplementaryBenefits: null, socialAid: null }, aid),
    ).toEqual({ disabilityInsurance: 'PDF-Dateien werden nur im Hochformat unterstützt.' });
  });

  test('contacts: phone and e-mail formats; FE350 other text; FE390 known country', () => {
    const contact = { salutCode: 'female', firstname: 'Anna', lastname: 'Muster', street: 'Weg', houseNumber: '1', zipCode: '3000', location: 'Bern', phone: '031 12 34', email: 'anna@example.ch' };
    expect(errors('FE600', { contact })).toEqual({ 'contact.phone': 'Telefon muss eine gültige Telefonnummer sein.' });
    expect(errors('FE600', { contact: { ...contact, phone: '+41 31 123 45 67' } })).toEqual({});
    expect(errors('FE350', { reasons: ['other'], reasonsOther: '' })).toEqual({ reasonsOther: 'Bitte beschreiben Sie den anderen Grund.' });
    expect(errors('FE390', { destinationCountryCode: 999, destinationLocation: 'Paris' })).toEqual({ destinationCountryCode: 'Bitte wählen Sie ein Land aus der Liste.' });
    expect(errors('FE390', { destinationCountryCode: 250, destinationLocation: 'Paris' })).toEqual({});
  });
});

describe('saving and resets (spec 01 §4.7)', () => {
  interface Call {
    method: string;
    path: string;
    payload: AnswerData;
  }
  function transport(application: Record<string, unknown>): WizardTransport & { calls: Call[] } {
    const calls: Call[] = [];
    let current = { ...application };
    const handle = (method: string) => async (path: string, payload: AnswerData) => {
      calls.push({ method, path, payload });
      current = method === 'delete' ? { ...current, ...Object.fromEntries(Object.keys(payload).map((key) => [key, null])) } : { ...current, ...payload };
      return current;
    };
    return { calls, put: handle('put'), delete: handle('delete'), post: handle('post') };
  }

  test('FE380 always sends 193; FE390 sends the chosen code', async () => {
    const application = { ...base, reasonForRequest: 'travel' };
    const state = stateWith(application, { FE370: { homeCountry: true } });
    const plan = planSave(flow, state, signedIn, 'FE380', { destinationLocation: 'Davos' });
    expect(plan.type === 'save' && plan.steps[0]).toMatchObject({ type: 'save', path: '/applications/a1/destination', payload: { destinationCountryCode: 193, destinationLocation: 'Davos' } });
    const abroad = planSave(flow, stateWith(application, { FE370: { homeCountry: false } }), signedIn, 'FE390', { destinationCountryCode: 250, destinationLocation: 'Paris' });
    expect(abroad.type === 'save' && abroad.steps[0]).toMatchObject({ payload: { destinationCountryCode: 250, destinationLocation: 'Paris' } });
  });

  test('changing the reason from travel to procurement resets the trip answers on the server, once per endpoint', async () => {
    const travel = {
      ...base,
      reasonForRequest: 'travel',
      organizationalForm: 'independent-travel',
      numberOfPeople: 2,
      companions: ['companion'],
      reasons: ['needs-help-daily'],
      start: '2024-06-01',
      end: '2024-06-10',
      destinationCountryCode: 250,
      destinationLocation: 'Paris',
      expenses: [{ type: 'unterkunft', amount: 500 }],
    };
    const api = transport(travel);
    const { state } = await executeSave(flow, stateWith(travel), signedIn, 'FE300', { reasonForRequest: 'procurement' }, api);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'put /applications/a1/reason-for-request',
      'delete /applications/a1/organizational-form',
      'delete /applications/a1/number-of-people',
      'delete /applications/a1/travel-companions',
      'delete /applications/a1/travel-companion-reasons',
      'delete /applications/a1/time-period',
      'delete /applications/a1/destination',
      'delete /applications/a1/expenses',
    ]);
    expect(state.records.application).toMatchObject({ reasonForRequest: 'procurement', organizationalForm: null, start: null, destinationLocation: null, expenses: null });
    expect(state.answers.FE370).toEqual({ homeCountry: null });
    const status = flowStatus(flow, state, signedIn);
    expect(status.questions.FE400.shouldSkip).toBe(false);
    expect(status.questions.FE520.shouldSkip).toBe(false);
  });

  test('answering “no” to supplementary benefits after a document: FE220 reset; FE230 appears', async () => {
    const aid = { ...base, disabilityInsurance: false, supplementaryBenefits: true, socialAid: false, others: false, supplementaryBenefitsDocumentId: 'u1' };
    const api = transport(aid);
    const { state } = await executeSave(flow, stateWith(aid), signedIn, 'FE210', { supplementaryBenefits: false }, api);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['put /applications/a1/welfare-aid', 'delete /applications/a1/welfare-aid-documents']);
    expect(flowStatus(flow, state, signedIn).questions.FE230.shouldSkip).toBe(false);
  });

  test('FE360 sends ISO dates as start and end; FE410 sends its date as start', () => {
    const leisure = stateWith({ ...base, reasonForRequest: 'leisure' });
    const plan = planSave(flow, leisure, signedIn, 'FE360', { timePeriod: { start: '1.05.2024', end: '3.05.2024' } });
    expect(plan.type === 'save' && plan.steps[0]).toMatchObject({ payload: { start: '2024-05-01', end: '2024-05-03' } });
    const purchase = planSave(flow, stateWith({ ...base, reasonForRequest: 'procurement' }), signedIn, 'FE410', { date: '1.05.2024' });
    expect(purchase.type === 'save' && purchase.steps[0]).toMatchObject({ path: '/applications/a1/time-period', payload: { start: '2024-05-01' } });
  });

  test('the server clears the answers of hidden questions and names the incomplete ones', () => {
    const server = toServerFlow(flow);
    const context = { lang: 'de' as const, application: {}, now };
    const hidden = server.hiddenFields({ ...base, reasonForRequest: 'procurement', organizationalForm: 'camp', start: '2024-05-01', end: '2024-05-03' }, context);
    expect(hidden).toEqual(expect.arrayContaining(['organizationalForm', 'numberOfPeople', 'companions', 'companionRequired', 'reasons', 'end', 'destinationCountryCode', 'destinationLocation']));
    expect(hidden).not.toContain('start'); // FE410's purchase date
    expect(hidden).not.toContain('expenses'); // FE520's
    const open = server.incompleteQuestions({ ...base, identification: 'self-reliant', reasonForRequest: 'procurement' }, context);
    expect(open).toEqual(['FE200', 'FE210', 'FE400', 'FE410', 'FE420', 'FE520', 'FE530', 'FE540', 'FE600']);
  });
});

describe('single-person application: a companion for under-18s (spec 01 §9; issue 14, item 5)', () => {
  const minorApp = { ...base, birthday: '2010-05-01', reasonForRequest: 'leisure' };
  const adultApp = { ...base, birthday: '1990-05-01', reasonForRequest: 'leisure' };
  const validate = (code: string, data: QuestionData, application: Record<string, unknown>) =>
    validateQuestion(flow.question(code), data, { now, records: records(application) });

  test('FE340 is "yes" and locked for a minor, with the reason; open for an adult', () => {
    const minor = flowStatus(flow, stateWith(minorApp), signedIn);
    expect(stateWith(minorApp).answers.FE340).toEqual({ companionRequired: true });
    expect(minor.questions.FE340).toMatchObject({ isLocked: true, isCompleted: true });
    // The lock says why, instead of "can no longer be changed".
    expect(flow.question('FE340').lockedNote!({ ...records(minorApp), user: null, now })).toMatchObject({
      de: 'Für Personen unter 18 Jahren gilt eine Begleitperson immer als nötig.',
    });
    const adult = flowStatus(flow, stateWith(adultApp), signedIn);
    expect(stateWith(adultApp).answers.FE340).toEqual({ companionRequired: null });
    expect(adult.questions.FE340.isLocked).toBe(false);
    // The server refuses "no" for a minor.
    expect(validate('FE340', { companionRequired: false }, minorApp).companionRequired).toBe('Für Personen unter 18 Jahren gilt eine Begleitperson immer als nötig.');
    expect(validate('FE340', { companionRequired: false }, adultApp)).toEqual({});
  });

  test('FE350 has "underage" chosen for a minor and refuses it for an adult', () => {
    expect(stateWith({ ...minorApp, companionRequired: true, reasons: ['needs-help-daily'] }).answers.FE350.reasons).toEqual(['underage', 'needs-help-daily']);
    expect(validate('FE350', { reasons: ['needs-help-daily'] }, minorApp).reasons).toBe('Für Personen unter 18 Jahren gilt eine Begleitperson immer als nötig.');
    expect(validate('FE350', { reasons: ['underage'] }, minorApp)).toEqual({});
    expect(validate('FE350', { reasons: ['underage'] }, adultApp).reasons).toBe('Laut dem angegebenen Geburtsdatum ist die Person 18 Jahre alt oder älter.');
    expect(validate('FE350', { reasons: ['needs-help-daily'] }, adultApp)).toEqual({});
  });
});
