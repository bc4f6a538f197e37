import type { ServerLang } from '@portal/shared-domain/src/wizard/server-contract';
import type { FieldErrors } from '../http/errors';

/**
 * Contact rules of spec 00 §5.1 (required, email, phone, max length) with the catalogue's
 * exact German messages. Written as small rule functions over a label table so they can be
 * swapped for shared-domain/src/validation once the shared catalogue exists.
 */
type Rule = (value: string) => ((label: string, lang: ServerLang) => string) | null;

const catalogue = {
  required: {
    de: (f: string) => `${f} ist ein Pflichtfeld.`,
    fr: (f: string) => `${f} est un champ obligatoire.`,
    it: (f: string) => `${f} è un campo obbligatorio.`,
  },
  maxLength: {
    de: (f: string, n: number) => `${f} kann max. ${n} Zeichen lang sein.`,
    fr: (f: string, n: number) => `${f} peut contenir au max. ${n} caractères.`,
    it: (f: string, n: number) => `${f} può contenere al mass. ${n} caratteri.`,
  },
  email: {
    de: (f: string) => `${f} muss eine gültige E-Mail-Adresse beinhalten.`,
    fr: (f: string) => `${f} doit contenir une adresse e-mail valide.`,
    it: (f: string) => `${f} deve contenere un indirizzo e-mail valido.`,
  },
  phone: {
    de: (f: string) => `${f} muss eine gültige Telefonnummer sein.`,
    fr: (f: string) => `${f} doit être un numéro de téléphone valide.`,
    it: (f: string) => `${f} deve essere un numero di telefono valido.`,
  },
};

const labels: Record<string, Record<ServerLang, string>> = {
  salutCode: { de: 'Anrede', fr: 'Civilité', it: 'Appellativo' },
  firstname: { de: 'Vorname', fr: 'Prénom', it: 'Nome' },
  lastname: { de: 'Nachname', fr: 'Nom', it: 'Cognome' },
  street: { de: 'Strasse', fr: 'Rue', it: 'Via' },
  houseNumber: { de: 'Hausnummer', fr: 'Numéro', it: 'Numero civico' },
  zipCode: { de: 'PLZ', fr: 'NPA', it: 'NPA' },
  location: { de: 'Ort', fr: 'Localité', it: 'Località' },
  phone: { de: 'Telefon', fr: 'Téléphone', it: 'Telefono' },
  email: { de: 'E-Mail', fr: 'E-mail', it: 'E-mail' },
  organization: { de: 'Organisation', fr: 'Organisation', it: 'Organizzazione' },
};

const MAX = 200;
const required: Rule = (v) => (v.trim() === '' ? (f, l) => catalogue.required[l](f) : null);
const maxLength: Rule = (v) => (v.length > MAX ? (f, l) => catalogue.maxLength[l](f, MAX) : null);
const email: Rule = (v) => (v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : (f, l) => catalogue.email[l](f));
/** Spaces are removed first; then +, 0 or 00 followed by at least 9 digits. */
export const isPhone = (value: string) => /^(\+|0)\d{9,}$/.test(value.replace(/\s+/g, ''));
const phone: Rule = (v) => (v === '' || isPhone(v) ? null : (f, l) => catalogue.phone[l](f));

const rules: Record<string, Rule[]> = {
  salutCode: [required],
  firstname: [required, maxLength],
  lastname: [required, maxLength],
  street: [required, maxLength],
  houseNumber: [required, maxLength],
  zipCode: [required, maxLength],
  location: [required, maxLength],
  phone: [required, phone],
  email: [required, maxLength, email],
  organization: [maxLength],
};

export const CONTACT_FIELDS = Object.keys(rules);

/** Only the first failing rule of a field is reported (spec 00 §5.2). */
export function validateContact(input: Record<string, string | null | undefined>, lang: ServerLang): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = input[field] ?? '';
    for (const rule of fieldRules) {
      const failure = rule(value);
      if (failure) {
        errors[field] = [failure(labels[field][lang], lang)];
        break;
      }
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
