import type { CollectionConfig } from 'payload';
import { signedIn } from '../access';
import { localizedText, slugField } from '../fields/common';

const taxonomy = (slug: string, singular: string, plural: string): CollectionConfig => ({
  slug,
  labels: { singular, plural },
  admin: { useAsTitle: 'title', group: 'Journal' },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  fields: [localizedText('title', { required: true }), slugField({ required: true, unique: true })],
});

/** Journal rubrics and tags; the site filters by their slugs (`rubrics[]=`, `tags[]=`). */
export const Rubrics = taxonomy('rubrics', 'Rubrik', 'Rubriken');
export const Tags = taxonomy('tags', 'Schlagwort', 'Schlagwörter');
