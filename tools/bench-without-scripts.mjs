/**
 * bench:web's floor: a public page's server-rendered HTML with every script removed, served as is.
 * What a machine spends parsing, styling, laying out and painting the page alone is the floor under
 * the page's TBT and main-thread work there, which no script of ours can lower. Lighthouse's CPU
 * index (a JavaScript loop) does not show it: two machines of the same index differ in it.
 */
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const isScriptLink = (tag) => /\brel="?modulepreload\b/i.test(tag) || (/\brel="?preload\b/i.test(tag) && /\bas="?(script|fetch)\b/i.test(tag));

/** The page's HTML without scripts, its images (and any stylesheet link) still from the portal. */
export function withoutScripts(html, portalOrigin) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptLink(tag) ? '' : tag))
    .replace(/<head>/i, `<head><base href="${portalOrigin}/">`);
}

/** Serves, on `port`, the pages `keep(path)` fetched from the portal, without their scripts. */
export async function serveWithoutScripts({ portalOrigin, port }) {
  const pages = new Map();
  const server = createServer((request, response) => {
    const body = pages.get(new URL(request.url, 'http://localhost').pathname);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' }).end(body);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return {
    origin: `http://localhost:${port}`,
    async keep(pagePath) {
      const html = await (await fetch(`${portalOrigin}${pagePath}`)).text();
      pages.set(pagePath, gzipSync(withoutScripts(html, portalOrigin)));
    },
    close: () => server.close(),
  };
}
