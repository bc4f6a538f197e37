import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { de } from '@payloadcms/translations/languages/de';
import { en } from '@payloadcms/translations/languages/en';
import { fr } from '@payloadcms/translations/languages/fr';
import { it } from '@payloadcms/translations/languages/it';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { Documents } from './collections/Documents';
import { Forms } from './collections/Forms';
import { Journals } from './collections/Journals';
import { Media } from './collections/Media';
import { Pages } from './collections/Pages';
import { Audio, Podcasts, Tracks } from './collections/Podcasts';
import { FormSubmissions, NewsletterSignups, SubmissionFiles } from './collections/Submissions';
import { Rubrics, Tags } from './collections/Taxonomies';
import { Users } from './collections/Users';
import { cmsDatabase } from './database';
import { withLabels } from './fields/labels';
import { CashBox, Cookies, Links, Navigation } from './globals';
import { cmsSecret } from './secret';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Payload CMS of the public site (issue 11). The admin UI lives under /cms behind the portal
 * server; the public reads content only through the API (Local API in its content worker).
 */
export default buildConfig({
  secret: cmsSecret(),
  serverURL: '',
  routes: { admin: '/cms', api: '/cms/api', graphQL: '/cms/graphql', graphQLPlayground: '/cms/graphql-playground' },
  admin: {
    user: Users.slug,
    // No Gravatar: the admin makes no request outside the portal.
    avatar: 'default',
    meta: { titleSuffix: ' · CMS' },
    importMap: { baseDir: dirname },
    components: { beforeLogin: ['/components/PortalSignIn#PortalSignIn'] },
  },
  localization: {
    locales: [
      { code: 'de', label: 'Deutsch' },
      { code: 'fr', label: 'Français' },
      { code: 'it', label: 'Italiano' },
    ],
    defaultLocale: 'de',
    fallback: true,
  },
  // The admin UI speaks the editor's browser language among these, German otherwise.
  i18n: { supportedLanguages: { de, fr, it, en }, fallbackLanguage: 'de' },
  editor: lexicalEditor(),
  collections: [
    Pages,
    Journals,
    Rubrics,
    Tags,
    Podcasts,
    Tracks,
    Media,
    Documents,
    Audio,
    Forms,
    FormSubmissions,
    SubmissionFiles,
    NewsletterSignups,
    Users,
  ].map(withLabels),
  globals: [Navigation, Links, Cookies, CashBox].map(withLabels),
  db: cmsDatabase(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { autoGenerate: false },
  upload: { limits: { fileSize: 20 * 1024 * 1024 } },
});
