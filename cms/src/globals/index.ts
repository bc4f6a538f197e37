import type { Field, GlobalConfig } from 'payload';
import { signedIn } from '../access';
import { image, linkFields, localizedRichText, localizedText } from '../fields/common';

const access = { read: signedIn, update: signedIn };

/** The navigation tree (spec 00 §3.4): top pages with their children, for header and footer. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation',
  admin: { group: 'Website' },
  access,
  fields: [
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Eintrag', plural: 'Einträge' },
      fields: [...linkFields, { name: 'children', type: 'array', labels: { singular: 'Unterseite', plural: 'Unterseiten' }, fields: linkFields }],
    },
  ],
};

const link = (prefix: string, label: string): Field => ({
  type: 'group',
  name: prefix,
  label,
  fields: [localizedText('text'), { name: 'url', type: 'text' }, { name: 'target_blank', type: 'checkbox', defaultValue: false }],
});

/** Global links (spec 00 §3.3): header quick links and 'donate now', footer links, donation bar. */
export const Links: GlobalConfig = {
  slug: 'links',
  label: 'Globale Links',
  admin: { group: 'Website' },
  access,
  fields: [
    link('first_link', 'Erster Schnelllink'),
    link('second_link', 'Zweiter Schnelllink'),
    link('donate_now', '«Jetzt spenden»'),
    {
      name: 'footer_links',
      type: 'array',
      fields: [localizedText('link_text'), { name: 'link_url', type: 'text' }],
    },
    localizedText('text_right_from_zewo_logo', { admin: { description: 'Text neben dem Zertifizierungslogo' } }),
    {
      type: 'group',
      name: 'donate_bar',
      label: 'Spendenleiste',
      fields: [
        localizedText('title'),
        localizedText('sentence'),
        localizedText('text', { admin: { description: 'Beschriftung des Spendenknopfs' } }),
        { name: 'url', type: 'text' },
        { name: 'target_blank', type: 'checkbox', defaultValue: false },
        { name: 'iban', type: 'text' },
        { name: 'twint_link', type: 'text', admin: { description: 'Link in die TWINT-App (nur mobil sichtbar)' } },
      ],
    },
  ],
};

/** Cookie and analytics banner (spec 00 §2.5). */
export const Cookies: GlobalConfig = {
  slug: 'cookies',
  label: 'Cookie-Hinweis',
  admin: { group: 'Website' },
  access,
  fields: [localizedRichText('text', { required: true }), localizedText('close_label', { required: true })],
};

/** Collection boxes offered in the order form (spec 00 §3.5). */
export const CashBox: GlobalConfig = {
  slug: 'cash_box',
  label: 'Sammelbüchsen',
  admin: { group: 'Website' },
  access,
  fields: [{ name: 'cash_boxes', type: 'array', fields: [localizedText('name', { required: true }), image()] }],
};
