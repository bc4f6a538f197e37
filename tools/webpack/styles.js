/**
 * CSS rules of every build. A project's own CSS modules get class names scoped to the project
 * and are extracted into stylesheets of their chunks (mini-css-extract-plugin): webpack's chunk
 * loader links a chunk's sheet beside its script, tagged `data-mfe`, so a remote switches them off
 * when it unmounts, and runs the chunk once both have loaded. As CSS files they are no part of a
 * page's JavaScript: not parsed as script strings, nor inserted tag by tag on the main thread.
 *
 * shared-ui's CSS is different: its JavaScript is a Module Federation singleton, run from the
 * copy of whichever build loaded it first, and its styles must follow it. Every build therefore
 * compiles shared-ui's CSS modules to the same class names (hashed from the path inside
 * shared-ui, not from the project), keys their style tags `data-shared-ui` by that path and
 * the file's content (never `data-mfe`, so no unmount switches them off) and inserts each key's
 * tag only once (shared-ui/src/app/insert-shared-style.ts). They stay style tags, inserted by
 * style-loader (their rules minified in production, minify-css-loader.js), rather than sheets:
 * a sheet belongs to a chunk of one build, and every one of its modules' styles would then have
 * to be kept apart from that build's own. They are 3.5–8 KB gzip of a page's JavaScript
 * (bench:web --parts).
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CleanCSS = require('clean-css');

const root = path.resolve(__dirname, '../..');
const sharedUiDir = path.join(root, 'shared-ui');
const sharedUiSrc = path.join(sharedUiDir, 'src');

/** Module Federation container name of a project folder ('mfe-group' → 'mfe_group'). */
const containerName = (project) => project.replace(/-/g, '_');

// No CSS source maps in production, also when a build asks for JavaScript source maps
// (bench:web --parts): the CSS in a chunk stays what the served build has.
function cssLoader(modules, ident, production) {
  return { loader: 'css-loader', ident, options: { sourceMap: !production, modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', ...modules } } };
}

function projectStyles(project, production) {
  return [
    MiniCssExtractPlugin.loader,
    cssLoader({ localIdentName: production ? `${containerName(project)}-[hash:base64:6]` : `[name]__[local]--${project}` }, undefined, production),
  ];
}

/** A shared-ui style tag's key: the file's path inside shared-ui and a hash of its rules. */
function sharedUiStyleKey(resource) {
  const file = path.relative(sharedUiDir, resource).split(path.sep).join('/');
  return `${file}#${createHash('sha256').update(readFileSync(resource)).digest('hex').slice(0, 8)}`;
}

function sharedUiStyles(resource, production) {
  const key = sharedUiStyleKey(resource);
  // The rules go into the JavaScript as a string: minified first in production, as the sheets are.
  const minify = production ? [require.resolve('./minify-css-loader')] : [];
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
      production,
    ),
    ...minify,
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

/**
 * CSS without the comments and line breaks. clean-css level 1 only rewrites inside a rule (no
 * merging or reordering of rules), so what applies where stays the same.
 */
function minifyCss(css, name) {
  const result = new CleanCSS({ level: 1 }).minify(css);
  if (result.errors.length) throw new Error(`${name}: ${result.errors.join('; ')}`);
  return result.styles;
}

/**
 * Minifies every stylesheet a build writes: the browser's sheets, and the server renderer's
 * page.css, inlined into every page the portal's server renders (a CMS page's HTML −3 KB gzip).
 */
class MinifyCss {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MinifyCss', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MinifyCss', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, (assets) => {
        for (const name of Object.keys(assets).filter((file) => file.endsWith('.css'))) {
          compilation.updateAsset(name, new webpack.sources.RawSource(minifyCss(assets[name].source().toString(), name)));
        }
      });
    });
  }
}

/**
 * The plugins that write a build's stylesheets: content-hashed like its chunks, minified, and
 * linked by the chunk loader with the project's `data-mfe` tag (after the tags already in <head>).
 */
function cssExtractPlugins(project, production) {
  const extract = new MiniCssExtractPlugin({
    filename: '[name].css',
    chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    attributes: { 'data-mfe': project },
    // No `type` attribute, as on every stylesheet link of the portal's HTML.
    linkType: false,
  });
  return production ? [extract, new MinifyCss()] : [extract];
}

module.exports = { cssRule, cssExtractPlugins, MinifyCss, minifyCss, containerName };
