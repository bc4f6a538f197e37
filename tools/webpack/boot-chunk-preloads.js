/**
 * Preload hints for the shell's boot chunks (docs/decisions.md, "Performance (issue 16)").
 *
 * The shell's entry is an async boundary (`import('./bootstrap')`), so without hints the browser
 * learns of the bootstrap chunk and of the shared modules the shell provides (React, react-dom,
 * the router, our libraries…) only after main.js has downloaded and run: one whole serial round
 * trip on every first visit. This plugin lists exactly those chunks in the HTML as
 * `<link rel="preload" as="script">`, computed from the compilation's chunk graph:
 *  - the chunk groups the entry module starts when it is an async boundary (it imports nothing
 *    synchronously; otherwise its import()s may be lazy pages, and nothing is hinted);
 *  - for every shared module those chunks consume, the chunks of the shell's own provided version
 *    (at boot the share scope holds only the shell's versions: remotes are registered later),
 *    or of the consume's fallback when the shell provides none; repeated for the chunks added,
 *    since a shared module consumes others (react-dom → react).
 * Lazy chunks below the bootstrap (pages, message catalogs) are not hinted.
 * The hints carry no crossorigin attribute, like the <script> webpack's chunk loader inserts
 * (output.crossOriginLoading is off and the files are same-origin), so the browser reuses the
 * preloaded response instead of downloading the file twice.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';
const PLUGIN = 'BootChunkPreloadPlugin';

/** `scope|key` of a ProvideSharedModule or ConsumeSharedModule (@module-federation/enhanced). */
const provideKey = (module) => `${module._shareScope}|${module._name}`;
const consumeKey = (module) => `${module.options.shareScope}|${module.options.shareKey}`;

/**
 * The chunks (not the entry's own) every start of `entryName` loads before its bootstrap code runs,
 * in the order they are found.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {import('webpack').Chunk[]}
 */
function bootChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const initial = new Set(entrypoint.chunks);
  const isBoundary = (module) => module.dependencies.every((dependency) => !compilation.moduleGraph.getModule(dependency));
  const boundaries = new Set(entrypoint.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)]).filter(isBoundary));
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE && module.blocks[0]) provided.set(provideKey(module), module.blocks[0]);

  const found = [];
  const seen = new Set(initial);
  const add = (group) => {
    for (const chunk of group?.chunks ?? []) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      found.push(chunk);
    }
  };
  for (const group of entrypoint.getChildren()) if (group.origins.some((origin) => boundaries.has(origin.module))) add(group);
  // `found` grows while it is walked: the chunks of each shared module are searched for its own consumes.
  for (let index = 0; index < found.length; index += 1) {
    for (const module of chunkGraph.getChunkModulesIterable(found[index])) {
      if (module.type !== CONSUME) continue;
      const block = provided.get(consumeKey(module)) ?? module.blocks[0];
      if (block) add(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return found;
}

class BootChunkPreloadPlugin {
  /** @param {{ entry?: string }} [options] the entry whose boot chunks are hinted (default `main`) */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const files = bootChunks(compilation, this.entry).flatMap((chunk) => [...chunk.files].filter((file) => /\.m?js$/.test(file)));
        // fetchpriority low, as the deferred main.js has: requested in document order, the runtime
        // first. At Chrome's default (high) a preloaded script counts as render-blocking in
        // Lighthouse's simulation, though it blocks nothing (FCP of a quick check 0.64 → 2.5 s).
        // `data-boot-chunk` lets the portal server leave them out of a server-rendered page (tools/ssr).
        const attributes = (file) => ({ rel: 'preload', as: 'script', fetchpriority: 'low', href: data.publicPath + file, 'data-boot-chunk': true });
        const hints = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes(file), undefined, { plugin: PLUGIN }));
        // After the entry's <script>: the runtime is requested first, the chunks right behind it.
        data.bodyTags.push(...hints);
        return data;
      });
    });
  }
}

module.exports = { BootChunkPreloadPlugin, bootChunks };
