import type { Lang } from '../languages';
import type { LocalizedText, RuleName } from './types';

/**
 * The catalogue's messages (spec 00 §5.1, §5.3; German verbatim). `{field}` is the field's
 * subject (see `fieldSubject`); other placeholders are named after the rule's parameter.
 * 'size' keeps the spec's wording without a final full stop.
 */
export const MESSAGES: Record<Exclude<RuleName, 'custom'>, LocalizedText> = {
  required: {
    de: '{field} ist ein Pflichtfeld.',
    fr: '{field} est obligatoire.',
    it: '{field} è obbligatorio.',
  },
  min: {
    de: '{field} muss min. {length} Zeichen lang sein.',
    fr: '{field} doit contenir au moins {length} caractères.',
    it: '{field} deve contenere almeno {length} caratteri.',
  },
  max: {
    de: '{field} kann max. {length} Zeichen lang sein.',
    fr: '{field} peut contenir au maximum {length} caractères.',
    it: '{field} può contenere al massimo {length} caratteri.',
  },
  min_value: {
    de: '{field} muss min. {min} sein.',
    fr: '{field} doit être d’au moins {min}.',
    it: '{field} deve essere almeno {min}.',
  },
  max_value: {
    de: '{field} kann max. {max} sein.',
    fr: '{field} ne peut pas dépasser {max}.',
    it: '{field} non può superare {max}.',
  },
  email: {
    de: '{field} muss eine gültige E-Mail-Adresse beinhalten.',
    fr: '{field} doit contenir une adresse e-mail valide.',
    it: '{field} deve contenere un indirizzo e-mail valido.',
  },
  ext: {
    de: '{field} muss eine gültige Datei sein.',
    fr: '{field} doit contenir un fichier valide.',
    it: '{field} deve contenere un file valido.',
  },
  confirmed: {
    de: '{field} passt nicht zur Bestätigung.',
    fr: '{field} ne correspond pas à la confirmation.',
    it: '{field} non corrisponde alla conferma.',
  },
  numeric: {
    de: '{field} muss eine Zahl sein.',
    fr: '{field} doit être un nombre.',
    it: '{field} deve essere un numero.',
  },
  size: {
    de: '{field} darf max. {size} gross sein',
    fr: '{field} ne doit pas dépasser {size}',
    it: '{field} non deve superare {size}',
  },
  is: {
    de: '{field} muss {other} sein.',
    fr: '{field} doit être {other}.',
    it: '{field} deve essere {other}.',
  },
  decimal: {
    de: '{field} muss eine ganze Zahl oder eine Dezimalzahl sein.',
    fr: '{field} doit être un nombre entier ou décimal.',
    it: '{field} deve essere un numero intero o decimale.',
  },
  date: {
    de: '{field} muss ein gültiges Datum sein (dd.mm.jjjj). Beispielsweise 15.06.2000.',
    fr: '{field} doit être une date valide (jj.mm.aaaa), par exemple 15.06.2000.',
    it: '{field} deve essere una data valida (gg.mm.aaaa), ad esempio 15.06.2000.',
  },
  before: {
    de: '{field} muss vor {date} sein.',
    fr: '{field} doit être antérieur au {date}.',
    it: '{field} deve essere anteriore al {date}.',
  },
  after: {
    de: '{field} muss nach {date} sein.',
    fr: '{field} doit être postérieur au {date}.',
    it: '{field} deve essere successivo al {date}.',
  },
  sameOrAfter: {
    de: '{field} muss nach {date} sein.',
    fr: '{field} doit être postérieur au {date}.',
    it: '{field} deve essere successivo al {date}.',
  },
  minDate: {
    de: '{field} muss nach {date} sein.',
    fr: '{field} doit être postérieur au {date}.',
    it: '{field} deve essere successivo al {date}.',
  },
  phone: {
    de: '{field} muss eine gültige Telefonnummer sein.',
    fr: '{field} doit contenir un numéro de téléphone valide.',
    it: '{field} deve contenere un numero di telefono valido.',
  },
  emailConfirmation: {
    de: 'Die Bestätigung der E-Mail-Adresse stimmt nicht überein.',
    fr: 'La confirmation de l’adresse e-mail ne correspond pas.',
    it: 'La conferma dell’indirizzo e-mail non corrisponde.',
  },
  pdfPortrait: {
    de: 'PDF-Dateien werden nur im Hochformat unterstützt.',
    fr: 'Les fichiers PDF ne sont acceptés qu’au format portrait.',
    it: 'I file PDF sono supportati solo in formato verticale.',
  },
  iban: {
    de: '{field} muss eine gültige IBAN sein.',
    fr: '{field} doit contenir un IBAN valide.',
    it: '{field} deve contenere un IBAN valido.',
  },
  minItems: {
    de: '{field} muss min. {count} Einträge enthalten.',
    fr: '{field} doit contenir au moins {count} éléments.',
    it: '{field} deve contenere almeno {count} elementi.',
  },
  maxItems: {
    de: '{field} kann max. {count} Einträge enthalten.',
    fr: '{field} peut contenir au maximum {count} éléments.',
    it: '{field} può contenere al massimo {count} elementi.',
  },
};

/** The subject used for `{field}` when a form gives no label. */
const NO_LABEL: LocalizedText = { de: 'Dieses Feld', fr: 'Ce champ', it: 'Questo campo' };

/**
 * `{field}` as it reads at the start of a sentence: German uses the label as is; French and Italian
 * read naturally only as "Le champ « X »" / "Il campo «X»".
 */
export function fieldSubject(label: string | null | undefined, lang: Lang): string {
  if (!label) return NO_LABEL[lang];
  if (lang === 'fr') return `Le champ «\u00a0${label}\u00a0»`;
  if (lang === 'it') return `Il campo «${label}»`;
  return label;
}

/** Fills `{name}` placeholders; unknown ones stay visible so a missing parameter is noticed. */
export function interpolate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
