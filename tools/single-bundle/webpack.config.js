/**
 * The portal as one ordinary bundle, for bench:web's composition-overhead comparison: the same
 * source (the shell's bootstrap, every remote's lifecycles module) without Module Federation.
 * Built from the projects' own configurations (loaders, CSS handling, defines) minus the
 * federation plugin; the shell's remote loader and deployment manifest reader are swapped for
 * static ones. Output: tmp/dist-single (git-ignored).
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createShellConfig, createRemoteConfig, root } = require('../webpack/create-config');
const { cssRule, cssExtractPlugins } = require('../webpack/styles');
const { PrecompressPlugin } = require('../webpack/precompress');

const REMOTES = ['mfe-public-site', 'mfe-single-person', 'mfe-group', 'mfe-project', 'mfe-dashboard-admin'];
const OUT_DIR = path.join(root, 'tmp/dist-single');
const isCssRule = (rule) => String(rule.test) === String(/\.css$/);
const withoutFederation = (plugins) => plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin));

module.exports = () => {
  const argv = { mode: 'production' };
  const config = createShellConfig(path.join(root, 'shell'), {}, argv);
  // The shell's index.ts only adds the async boundary federation needs; an ordinary bundle starts at bootstrap.
  config.entry = { main: './src/bootstrap.tsx' };
  config.output = { ...config.output, path: OUT_DIR, uniqueName: 'portal_single' };
  // Each project's CSS keeps its own scoping; shared-ui's CSS (imported from everywhere) is handled
  // as in every build. One bundle has one stylesheet plugin, the shell's: its chunks mix the
  // projects' CSS, so every sheet is tagged `shell` and none is switched off on unmount.
  const sources = ['shell', ...REMOTES].map((project) => path.join(root, project, 'src'));
  const cssRules = [
    ...['shell', ...REMOTES].map((project, index) => ({ ...cssRule(project, true), include: sources[index] })),
    { ...cssRule('shell', true), exclude: sources },
  ];
  config.module = { ...config.module, rules: [...config.module.rules.filter((rule) => !isCssRule(rule)), ...cssRules] };
  // What a remote's build adds (BUILD_LABEL define, …), once, without its federation plugin.
  // The shell's config already brings the stylesheet and Brotli plugins.
  const shellOwn = [...cssExtractPlugins('shell', true).map((plugin) => plugin.constructor), PrecompressPlugin];
  const remotePlugins = withoutFederation(createRemoteConfig(path.join(root, REMOTES[0]), {}, argv).plugins).filter(
    (plugin) => !shellOwn.some((type) => plugin instanceof type),
  );
  // Swapped before resolving (afterwards webpack would resolve the stand-in's imports from the shell's folder).
  const composition = path.join(root, 'shell/src/composition');
  const swap = new webpack.NormalModuleReplacementPlugin(/(^|\/)(remote-loader|deployment)$/, (resolveData) => {
    const target = path.resolve(resolveData.context, resolveData.request);
    if (path.dirname(target) === composition) resolveData.request = path.join(__dirname, `${path.basename(target)}.ts`);
  });
  config.plugins = [...withoutFederation(config.plugins), ...remotePlugins, swap];
  return config;
};

module.exports.OUT_DIR = OUT_DIR;
