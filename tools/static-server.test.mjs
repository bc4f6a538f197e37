/**
 * The static server's compression and revalidation (node:test, run by `npm test`): the build's
 * Brotli copy to a browser that accepts it, gzip otherwise, the file as it is to a client that asks
 * for neither; 304 to a browser that holds the file.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptsEncoding, holdsTag, serveStatic } from './static-server.mjs';

const SCRIPT = `export const greeting = ${JSON.stringify('Grüezi '.repeat(200))};\n`;
let dir;
let server;
let port;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'app.1a2b3c4d.js'), SCRIPT);
  writeFileSync(path.join(dir, 'app.1a2b3c4d.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'plain.js'), SCRIPT);
  server = await serveStatic({ root: dir, port: 0 });
  port = server.address().port;
});
after(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** GET with an Accept-Encoding header; the body as sent (not decoded). */
function get(pathname, acceptEncoding, more = {}) {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...more };
    request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('a browser that accepts br gets the build\'s Brotli copy of the file', async () => {
  const { headers, body } = await get('/app.1a2b3c4d.js', 'gzip, deflate, br, zstd');
  assert.equal(headers['content-encoding'], 'br');
  assert.equal(headers.vary, 'accept-encoding');
  assert.equal(Number(headers['content-length']), body.length);
  assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(headers.etag, undefined, 'a chunk cached for good needs no validator');
  assert.equal(brotliDecompressSync(body).toString(), SCRIPT);
});

test('without br (or with br;q=0) the file is gzipped, and sent as it is to a client that accepts neither', async () => {
  for (const accepted of ['gzip', 'gzip, br;q=0']) {
    const { headers, body } = await get('/app.1a2b3c4d.js', accepted);
    assert.equal(headers['content-encoding'], 'gzip', accepted);
    assert.equal(gunzipSync(body).toString(), SCRIPT);
  }
  const { headers, body } = await get('/app.1a2b3c4d.js');
  assert.equal(headers['content-encoding'], undefined);
  assert.equal(body.toString(), SCRIPT);
});

test('a file the build left without a Brotli copy is gzipped for a browser that accepts br', async () => {
  const { headers, body } = await get('/plain.js', 'gzip, br');
  assert.equal(headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(body).toString(), SCRIPT);
});

test('Accept-Encoding: a coding counts when listed without q=0, whatever its case and spacing', () => {
  assert.equal(acceptsEncoding('gzip, deflate, br, zstd', 'br'), true);
  assert.equal(acceptsEncoding('GZIP;q=0.5 , BR;q=1.0', 'br'), true);
  assert.equal(acceptsEncoding('br;q=0', 'br'), false);
  assert.equal(acceptsEncoding('br;q=0.000', 'br'), false);
  assert.equal(acceptsEncoding('br;q=0.001', 'br'), true);
  assert.equal(acceptsEncoding('brotli, xbr', 'br'), false);
  assert.equal(acceptsEncoding(undefined, 'gzip'), false);
});

test('a file the browser holds (its ETag, in whichever coding it came) is answered 304 without a body; a changed file is sent again', async () => {
  const first = await get('/plain.js', 'gzip, br');
  const etag = first.headers.etag;
  assert.match(etag, /^"[\w-]{27}"$/);
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.equal((await get('/plain.js')).headers.etag, etag);
  for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
    const again = await get('/plain.js', 'gzip, br', { 'if-none-match': held });
    assert.equal(again.status, 304, held);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.etag, etag);
  }
  assert.equal((await get('/plain.js', 'gzip, br', { 'if-none-match': '"other"' })).status, 200);
  writeFileSync(path.join(dir, 'plain.js'), `${SCRIPT}// changed\n`);
  const changed = await get('/plain.js', 'gzip, br', { 'if-none-match': etag });
  assert.equal(changed.status, 200);
  assert.notEqual(changed.headers.etag, etag);
});

test('If-None-Match: a list, weak tags and * are understood', () => {
  const req = (value) => ({ headers: value === undefined ? {} : { 'if-none-match': value } });
  assert.equal(holdsTag(req('"a"'), '"a"'), true);
  assert.equal(holdsTag(req('"b" , W/"a"'), '"a"'), true);
  assert.equal(holdsTag(req('*'), '"a"'), true);
  assert.equal(holdsTag(req('"b"'), '"a"'), false);
  assert.equal(holdsTag(req(undefined), '"a"'), false);
});
