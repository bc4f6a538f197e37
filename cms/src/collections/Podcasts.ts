import type { CollectionConfig } from 'payload';
import { signedIn } from '../access';
import { image, localizedRichText, localizedText, localizedTextarea, slugField } from '../fields/common';
import { cmsAudioDir } from '../paths';

const access = { read: signedIn, create: signedIn, update: signedIn, delete: signedIn };

/** Audio files of the tracks; the API streams them at /api/audio/{file} (with Range). */
export const Audio: CollectionConfig = {
  slug: 'audio',
  labels: { singular: 'Audiodatei', plural: 'Audiodateien' },
  admin: { useAsTitle: 'filename', group: 'Podcasts' },
  access,
  upload: {
    staticDir: cmsAudioDir(),
    mimeTypes: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  },
  fields: [localizedText('title')],
};

/** A podcast (library): its tracks point to it. */
export const Podcasts: CollectionConfig = {
  slug: 'podcasts',
  labels: { singular: 'Podcast', plural: 'Podcasts' },
  admin: { useAsTitle: 'title', group: 'Podcasts' },
  access,
  fields: [
    localizedText('title', { required: true }),
    slugField({ required: true, unique: true, admin: { position: 'sidebar' } }),
    localizedRichText('description'),
    image(),
  ],
};

/** One episode: audio, duration and date; newest first in its podcast. */
export const Tracks: CollectionConfig = {
  slug: 'tracks',
  labels: { singular: 'Folge', plural: 'Folgen' },
  admin: { useAsTitle: 'title', group: 'Podcasts', defaultColumns: ['title', 'podcast', 'date'] },
  access,
  defaultSort: '-date',
  fields: [
    localizedText('title', { required: true }),
    localizedTextarea('description'),
    { name: 'podcast', type: 'relationship', relationTo: 'podcasts', required: true, index: true },
    { name: 'audio', type: 'upload', relationTo: 'audio', required: true },
    { name: 'duration', type: 'number', required: true, min: 0, admin: { description: 'Dauer in Sekunden' } },
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { displayFormat: 'dd.MM.yyyy' } } },
    image('image', { admin: { description: 'Leer: das Bild des Podcasts' } }),
  ],
};
