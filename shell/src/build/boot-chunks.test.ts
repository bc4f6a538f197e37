/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/** Build tooling outside the shell's sources, loaded by path (as the e2e tests load tools/). */
type BootChunks = typeof import('../../../tools/webpack/boot-chunks');
const pluginModule = path.join(__dirname, '../../../tools/webpack/boot-chunks.js');

/**
 * A host shaped like the shell: an async boundary to its bootstrap, which uses the shared packages
 * alpha (itself using the shared beta) and gamma, and lazily loads a page using the shared lazy-only.
 */
const files: Record<string, string> = {
  'src/index.js': "import(/* webpackChunkName: 'bootstrap' */ './bootstrap');",
  'src/bootstrap.js': "import { a } from 'alpha'; import { g } from 'gamma'; console.log(a, g); import(/* webpackChunkName: 'page' */ './page');",
  'src/page.js': "import { l } from 'lazy-only'; console.log(l);",
  // The same shape with stylesheets: the bootstrap's and the lazy page's.
  'src/styled.js': "import(/* webpackChunkName: 'styled-bootstrap' */ './styled-bootstrap');",
  'src/styled-bootstrap.js': "import './boot.css'; import { a } from 'alpha'; console.log(a); import(/* webpackChunkName: 'styled-page' */ './styled-page');",
  'src/styled-page.js': "import './page.css'; console.log('page');",
  'src/boot.css': '.boot { color: green; }',
  'src/page.css': '.page { color: blue; }',
  'node_modules/alpha/index.js': "export { b } from 'beta'; export const a = 'a';",
  'node_modules/beta/index.js': "export const b = 'b';",
  'node_modules/gamma/index.js': "export const g = 'g';",
  'node_modules/lazy-only/index.js': "export const l = 'l';",
};
const packages = ['alpha', 'beta', 'gamma', 'lazy-only'];

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'boot-chunk-preloads-'));
  for (const name of packages) files[`node_modules/${name}/package.json`] = JSON.stringify({ name, version: '1.0.0', main: 'index.js' });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withoutHash = (file: string) => file.replace(/\.[0-9a-f]{8}\.js$/, '');

/** The files the built index.html preloads as boot chunks (scripts or stylesheets), in order. */
function hintedFiles(as = 'script'): string[] {
  const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  return [...html.matchAll(new RegExp(`<link rel="preload" as="${as}" fetchpriority="low" href="/([^"]+)" data-boot-chunk>`, 'g'))].map((match) => match[1]);
}

/** A cache group putting boot.css into a CSS-only chunk of its own, as shared-ui's CSS is (tools/webpack/styles.js). */
const cssOnlyChunk = { type: 'css/mini-extract', test: /boot\.css$/, name: 'kit-styles', chunks: 'all' as const, enforce: true };

async function build(entry = './src/index.js', { merge = false, maxSize = Infinity, cssChunk = false } = {}): Promise<void> {
  const { BootChunkMergePlugin, BootChunkPreloadPlugin } = (await import(pluginModule)) as BootChunks;
  const shared = Object.fromEntries(packages.map((name) => [name, { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' }]));
  const compiler = webpack({
    context: dir,
    mode: 'production',
    entry: { main: entry },
    output: { path: path.join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { chunkIds: 'named', minimize: false, ...(cssChunk ? { splitChunks: { cacheGroups: { cssOnlyChunk } } } : {}) },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [
      new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({ name: 'host', remotes: {}, shared, dts: false, manifest: false }),
      new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>', inject: 'body' }),
      ...(merge ? [new BootChunkMergePlugin({ maxSize })] : []),
      new BootChunkPreloadPlugin(),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

test('preloads the bootstrap chunk and the shared modules it needs at boot, transitively; not the lazy page or what only it uses', async () => {
  await build();
  const hinted = hintedFiles();
  expect(hinted.map(withoutHash)).toEqual(['bootstrap', 'node_modules_alpha_index_js', 'node_modules_gamma_index_js', 'node_modules_beta_index_js']);
  // The names as emitted (after the real content hashes), and after the entry's script.
  const emitted = readdirSync(path.join(dir, 'dist'));
  for (const file of hinted) expect(emitted).toContain(file);
  const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  expect(html.indexOf('src="/main.js"')).toBeLessThan(html.indexOf('rel="preload"'));
  expect(html).not.toMatch(/crossorigin/);
}, 30_000);

test("hints the boot chunks' stylesheets as styles (a chunk runs once its sheet has loaded); not the lazy page's", async () => {
  await build('./src/styled.js');
  expect(hintedFiles('style').map((file) => file.replace(/\.[0-9a-f]{8}\.css$/, ''))).toEqual(['styled-bootstrap']);
  expect(readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.css')).length).toBe(2);
  expect(hintedFiles().map(withoutHash)).toContain('styled-bootstrap');
  // After the scripts.
  const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  expect(html.indexOf('as="style"')).toBeGreaterThan(html.lastIndexOf('as="script"'));
}, 30_000);

test('hints nothing when the entry is not an async boundary (its import()s may be lazy pages)', async () => {
  await build('./src/bootstrap.js');
  expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).not.toMatch(/rel="preload"/);
}, 30_000);

test('merges the boot chunks layer by layer: a shared module never in the chunk of one it consumes', async () => {
  await build('./src/index.js', { merge: true });
  const hinted = hintedFiles();
  // Layers: beta and gamma consume nothing (0), alpha consumes beta (1), the bootstrap all (2).
  expect(hinted.map(withoutHash)).toEqual(['bootstrap', 'node_modules_alpha_index_js', 'node_modules_beta_index_js-node_modules_gamma_index_js']);
  const code = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
  expect(code(hinted[2])).toContain("const g = 'g'");
  expect(code(hinted[2])).toContain("const b = 'b'");
  expect(code(hinted[1])).not.toContain("const b = 'b'");
  // The lazy page and what only it uses stay out of the boot chunks.
  for (const file of hinted) expect(code(file)).not.toContain("const l = 'l'");
  expect(readdirSync(path.join(dir, 'dist')).some((file) => file.startsWith('node_modules_lazy-only'))).toBe(true);
}, 30_000);

test('merges no two chunks beyond maxSize bytes of module source', async () => {
  await build('./src/index.js', { merge: true, maxSize: 40 });
  expect(hintedFiles().map(withoutHash)).toEqual(['bootstrap', 'node_modules_alpha_index_js', 'node_modules_gamma_index_js', 'node_modules_beta_index_js']);
}, 30_000);

test('leaves a CSS-only chunk unmerged: its own file, hinted as a style, holding no script', async () => {
  await build('./src/styled.js', { merge: true, cssChunk: true });
  expect(hintedFiles('style').map((file) => file.replace(/\.[0-9a-f]{8}\.css$/, ''))).toEqual(['kit-styles']);
  // Without the exception, the first chunk of its layer (beta's) was merged into it.
  expect(hintedFiles().map(withoutHash)).toEqual(['styled-bootstrap', 'node_modules_alpha_index_js', 'node_modules_beta_index_js']);
  expect(readdirSync(path.join(dir, 'dist')).filter((file) => file.startsWith('kit-styles'))).toEqual([expect.stringMatching(/^kit-styles\.[0-9a-f]{8}\.css$/)]);
}, 30_000);
