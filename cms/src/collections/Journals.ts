import type { CollectionConfig } from 'payload';
import { signedIn } from '../access';
import { slugField } from '../fields/common';
import { previewUrl } from '../preview';
import { pageContentFields } from './Pages';

/** Journal path prefix: entries live at /journal/{slug} below the journal page. */
export const JOURNAL_PATH = '/journal';

/** Journal (blog) entries with a date, rubrics and tags. */
export const Journals: CollectionConfig = {
  slug: 'journals',
  labels: { singular: 'Journal-Eintrag', plural: 'Journal' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status', 'updatedAt'],
    group: 'Journal',
    preview: (doc, { locale }) => previewUrl(`${JOURNAL_PATH}/${String(doc.slug ?? '')}`, locale),
  },
  defaultSort: '-date',
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn, readVersions: signedIn },
  versions: { drafts: true, maxPerDoc: 50 },
  fields: [
    ...pageContentFields,
    slugField({ required: true, unique: true, admin: { position: 'sidebar' } }),
    { name: 'date', type: 'date', required: true, index: true, admin: { position: 'sidebar', date: { displayFormat: 'dd.MM.yyyy' } } },
    { name: 'rubrics', type: 'relationship', relationTo: 'rubrics', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { position: 'sidebar' } },
  ],
};
