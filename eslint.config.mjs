import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Module boundaries (issue: spine): a remote may import shared-ui and shared-domain only;
 * shared-ui may import shared-domain; shared-domain imports no React UI; nobody imports the shell.
 */
const depConstraints = [
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:ui', 'type:domain'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:ui', 'type:domain'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: ['react', 'react-dom', 'react-*', 'react/*', '@portal/shared-ui'] },
  { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:domain', 'type:cms'] },
  { sourceTag: 'type:cms', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain'] },
];

/**
 * Inside a library, code that crosses into another of its Module Federation entry points imports
 * it by package name (e.g. flows → '@portal/shared-domain/wizard'), so the browser shares one
 * copy instead of bundling it twice; only these self-imports are allowed.
 */
const boundaries = (allow = []) => ['error', { enforceBuildableLibDependency: false, allow, depConstraints, checkDynamicDependenciesExceptions }];
/**
 * Each entry point of our libraries is its own shared module, so one entry may be loaded lazily
 * (e.g. validation when the newsletter form opens) while others are imported statically.
 */
const checkDynamicDependenciesExceptions = ['@portal/shared-domain', '@portal/shared-domain/*', '@portal/shared-ui', '@portal/shared-ui/*'];

/**
 * What browser code may not import: the API's Node entry; react-router outside shared-ui's core
 * (which re-exports its hooks), Redux outside @portal/shared-ui/data and the signed-in portal's
 * endpoint definitions outside @portal/shared-ui/account-data (types are fine), since those are
 * bundled into that one shared entry (tools/webpack/shared.js).
 */
function browserImports({ router, redux, accountApi = false }) {
  const paths = [{ name: '@portal/shared-domain/server', message: 'Node only (the API); import @portal/shared-domain/{wizard,validation,applications} instead.' }];
  if (!accountApi) {
    // Bundled into @portal/shared-ui/account-data only (another importer would bundle a second copy).
    paths.push({ name: '@portal/shared-domain/account-api', message: 'Import its hooks and helpers from @portal/shared-ui/account-data.', allowTypeImports: true });
  }
  if (!router) {
    const message = 'Bundled into @portal/shared-ui (one router on the page): import its hooks from @portal/shared-ui.';
    paths.push(...['react-router-dom', 'react-router'].map((name) => ({ name, message })));
  }
  if (!redux) {
    const message = 'Bundled into @portal/shared-ui/data (one Redux on the page): use its hooks (usePortalDispatch, the api).';
    paths.push(...['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'react-redux'].map((name) => ({ name, message, allowTypeImports: true })));
  }
  return ['error', { paths }];
}

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.js', '**/*.mjs', '**/*.cjs', '**/compiled/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': boundaries(),
    },
  },
  {
    files: ['shared-domain/src/flows/**/*.ts', 'shared-domain/src/wizard/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['@portal/shared-domain/wizard', '@portal/shared-domain/wizard-core', '@portal/shared-domain/validation', '@portal/shared-domain/applications']) },
  },
  {
    // The API's entry point is for Node: browser code imports the shared modules instead.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': browserImports({ router: false, redux: false }) },
  },
  {
    // The router and Redux are bundled into one shared entry each, so only that entry imports
    // them (a second importer would bundle a second instance with its own contexts). Tests wrap
    // screens in routers and stores of their own; server renderers are not federated.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/test-utils.tsx', 'shared-ui/src/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': browserImports({ router: true, redux: true }) },
  },
  { files: ['shared-ui/src/app/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': browserImports({ router: true, redux: false }) } },
  { files: ['shared-ui/src/data/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': browserImports({ router: false, redux: true }) } },
  {
    // The API imports shared code through its entry point, never a library's source files.
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/shared-domain/src/*'], message: 'Import @portal/shared-domain/server (add the export there when it is missing).' }] }] },
  },
  {
    // The data layer's entries use the core entry's one API client (and loading bar), not a copy;
    // the signed-in portal's endpoints build on the public site's entry (options, types, errors).
    files: ['shared-domain/src/api/**/*.ts', 'shared-domain/src/account-api/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['@portal/shared-domain', '@portal/shared-domain/api']) },
  },
  {
    // The form kit builds on the light field kit; a field loads the form kit's markdown on demand.
    files: ['shared-ui/src/form/**/*.ts', 'shared-ui/src/form/**/*.tsx', 'shared-ui/src/fields/**/*.ts', 'shared-ui/src/fields/**/*.tsx'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['@portal/shared-ui/fields', '@portal/shared-ui/form']) },
  },
  {
    // A wizard's page starts the runner and the data layer downloading with its flow definition;
    // a quick check's screen uses the light field kit, not the form kit. The core (hooks, links,
    // the loading page) is the shell's copy, on every page.
    files: ['shared-ui/src/wizard/**/*.ts', 'shared-ui/src/wizard/**/*.tsx'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['@portal/shared-ui', '@portal/shared-ui/fields', '@portal/shared-ui/form', '@portal/shared-ui/flow', '@portal/shared-ui/data']) },
  },
  {
    // The wizards' runner (entry @portal/shared-ui/flow) uses the core, chrome, form kit and data layer entries.
    files: ['shared-ui/src/flow/**/*.ts', 'shared-ui/src/flow/**/*.tsx'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['@portal/shared-ui', '@portal/shared-ui/wizard', '@portal/shared-ui/form', '@portal/shared-ui/data', '@portal/shared-ui/account-data']) },
  },
  {
    // The signed-in portal's endpoints are injected into the data layer's one api; this entry alone
    // bundles their definitions.
    files: ['shared-ui/src/account-data/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['@portal/shared-ui/data']), 'no-restricted-imports': browserImports({ router: false, redux: false, accountApi: true }) },
  },
  {
    // Both libraries' entry-copies tests share one walker of their entries' imports.
    files: ['shared-domain/src/entry-copies.test.ts', 'shared-ui/src/entry-copies.test.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['../../tools/jest/entry-files']) },
  },
];
