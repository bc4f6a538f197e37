/**
 * A small production-style static server: Brotli (the build's `.br` copies, tools/webpack/precompress.js) or gzip, long caching for content-hashed chunks,
 * entry files revalidated by their ETag (304), optional SPA fallback, CORS for remotes, security headers, a
 * proxy of /api and /img (the CMS images) to the API server and of /cms to the CMS admin server. Used by `npm start`, the e2e tests and
 * the benchmark, so all three see the same portal.
 */
import { createServer, request as httpRequest } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
/**
 * What a browser may show as a document (SVG can run script). Only these get the document headers
 * (CSP, framing, referrer): browsers apply them to documents alone, and on every script of a page
 * they were ~1 KB of header each (13–30 scripts a first visit, over HTTP/1.1 unshared).
 */
const DOCUMENTS = new Set(['.html', '.svg']);

/** The paths the API server answers: its routes and the resized CMS images (spec 00 §7.4). */
const API_PREFIXES = ['/api', '/img'];

/** The paths the CMS's admin server answers: its admin UI (with its own API) and its assets. */
const CMS_PREFIXES = ['/cms', '/_next'];

const under = (prefixes, pathname) => prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Is the path one of API_PREFIXES or below it (`/api/x`, not `/apix`)? */
export const isApiPath = (pathname) => under(API_PREFIXES, pathname);

/** Is the path the CMS admin's (`/cms`, `/cms/…`, `/_next/…`)? */
export const isCmsPath = (pathname) => under(CMS_PREFIXES, pathname);

/** Headers a client could use to pass itself off as someone else behind this proxy. */
const FORWARDING = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * Proxies to the API. The client's own forwarding headers are dropped and X-Forwarded-For is
 * set to the address this proxy determined (the peer, or what a trusted proxy in front said),
 * so the API, which trusts only this hop, sees one true address per visitor.
 */
function proxy(req, res, target, clientAddress) {
  const headers = { ...req.headers, host: target.host };
  for (const name of FORWARDING) delete headers[name];
  headers['x-forwarded-for'] = clientAddress(req);
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: 'Der Server ist nicht erreichbar.' }));
  });
  req.pipe(upstream);
}

/** Does an Accept-Encoding header allow `coding` (listed, and not with q=0)? */
export function acceptsEncoding(header, coding) {
  return (header ?? '').split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    return name === coding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** A strong ETag of the bytes: one per content, whichever coding carries it (as the page server's). */
const contentTag = (raw) => `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;

/** Does the request's If-None-Match name this ETag (one of a list, weak or strong, or `*`)? */
export function holdsTag(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((entry) => {
    const tag = entry.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Bytes, gzip and ETag of each rendered document, made once however often it is sent. */
const encodedDocuments = new WeakMap();
function encoded(page) {
  let known = encodedDocuments.get(page);
  if (!known) {
    const raw = Buffer.from(page.html);
    known = { raw, gzip: gzipSync(raw), etag: contentTag(raw) };
    encodedDocuments.set(page, known);
  }
  return known;
}

/**
 * A rendered page: never cached by the browser without asking (it follows the CMS), gzipped when
 * accepted, 304 when the browser holds this very page (its ETag).
 */
function sendHtml(req, res, page, headers) {
  const { raw, gzip: compressed, etag } = encoded(page);
  const gzip = acceptsEncoding(req.headers['accept-encoding'], 'gzip');
  const common = { ...headers, 'cache-control': 'no-cache', vary: 'accept-encoding', etag };
  if (page.status === 200 && holdsTag(req, etag)) {
    res.writeHead(304, common).end();
    return;
  }
  const payload = gzip ? compressed : raw;
  res.writeHead(page.status, {
    ...common,
    'content-type': TYPES['.html'],
    ...(gzip && { 'content-encoding': 'gzip' }),
    'content-length': payload.length,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** The address of the TCP peer (IPv4-mapped IPv6 written as IPv4). */
export function peerAddress(req) {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {number} options.port
 * @param {boolean} [options.spa] unknown paths without a file extension get index.html
 * @param {boolean} [options.cors] allow other origins (remotes are loaded by the shell's origin)
 * @param {string} [options.apiTarget] e.g. http://127.0.0.1:3000: /api and /img are proxied there
 * @param {string} [options.cmsTarget] e.g. http://127.0.0.1:4206: /cms and /_next are proxied there
 * @param {Record<string, string>} [options.files] extra URL path → file on disk (read on every request)
 * @param {() => Record<string, string>} [options.securityHeaders] added to every document (HTML, SVG) and 404 answer (computed per request)
 * @param {(req: import('node:http').IncomingMessage) => string} [options.clientAddress] the visitor's address for the API proxy (default: the peer)
 * @param {(url: string, host: string | undefined) => Promise<{ status: number, html: string } | undefined>} [options.renderDocument]
 *   with `spa`: the HTML of a page navigation (server rendering, tools/ssr), instead of index.html as built
 */
export function serveStatic({ root, port, spa = false, cors = false, apiTarget, cmsTarget, files = {}, securityHeaders, clientAddress = peerAddress, renderDocument }) {
  const cache = new Map();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (apiTarget && isApiPath(url.pathname)) return proxy(req, res, new URL(apiTarget), clientAddress);
    if (cmsTarget && isCmsPath(url.pathname)) return proxy(req, res, new URL(cmsTarget), clientAddress);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let file = files[url.pathname];
    const extra = Boolean(file);
    // A path without an extension is a page: composed without a look at the disk. (A stat per
    // navigation handed work to libuv's thread pool; under a spike on 2 cores the server's
    // thread then spent 40 % of its time in it.)
    if (!extra && spa && renderDocument && !path.extname(url.pathname)) {
      const page = await renderDocument(url.pathname + url.search, req.headers.host).catch((error) => {
        console.error('[ssr] rendering failed, the built index.html is served:', error);
        return undefined;
      });
      if (page) return sendHtml(req, res, page, { 'x-content-type-options': 'nosniff', ...securityHeaders?.() });
    }
    if (!file) file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    let info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => undefined);
    }
    if (!info && spa && !path.extname(url.pathname)) {
      file = path.join(root, 'index.html');
      info = await stat(file).catch(() => undefined);
    }
    const headers = { 'x-content-type-options': 'nosniff' };
    if (cors) headers['access-control-allow-origin'] = '*';
    if (!info) {
      res.writeHead(404, { ...headers, ...securityHeaders?.(), 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    if (DOCUMENTS.has(ext)) Object.assign(headers, securityHeaders?.());
    const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
    headers['content-type'] = TYPES[ext] ?? 'application/octet-stream';
    headers['cache-control'] = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
    const key = `${file}:${info.mtimeMs}`;
    let body = extra ? undefined : cache.get(key);
    if (!body) {
      const raw = await readFile(file);
      const compressible = COMPRESSIBLE.has(ext);
      // The build's Brotli copy, written with the file (extra files have none).
      const br = compressible && !extra ? await readFile(`${file}.br`).catch(() => undefined) : undefined;
      body = { raw, br, gzip: compressible ? gzipSync(raw) : undefined, etag: contentTag(raw) };
      if (!extra) cache.set(key, body);
    }
    headers.vary = 'accept-encoding';
    // The files fetched anew on every visit (main.js, remoteEntry.js, mf-manifest.json: `no-cache`)
    // are revalidated: a browser that holds this very file gets 304 instead of the file. Hashed
    // chunks are never revalidated (`immutable`): an ETag would be ~40 bytes of header on each.
    if (!hashed) {
      headers.etag = body.etag;
      if (holdsTag(req, body.etag)) {
        res.writeHead(304, headers).end();
        return;
      }
    }
    const accepted = req.headers['accept-encoding'];
    const coding = body.br && acceptsEncoding(accepted, 'br') ? 'br' : body.gzip && acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
    if (coding) headers['content-encoding'] = coding;
    const payload = coding ? body[coding] : body.raw;
    headers['content-length'] = payload.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  });
  // Idle keep-alive sockets stay open longer than clients keep them (Node's default is 5 s): a
  // client reusing one just as the server closed it got ECONNRESET on an idempotent GET.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
