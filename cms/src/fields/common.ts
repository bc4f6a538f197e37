import type { Field } from 'payload';

/** Fields most content types share; texts are per language (de default, fr and it fall back to de). */
export const localizedText = (name: string, options: Partial<Field> = {}): Field =>
  ({ name, type: 'text', localized: true, ...options }) as Field;

export const localizedTextarea = (name: string, options: Partial<Field> = {}): Field =>
  ({ name, type: 'textarea', localized: true, ...options }) as Field;

export const localizedRichText = (name: string, options: Partial<Field> = {}): Field =>
  ({ name, type: 'richText', localized: true, ...options }) as Field;

export const image = (name = 'image', options: Partial<Field> = {}): Field =>
  ({ name, type: 'upload', relationTo: 'media', ...options }) as Field;

/** A URL path segment: lower case letters, digits and hyphens. */
export const slugField = (options: Partial<Field> = {}): Field =>
  ({
    name: 'slug',
    type: 'text',
    index: true,
    admin: { description: 'Pfadsegment: Kleinbuchstaben, Ziffern und Bindestriche (leer nur für die Startseite).' },
    validate: (value: string | null | undefined) =>
      !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Nur Kleinbuchstaben, Ziffern und Bindestriche.',
    ...options,
  }) as Field;

/** A link to a page of the site or to an address outside it. */
export const linkFields: Field[] = [
  localizedText('title', { required: true }),
  { name: 'page', type: 'relationship', relationTo: 'pages', admin: { description: 'Seite der Website' } },
  {
    name: 'url',
    type: 'text',
    admin: { description: 'Oder ein Pfad des Portals, z. B. /gesuche/kurzcheck/gruppe' },
  },
  { name: 'externalLink', type: 'text', admin: { description: 'Oder eine Adresse ausserhalb der Website (https://…)' } },
];
