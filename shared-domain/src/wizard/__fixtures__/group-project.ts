/** Test fixtures from spec 02: locking after a partial statement, aliases, list completion, quick checks. */
import { answerEquals, answerIncludes, not, when } from '../conditions';
import { defineFlow } from '../define-flow';
import type { BudgetLine } from '../types';

const partialSubmitted = (view: { application: Record<string, unknown> }) => view.application.status === 'partial_statement_submitted';
const subtype = (value: string) => when([], (view) => view.application.subtype === value);
const openBeforePartial = when([], (view) => !partialSubmitted(view));

export const groupStatement = defineFlow({
  id: 'group-statement',
  applicant: 'group',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/gesuche/gruppe-abrechnung/{id}', withId: '/gesuche/gruppe-abrechnung/{id}', aliases: ['/gesuche/gruppe/abrechnung/{id}'] },
  steps: [
    {
      name: 'confirm-realization',
      questions: [
        {
          code: 'BG200',
          path: 'bestaetigung-realisierung/bestaetigung-realisierung',
          save: { endpoint: '/realization-status' },
          visibleWhen: openBeforePartial,
          lockedWhen: (_data, view) => partialSubmitted(view),
          fields: [{ name: 'realizationStatus', kind: 'radio' }],
        },
      ],
    },
    {
      name: 'statement-single-group',
      questions: [
        {
          code: 'BG300',
          path: 'abrechnung-einzelgruppen/anzahl-teilnehmer',
          save: { endpoint: '/number-of-disabled-persons' },
          visibleWhen: when([], (view) => !partialSubmitted(view) && view.application.subtype === 'single-group'),
          lockedWhen: (_data, view) => partialSubmitted(view),
          fields: [{ name: 'numberOfDisabledPersons', kind: 'number', label: 'Teilnehmende', rules: [{ rule: 'required' }, { rule: 'numeric' }] }],
        },
      ],
    },
    {
      name: 'statement-group-collection',
      questions: [
        { code: 'BG400', path: 'abrechnung-sammelgesuch/abrechnung', save: { endpoint: '/partial-billing' }, visibleWhen: subtype('group-collection'), fields: [{ name: 'partialBilling', kind: 'radio' }] },
        {
          code: 'BG430',
          path: 'abrechnung-sammelgesuch/defizit-teilabrechnung',
          save: { endpoint: '/partial-billing-deficit' },
          visibleWhen: answerEquals('BG400.partialBilling', true),
          fields: [{ name: 'partialBillingDeficit', kind: 'number', label: 'Defizit', rules: [{ rule: 'required' }, { rule: 'decimal', decimals: 2 }] }],
        },
        {
          code: 'BG460',
          path: 'abrechnung-sammelgesuch/defizit-schlussabrechnung',
          save: { endpoint: '/deficit' },
          visibleWhen: answerEquals('BG400.partialBilling', false),
          fields: [{ name: 'deficit', kind: 'number' }],
        },
      ],
    },
    {
      name: 'dam-conditions',
      questions: [
        {
          code: 'BG570',
          path: 'dam-bedingungen/logo-antragsteller',
          save: { endpoint: '/organization-logo' },
          fields: [
            { name: 'organizationLogo', kind: 'file-select', sendAs: 'organizationLogoId' },
            { name: 'noOrganizationLogo', kind: 'checkbox' },
          ],
          completedWhen: (data) => data.organizationLogo != null || data.noOrganizationLogo === true,
        },
      ],
    },
    {
      name: 'conclusion',
      questions: [
        { code: 'BG700', path: 'abschluss/verifikation', page: 'review' },
        { code: 'BG710', path: 'abschluss/vielen-dank', page: 'thank-you' },
      ],
    },
  ],
});

const DONATIONS_TOTAL = {
  de: 'Das Total der institutionellen Spenden stimmt nicht mit dem angegebenen Betrag im Budget überein.',
  fr: 'Le total des dons institutionnels ne correspond pas au montant indiqué dans le budget.',
  it: 'Il totale delle donazioni istituzionali non corrisponde all’importo indicato nel budget.',
};
const REQUESTED_AMOUNT = {
  de: 'Der beantrage Betrag darf nicht höher als das Defizit von CHF {deficit} sein.',
  fr: 'Le montant demandé ne peut pas dépasser le déficit de CHF {deficit}.',
  it: 'L’importo richiesto non può superare il deficit di CHF {deficit}.',
};

function institutionalDonations(budget: unknown): number {
  const line = Array.isArray(budget) ? (budget as BudgetLine[]).find((entry) => entry.type === 'institutionalDonations') : undefined;
  return Number(line?.amount ?? 0);
}

export const projectApplication = defineFlow({
  id: 'project-application',
  applicant: 'project',
  type: 'wizard',
  mode: 'application',
  paths: { base: '/gesuche/projekte' },
  steps: [
    {
      name: 'guidelines',
      questions: [
        { code: 'FP000', path: '', beforeId: true, page: 'start' },
        { code: 'FP200', path: 'richtlinien-und-zielgruppe/richtlinien', fields: [{ name: 'read', kind: 'checkbox' }] },
        { code: 'FP220', path: 'richtlinien-und-zielgruppe/zielgruppe', save: { endpoint: '/target-group' }, fields: [{ name: 'targetGroup', kind: 'checkbox-group', rules: [{ rule: 'required' }] }] },
        {
          code: 'FP230',
          path: 'richtlinien-und-zielgruppe/projektleitung',
          save: { endpoint: '/project-lead-disability-status' },
          visibleWhen: not(answerIncludes('FP220.targetGroup', 'disabled')),
          fields: [{ name: 'projectLeadDisabilityStatus', kind: 'radio' }],
        },
      ],
    },
    {
      name: 'budget',
      questions: [
        { code: 'FP410', path: 'budget/ertrag', save: { endpoint: '/budget-available' }, fields: [{ name: 'budgetAvailable', kind: 'budget' }] },
        {
          code: 'FP420',
          path: 'budget/institutionelle-spenden',
          save: { endpoint: '/donations' },
          visibleWhen: when(['FP410.budgetAvailable'], (view) => institutionalDonations(view.value('FP410.budgetAvailable')) > 0),
          fields: [
            {
              name: 'donations',
              kind: 'budget',
              label: 'Institutionelle Spenden',
              rules: [
                {
                  rule: 'custom',
                  name: 'donations-equal-budget',
                  message: DONATIONS_TOTAL,
                  test: (value, context) =>
                    (value as BudgetLine[]).reduce((sum, line) => sum + Number(line.amount ?? 0), 0) ===
                    institutionalDonations(context.records?.application.budgetAvailable),
                },
              ],
            },
          ],
        },
        {
          code: 'FP440',
          path: 'budget/angefragte-institutionen',
          save: { endpoint: '/institutions-requested' },
          fields: [{ name: 'institutionsRequested', kind: 'checkbox-group', default: null }],
          // An empty list stands for "no requests pending" (spec 02 §4.4).
          completedWhen: (data) => data.institutionsRequested !== null && data.institutionsRequested !== undefined,
        },
        {
          code: 'FP460',
          path: 'budget/beitrag-stiftung-musterstiftung',
          routeName: 'gesuche-projekte-id-budget-beitrag-musterstiftung',
          save: { endpoint: '/requested-amount' },
          fields: [
            {
              name: 'requestedAmount',
              kind: 'number',
              label: 'Beantragter Betrag',
              rules: [
                { rule: 'required' },
                { rule: 'decimal', decimals: 2 },
                {
                  rule: 'custom',
                  name: 'requested-not-above-deficit',
                  message: REQUESTED_AMOUNT,
                  test: (value, context) => Number(value) <= Number(context.records?.application.deficit ?? Infinity),
                  params: (_value, context) => ({ deficit: String(context.records?.application.deficit ?? '') }),
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'conclusion',
      questions: [
        { code: 'FP610', path: 'kontaktdaten/datenpruefung', page: 'review' },
        { code: 'FP700', path: 'abschluss', page: 'thank-you' },
      ],
    },
  ],
});
