/**
 * CSS rules of every build. All CSS is extracted into stylesheets (mini-css-extract-plugin), which
 * webpack's chunk loader links beside a chunk's script and which the chunk waits for before it
 * runs: no CSS is part of a page's JavaScript, parsed as script strings or inserted tag by tag.
 *
 * A project's own CSS modules get class names scoped to the project. Their sheets are tagged
 * `data-mfe`, so a remote switches them off when it unmounts.
 *
 * shared-ui's CSS is different: its JavaScript is a Module Federation singleton, run from the
 * copy of whichever build loaded it first, and its styles must follow it. Every build therefore
 * compiles shared-ui's CSS modules to the same class names (hashed from the path inside
 * shared-ui, not from the project) into one sheet of their own, `shared-ui-styles`, which every
 * chunk with shared-ui CSS loads. The chunk loader puts that sheet before the projects' own sheets
 * and tags it `data-shared-ui` instead of `data-mfe` (insertSheet), so no unmount switches it off
 * while the kit's components of that build are still in use elsewhere on the page.
 */
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CleanCSS = require('clean-css');

const root = path.resolve(__dirname, '../..');
const sharedUiDir = path.join(root, 'shared-ui');
const sharedUiSrc = path.join(sharedUiDir, 'src');

/** Module Federation container name of a project folder ('mfe-group' → 'mfe_group'). */
const containerName = (project) => project.replace(/-/g, '_');

/**
 * A CSS module's loaders: extracted into its chunk's stylesheet. No CSS source maps in production,
 * also when a build asks for JavaScript source maps (bench:web --parts): the CSS in a chunk stays
 * what the served build has.
 */
function extractedStyles(modules, production) {
  return [
    MiniCssExtractPlugin.loader,
    { loader: 'css-loader', options: { sourceMap: !production, modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', ...modules } } },
  ];
}

/** The chunk all of a build's shared-ui CSS goes to (its sheet's file name starts with it). */
const SHARED_UI_STYLES = 'shared-ui-styles';

/**
 * splitChunks cache group that moves shared-ui's CSS out of the chunks importing it into the one
 * CSS-only chunk SHARED_UI_STYLES, which every chunk group of those chunks then loads.
 */
const sharedUiStylesGroup = {
  type: 'css/mini-extract',
  test: (module) => (module.nameForCondition() ?? '').startsWith(sharedUiSrc + path.sep),
  name: SHARED_UI_STYLES,
  chunks: 'all',
  enforce: true,
};

/**
 * splitChunks cache group for a project's CSS module that several lazy chunks import (the
 * donation blocks' shared sheet): one sheet of its own, which each of them loads, instead of a
 * copy in each chunk's sheet (webpack's default groups leave modules under 20 KB in every chunk).
 */
const sharedLazyStylesGroup = { type: 'css/mini-extract', chunks: 'async', minChunks: 2, minSize: 0, priority: -5, reuseExistingChunk: true };

/**
 * Where the chunk loader puts a stylesheet. Runs in the browser: mini-css-extract-plugin copies
 * this function's source into the runtime, so it names the chunk literally (SHARED_UI_STYLES).
 * shared-ui's sheet goes before every project's own sheet, so that a project's rule wins over the
 * kit's rule of equal specificity, and is tagged `data-shared-ui` (with the building project's
 * name) instead of `data-mfe`. Every other sheet goes last, as by default.
 */
function insertSheet(linkTag) {
  if (/\/shared-ui-styles\.[^/]*css$/.test(linkTag.href)) {
    linkTag.setAttribute('data-shared-ui', linkTag.getAttribute('data-mfe'));
    linkTag.removeAttribute('data-mfe');
    document.head.insertBefore(linkTag, document.head.querySelector('[data-mfe]'));
  } else {
    document.head.appendChild(linkTag);
  }
}

function cssRule(project, production) {
  return {
    test: /\.css$/,
    oneOf: [
      {
        include: sharedUiSrc,
        use: extractedStyles({ localIdentName: production ? 'shared_ui-[hash:base64:6]' : '[name]__[local]--shared-ui', localIdentContext: sharedUiDir }, production),
      },
      { use: extractedStyles({ localIdentName: production ? `${containerName(project)}-[hash:base64:6]` : `[name]__[local]--${project}` }, production) },
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
 * linked by the chunk loader with the project's `data-mfe` tag, shared-ui's sheet as insertSheet says.
 */
function cssExtractPlugins(project, production) {
  const extract = new MiniCssExtractPlugin({
    filename: '[name].css',
    chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    attributes: { 'data-mfe': project },
    insert: insertSheet,
    // No `type` attribute, as on every stylesheet link of the portal's HTML.
    linkType: false,
  });
  return production ? [extract, new MinifyCss()] : [extract];
}

module.exports = { cssRule, cssExtractPlugins, sharedUiStylesGroup, sharedLazyStylesGroup, SHARED_UI_STYLES, insertSheet, MinifyCss, containerName };
