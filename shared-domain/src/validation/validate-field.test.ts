import { validateField, isRequired } from './validate-field';
import type { Rule } from './types';
import { loadIbanCheck } from './iban';

beforeAll(() => loadIbanCheck());

const now = new Date('2024-03-01T10:00:00Z');
const check = (value: unknown, rule: Rule, values: Record<string, unknown> = {}) =>
  validateField(value, [{ rule: 'required' }, rule], { label: 'Feld', values, now });
const only = (value: unknown, rule: Rule, values: Record<string, unknown> = {}) => validateField(value, [rule], { label: 'Feld', values, now });

describe('validateField: catalogue of spec 00 §5.1 with exact German messages', () => {
  test('required', () => {
    expect(validateField('x', [{ rule: 'required' }], { label: 'Vorname' })).toBeNull();
    expect(validateField(false, [{ rule: 'required' }], { label: 'Antwort' })).toBeNull();
    for (const empty of [null, undefined, '', '   ', []]) {
      expect(validateField(empty, [{ rule: 'required' }], { label: 'Vorname' })).toBe('Vorname ist ein Pflichtfeld.');
    }
  });

  test('min and max length', () => {
    expect(check('abc', { rule: 'min', length: 3 })).toBeNull();
    expect(check('ab', { rule: 'min', length: 3 })).toBe('Feld muss min. 3 Zeichen lang sein.');
    expect(check('a'.repeat(500), { rule: 'max', length: 500 })).toBeNull();
    expect(check('a'.repeat(501), { rule: 'max', length: 500 })).toBe('Feld kann max. 500 Zeichen lang sein.');
  });

  test('min_value and max_value', () => {
    expect(check('100', { rule: 'min_value', min: 100 })).toBeNull();
    expect(check(99, { rule: 'min_value', min: 100 })).toBe('Feld muss min. 100 sein.');
    expect(check(3, { rule: 'max_value', max: 3 })).toBeNull();
    expect(check('4', { rule: 'max_value', max: 3 })).toBe('Feld kann max. 3 sein.');
    expect(check('abc', { rule: 'max_value', max: 3 })).toBe('Feld kann max. 3 sein.');
  });

  test('email', () => {
    expect(check('anna.muster@example.ch', { rule: 'email' })).toBeNull();
    for (const bad of ['anna', 'anna@', 'anna@example', 'an na@example.ch']) {
      expect(check(bad, { rule: 'email' })).toBe('Feld muss eine gültige E-Mail-Adresse beinhalten.');
    }
  });

  test('ext', () => {
    const rule: Rule = { rule: 'ext', extensions: ['pdf', 'png'] };
    expect(check({ name: 'beleg.PDF' }, rule)).toBeNull();
    expect(check([{ name: 'a.png' }, { name: 'b.pdf' }], rule)).toBeNull();
    expect(check({ name: 'beleg.exe' }, rule)).toBe('Feld muss eine gültige Datei sein.');
    expect(check({ id: 12 }, rule)).toBeNull(); // stored reference: checked at upload
  });

  test('confirmed uses the default message', () => {
    expect(check('a', { rule: 'confirmed', target: 'other' }, { other: 'a' })).toBeNull();
    expect(check('a', { rule: 'confirmed', target: 'other' }, { other: 'b' })).toBe('Feld passt nicht zur Bestätigung.');
  });

  test('numeric', () => {
    expect(check('12345', { rule: 'numeric' })).toBeNull();
    expect(check(42, { rule: 'numeric' })).toBeNull();
    expect(check('12a', { rule: 'numeric' })).toBe('Feld muss eine Zahl sein.');
  });

  test('size: KB below 1024, MB from 1024', () => {
    expect(check({ name: 'a.pdf', size: 500 * 1024 }, { rule: 'size', kb: 500 })).toBeNull();
    expect(check({ name: 'a.pdf', size: 501 * 1024 }, { rule: 'size', kb: 500 })).toBe('Feld darf max. 500 KB gross sein');
    expect(check({ name: 'a.pdf', size: 6_000_000 }, { rule: 'size', kb: 5120 })).toBe('Feld darf max. 5 MB gross sein');
    expect(check({ name: 'a.pdf', size: 2_000_000 }, { rule: 'size', kb: 1024 })).toBe('Feld darf max. 1 MB gross sein');
    expect(check({ name: 'a.pdf', size: 2_000_000 }, { rule: 'size', kb: 1023 })).toBe('Feld darf max. 1023 KB gross sein');
  });

  test('is', () => {
    expect(check(true, { rule: 'is', value: true, other: 'bestätigt' })).toBeNull();
    expect(check(false, { rule: 'is', value: true, other: 'bestätigt' })).toBe('Feld muss bestätigt sein.');
  });

  test('decimal', () => {
    const rule: Rule = { rule: 'decimal' };
    for (const good of ['12', '-12', '+12.5', '0.5', '.5', '1e3', '1.5E-2', 7.25]) expect(only(good, rule)).toBeNull();
    for (const bad of ['12,5', '1.2.3', 'abc', '-', '1e']) {
      expect(only(bad, rule)).toBe('Feld muss eine ganze Zahl oder eine Dezimalzahl sein.');
    }
    expect(only('12.34', { rule: 'decimal', decimals: 2 })).toBeNull();
    expect(only('12.345', { rule: 'decimal', decimals: 2 })).not.toBeNull();
    expect(only('12', { rule: 'decimal', decimals: 0 })).toBeNull();
    expect(only('12.5', { rule: 'decimal', decimals: 0 })).not.toBeNull();
    expect(only('12,5', { rule: 'decimal', separator: ',' })).toBeNull();
    // Empty is invalid for the rule itself (a required decimal field):
    expect(validateField('', [{ rule: 'decimal' }, { rule: 'required' }], { label: 'Feld' })).toBe(
      'Feld muss eine ganze Zahl oder eine Dezimalzahl sein.',
    );
  });

  test('date', () => {
    expect(check('15.06.2000', { rule: 'date' })).toBeNull();
    expect(check('5.6.2000', { rule: 'date' })).toBeNull();
    expect(check('2000-06-15', { rule: 'date' })).toBe('Feld muss ein gültiges Datum sein (dd.mm.jjjj). Beispielsweise 15.06.2000.');
  });

  test('before, after, sameOrAfter and minDate', () => {
    expect(check('14.06.2000', { rule: 'before', date: '15.06.2000' })).toBeNull();
    expect(check('15.06.2000', { rule: 'before', date: '15.06.2000' })).toBe('Feld muss vor 15.06.2000 sein.');
    expect(check('5.06.2000', { rule: 'before', date: '1.06.2000' })).toBe('Feld muss vor 1.06.2000 sein.');
    expect(check('16.06.2000', { rule: 'after', date: '15.06.2000' })).toBeNull();
    expect(check('15.06.2000', { rule: 'after', date: '15.06.2000' })).toBe('Feld muss nach 15.06.2000 sein.');
    expect(check('15.06.2000', { rule: 'sameOrAfter', date: '15.06.2000' })).toBeNull();
    expect(check('14.06.2000', { rule: 'sameOrAfter', date: '15.06.2000' })).toBe('Feld muss nach 15.06.2000 sein.');
    expect(check('14.06.2000', { rule: 'minDate', date: '2000-06-15' })).toBe('Feld muss nach 15.06.2000 sein.');
    // Relative to now (lead times) and to another field.
    expect(check('12.04.2024', { rule: 'minDate', date: { fromNow: { weeks: 6 } } })).toBeNull();
    expect(check('11.04.2024', { rule: 'minDate', date: { fromNow: { weeks: 6 } } })).toBe('Feld muss nach 12.04.2024 sein.');
    expect(check('1.01.2024', { rule: 'after', date: { field: 'start' } }, { start: '2.01.2024' })).toBe('Feld muss nach 2.01.2024 sein.');
    expect(check('1.01.2024', { rule: 'after', date: { field: 'start' } }, { start: null })).toBeNull();
  });

  test('phone', () => {
    for (const good of ['+41 79 123 45 67', '079 123 45 67', '0041791234567', '0791234567']) expect(check(good, { rule: 'phone' })).toBeNull();
    for (const bad of ['79 123 45 67', '+41 79 123', '079-123-45-67', '012345678']) {
      expect(check(bad, { rule: 'phone' })).toBe('Feld muss eine gültige Telefonnummer sein.');
    }
  });

  test('e-mail confirmation (spec 00 §5.3)', () => {
    expect(check('a@b.ch', { rule: 'emailConfirmation', target: 'email' }, { email: 'a@b.ch' })).toBeNull();
    expect(check('a@b.ch', { rule: 'emailConfirmation', target: 'email' }, { email: 'x@b.ch' })).toBe(
      'Die Bestätigung der E-Mail-Adresse stimmt nicht überein.',
    );
  });

  test('PDF portrait (spec 00 §5.3)', () => {
    expect(check({ name: 'a.pdf', type: 'application/pdf', orientation: 'portrait' }, { rule: 'pdfPortrait' })).toBeNull();
    expect(check({ name: 'a.png', type: 'image/png', orientation: 'landscape' }, { rule: 'pdfPortrait' })).toBeNull();
    expect(check({ name: 'a.pdf', type: 'application/pdf', orientation: 'landscape' }, { rule: 'pdfPortrait' })).toBe(
      'PDF-Dateien werden nur im Hochformat unterstützt.',
    );
  });

  test('iban', () => {
    expect(check('CH93 0076 2011 6238 5295 7', { rule: 'iban' })).toBeNull();
    expect(check('CH94 0076 2011 6238 5295 7', { rule: 'iban' })).toBe('Feld muss eine gültige IBAN sein.');
  });

  test('minItems and maxItems', () => {
    expect(check(['a', 'b'], { rule: 'minItems', count: 2 })).toBeNull();
    expect(check(['a'], { rule: 'minItems', count: 2 })).toBe('Feld muss min. 2 Einträge enthalten.');
    expect(check([1, 2, 3, 4], { rule: 'maxItems', count: 3 })).toBe('Feld kann max. 3 Einträge enthalten.');
  });

  test('custom rules bring their message and parameters', () => {
    const rule: Rule = {
      rule: 'custom',
      name: 'not-above-deficit',
      test: (value, context) => Number(value) <= Number(context.records?.application.deficit),
      params: (_value, context) => ({ deficit: String(context.records?.application.deficit) }),
      message: { de: 'Höchstens CHF {deficit}.', fr: 'Au plus CHF {deficit}.', it: 'Al massimo CHF {deficit}.' },
    };
    const records = { application: { deficit: 1200 }, statement: null };
    expect(validateField(1200, [rule], { records })).toBeNull();
    expect(validateField(1300, [rule], { records, lang: 'it' })).toBe('Al massimo CHF 1200.');
  });

  test('only the first failing rule speaks; empty optional fields pass', () => {
    expect(validateField('', [{ rule: 'required' }, { rule: 'email' }], { label: 'E-Mail' })).toBe('E-Mail ist ein Pflichtfeld.');
    expect(validateField('', [{ rule: 'email' }, { rule: 'phone' }], { label: 'E-Mail' })).toBeNull();
    expect(validateField('x', [{ rule: 'email' }, { rule: 'phone' }], { label: 'E-Mail' })).toBe(
      'E-Mail muss eine gültige E-Mail-Adresse beinhalten.',
    );
    expect(isRequired([{ rule: 'email' }])).toBe(false);
    expect(isRequired([{ rule: 'required' }])).toBe(true);
  });

  test('a rule message override replaces the catalogue text', () => {
    const message = { de: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.', fr: 'fr', it: 'it' };
    expect(validateField(false, [{ rule: 'is', value: true, message }], {})).toBe(message.de);
  });
});

describe('validateField: French and Italian', () => {
  test('labelled messages read naturally', () => {
    expect(validateField('', [{ rule: 'required' }], { label: 'Prénom', lang: 'fr' })).toBe('Le champ «\u00a0Prénom\u00a0» est obligatoire.');
    expect(validateField('', [{ rule: 'required' }], { label: 'Nome', lang: 'it' })).toBe('Il campo «Nome» è obbligatorio.');
    expect(validateField('x', [{ rule: 'email' }], { label: 'E-mail', lang: 'fr' })).toBe(
      'Le champ «\u00a0E-mail\u00a0» doit contenir une adresse e-mail valide.',
    );
    expect(validateField('1.1.1', [{ rule: 'date' }], { label: 'Data', lang: 'it' })).toBe(
      'Il campo «Data» deve essere una data valida (gg.mm.aaaa), ad esempio 15.06.2000.',
    );
    expect(validateField('123', [{ rule: 'phone' }], { lang: 'fr' })).toBe('Ce champ doit contenir un numéro de téléphone valide.');
    expect(validateField({ name: 'a.pdf', size: 9e6 }, [{ rule: 'size', kb: 2048 }], { label: 'Beleg', lang: 'it' })).toBe(
      'Il campo «Beleg» non deve superare 2 MB',
    );
  });

  test('label per language', () => {
    const label = { de: 'Ort', fr: 'Lieu', it: 'Luogo' };
    expect(validateField('', [{ rule: 'required' }], { label, lang: 'de' })).toBe('Ort ist ein Pflichtfeld.');
    expect(validateField('', [{ rule: 'required' }], { label, lang: 'fr' })).toBe('Le champ «\u00a0Lieu\u00a0» est obligatoire.');
  });

  test('shared portal rules', () => {
    expect(validateField('a', [{ rule: 'emailConfirmation', target: 'email' }], { lang: 'fr', values: { email: 'b' } })).toBe(
      'La confirmation de l’adresse e-mail ne correspond pas.',
    );
    expect(validateField({ type: 'application/pdf', orientation: 'landscape' }, [{ rule: 'pdfPortrait' }], { lang: 'it' })).toBe(
      'I file PDF sono supportati solo in formato verticale.',
    );
  });
});
