import type { CollectionConfig } from 'payload';
import { signedIn } from '../access';
import { cmsMediaDir } from '../paths';

/** Images with alt text per language and a focal point; the API's /img route resizes them. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Bild', plural: 'Bilder' },
  admin: { useAsTitle: 'filename', group: 'Medien' },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  upload: {
    staticDir: cmsMediaDir(),
    focalPoint: true,
    crop: false,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Beschreibt das Bild für Menschen, die es nicht sehen (leer lassen ist nicht möglich).' },
    },
  ],
};
