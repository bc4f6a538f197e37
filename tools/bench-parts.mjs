/**
 * bench:web --parts: what a page's first-load JavaScript is made of. The browser builds are made
 * again with source maps (into tmp/bench-parts, the served build is not touched; same sources, so
 * the same chunk ids), each script a visit downloaded is found there by its chunk id, and the
 * script's gzip size is shared out among its parts (react-dom, the MF runtime, Redux Toolkit…, our
 * code and CSS) in proportion to the minified bytes the source map gives each. Shares of a gzip
 * size are an estimate: a part that compresses better than its neighbours is counted a little high.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const PARTS_DIR = path.join(root, 'tmp/bench-parts');

/** Third-party packages by the part they belong to; anything else is "other packages". */
const PACKAGE_PARTS = [
  [/^(react-dom|scheduler)$/, 'react-dom'],
  [/^react$/, 'react'],
  [/^(@module-federation\/.+|\.federation)$/, 'MF runtime'], // .federation: the plugin's generated entry
  [/^(@reduxjs\/toolkit|immer|react-redux|reselect|redux|redux-thunk|use-sync-external-store|@standard-schema\/utils)$/, 'Redux Toolkit + RTK Query'],
  [/^(react-intl|@formatjs\/.+|intl-messageformat|tslib|hoist-non-react-statics|react-is)$/, 'react-intl'],
  [/^(single-spa|single-spa-react)$/, 'single-spa'],
  [/^(react-router|react-router-dom|@remix-run\/router)$/, 'react-router'],
];

function partOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return PACKAGE_PARTS.find(([test]) => test.test(pkg))?.[1] ?? 'other packages';
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  // webpack's runtime: its sharing, consumes and remotes modules and the container entry serve the federation.
  if (/^webpack\/(container-entry|runtime\/.*(sharing|consumes|remotes|federation))/.test(file)) return 'MF runtime';
  // The CSS itself is in stylesheets; a CSS module leaves its class-name map in the JavaScript.
  if (/\.css(\?|$)/.test(file)) return "CSS modules' class names";
  if (file.startsWith('shared-ui/')) return 'shared-ui';
  if (file.startsWith('shared-domain/')) return 'shared-domain';
  if (file.startsWith('src/')) return "the project's own code";
  return 'webpack runtime and module glue';
}

/** Builds every browser bundle again with source maps into PARTS_DIR/<project>. */
export async function buildForParts(projects) {
  const webpack = require('webpack');
  for (const project of projects) {
    const dir = path.join(root, project);
    const config = require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' });
    config.devtool = 'source-map';
    config.output.path = path.join(PARTS_DIR, project);
    await new Promise((resolve, reject) =>
      webpack(config, (error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve())),
    );
  }
}

const chunkCache = new Map();
/** gzip bytes per part of one built script (file name as served; matched by chunk id or entry name). */
function partsOfScript(project, servedName) {
  const dir = path.join(PARTS_DIR, project);
  const id = servedName.split('.')[0];
  const file = readdirSync(dir).find((name) => name.endsWith('.js') && name.split('.')[0] === id);
  if (!file) return { 'not found in the analysis build': 0 };
  const key = `${project}/${file}`;
  if (chunkCache.has(key)) return chunkCache.get(key);
  const code = readFileSync(path.join(dir, file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
  const lines = code.split('\n');
  const mappings = [];
  new SourceMapConsumer(JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8'))).eachMapping((mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const bytes = {};
  let mapped = 0;
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : lines[mapping.generatedLine - 1].length;
    const part = partOf(mapping.source ?? '');
    bytes[part] = (bytes[part] ?? 0) + end - mapping.generatedColumn;
    mapped += end - mapping.generatedColumn;
  });
  bytes['webpack runtime and module glue'] = (bytes['webpack runtime and module glue'] ?? 0) + Math.max(0, code.length - mapped);
  const gzip = gzipSync(code).length;
  const parts = Object.fromEntries(Object.entries(bytes).map(([part, size]) => [part, (size / code.length) * gzip]));
  chunkCache.set(key, parts);
  return parts;
}

/** gzip bytes per part of a page's scripts ({ project, file } each). */
export function partsOfPage(scripts) {
  const total = {};
  for (const { project, file } of scripts) {
    for (const [part, size] of Object.entries(partsOfScript(project, file))) total[part] = (total[part] ?? 0) + size;
  }
  return total;
}
