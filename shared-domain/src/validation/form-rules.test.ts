import type { FormField, FormFieldType } from '../content/types';
import { expandFormFields, formFieldRules, validateFormValues } from './form-rules';

const field = (handle: string, type: FormFieldType, validate: string[] = [], extra: Partial<FormField['field']> = {}): FormField => ({
  handle,
  field: { type, display: handle[0].toUpperCase() + handle.slice(1), validate, ...extra },
});

describe('submission form rules (spec 00 §5.5)', () => {
  const fields = [
    field('name', 'text', ['required']),
    field('email', 'text', ['required', 'email']),
    field('anzahl', 'integer', ['max_value:5']),
    field('nachricht', 'textarea', ['max:20']),
    field('thema', 'radio', ['required'], { options: { spende: 'Spende', anlass: 'Anlass' } }),
    field('interessen', 'checkboxes', [], { options: { a: 'A', b: 'B' } }),
    field('bild', 'assets', ['required']),
    field('titel', 'readonly_text', ['required']),
  ];

  it('accepts a complete submission', () => {
    const file = { name: 'foto.jpg', size: 2000, type: 'image/jpeg' };
    const values = { name: 'Anna', email: 'anna@example.org', anzahl: '5', nachricht: 'Hallo', thema: 'anlass', interessen: ['a', 'b'], bild: [file] };
    expect(validateFormValues(fields, values)).toEqual({});
  });

  it('names the first failed rule of each field with the catalogue messages', () => {
    const values = { name: ' ', email: 'anna@', anzahl: '6', nachricht: 'x'.repeat(21), thema: 'other', interessen: ['a', 'c'], bild: [] };
    expect(validateFormValues(fields, values)).toEqual({
      name: ['Name ist ein Pflichtfeld.'],
      email: ['Email muss eine gültige E-Mail-Adresse beinhalten.'],
      anzahl: ['Anzahl kann max. 5 sein.'],
      nachricht: ['Nachricht kann max. 20 Zeichen lang sein.'],
      thema: ['Thema muss eine der angebotenen Auswahlmöglichkeiten sein.'],
      interessen: ['Interessen muss eine der angebotenen Auswahlmöglichkeiten sein.'],
      bild: ['Bild ist ein Pflichtfeld.'],
    });
  });

  it('answers in French and Italian', () => {
    expect(validateFormValues([fields[0]], {}, 'fr')).toEqual({ name: ['Le champ «\u00a0Name\u00a0» est obligatoire.'] });
    expect(validateFormValues([fields[2]], { anzahl: 'drei' }, 'it')).toEqual({ anzahl: ['Il campo «Anzahl» deve essere un numero.'] });
  });

  it('takes images only, at most 10 MB and as many as max_files', () => {
    const image = field('bild', 'assets', []);
    expect(validateFormValues([image], { bild: [{ name: 'a.pdf', size: 10, type: 'application/pdf' }] })).toEqual({ bild: ['Datei muss ein Bild sein.'] });
    expect(validateFormValues([image], { bild: [{ name: 'a.bmp', size: 10, type: 'image/bmp' }] })).toEqual({ bild: ['Datei muss ein Bild sein.'] });
    expect(validateFormValues([image], { bild: [{ name: 'a.webp', size: 10, type: 'image/webp' }] })).toEqual({});
    // A type the server could not tell (not an image by its bytes) fails even with an image name.
    expect(validateFormValues([image], { bild: [{ name: 'a.png', size: 10, type: 'text/plain' }] })).toEqual({ bild: ['Datei muss ein Bild sein.'] });
    expect(validateFormValues([image], { bild: [{ name: 'a.png', size: 10 * 1024 * 1024 + 1, type: 'image/png' }] })).toEqual({
      bild: ['Bild darf max. 10 MB gross sein'],
    });
    const two = [{ name: 'a.png', size: 1, type: 'image/png' }, { name: 'b.png', size: 1, type: 'image/png' }];
    expect(validateFormValues([image], { bild: two })).toEqual({ bild: ['Bild kann max. 1 Einträge enthalten.'] });
    expect(validateFormValues([field('bild', 'assets', [], { max_files: 2 })], { bild: two })).toEqual({});
  });

  it('requires the companions only when two guests come, and ignores them otherwise', () => {
    const event = [
      field('anzahl_gaeste', 'radio', ['required'], { options: { '1': '1', '2': '2' } }),
      field('vorname_begleitung', 'text'),
      field('nachname_begleitung', 'text'),
    ];
    expect(validateFormValues(event, { anzahl_gaeste: '1', vorname_begleitung: 'x'.repeat(5000) })).toEqual({});
    expect(validateFormValues(event, { anzahl_gaeste: '2', vorname_begleitung: 'Ben' })).toEqual({
      nachname_begleitung: ['Nachname_begleitung ist ein Pflichtfeld.'],
    });
  });

  it('expands the collection-box import into the box choice and a quantity of 1 to 3', () => {
    const expanded = expandFormFields([field('kaesseli', 'text'), { handle: 'x', import: 'auswahl_sammelkaesseli', field: { type: 'text', display: 'X', validate: [] } }], ['Herz', 'Stern']);
    expect(expanded.map((item) => item.handle)).toEqual(['kaesseli', 'auswahl_sammelkaesseli', 'stueckzahl']);
    expect(validateFormValues(expanded, { auswahl_sammelkaesseli: 'Mond', stueckzahl: '4' })).toEqual({
      auswahl_sammelkaesseli: ['Auswahl Sammelkässeli muss eine der angebotenen Auswahlmöglichkeiten sein.'],
      stueckzahl: ['Stückzahl kann max. 3 sein.'],
    });
    expect(validateFormValues(expanded, { auswahl_sammelkaesseli: 'Stern', stueckzahl: '0' })).toEqual({ stueckzahl: ['Stückzahl muss min. 1 sein.'] });
    expect(validateFormValues(expanded, { auswahl_sammelkaesseli: 'Herz', stueckzahl: '3' })).toEqual({});
  });

  it('maps max and min by type, bounds text without a max and skips rule strings it does not know', () => {
    expect(formFieldRules(field('n', 'integer', ['max:9', 'min:2']))).toEqual([{ rule: 'numeric' }, { rule: 'max_value', max: 9 }, { rule: 'min_value', min: 2 }]);
    expect(formFieldRules(field('n', 'integer', [], { max: 3 }))).toEqual([{ rule: 'numeric' }, { rule: 'max_value', max: 3 }]);
    expect(formFieldRules(field('t', 'textarea', [], { max: 300 }))).toEqual([{ rule: 'max', length: 300 }]);
    expect(formFieldRules(field('t', 'text', ['nullable', 'string', 'min:3']))).toEqual([{ rule: 'min', length: 3 }, { rule: 'max', length: 1000 }]);
    expect(formFieldRules(field('t', 'textarea', ['max:50000']))).toEqual([{ rule: 'max', length: 10_000 }]);
    expect(formFieldRules(field('b', 'assets', ['max:2048'])).filter((rule) => rule.rule === 'size')).toEqual([{ rule: 'size', kb: 2048 }]);
  });
});
