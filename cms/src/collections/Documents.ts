import type { CollectionConfig } from 'payload';
import { signedIn } from '../access';
import { cmsDocumentsDir } from '../paths';

/** Downloadable files (PDF, office documents); the site links them as documents/{filename}. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Dokument', plural: 'Dokumente' },
  admin: { useAsTitle: 'title', group: 'Medien' },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  upload: {
    staticDir: cmsDocumentsDir(),
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  },
  fields: [{ name: 'title', type: 'text', localized: true, required: true }],
};
