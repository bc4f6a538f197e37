import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';
import { signedIn } from '../access';
import { blocks } from '../blocks';
import { image, localizedRichText, localizedText, localizedTextarea, slugField } from '../fields/common';
import { previewUrl } from '../preview';

/** The page's path from its parent's: `/` for the home page, `/{parent path}/{slug}` below. */
const setUrl: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const slug = data.slug ?? originalDoc?.slug ?? '';
  const parentId = data.parent ?? originalDoc?.parent;
  let base = '';
  if (parentId) {
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: typeof parentId === 'object' ? parentId.id : parentId,
      depth: 0,
      draft: true,
      req,
    });
    base = parent.url === '/' ? '' : String(parent.url ?? '');
  }
  return { ...data, url: slug ? `${base}/${slug}` : '/' };
};

/** Shared by pages and journal entries. */
export const pageContentFields: Field[] = [
  localizedText('title', { required: true }),
  localizedText('page_title', { admin: { description: 'Überschrift auf der Seite, falls anders als der Titel' } }),
  localizedTextarea('intro_text'),
  image(),
  localizedRichText('text'),
  { name: 'items', label: 'Blöcke', type: 'blocks', blocks },
  {
    type: 'collapsible',
    label: 'Suchmaschinen',
    admin: { initCollapsed: true },
    fields: [
      localizedText('seo_title'),
      localizedTextarea('seo_description'),
      { name: 'seo_hidden', type: 'checkbox', defaultValue: false, admin: { description: 'noindex: nicht in Suchmaschinen' } },
    ],
  },
];

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Seite', plural: 'Seiten' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'url', '_status', 'updatedAt'],
    group: 'Website',
    preview: (doc, { locale }) => previewUrl(String(doc.url ?? '/'), locale),
  },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn, readVersions: signedIn },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { beforeChange: [setUrl] },
  fields: [
    ...pageContentFields,
    slugField({ admin: { position: 'sidebar' } }),
    { name: 'parent', type: 'relationship', relationTo: 'pages', admin: { position: 'sidebar' } },
    { name: 'url', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'blueprint',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'Standard', value: 'default' },
        { label: 'Landingpage (ohne Titelzusatz)', value: 'landingpage' },
        { label: 'Journal-Übersicht', value: 'blog' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'show_donation_bar', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'show_newsletter_popup', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'force_white_background', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
};
