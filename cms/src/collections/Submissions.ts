import type { CollectionConfig } from 'payload';
import { signedIn } from '../access';
import { cmsSubmissionFilesDir } from '../paths';

/**
 * What visitors send (form submissions, newsletter sign-ups) is written only by the API through
 * the Local API; editors read it and may delete it (a person's request to erase their data), but
 * never create or change it, so what is shown is what was sent.
 */
const readOnly = { read: signedIn, create: () => false, update: () => false, delete: signedIn };

const LANGUAGES = [
  { label: 'Deutsch', value: 'de' },
  { label: 'Français', value: 'fr' },
  { label: 'Italiano', value: 'it' },
];

/** Images sent with a submission (image fields of the form builder); outside the public media. */
export const SubmissionFiles: CollectionConfig = {
  slug: 'submission_files',
  labels: { singular: 'Eingesandtes Bild', plural: 'Eingesandte Bilder' },
  admin: { useAsTitle: 'filename', group: 'Formulare', defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'] },
  access: readOnly,
  upload: {
    staticDir: cmsSubmissionFilesDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'],
    crop: false,
    focalPoint: false,
  },
  fields: [],
};

/** One submission of a form: the entries as sent, by field handle, and the images. */
export const FormSubmissions: CollectionConfig = {
  slug: 'form_submissions',
  labels: { singular: 'Einsendung', plural: 'Einsendungen' },
  admin: { useAsTitle: 'summary', group: 'Formulare', defaultColumns: ['summary', 'form', 'language', 'createdAt'] },
  access: readOnly,
  defaultSort: '-createdAt',
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true },
    { name: 'summary', type: 'text', admin: { description: 'Formular und Zeitpunkt, für die Liste' } },
    { name: 'data', type: 'json', required: true, admin: { description: 'Die Eingaben nach Feld-Kennung' } },
    { name: 'files', type: 'upload', relationTo: 'submission_files', hasMany: true },
    { name: 'language', type: 'select', options: LANGUAGES, required: true },
  ],
};

/** Newsletter sign-ups with double opt-in (spec 00 §3.11): pending until the link is opened. */
export const NewsletterSignups: CollectionConfig = {
  slug: 'newsletter_signups',
  labels: { singular: 'Newsletter-Anmeldung', plural: 'Newsletter-Anmeldungen' },
  admin: {
    useAsTitle: 'email',
    group: 'Formulare',
    defaultColumns: ['email', 'firstname', 'lastname', 'status', 'language', 'confirmed_at'],
  },
  access: readOnly,
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'gender',
      type: 'select',
      required: true,
      options: [
        { label: 'Herr', value: 'm' },
        { label: 'Frau', value: 'f' },
        { label: 'Neutrale Anrede', value: 'n' },
      ],
    },
    { name: 'firstname', type: 'text', required: true },
    { name: 'lastname', type: 'text', required: true },
    { name: 'language', type: 'select', options: LANGUAGES, required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Unbestätigt', value: 'pending' },
        { label: 'Bestätigt', value: 'confirmed' },
      ],
    },
    // Only the token's hash is kept: the link in the e-mail cannot be rebuilt from the database.
    { name: 'token_hash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'requested_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'confirmed_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
};
