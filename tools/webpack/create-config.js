/**
 * One webpack configuration factory for the shell and every remote, so each project's
 * webpack.config.js is a few lines. Remotes emit mf-manifest.json and expose single-spa
 * lifecycles; the shell is a pure consumer that provides the MF runtime once to all remotes.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedConfig } = require('./shared');
const { cssRule, cssExtractPlugins, sharedUiStylesGroup, sharedLazyStylesGroup, containerName } = require('./styles');
const { BootChunkMergePlugin, BootChunkPreloadPlugin } = require('./boot-chunks');
const { PrecompressPlugin } = require('./precompress');

const root = path.resolve(__dirname, '../..');

/** Ports of the composed portal: shell 4200, each remote on its own origin (as in a real deployment). */
const PORTS = {
  shell: 4200,
  'mfe-public-site': 4201,
  'mfe-single-person': 4202,
  'mfe-group': 4203,
  'mfe-project': 4204,
  'mfe-dashboard-admin': 4205,
};
const API_PORT = Number(process.env.API_PORT || 3000);

function moduleRules(project, production) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      // Loaders run last to first: messages are pre-compiled to ASTs, then swc compiles TypeScript.
      use: [
        {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
        },
        path.join(__dirname, 'formatjs-ast-loader.js'),
      ],
    },
    // A flow imported for one language (shared-domain/flows/*.ts) keeps only that language's texts.
    { test: /\.ts$/, include: path.join(root, 'shared-domain/src/flows'), resourceQuery: /lang=/, enforce: 'pre', loader: path.join(__dirname, 'flow-language-loader.js') },
    cssRule(project, production),
  ];
}

/**
 * The MF runtime packages ship a CommonJS and an ES build; webpack picked both (require() in
 * one place, import in another), putting the runtime twice into the shell. One build only.
 */
function federationRuntimeAliases() {
  const builds = { 'runtime-core': 'index.js', runtime: 'index.js', 'webpack-bundler-runtime': 'index.js', sdk: 'index.js', 'error-codes': 'index.mjs' };
  return Object.fromEntries(
    Object.entries(builds).map(([pkg, file]) => [`@module-federation/${pkg}$`, path.join(root, 'node_modules/@module-federation', pkg, 'dist', file)]),
  );
}

/**
 * Every message reaching react-intl is an AST (compiled catalogs; defaultMessages compiled by
 * formatjs-ast-loader.js), so the ICU parser (~9 KB gzip) is replaced by formatjs' no-parser build,
 * which throws if an uncompiled string ever reaches it.
 */
function icuParserAlias() {
  return { '@formatjs/icu-messageformat-parser$': path.join(root, 'node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js') };
}

/**
 * The MF runtime checks each shared module's version with a semver parser that builds large
 * regular expressions on every call; a page's first check took 27–43 ms at 4× CPU slowdown in
 * the shell's boot task. The shell (the one build that bundles the runtime) gets
 * shell/src/federation/satisfy.ts instead, which answers plain versions against our caret, exact
 * and <= ranges itself and passes anything else to the runtime's module (alias `mf-runtime-semver`).
 */
const RUNTIME_CORE_DIST = path.join(root, 'node_modules/@module-federation/runtime-core/dist');
function runtimeSemverPlugin(dir) {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/(utils\/)?semver\/index\.js$/, (resolveData) => {
    if (resolveData.context.startsWith(RUNTIME_CORE_DIST)) resolveData.request = path.join(dir, 'src/federation/satisfy.ts');
  });
}
const runtimeSemverAlias = { 'mf-runtime-semver$': path.join(RUNTIME_CORE_DIST, 'utils/semver/index.js') };

/** Every build runs in the browser: the MF runtime leaves out its Node.js loading code (−1.7 KB gzip). */
const browserRuntime = { optimization: { target: 'web' } };

function baseConfig({ project, dir, production }) {
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: { ...federationRuntimeAliases(), ...icuParserAlias() } },
    module: { rules: moduleRules(project, production) },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      // Entry files keep stable names (the MF runtime cannot hash them); chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      uniqueName: containerName(project),
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: { cacheGroups: { sharedUiStyles: sharedUiStylesGroup, sharedLazyStyles: sharedLazyStylesGroup } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** A federated remote: exposes ./lifecycles (src/remote-entry.ts); in dev it also serves a minimal host of its own. */
function createRemoteConfig(dir, env = {}, argv = {}) {
  const project = path.basename(dir);
  const production = argv.mode !== 'development';
  const config = baseConfig({ project, dir, production });
  config.entry = production ? {} : { 'dev-host': './src/dev-host.tsx' };
  // A release can be built into another folder and published beside the current one (independent redeploy).
  if (process.env.REMOTE_OUT_DIR) config.output.path = path.resolve(process.env.REMOTE_OUT_DIR);
  config.plugins = [
    // An optional release label the remote shows in its area (e.g. "Version 2"); empty by default.
    new webpack.DefinePlugin({ 'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? '') }),
    ...cssExtractPlugins(project, production),
    new ModuleFederationPlugin({
      name: containerName(project),
      filename: 'remoteEntry.js',
      exposes: { './lifecycles': './src/remote-entry.ts' },
      shared: createSharedConfig(),
      manifest: true,
      dts: false,
      // In the composed portal the shell provides the MF runtime; the remote does not bundle its own.
      experiments: { ...browserRuntime, ...(production ? { externalRuntime: true } : {}) },
    }),
  ];
  if (production) config.plugins.push(new PrecompressPlugin());
  if (!production) {
    // Absolute script URLs: deep links like /gesuche/x must still find /dev-host.js.
    config.plugins.push(new HtmlWebpackPlugin({ template: path.join(__dirname, 'dev-host.html'), title: project, publicPath: '/' }));
    config.devServer = devServer(PORTS[project]);
  }
  return config;
}

/** The shell: a pure consumer that registers remotes at run time from /deployment.json. */
function createShellConfig(dir, env = {}, argv = {}) {
  const production = argv.mode !== 'development';
  const config = baseConfig({ project: 'shell', dir, production });
  config.entry = { main: './src/index.ts' };
  config.output.publicPath = '/';
  config.resolve.alias = { ...config.resolve.alias, ...runtimeSemverAlias };
  config.plugins = [
    runtimeSemverPlugin(dir),
    ...cssExtractPlugins('shell', production),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: createSharedConfig(),
      manifest: false,
      dts: false,
      experiments: { ...browserRuntime, provideExternalRuntime: true },
    }),
    new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
    // The bootstrap chunk and the shared modules the shell provides at boot: the small ones merged
    // (≤ 150 KB of source each: the 12 shared chunks in one ran as one task of 190–310 ms on a
    // slow phone), hinted in the HTML, fetched with main.js instead of one round trip after it.
    new BootChunkMergePlugin({ entry: 'main', maxSize: 150_000 }),
    new BootChunkPreloadPlugin({ entry: 'main' }),
  ];
  if (production) config.plugins.push(new PrecompressPlugin());
  if (!production) config.devServer = { ...devServer(PORTS.shell), historyApiFallback: true };
  return config;
}

function devServer(port) {
  return {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API_PORT}` }],
    client: { overlay: { warnings: false, errors: true } },
  };
}

module.exports = { createRemoteConfig, createShellConfig, PORTS, API_PORT, containerName, root };
