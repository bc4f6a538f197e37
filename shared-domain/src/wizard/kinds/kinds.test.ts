import { defineFlow, type FieldDef } from '@portal/shared-domain/wizard-core';
import { buildPayload, payloadToData } from '../payload';
import { startWizard } from '../prefill';
import { createRuleView } from '../rule-view';
import { currentData, flowStatus } from '../status';
import { validateQuestion } from '../validate-question';
import { toServerFlow } from '../server-flow';
import { FIELD_KINDS, fieldKind } from './index';

const t = (de: string) => ({ de, fr: `${de} (fr)`, it: `${de} (it)` });
const ctx = { lang: 'de' as const, now: new Date('2026-01-10T10:00:00Z'), values: {} };
const errorsOf = (field: FieldDef, value: unknown) => {
  const found: Record<string, string> = {};
  fieldKind(field.kind).validate(field, value, { ...ctx, values: { [field.name]: value } }, (key, message) => (found[key] = message));
  return found;
};

describe('the field-kind registry', () => {
  test('every kind answers every question the engine asks', () => {
    for (const [name, kind] of Object.entries(FIELD_KINDS)) {
      const field = { name: 'x', kind: name, repeat: { over: 'A.b', fields: [] } } as unknown as FieldDef;
      expect(kind.isSet(field, kind.empty(field))).toBe(false);
      expect(Array.isArray(kind.summary(field, kind.empty(field), ctx))).toBe(true);
      expect(typeof kind.schema(field)).toBe('object');
    }
  });

  test('name-amount-list: rows of name and amount, numbers sent as numbers, each row checked, a total', () => {
    const field: FieldDef = { name: 'donations', kind: 'name-amount-list', rules: [{ rule: 'required' }], list: { maxItems: 2, nameLabel: t('Name'), amountLabel: t('Betrag') } };
    const kind = fieldKind('name-amount-list');
    expect(kind.encode(field, [{ name: ' Stiftung A ', amount: '1200.50' }])).toEqual([{ name: 'Stiftung A', amount: 1200.5 }]);
    expect(errorsOf(field, [{ name: '', amount: 'abc' }])).toEqual({ '0.name': expect.stringContaining('Name'), '0.amount': expect.any(String) });
    expect(errorsOf(field, [])).toEqual({ '': expect.any(String) });
    expect(kind.summary(field, [{ name: 'A', amount: 100 }, { name: 'B', amount: '50.5' }], ctx)).toEqual(['A: CHF 100.00', 'B: CHF 50.50', 'Total: CHF 150.50']);
    // More rows than the list allows: the rule's message; the schema only bounds the size hard.
    expect(errorsOf(field, [{ name: 'A', amount: 1 }, { name: 'B', amount: 2 }, { name: 'C', amount: 3 }])).toEqual({ '': expect.stringContaining('max. 2') });
    expect(kind.schema(field)).toMatchObject({ anyOf: [{ type: 'null' }, { type: 'array', maxItems: 100 }] });
  });

  test('number: an amount in CHF (unit chf) is printed as CHF; other numbers as typed', () => {
    const kind = fieldKind('number');
    expect(kind.summary({ name: 'deficit', kind: 'number', unit: 'chf' }, 13600, ctx)).toEqual(["CHF 13'600.00"]);
    expect(kind.summary({ name: 'deficit', kind: 'number', unit: 'chf' }, '250.5', ctx)).toEqual(['CHF 250.50']);
    expect(kind.summary({ name: 'numberOfDays', kind: 'number' }, 2.5, ctx)).toEqual(['2.5']);
  });

  test('name-list-or-none: an empty list is the "none" answer; null is unanswered', () => {
    const field: FieldDef = { name: 'institutionsRequested', kind: 'name-list-or-none', rules: [{ rule: 'required' }], list: { noneLabel: t('Keine Anfragen hängig'), nameLabel: t('Institution') } };
    const kind = fieldKind('name-list-or-none');
    expect(kind.isSet(field, null)).toBe(false);
    expect(kind.isSet(field, [])).toBe(true);
    expect(kind.summary(field, [], ctx)).toEqual(['Keine Anfragen hängig']);
    expect(errorsOf(field, ['Pro Infirmis', ''])).toEqual({ '1': expect.stringContaining('Institution') });
    expect(errorsOf(field, null)).toEqual({ '': expect.any(String) });
  });

  test('file-or-none: a file or the explicit "none", sent as two keys', () => {
    const field: FieldDef = { name: 'organizationLogo', kind: 'file-or-none', rules: [{ rule: 'required' }], none: { key: 'noOrganizationLogo', label: t('Wir haben kein Logo') } };
    const kind = fieldKind('file-or-none');
    expect(kind.spreadKeys?.(field)).toEqual(['organizationLogoId', 'noOrganizationLogo']);
    expect(kind.encode(field, { file: { id: 'u1', name: 'logo.png' }, none: false })).toEqual({ organizationLogoId: 'u1', noOrganizationLogo: false });
    expect(kind.encode(field, { file: { id: 'u1' }, none: true })).toEqual({ organizationLogoId: null, noOrganizationLogo: true });
    expect(kind.decode(field, { organizationLogoId: 'u1', noOrganizationLogo: false })).toEqual({ file: { id: 'u1' }, none: false });
    expect(kind.isSet(field, { file: null, none: true })).toBe(true);
    expect(errorsOf(field, { file: null, none: false })).toEqual({ '': 'Bitte laden Sie eine Datei hoch oder wählen Sie «Wir haben kein Logo».' });
    expect(kind.summary(field, { file: { id: 'u1', name: 'logo.png' }, none: false }, ctx)).toEqual(['logo.png']);
    expect(kind.summary(field, { file: 'u2', none: false }, { ...ctx, fileName: (id) => (id === 'u2' ? 'signet.svg' : undefined) })).toEqual(['signet.svg']);
  });

  test('template-upload and file-select: ids sent, names shown, never the id', () => {
    const field: FieldDef = { name: 'collectionList', kind: 'template-upload', template: { href: '/api/templates/group-collection.xlsx', label: t('Vorlage herunterladen') } };
    const kind = fieldKind('template-upload');
    expect(kind.encode(field, { id: 'f-1', name: 'gruppen.xlsx' })).toBe('f-1');
    expect(kind.decode(field, 'f-1')).toEqual({ id: 'f-1' });
    expect(kind.summary(field, { id: 'f-1' }, ctx)).toEqual(['Hochgeladene Datei']);
    const multi: FieldDef = { name: 'images', kind: 'file-select', multiple: true, rules: [{ rule: 'maxItems', count: 3 }] };
    expect(fieldKind('file-select').schema(multi)).toMatchObject({ anyOf: [{ type: 'array', maxItems: 100 }, { type: 'null' }] });
    expect(errorsOf(multi, ['a', 'b', 'c', 'd'])).toEqual({ '': expect.stringContaining('max. 3') });
  });

  test('text with suggestions that must be chosen refuses other text', () => {
    const field: FieldDef = { name: 'place', kind: 'text', rules: [{ rule: 'required' }], suggestions: { options: () => ['Bern', 'Biel/Bienne'], mustChoose: true } };
    expect(errorsOf(field, 'Bern')).toEqual({});
    expect(errorsOf(field, 'Atlantis')).toEqual({ '': 'Bitte wählen Sie einen Eintrag aus der Vorschlagsliste.' });
  });
});

/** A test flow: BG510's proof per criterion chosen on BG500 (spec 02 §3.6). */
const repeatFlow = defineFlow({
  id: 'repeat-test',
  applicant: 'group',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/gesuche/gruppe-abrechnung/{id}' },
  steps: [
    {
      name: 'test.inclusion',
      questions: [
        {
          code: 'BG500',
          path: 'kriterien',
          save: { endpoint: '/inclusion-criteria' },
          fields: [
            {
              name: 'inclusionCriteria',
              kind: 'checkbox-group',
              rules: [{ rule: 'required' }],
              options: [
                { value: 'selected-independently', label: t('Selbst gewählt') },
                { value: 'mixed-composition', label: t('Gemischte Gruppe') },
                { value: 'other', label: t('Anderes') },
              ],
            },
          ],
        },
        {
          code: 'BG510',
          path: 'nachweis',
          save: { endpoint: '/evidence-of-inclusion-criteria' },
          fields: [
            {
              name: 'evidenceOfInclusionCriteria',
              kind: 'repeat',
              rules: [{ rule: 'required' }],
              repeat: { over: 'BG500.inclusionCriteria', fields: [{ name: 'value', kind: 'textarea', label: t('Nachweis'), rules: [{ rule: 'required' }, { rule: 'max', length: 2000 }] }] },
            },
          ],
        },
      ],
    },
  ],
});

describe('the repeat construct', () => {
  const records = (statement: Record<string, unknown>) => ({ application: { id: 7, status: 'accepted' }, statement });
  const context = { user: { email: 'a@example.org' }, now: new Date('2026-01-10T10:00:00Z') };

  test('one entry per chosen item, aligned to the current choice, keeping what was written', () => {
    const state = startWizard(repeatFlow, records({ inclusionCriteria: ['mixed-composition', 'other'], evidenceOfInclusionCriteria: [{ criteria: 'other', value: 'Eigener Text' }, { criteria: 'dropped', value: 'alt' }] }), context);
    expect(currentData(repeatFlow.question('BG510'), state).evidenceOfInclusionCriteria).toEqual([
      { criteria: 'mixed-composition', value: null },
      { criteria: 'other', value: 'Eigener Text' },
    ]);
    expect(flowStatus(repeatFlow, state, context).questions.BG510.isCompleted).toBe(false);
  });

  test('each item is validated under its index; the payload is the list of {criteria, value}', () => {
    const question = repeatFlow.question('BG510');
    const stored = records({ inclusionCriteria: ['mixed-composition', 'other'] });
    const data = { evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Ja' }, { criteria: 'other', value: '' }] };
    expect(validateQuestion(question, data, { records: stored })).toEqual({ 'evidenceOfInclusionCriteria.1.value': expect.stringContaining('Nachweis') });
    const state = startWizard(repeatFlow, stored, context);
    const view = createRuleView(repeatFlow, state, context);
    const payload = buildPayload(question, { evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Ja' }, { criteria: 'other', value: 'Nein' }] }, view);
    expect(payload).toEqual({ evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Ja' }, { criteria: 'other', value: 'Nein' }] });
    expect(payloadToData(question, payload!)).toEqual({ evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Ja' }, { criteria: 'other', value: 'Nein' }] });
  });

  test('the server refuses proofs for criteria not chosen and reports item errors under payload keys', () => {
    const server = toServerFlow(repeatFlow);
    const endpoint = server.endpoints.find((candidate) => candidate.endpoint === '/evidence-of-inclusion-criteria')!;
    const context = { application: { id: 7, status: 'accepted' }, statement: { inclusionCriteria: ['other'] }, lang: 'de' as const, now: new Date('2026-01-10T10:00:00Z') };
    expect(endpoint.validate({ evidenceOfInclusionCriteria: [{ criteria: 'other', value: 'Text' }] }, context)).toBeNull();
    expect(endpoint.validate({ evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Text' }] }, context)).toEqual({
      evidenceOfInclusionCriteria: ['Die Angaben passen nicht zu den gewählten Kriterien. Bitte laden Sie die Seite neu.'],
    });
    expect(endpoint.validate({ evidenceOfInclusionCriteria: [{ criteria: 'other', value: '' }] }, context)).toEqual({ 'evidenceOfInclusionCriteria.0.value': [expect.any(String)] });
    expect(server.incompleteQuestions({ inclusionCriteria: ['other'], evidenceOfInclusionCriteria: [] }, context)).toEqual(['BG510']);
    expect(server.incompleteQuestions({ inclusionCriteria: ['other'], evidenceOfInclusionCriteria: [{ criteria: 'other', value: 'x' }] }, context)).toEqual([]);
  });
});
