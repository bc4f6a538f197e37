/**
 * Test fixtures: reduced single-person flows written with the spec's own rules (spec 01 §4).
 * The real flow definitions come with the flow issues; these exercise every rule kind.
 */
import { allOf, answerEquals, answerGreaterThan, answerIn, answerIncludes, answerIsNumber, anyOf, not, signedOut, when } from '../conditions';
import { defineFlow } from '../define-flow';
import type { BudgetLine, ContactValue, QuestionDef } from '../types';

const LEAD_TIME = {
  de: 'Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 6 Wochen vor dem Anschaffungszeitpunkt bei uns eintreffen muss.',
  fr: 'Nous ne pouvons malheureusement pas prendre en compte votre demande : elle doit nous parvenir au moins 6 semaines avant la date d’achat.',
  it: 'Purtroppo non possiamo considerare la sua richiesta: deve pervenirci almeno 6 settimane prima della data d’acquisto.',
};
const DEFICIT = {
  de: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.',
  fr: 'Veuillez vérifier à nouveau les dépenses et les recettes saisies.',
  it: 'Verifichi nuovamente le uscite e le entrate inserite.',
};
const OWN_CONTRIBUTION = {
  de: 'Unsere Richtlinien schreiben vor, dass Sie selbst oder Personen aus Ihrem Umfeld mind. 100 Franken selbst finanzieren müssen.',
  fr: 'Nos directives exigent que vous-même ou des personnes de votre entourage financiez au moins 100 francs.',
  it: 'Le nostre direttive prevedono che lei stesso o persone a lei vicine finanzino almeno 100 franchi.',
};

const travelOrLeisure = answerIn('FE300.reasonForRequest', ['travel', 'leisure']);

const welfareAid: QuestionDef = {
  code: 'FE210',
  path: 'qualifikation/einkommensbasis',
  save: { endpoint: '/welfare-aid' },
  fields: ['disabilityInsurance', 'supplementaryBenefits', 'socialAid', 'others'].map((name) => ({
    name,
    kind: 'radio' as const,
    rules: [{ rule: 'required' as const }],
    readFrom: `welfareAid.${name}`,
  })),
};

const benefits = ['disabilityInsurance', 'supplementaryBenefits', 'socialAid'] as const;

export const singlePersonApplication = defineFlow({
  id: 'single-person-application',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'application',
  paths: { base: '/gesuche/einzelperson' },
  steps: [
    {
      name: 'single-person.input',
      questions: [
        {
          code: 'FE120',
          path: 'email',
          beforeId: true,
          visibleWhen: signedOut,
          clientOnly: true,
          lockedWhen: (_data, view) => view.application.id != null,
          read: (view) => (view.user ? { email: view.user.email, emailConfirmation: view.user.email } : {}),
          fields: [
            { name: 'email', kind: 'text', label: 'E-Mail', rules: [{ rule: 'required' }, { rule: 'email' }] },
            { name: 'emailConfirmation', kind: 'text', label: 'E-Mail bestätigen', rules: [{ rule: 'required' }, { rule: 'emailConfirmation', target: 'email' }] },
          ],
        },
        { code: 'FE130', path: 'verifikation-email', beforeId: true, visibleWhen: signedOut, page: 'info' },
        {
          code: 'FE100',
          path: 'gesuch',
          beforeId: true,
          fields: [{ name: 'read', kind: 'checkbox', rules: [{ rule: 'is', value: true }] }],
          read: (view) => ({ read: view.application.id != null ? true : null }),
          completedWhen: (data) => data.read === true,
          lockedWhen: (_data, view) => view.application.id != null,
        },
        { code: 'FE140', path: 'eingabe/einstieg', page: 'start' },
        {
          code: 'FE150',
          path: 'eingabe/identifikation',
          save: { endpoint: '/identification' },
          fields: [{ name: 'identification', kind: 'radio', rules: [{ rule: 'required' }], options: [{ value: 'self-reliant', label: 'selbst' }, { value: 'stand-in', label: 'Stellvertretung' }] }],
        },
        { code: 'FE160', path: 'eingabe/information-fremdausfueller', page: 'info', visibleWhen: answerEquals('FE150.identification', 'stand-in') },
      ],
    },
    {
      name: 'single-person.qualification',
      questions: [
        welfareAid,
        {
          code: 'FE220',
          path: 'qualifikation/belege-unterstuetzung',
          save: { endpoint: '/welfare-aid-documents' },
          visibleWhen: anyOf(...benefits.map((benefit) => answerEquals(`FE210.${benefit}`, true))),
          fields: benefits.map((benefit) => ({
            name: benefit,
            kind: 'file-select' as const,
            sendAs: `${benefit}DocumentId`,
            readFrom: `welfareAidDocuments.${benefit}`,
            rules: [{ rule: 'ext' as const, extensions: ['pdf', 'jpg', 'png'] }, { rule: 'pdfPortrait' as const }],
          })),
          // Complete when every benefit is either not received or documented (spec 01 §4.4).
          completedWhen: (data, view) => benefits.every((benefit) => view.value(`FE210.${benefit}`) !== true || data[benefit] != null),
        },
        {
          code: 'FE230',
          path: 'qualifikation/steuerbares-einkommen',
          save: { endpoint: '/taxable-income' },
          visibleWhen: answerEquals('FE210.supplementaryBenefits', false),
          fields: [{ name: 'taxableIncome', kind: 'number', label: 'Steuerbares Einkommen', rules: [{ rule: 'required' }, { rule: 'decimal', decimals: 2 }] }],
        },
        {
          code: 'FE240',
          path: 'qualifikation/beleg-steuerbares-einkommen',
          save: { endpoint: '/taxable-income-document' },
          visibleWhen: answerIsNumber('FE230.taxableIncome'),
          fields: [{ name: 'taxableIncomeDocument', kind: 'file-select', sendAs: 'taxableIncomeDocumentId', rules: [{ rule: 'required' }] }],
        },
      ],
    },
    {
      name: 'single-person.intended-use',
      questions: [
        { code: 'FE300', path: 'verwendungszweck/gesuchsgrund', save: { endpoint: '/reason-for-request' }, fields: [{ name: 'reasonForRequest', kind: 'radio', rules: [{ rule: 'required' }] }] },
        {
          code: 'FE310',
          path: 'verwendungszweck/organisationsform',
          save: { endpoint: '/organizational-form' },
          visibleWhen: answerEquals('FE300.reasonForRequest', 'travel'),
          fields: [{ name: 'organizationalForm', kind: 'radio' }],
        },
        {
          code: 'FE320',
          path: 'verwendungszweck/anzahl-personen',
          save: { endpoint: '/number-of-people' },
          visibleWhen: answerEquals('FE310.organizationalForm', 'independent-travel'),
          fields: [{ name: 'numberOfPeople', kind: 'radio' }],
        },
        {
          code: 'FE330',
          path: 'verwendungszweck/begleitpersonen',
          save: { endpoint: '/travel-companions' },
          visibleWhen: allOf(answerEquals('FE310.organizationalForm', 'independent-travel'), answerGreaterThan('FE320.numberOfPeople', 1)),
          fields: [{ name: 'companions', kind: 'checkbox-group' }],
        },
        {
          code: 'FE340',
          path: 'verwendungszweck/begleitperson',
          save: { endpoint: '/travel-companion-required' },
          visibleWhen: anyOf(answerIn('FE310.organizationalForm', ['camp', 'organized-travel']), answerEquals('FE300.reasonForRequest', 'leisure')),
          fields: [{ name: 'companionRequired', kind: 'radio' }],
        },
        {
          code: 'FE350',
          path: 'verwendungszweck/begruendung-begleitperson',
          save: { endpoint: '/travel-companion-reasons' },
          visibleWhen: anyOf(answerEquals('FE340.companionRequired', true), answerIncludes('FE330.companions', 'companion')),
          fields: [{ name: 'reasons', kind: 'checkbox-group' }],
        },
        {
          code: 'FE360',
          path: 'verwendungszweck/datum-reise-freizeitaktivitaet',
          save: { endpoint: '/time-period' },
          visibleWhen: travelOrLeisure,
          fields: [
            {
              name: 'timePeriod',
              kind: 'date-range',
              label: 'Reisedatum',
              spread: true,
              rules: [{ rule: 'required' }, { rule: 'date' }, { rule: 'minDate', date: { fromNow: { weeks: 6 } }, message: LEAD_TIME }],
            },
          ],
        },
        {
          code: 'FE370',
          path: 'verwendungszweck/inland-ausland',
          visibleWhen: travelOrLeisure,
          fields: [{ name: 'homeCountry', kind: 'toggle-select' }],
          read: (view) => {
            const code = view.application.destinationCountryCode;
            return { homeCountry: code === null || code === undefined ? null : code === 193 };
          },
        },
        {
          code: 'FE380',
          path: 'verwendungszweck/ort',
          visibleWhen: answerEquals('FE370.homeCountry', true),
          save: {
            endpoint: '/destination',
            // The home country is implied: FE380 always sends 193 (spec 01 §9).
            toPayload: (data) => ({ destinationCountryCode: 193, destinationLocation: data.destinationLocation }),
            payloadFields: ['destinationCountryCode', 'destinationLocation'],
          },
          fields: [{ name: 'destinationLocation', kind: 'text', label: 'Ort', rules: [{ rule: 'required' }, { rule: 'max', length: 100 }] }],
        },
        {
          code: 'FE390',
          path: 'verwendungszweck/land-ort',
          visibleWhen: answerEquals('FE370.homeCountry', false),
          save: { endpoint: '/destination' },
          fields: [
            { name: 'destinationCountryCode', kind: 'select', label: 'Land', rules: [{ rule: 'required' }] },
            { name: 'destinationLocation', kind: 'text', label: 'Ort', rules: [{ rule: 'required' }] },
          ],
        },
        {
          code: 'FE410',
          path: 'verwendungszweck/anschaffungsdatum',
          visibleWhen: answerEquals('FE300.reasonForRequest', 'procurement'),
          save: { endpoint: '/time-period' },
          fields: [{ name: 'date', kind: 'date', sendAs: 'start', readFrom: 'start', label: 'Anschaffungsdatum', rules: [{ rule: 'required' }, { rule: 'date' }, { rule: 'minDate', date: { fromNow: { weeks: 6 } }, message: LEAD_TIME }] }],
        },
      ],
    },
    {
      name: 'single-person.budget',
      questions: [
        { code: 'FE500', path: 'budget/ausgaben-ferienreise', save: { endpoint: '/expenses' }, visibleWhen: answerEquals('FE300.reasonForRequest', 'travel'), fields: [{ name: 'expenses', kind: 'budget', label: 'Ausgaben', rules: [{ rule: 'required' }] }] },
        { code: 'FE510', path: 'budget/ausgaben-freizeitaktivitaet', save: { endpoint: '/expenses' }, visibleWhen: answerEquals('FE300.reasonForRequest', 'leisure'), fields: [{ name: 'expenses', kind: 'budget', label: 'Ausgaben', rules: [{ rule: 'required' }, { rule: 'maxItems', count: 3 }] }] },
        {
          code: 'FE530',
          path: 'budget/einnahmen',
          save: { endpoint: '/budget-available' },
          fields: [
            {
              name: 'budgetAvailable',
              kind: 'budget',
              label: 'Einnahmen',
              rules: [
                {
                  rule: 'custom',
                  name: 'own-contribution-min-100',
                  message: OWN_CONTRIBUTION,
                  runOnEmpty: true,
                  test: (value) =>
                    Array.isArray(value) &&
                    (value as BudgetLine[]).some((line) => line.type === 'individual-contributions' && Number(line.amount) >= 100),
                },
              ],
            },
          ],
        },
        {
          code: 'FE540',
          path: 'budget/defizit',
          fields: [{ name: 'correct', kind: 'checkbox', rules: [{ rule: 'is', value: true, message: DEFICIT }] }],
          read: (view) => ({ correct: view.application.contact ? true : null }),
        },
      ],
    },
    {
      name: 'single-person.contact',
      questions: [
        {
          code: 'FE600',
          path: 'kontaktdaten/selbsteingabe',
          visibleWhen: answerEquals('FE150.identification', 'self-reliant'),
          fields: [{ name: 'contact', kind: 'contact', contact: { linkType: 'individual' } }],
        },
        {
          code: 'FE610',
          path: 'kontaktdaten/fremdeingabe',
          visibleWhen: answerEquals('FE150.identification', 'stand-in'),
          fields: [{ name: 'contact', kind: 'contact', contact: { linkType: 'individual' } }],
        },
        {
          code: 'FE620',
          path: 'kontaktdaten/vertretung',
          visibleWhen: answerEquals('FE150.identification', 'stand-in'),
          fields: [{ name: 'representation', kind: 'contact', contact: { linkType: 'representation', organization: 'required' } }],
          completedWhen: (_data, view) => view.application.representation != null,
        },
        { code: 'FE630', path: 'datenpruefung', page: 'review', completedWhen: (_data, view) => view.application.status !== 'preparing' },
        { code: 'FE640', path: 'abschluss', page: 'completion', completedWhen: (_data, view) => view.application.status !== 'preparing' },
      ],
    },
  ],
});

const notCancelled = not(answerEquals('BE210.confirmCancellation', true));
const reason = (value: string) => when([], (view) => view.application.reasonForRequest === value);

function recipientType(view: { application: Record<string, unknown>; statement: Record<string, unknown> | null }): string | null {
  const recipient = view.statement?.paymentRecipient as ContactValue | null | undefined;
  if (!recipient) return null;
  if (recipient.id === (view.application.contact as ContactValue | undefined)?.id) return 'contact';
  if (recipient.id === (view.application.representation as ContactValue | undefined)?.id) return 'stand-in';
  return 'other';
}

/** Reduced single-person settlement (spec 01 §2.3, §4.6): statement mode. */
export const singlePersonStatement = defineFlow({
  id: 'single-person-statement',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/gesuche/einzelperson-abrechnung/{id}', withId: '/gesuche/einzelperson-abrechnung/{id}' },
  steps: [
    {
      name: 'single-person.costs',
      questions: [
        { code: 'BE200', path: 'kosten-einnahmen/bestaetigung-realisierung', save: { endpoint: '/realization-status' }, fields: [{ name: 'realizationStatus', kind: 'radio', rules: [{ rule: 'required' }] }] },
        {
          code: 'BE210',
          path: 'kosten-einnahmen/verifikation-absage',
          visibleWhen: answerEquals('BE200.realizationStatus', 'cancelled'),
          fields: [{ name: 'confirmCancellation', kind: 'radio' }],
          // Confirming calls the cancel action; "no" is kept locally.
          save: { endpoint: '/cancel', method: 'post', toPayload: (data) => (data.confirmCancellation === true ? {} : null) },
          completedWhen: (_data, view) => Array.isArray(view.statement?.expenses),
        },
        {
          code: 'BE220',
          path: 'kosten-einnahmen/abrechnungsbereich',
          visibleWhen: notCancelled,
          fields: [{ name: 'read', kind: 'checkbox' }],
          read: (view) => ({ read: Array.isArray(view.statement?.expenses) ? true : null }),
        },
        { code: 'BE230', path: 'kosten-einnahmen/kosten-ferienreise', save: { endpoint: '/expenses' }, visibleWhen: allOf(notCancelled, reason('travel')), fields: [{ name: 'expenses', kind: 'budget' }] },
        { code: 'BE250', path: 'kosten-einnahmen/kosten-anschaffung', save: { endpoint: '/expenses' }, visibleWhen: allOf(notCancelled, reason('procurement')), fields: [{ name: 'expenses', kind: 'budget' }] },
        {
          code: 'BE310',
          path: 'kosten-einnahmen/bild-hochladen',
          save: { endpoint: '/images' },
          visibleWhen: notCancelled,
          fields: [{ name: 'images', kind: 'file-select', multiple: true, sendAs: 'imageIds', rules: [{ rule: 'maxItems', count: 3 }] }],
          completedWhen: (data) => Array.isArray(data.images) && data.images.length > 0,
        },
        {
          code: 'BE320',
          path: 'kosten-einnahmen/bildfreigabe',
          save: { endpoint: '/allow-image-use' },
          visibleWhen: allOf(notCancelled, when(['BE310.images'], (view) => (view.value('BE310.images') as unknown[]).length > 0)),
          fields: [{ name: 'allowImageUse', kind: 'radio' }],
        },
      ],
    },
    {
      name: 'single-person.contact',
      questions: [
        {
          code: 'BE400',
          path: 'kontaktdaten/adressat-auszahlung',
          visibleWhen: notCancelled,
          fields: [{ name: 'paymentRecipientType', kind: 'radio' }],
          read: (view) => ({ paymentRecipientType: recipientType(view) }),
        },
        {
          code: 'BE410',
          path: 'kontaktdaten/selbsteingabe',
          visibleWhen: allOf(notCancelled, answerEquals('BE400.paymentRecipientType', 'contact')),
          fields: [{ name: 'contact', kind: 'contact', contact: { linkType: 'paymentRecipient' } }],
        },
        {
          code: 'BE430',
          path: 'kontaktdaten/drittperson',
          visibleWhen: allOf(notCancelled, answerEquals('BE400.paymentRecipientType', 'other')),
          fields: [{ name: 'contact', kind: 'contact', contact: { linkType: 'paymentRecipient', iban: true } }],
          completedWhen: (_data, view) => view.statement?.paymentRecipient != null,
        },
        {
          code: 'BE440',
          path: 'kontaktdaten/kontodaten',
          save: { endpoint: '/bank-details' },
          visibleWhen: allOf(notCancelled, when(['BE410', 'BE430'], (view) => view.statement?.paymentRecipient != null)),
          fields: [{ name: 'iban', kind: 'text', label: 'IBAN', readFrom: 'paymentRecipient.bankDetails.iban', rules: [{ rule: 'required' }, { rule: 'iban' }] }],
        },
        { code: 'BE450', path: 'kontaktdaten/datenpruefung', page: 'review', visibleWhen: notCancelled },
      ],
    },
    {
      name: 'single-person.cancelation',
      questions: [{ code: 'BE500', path: 'absage', page: 'cancellation', visibleWhen: answerEquals('BE210.confirmCancellation', true) }],
    },
  ],
});
