/**
 * A remote's server renderer (its src/server/render.tsx) as one CommonJS file for Node,
 * dist/ssr/render.js, published with the remote's build (so a redeployed remote brings its own
 * renderer), and its CSS as dist/ssr/page.css, inlined by the portal's server into the pages it
 * renders so they are styled before any script runs. Run after the browser build (that one
 * cleans dist/). Used by the public site (CMS pages), the flow remotes (their quick checks) and
 * the shell (the portal header of those pages).
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { containerName, MinifyCss } = require('./styles');

const sharedUiDir = path.resolve(__dirname, '../../shared-ui');

/** The browser build's class names (tools/webpack/styles.js), so the server's markup matches its CSS. */
const css = (localIdentName, localIdentContext, extract = true) => [
  ...(extract ? [MiniCssExtractPlugin.loader] : []),
  {
    loader: 'css-loader',
    options: {
      modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', localIdentName, ...(localIdentContext && { localIdentContext }), exportOnlyLocals: !extract },
    },
  },
];

/**
 * shared-ui's global styles (tokens and element styles) as dist/ssr/base.css, for the
 * part of a page the server sends without a remote's page.css (the shell's cookie banner on a
 * page drawn in the browser): the shell's own build injects them only once its script runs.
 */
class EmitBaseCss {
  apply(compiler) {
    const files = ['tokens.css', 'base.css'].map((name) => path.join(sharedUiDir, 'src/styles', name));
    compiler.hooks.thisCompilation.tap('EmitBaseCss', (compilation) => {
      compilation.fileDependencies.addAll(files);
      compilation.hooks.processAssets.tap({ name: 'EmitBaseCss', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // Minified with page.css (MinifyCss).
        compilation.emitAsset('base.css', new webpack.sources.RawSource(files.map((file) => readFileSync(file, 'utf8')).join('\n')));
      });
    });
  }
}

/**
 * `sharedUiStyles: false`: shared-ui's class names without its rules, for a renderer whose pages
 * always come with a remote's page.css (the shell's header), so its own page.css stays small;
 * its global styles then go to base.css instead (EmitBaseCss).
 */
function createServerConfig(dir, env, argv = {}, { sharedUiStyles = true } = {}) {
  const project = path.basename(dir);
  const production = argv.mode !== 'development';
  const out = process.env.REMOTE_OUT_DIR ? path.resolve(process.env.REMOTE_OUT_DIR) : path.join(dir, 'dist');
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'node20',
    devtool: false,
    entry: { render: './src/server/render.tsx' },
    output: { path: path.join(out, 'ssr'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
          },
        },
        {
          test: /\.css$/,
          oneOf: [
            { include: path.join(sharedUiDir, 'src'), use: css(production ? 'shared_ui-[hash:base64:6]' : '[name]__[local]--shared-ui', sharedUiDir, sharedUiStyles) },
            { use: css(production ? `${containerName(project)}-[hash:base64:6]` : `[name]__[local]--${project}`) },
          ],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? '') }),
      // The server renders every language: one module of each flow with all its texts, not one per language.
      new webpack.NormalModuleReplacementPlugin(/\?lang=(de|fr|it)$/, (resource) => {
        resource.request = resource.request.replace(/\?lang=(de|fr|it)$/, '');
      }),
      // One file: lazy blocks and flow definitions are rendered on the server too, and one file is loaded as one unit.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // CSS modules are scoped per class: the order of the files in one sheet does not matter.
      new MiniCssExtractPlugin({ filename: 'page.css', ignoreOrder: true }),
      ...(production ? [new MinifyCss()] : []),
      ...(sharedUiStyles ? [] : [new EmitBaseCss()]),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig };
