/**
 * The build's Brotli copies (node:test, run by `npm test`): a production webpack build with the
 * plugin writes `name.br` beside each script and stylesheet, and each decodes to its file as built.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { PrecompressPlugin } = require('./precompress.js');

test('every script of a production build gets a Brotli copy that decodes to the script', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  try {
    const words = Array.from({ length: 300 }, (_, index) => `Ferien ${index}`);
    writeFileSync(path.join(dir, 'entry.js'), `import('./page.js').then((page) => console.log(page.words.length));\n`);
    writeFileSync(path.join(dir, 'page.js'), `export const words = ${JSON.stringify(words)};\n`);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
      plugins: [new PrecompressPlugin()],
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const files = readdirSync(path.join(dir, 'dist'));
    const scripts = files.filter((name) => name.endsWith('.js'));
    assert.equal(scripts.length, 2, files.join(', '));
    for (const script of scripts) {
      assert.ok(files.includes(`${script}.br`), `${script} has no .br copy: ${files.join(', ')}`);
      const built = readFileSync(path.join(dir, 'dist', script));
      const copy = readFileSync(path.join(dir, 'dist', `${script}.br`));
      assert.ok(copy.length < built.length);
      assert.deepEqual(brotliDecompressSync(copy), built);
    }
    // No copy of a copy.
    assert.equal(files.filter((name) => name.endsWith('.br.br')).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
