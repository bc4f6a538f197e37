/**
 * The one Module Federation `shared` configuration of every build (shell and remotes).
 * Everything here is a singleton with a requiredVersion: exactly one copy reaches the browser.
 * Our own libraries carry semver versions and are strict: a remote built against another major
 * refuses to load (and shows its error state) instead of running against the wrong API.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));

function installedVersion(name) {
  // Read the installed version (exports maps may hide package.json, so read it from disk).
  return require(path.join(root, 'node_modules', name, 'package.json')).version;
}

/** A package (or one of its entry points) shared under the version range of the root package.json. */
function thirdParty(pkgName) {
  return {
    singleton: true,
    requiredVersion: rootPkg.dependencies[pkgName],
    version: installedVersion(pkgName),
  };
}

function ownLibrary(folder) {
  const pkg = require(path.join(root, folder, 'package.json'));
  // SHARED_LIBRARY_VERSION builds against another version of our libraries, as a team still on
  // an older or newer major would (used by the e2e test of the incompatible-major error state).
  const version = process.env.SHARED_LIBRARY_VERSION ?? pkg.version;
  const major = version.split('.')[0];
  return {
    singleton: true,
    strictVersion: true,
    requiredVersion: `^${major}.0.0`,
    version,
  };
}

function createSharedConfig() {
  return {
    react: thirdParty('react'),
    'react/jsx-runtime': thirdParty('react'),
    'react-dom': thirdParty('react-dom'),
    'react-dom/client': thirdParty('react-dom'),
    'react-intl': thirdParty('react-intl'),
    'single-spa': thirdParty('single-spa'),
    // react-router, single-spa-react, Redux Toolkit and react-redux are not shared modules: each is
    // used by one of our entries only (the router and single-spa-react by shared-ui's core, Redux by
    // @portal/shared-ui/data), which bundles it with only the exports it uses and, being a
    // singleton itself, keeps it one instance on the page. A shared module keeps all its exports.
    // Our libraries: the core (session, language, routes, app plumbing) is on every page; the
    // wizard engine (its core, what a quick check needs, apart), validation, status model, light
    // field kit, form kit, wizard chrome, the flows' page map, the wizards' runner and the data
    // layer (the signed-in portal's part apart) are separate shared modules, downloaded only by
    // pages that use them. The signed-in portal's endpoint definitions
    // (@portal/shared-domain/account-api) are bundled into @portal/shared-ui/account-data alone.
    '@portal/shared-domain': ownLibrary('shared-domain'),
    '@portal/shared-domain/validation': ownLibrary('shared-domain'),
    '@portal/shared-domain/wizard-core': ownLibrary('shared-domain'),
    '@portal/shared-domain/wizard': ownLibrary('shared-domain'),
    '@portal/shared-domain/applications': ownLibrary('shared-domain'),
    '@portal/shared-domain/api': ownLibrary('shared-domain'),
    '@portal/shared-ui': ownLibrary('shared-ui'),
    '@portal/shared-ui/fields': ownLibrary('shared-ui'),
    '@portal/shared-ui/form': ownLibrary('shared-ui'),
    '@portal/shared-ui/wizard': ownLibrary('shared-ui'),
    '@portal/shared-ui/flow-pages': ownLibrary('shared-ui'),
    '@portal/shared-ui/flow': ownLibrary('shared-ui'),
    '@portal/shared-ui/data': ownLibrary('shared-ui'),
    '@portal/shared-ui/account-data': ownLibrary('shared-ui'),
  };
}

module.exports = { createSharedConfig };
