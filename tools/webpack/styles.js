/**
 * CSS rules of every build. A project's own CSS modules get class names scoped to the project
 * and style tags tagged `data-mfe`, so a remote switches them off when it unmounts.
 *
 * shared-ui's CSS is different: its JavaScript is a Module Federation singleton, run from the
 * copy of whichever build loaded it first, and its styles must follow it. Every build therefore
 * compiles shared-ui's CSS modules to the same class names (hashed from the path inside
 * shared-ui, not from the project), keys their style tags `data-shared-ui` by that path and
 * the file's content (never `data-mfe`, so no unmount switches them off) and inserts each key's
 * tag only once (shared-ui/src/app/insert-shared-style.ts).
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const sharedUiDir = path.join(root, 'shared-ui');
const sharedUiSrc = path.join(sharedUiDir, 'src');

/** Module Federation container name of a project folder ('mfe-group' → 'mfe_group'). */
const containerName = (project) => project.replace(/-/g, '_');

function cssLoader(modules, ident) {
  return { loader: 'css-loader', ident, options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', ...modules } } };
}

function projectStyles(project, production) {
  return [
    { loader: 'style-loader', options: { attributes: { 'data-mfe': project } } },
    cssLoader({ localIdentName: production ? `${containerName(project)}-[hash:base64:6]` : `[name]__[local]--${project}` }),
  ];
}

/** A shared-ui style tag's key: the file's path inside shared-ui and a hash of its rules. */
function sharedUiStyleKey(resource) {
  const file = path.relative(sharedUiDir, resource).split(path.sep).join('/');
  return `${file}#${createHash('sha256').update(readFileSync(resource)).digest('hex').slice(0, 8)}`;
}

function sharedUiStyles(resource, production) {
  const key = sharedUiStyleKey(resource);
  // Options built per file need an ident: webpack names loader options by it in generated requests.
  return [
    {
      loader: 'style-loader',
      ident: `shared-ui-style:${key}`,
      options: { attributes: { 'data-shared-ui': key }, insert: path.join(sharedUiSrc, 'app/insert-shared-style.ts') },
    },
    cssLoader(
      { localIdentName: production ? 'shared_ui-[hash:base64:6]' : '[name]__[local]--shared-ui', localIdentContext: sharedUiDir },
      'shared-ui-css',
    ),
  ];
}

function cssRule(project, production) {
  return {
    test: /\.css$/,
    oneOf: [
      { include: sharedUiSrc, use: ({ resource }) => sharedUiStyles(resource, production) },
      { use: projectStyles(project, production) },
    ],
  };
}

module.exports = { cssRule, containerName };
