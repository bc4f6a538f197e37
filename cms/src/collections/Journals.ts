import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { searchText } from '../content/search-text';
import { signedIn } from '../access';
import { slugField } from '../fields/common';
import { previewUrl } from '../preview';
import { pageContentFields } from './Pages';

/** Journal path prefix: entries live at /journal/{slug} below the journal page. */
export const JOURNAL_PATH = '/journal';

/** The search text of the language being saved (the other languages keep theirs). */
const setSearchText: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const value = (name: string) => (name in data ? data[name] : originalDoc?.[name]);
  return { ...data, search_text: searchText(value('title'), value('intro_text'), value('text')) };
};

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
  hooks: { beforeChange: [setSearchText] },
  fields: [
    ...pageContentFields,
    slugField({ required: true, unique: true, admin: { position: 'sidebar' } }),
    { name: 'date', type: 'date', required: true, index: true, admin: { position: 'sidebar', date: { displayFormat: 'dd.MM.yyyy' } } },
    { name: 'rubrics', type: 'relationship', relationTo: 'rubrics', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { position: 'sidebar' } },
    // Filled by setSearchText for GET journals?q= (per language, like the texts).
    { name: 'search_text', type: 'textarea', localized: true, admin: { hidden: true } },
  ],
};
