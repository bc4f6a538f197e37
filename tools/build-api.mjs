/**
 * Builds the API for production and its benchmark (`nx run api:build`, part of `npm run build`):
 * api/src/main.ts and api/bench/save-answers.ts, each with our TypeScript (api, shared-domain, the
 * CMS's shared modules) bundled into one plain JS file under api/dist; npm packages stay
 * external. Built, the server spends about a third less CPU per answer save right after its start
 * than under tsx (docs/decisions.md, "The API compiled ahead of time").
 *
 * `__dirname` in a bundled file still names that file's own source folder (as a path relative to
 * the bundle), so the worker threads' files (content-worker.mjs, pglite-worker.cjs) and the
 * default data folder are found where they are in the repository.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'api/dist');

const sourceDirname = {
  name: 'source-dirname',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return { contents: source.replaceAll('__dirname', `require('node:path').join(__dirname, ${JSON.stringify(relative)})`), loader: 'ts' };
    });
  },
};

const keepPackagesExternal = {
  name: 'packages-external',
  setup(esbuild) {
    // Our workspace packages are TypeScript and bundled; everything else comes from node_modules.
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: { main: path.join(root, 'api/src/main.ts'), 'save-answers': path.join(root, 'api/bench/save-answers.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  tsconfig: path.join(root, 'api/tsconfig.json'),
  sourcemap: true,
  logLevel: 'warning',
  plugins: [sourceDirname, keepPackagesExternal],
});
console.log(`API built into ${path.relative(root, outdir)}`);
