import type { CollectionConfig } from 'payload';
import { signedIn } from '../access';
import { portalSessionStrategy } from '../auth/portal-session';

/**
 * Editors: the portal's admins. They have no CMS password; the portal session signs them in
 * (auth/portal-session.ts), and a record is kept here so versions name their author.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Redaktor:in', plural: 'Redaktion' },
  admin: { useAsTitle: 'email', group: 'Verwaltung' },
  auth: { disableLocalStrategy: true, strategies: [portalSessionStrategy] },
  access: { read: signedIn, create: () => false, update: () => false, delete: () => false },
  fields: [{ name: 'email', type: 'email', required: true, unique: true }],
};
