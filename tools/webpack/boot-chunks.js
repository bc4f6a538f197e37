/**
 * The shell's boot chunks: merged into a few files, and preloaded from its HTML (docs/decisions.md,
 * "Performance (issue 16)").
 *
 * The shell's entry is an async boundary (`import('./bootstrap')`), so without hints the browser
 * learns of the bootstrap chunk and of the shared modules the shell provides (React, react-dom,
 * the router, our libraries…) only after main.js has downloaded and run: one whole serial round
 * trip on every first visit. BootChunkPreloadPlugin lists exactly those chunks in the HTML as
 * `<link rel="preload" as="script">` (and their stylesheets `as="style"`), computed from the compilation's chunk graph:
 *  - the chunk groups the entry module starts when it is an async boundary (it imports nothing
 *    synchronously; otherwise its import()s may be lazy pages, and nothing is hinted);
 *  - for every shared module those chunks consume, the chunks of the shell's own provided version
 *    (at boot the share scope holds only the shell's versions: remotes are registered later),
 *    or of the consume's fallback when the shell provides none; repeated for the chunks added,
 *    since a shared module consumes others (react-dom → react).
 * Lazy chunks below the bootstrap (pages, message catalogs) are not hinted.
 * Every start loads all of them, so the small ones are merged (BootChunkMergePlugin): the shell boots
 * from 7 chunk files instead of 13, each of which cost a round trip on a slow phone and a script
 * insert on its main thread.
 * The hints carry no crossorigin attribute, like the <script> webpack's chunk loader inserts
 * (output.crossOriginLoading is off and the files are same-origin), so the browser reuses the
 * preloaded response instead of downloading the file twice.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { STAGE_ADVANCED } = require('webpack').OptimizationStages;

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';
const PLUGIN = 'BootChunkPreloadPlugin';
const MERGE_PLUGIN = 'BootChunkMergePlugin';

/** `scope|key` of a ProvideSharedModule or ConsumeSharedModule (@module-federation/enhanced). */
const provideKey = (module) => `${module._shareScope}|${module._name}`;
const consumeKey = (module) => `${module.options.shareScope}|${module.options.shareKey}`;

/**
 * The chunks (not the entry's own) every start of `entryName` loads before its bootstrap code runs,
 * in the order they are found, and for each of them the boot chunks its shared modules' consumes
 * load (the chunks a chunk waits for before its own modules run).
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {{ chunks: import('webpack').Chunk[], consumes: Map<import('webpack').Chunk, Set<import('webpack').Chunk>> }}
 */
function bootChunkGraph(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return { chunks: [], consumes: new Map() };
  const initial = new Set(entrypoint.chunks);
  const isBoundary = (module) => module.dependencies.every((dependency) => !compilation.moduleGraph.getModule(dependency));
  const boundaries = new Set(entrypoint.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)]).filter(isBoundary));
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE && module.blocks[0]) provided.set(provideKey(module), module.blocks[0]);

  const chunks = [];
  const consumes = new Map();
  const seen = new Set(initial);
  const add = (group) => {
    for (const chunk of group?.chunks ?? []) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      chunks.push(chunk);
    }
  };
  for (const group of entrypoint.getChildren()) if (group.origins.some((origin) => boundaries.has(origin.module))) add(group);
  // `chunks` grows while it is walked: the chunks of each shared module are searched for its own consumes.
  for (let index = 0; index < chunks.length; index += 1) {
    const waitsFor = new Set();
    for (const module of chunkGraph.getChunkModulesIterable(chunks[index])) {
      if (module.type !== CONSUME) continue;
      const block = provided.get(consumeKey(module)) ?? module.blocks[0];
      const group = block && chunkGraph.getBlockChunkGroup(block);
      add(group);
      for (const chunk of group?.chunks ?? []) if (chunk !== chunks[index]) waitsFor.add(chunk);
    }
    consumes.set(chunks[index], waitsFor);
  }
  return { chunks, consumes };
}

/** @see bootChunkGraph */
const bootChunks = (compilation, entryName) => bootChunkGraph(compilation, entryName).chunks;

/**
 * The boot chunks in layers: a chunk's layer is one above the highest layer of the chunks its
 * consumes load (react 0, react-dom 1, react-router-dom 2…). undefined if they wait in a circle.
 * @returns {Map<import('webpack').Chunk, number> | undefined}
 */
function bootLayers({ chunks, consumes }) {
  const layers = new Map();
  const visiting = new Set();
  const layerOf = (chunk) => {
    if (layers.has(chunk)) return layers.get(chunk);
    if (visiting.has(chunk)) throw new Error('circular consumes');
    visiting.add(chunk);
    let layer = 0;
    for (const other of consumes.get(chunk) ?? []) if (consumes.has(other)) layer = Math.max(layer, layerOf(other) + 1);
    visiting.delete(chunk);
    layers.set(chunk, layer);
    return layer;
  };
  try {
    for (const chunk of chunks) layerOf(chunk);
    return layers;
  } catch {
    return undefined;
  }
}

/**
 * Merges the boot chunks of an entry within each layer, never across: the consumes of a chunk are
 * resolved before its modules run, and a chunk waiting for itself (the bootstrap's consume of
 * @portal/shared-ui loading the chunk the bootstrap is in) would never run. A merged chunk stays in every
 * chunk group it came from, so a remote that later asks the shell for one of its shared modules
 * gets an already loaded chunk. Runs after splitChunks, so its cache groups still apply first.
 */
class BootChunkMergePlugin {
  /**
   * @param {{ entry?: string, maxSize?: number }} [options] the entry whose boot chunks are merged
   * (default `main`); a merged chunk grows to at most maxSize bytes of module source (default: no
   * limit), since a large one is evaluated as one long task.
   */
  constructor({ entry = 'main', maxSize = Infinity } = {}) {
    this.entry = entry;
    this.maxSize = maxSize;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(MERGE_PLUGIN, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: MERGE_PLUGIN, stage: STAGE_ADVANCED + 1 }, () => {
        const { chunkGraph } = compilation;
        const layers = bootLayers(bootChunkGraph(compilation, this.entry));
        if (!layers) return;
        const targets = new Map();
        for (const [chunk, layer] of layers) {
          // A CSS-only chunk (shared-ui's sheet) keeps its own file: its name is what places it (styles.js).
          if (!chunkGraph.getChunkModulesIterableBySourceType(chunk, 'javascript')) continue;
          const target = targets.get(layer);
          const fits = target && chunkGraph.getChunkModulesSize(target) + chunkGraph.getChunkModulesSize(chunk) <= this.maxSize;
          if (fits && chunkGraph.canChunksBeIntegrated(target, chunk)) {
            // The merged file keeps the name of the chunk it grew from (webpack would take a named
            // chunk's for a file that is mostly other modules).
            const { name } = target;
            chunkGraph.integrateChunks(target, chunk);
            target.name = name;
            compilation.chunks.delete(chunk);
          } else if (!target || chunkGraph.getChunkModulesSize(chunk) < this.maxSize) {
            // A chunk that did not fit starts the layer's next merged chunk, unless it is full already.
            targets.set(layer, chunk);
          }
        }
      });
    });
  }
}

class BootChunkPreloadPlugin {
  /** @param {{ entry?: string }} [options] the entry whose boot chunks are hinted (default `main`) */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const chunkFiles = bootChunks(compilation, this.entry).flatMap((chunk) => [...chunk.files]);
        const files = [...chunkFiles.filter((file) => /\.m?js$/.test(file)), ...chunkFiles.filter((file) => file.endsWith('.css'))];
        // fetchpriority low, as the deferred main.js has: requested in document order, the runtime
        // first. At Chrome's default (high) a preloaded script counts as render-blocking in
        // Lighthouse's simulation, though it blocks nothing (FCP of a quick check 0.64 → 2.5 s).
        // A chunk's stylesheet is hinted too (the chunk loader runs the chunk once both have
        // loaded), after the scripts: hinted first, Lighthouse's simulation put a wizard step's
        // LCP at 1.67 s even in runs with little script work before the first paint (last: 0.91–
        // 0.93 s, as before). Most of that LCP's swing, ≈ 0.9 to ≈ 2 s, is how much of the
        // scripts' work runs before the first paint (docs/decisions.md, twenty-second stop).
        // `data-boot-chunk` lets the portal server leave them out of a server-rendered page (tools/ssr).
        const as = (file) => (file.endsWith('.css') ? 'style' : 'script');
        const attributes = (file) => ({ rel: 'preload', as: as(file), fetchpriority: 'low', href: data.publicPath + file, 'data-boot-chunk': true });
        const hints = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes(file), undefined, { plugin: PLUGIN }));
        // After the entry's <script>: the runtime is requested first, the chunks right behind it.
        data.bodyTags.push(...hints);
        return data;
      });
    });
  }
}

module.exports = { BootChunkMergePlugin, BootChunkPreloadPlugin, bootChunks };
