import { compactIban, formatIban, isValidIban, loadIbanCheck, ruleLoads } from './iban';
import { isPhone } from './rules';
import { FIELD_KINDS } from '../wizard/kinds';
import { loadQuestionData, questionDataReady } from '../wizard/question-data';
import type { FieldDef, Question } from '../wizard/types';

describe('IBAN check as data of the questions that use it', () => {
  // First in the file: this module's check is not loaded yet.
  test('checked before it is loaded, it names the cause', () => {
    expect(() => isValidIban('CH9300762011623852957')).toThrow(/IBAN check is not loaded/);
  });

  test('a question loads it when a field, a contact or a repeated item checks an IBAN, and only then', async () => {
    const iban = { rule: 'iban' } as const;
    const question = (fields: FieldDef[]) => ({ code: 'X', fields }) as unknown as Question;
    const text = question([{ name: 'iban', kind: 'text', rules: [{ rule: 'required' }, iban] }]);
    const contact = question([{ name: 'recipient', kind: 'contact', contact: { linkType: 'paymentRecipient', iban: true } } as FieldDef]);
    const repeat = question([{ name: 'proofs', kind: 'repeat', repeat: { fields: [{ name: 'account', kind: 'text', rules: [iban] }] } } as FieldDef]);
    const without = question([
      { name: 'name', kind: 'text', rules: [{ rule: 'required' }] },
      { name: 'person', kind: 'contact', contact: { linkType: 'paymentRecipient' } } as FieldDef,
    ]);
    expect(ruleLoads([iban])).toEqual([loadIbanCheck]);
    expect(FIELD_KINDS.contact.loads(without.fields[1])).toEqual([]);
    expect(questionDataReady([without])).toBe(true);
    for (const needs of [text, contact, repeat]) expect(questionDataReady([needs])).toBe(false);

    await loadQuestionData([text, contact, repeat]);
    expect(questionDataReady([text, contact, repeat])).toBe(true);
    expect(isValidIban('CH9300762011623852957')).toBe(true);
  });
});

describe('IBAN', () => {
  beforeAll(() => loadIbanCheck());

  test('formats for display in blocks of 4 and compacts for sending', () => {
    expect(formatIban('ch9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
    expect(formatIban('CH93-0076.2011 6238 5295 7')).toBe('CH93 0076 2011 6238 5295 7');
    expect(compactIban(' CH93 0076 2011 6238 5295 7 ')).toBe('CH9300762011623852957');
  });

  test('validates with ibantools', () => {
    expect(isValidIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isValidIban('CH9300762011623852957')).toBe(true);
    expect(isValidIban('CH93 0076 2011 6238 5295 8')).toBe(false); // checksum
    expect(isValidIban('CH93 0076 2011')).toBe(false);
    expect(isValidIban(null)).toBe(false);
  });
});

describe('phone numbers', () => {
  test.each([
    ['+41 79 123 45 67', true],
    ['0041 79 123 45 67', true],
    ['044 123 45 67', true],
    ['+41 79 123 45', true], // + and exactly 9 digits
    ['+41 79 123 4', false],
    ['41 79 123 45 67', false],
    ['+41 (79) 123 45 67', false],
  ])('%s → %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
  });
});
