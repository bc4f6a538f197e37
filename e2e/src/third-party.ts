import { createServer, type Server } from 'node:http';
import { THIRD_PARTY_PORT } from './env';

/**
 * A stand-in for the third-party services on its own origin (another port, so the browser
 * treats it as a foreign site): it serves the scripts at the real services' paths and records
 * every request. Its pixel script does what the real one does with the page's queue: each
 * `fbq('track', event)` becomes a request to `/tr?id=…&ev=…`.
 */
const PIXEL = `(function () {
  var fbq = window.fbq;
  if (!fbq) return;
  var origin = new URL(document.currentScript.src).origin;
  var id = null;
  function send(args) {
    if (args[0] === 'init') id = args[1];
    if (args[0] === 'track') new Image().src = origin + '/tr?id=' + encodeURIComponent(id) + '&ev=' + encodeURIComponent(args[1]) + '&dl=' + encodeURIComponent(location.href);
  }
  fbq.queue.forEach(send);
  fbq.queue = [];
  fbq.callMethod = function () { send([].slice.call(arguments)); };
})();`;

const SCRIPTS: Record<string, string> = {
  '/en_US/fbevents.js': PIXEL,
  '/gtag/js': 'window.__gtagLoaded = true;',
  '/gtm.js': 'window.__gtmLoaded = true;',
  '/ma.js': 'window.__marketingAutomationLoaded = true;',
};

export interface ThirdPartyDouble {
  /** Path and query of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startThirdPartyDouble(): Promise<ThirdPartyDouble> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    requests.push(url.pathname + url.search);
    const script = SCRIPTS[url.pathname];
    if (script) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(script);
    } else if (url.pathname === '/tr') {
      // The pixel's answer: a 1×1 GIF.
      res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
      res.end(Buffer.from('R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAI=', 'base64'));
    } else if (url.pathname.startsWith('/maps/embed/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Karte</title><p>Karte</p>');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(THIRD_PARTY_PORT, '127.0.0.1', () => resolve());
  });
  return { requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
