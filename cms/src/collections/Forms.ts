import type { CollectionConfig, Field } from 'payload';
import { signedIn } from '../access';
import { localizedText, localizedTextarea } from '../fields/common';
import { FORM_FIELD_TYPES } from '@portal/shared-domain/src/content/types';

/** A field or form handle: what the site sends as the entry's key and the API routes by. */
const handleField = (options: Partial<Field> = {}): Field =>
  ({
    name: 'handle',
    type: 'text',
    required: true,
    admin: { description: 'Kennung: Kleinbuchstaben, Ziffern und Unterstriche, z. B. vorname_begleitung' },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && /^[a-z][a-z0-9_]{0,59}$/.test(value) ? true : 'Nur Kleinbuchstaben, Ziffern und Unterstriche.',
    ...options,
  }) as Field;

const TYPE_LABELS: Record<(typeof FORM_FIELD_TYPES)[number], string> = {
  text: 'Textzeile',
  integer: 'Zahl',
  textarea: 'Textfeld (mehrzeilig)',
  assets: 'Bild hochladen',
  select: 'Auswahlliste',
  radio: 'Optionsfelder (eine Auswahl)',
  checkboxes: 'Kontrollkästchen (mehrere)',
  readonly_text: 'Zwischentitel oder Trennlinie',
};

const hasOptions = (_: unknown, row: Record<string, unknown>) => ['select', 'radio', 'checkboxes'].includes(String(row?.field_type));

/** One field of a form (spec 00 §3.12); `GET /api/forms/{handle}` answers these in order. */
const formFields: Field[] = [
  handleField(),
  {
    name: 'field_import',
    type: 'select',
    options: [{ label: 'Auswahl Sammelkässeli (Sammelbüchse und Stückzahl)', value: 'auswahl_sammelkaesseli' }],
    admin: { description: 'Import: ersetzt das Feld durch die Auswahl der Sammelbüchsen und die Stückzahl (max. 3).' },
  },
  {
    name: 'field_type',
    type: 'select',
    required: true,
    defaultValue: 'text',
    options: FORM_FIELD_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
  },
  localizedText('display', { required: true }),
  {
    name: 'rules',
    type: 'text',
    hasMany: true,
    admin: { description: 'Regeln: required, email, integer, max_value:N, max:N (Zeichen im Textfeld)' },
  },
  { name: 'width', type: 'number', min: 10, max: 100, admin: { description: 'Breite in Prozent der Zeile (leer: 100)' } },
  localizedText('default_value'),
  {
    name: 'input_type',
    type: 'select',
    options: [
      { label: 'Text', value: 'text' },
      { label: 'E-Mail', value: 'email' },
      { label: 'Telefon', value: 'tel' },
      { label: 'Datum', value: 'date' },
    ],
    admin: { condition: (_, row) => row?.field_type === 'text' },
  },
  localizedTextarea('instructions', { admin: { description: 'Hinweis unter der Beschriftung (Markdown)' } }),
  localizedText('placeholder'),
  {
    name: 'prepend',
    type: 'text',
    admin: { description: 'Zwischentitel: Aufzählungszeichen davor; Textzeile: no_spacing_bottom entfernt den Abstand darunter' },
  },
  {
    name: 'options',
    type: 'array',
    admin: { condition: hasOptions },
    fields: [
      { name: 'value', type: 'text', required: true },
      localizedText('label', { required: true }),
    ],
  },
  { name: 'max_files', type: 'number', min: 1, max: 10, admin: { condition: (_, row) => row?.field_type === 'assets' } },
  { name: 'read_only', type: 'checkbox', defaultValue: false },
  { name: 'max', type: 'number', admin: { description: 'Höchstwert (Zahl) bzw. höchste Zeichenzahl (Textfeld)' } },
];

/** The form builder (spec 00 §3.12): definitions the submission form block renders. */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Formular', plural: 'Formulare' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'handle', 'updatedAt'], group: 'Formulare' },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  fields: [
    localizedText('title', { required: true }),
    handleField({ unique: true, index: true, admin: { position: 'sidebar', description: 'Kennung im Pfad, z. B. kontakt' } }),
    {
      name: 'honeypot',
      type: 'text',
      required: true,
      defaultValue: 'fax_number',
      admin: { position: 'sidebar', description: 'Name des versteckten Spam-Schutz-Feldes' },
    },
    {
      name: 'recipients',
      type: 'array',
      labels: { singular: 'Empfänger:in', plural: 'Empfänger:innen' },
      admin: { description: 'Wer die Einsendungen per E-Mail erhält (leer: die Adresse der Stiftung)' },
      fields: [{ name: 'email', type: 'email', required: true }],
    },
    { name: 'fields', type: 'array', labels: { singular: 'Feld', plural: 'Felder' }, fields: formFields },
  ],
};
